/** BOARD 9.2: the first player on the pass track places the drawn town hall. */
import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../src/shared';
import {
  activeSeat,
  answerValues,
  applyAction,
  at,
  connected,
  createGame,
  hallParcels,
  legalActions,
  roadPoints,
  viewFor,
  type BoardEvent,
  type BoardState,
  CH,
} from '../../src/board/engine';
import { randomBot } from '../../src/board/bots/bots';
import { answerAll, clearCity, must, put, started } from './fixtures';

/** The first seed whose setup draws the town hall, with its new game. */
function hallAtSetup(players: number): BoardState {
  for (let seed = 1; seed < 400; seed++) {
    const r = createGame({ players, characters: [1, 2, 3, 4, 5, 6, 7] }, seed);
    if (r.ok && r.state.prompt?.kind === 'townHall') return r.state;
  }
  throw new Error('no seed draws the town hall at setup');
}

/** A state waiting for seat 0 to place the town hall on a cleared city around (3, 3), space 6 empty. */
function waiting(): BoardState {
  const s = structuredClone(hallAtSetup(3));
  clearCity(s);
  s.display[6] = null;
  s.prompt = { kind: 'townHall', seat: 0 };
  return s;
}

describe('town hall placement (BOARD 9.2)', () => {
  it('a town hall drawn at setup waits for the first player on the pass track', () => {
    const s = hallAtSetup(3);
    const seat = s.chooseOrder[0] as number;
    expect(s.prompt).toEqual({ kind: 'townHall', seat });
    expect(activeSeat(s)).toBe(seat);
    expect(s.townHall).toBe(-1);
    expect(s.display.filter((k) => k === null).length).toBeGreaterThan(0);
    const pts = roadPoints(s.roads);
    const parcels = hallParcels(s);
    expect(parcels.length).toBeGreaterThan(0);
    for (const p of parcels)
      expect([s.cells[p]?.owner, s.cells[p]?.thing, connected(pts, p)]).toEqual([-1, 'empty', true]);
    const answers = legalActions(s, seat).filter((a) => a.type !== 'road');
    expect(answers).toEqual(parcels.map((value) => ({ type: 'answer', seat, value })));
    expect(legalActions(s, (seat + 1) % 3)).toEqual([]);
    expect(viewFor(s, seat).prompt).toEqual(s.prompt);
  });

  it('the mountains come after the first building draw: none while the town hall waits, 9 once it stands', () => {
    const s = hallAtSetup(3);
    expect(s.cells.filter((c) => c.thing === 'mountain')).toEqual([]);
    const p = hallParcels(s)[0] as number;
    const next = must(s, { type: 'answer', seat: s.prompt!.seat, value: p }).state;
    const done = answerAll(
      next,
      (x) => ({ type: 'answer', seat: x.prompt!.seat, value: answerValues(x, x.prompt!)[0]! }),
      (x) => x.prompt?.kind === 'start',
    );
    expect(done.state.cells.filter((c) => c.thing === 'mountain').length).toBe(9);
    expect(done.state.cells[p]?.thing).toBe('townHall');
    const plain = createGame({ players: 3 }, 1);
    if (!plain.ok) throw new Error(plain.error);
    expect(plain.state.cells.filter((c) => c.thing === 'mountain').length).toBe(9);
  });

  it('the chosen parcel gets the town hall; drawing continues and the start parcels follow', () => {
    const s = hallAtSetup(3);
    const seat = s.chooseOrder[0] as number;
    const parcels = hallParcels(s);
    const p = parcels[parcels.length - 1] as number;
    const hall = must(s, { type: 'answer', seat, value: p });
    expect(hall.state.townHall).toBe(p);
    expect(hall.state.cells[p]).toEqual({ owner: -1, thing: 'townHall' });
    expect(hall.events).toContainEqual({ type: 'built', seat: -1, parcel: p, kind: 'townHall' });
    expect(hall.events.some((e) => e.type === 'road')).toBe(false);
    // BOARD 9.2, Decision: the same player adds the town hall's house on a connected empty parcel.
    expect(hall.state.prompt).toEqual({ kind: 'hallHouse', seat, parcel: p });
    const sites = answerValues(hall.state, hall.state.prompt!);
    const pts = roadPoints(hall.state.roads);
    expect(sites.length).toBeGreaterThan(0);
    for (const h of sites) {
      expect(h).not.toBe(p);
      expect([hall.state.cells[h]?.thing, hall.state.cells[h]?.owner, connected(pts, h)]).toEqual([
        'empty',
        -1,
        true,
      ]);
    }
    const h = sites[0] as number;
    const { state, events } = must(hall.state, { type: 'answer', seat, value: h });
    expect(events).toContainEqual({ type: 'house', parcel: h, townhouse: false });
    expect(state.cells.filter((c) => c.thing === 'house')).toHaveLength(
      s.cells.filter((c) => c.thing === 'house').length + 1,
    );
    expect(state.display.every((k) => k !== null && k !== 'townHall')).toBe(true);
    expect(state.prompt?.kind).toBe('start');
    expect(state.seats.every((t) => t.revolvers === 1)).toBe(true);
  });

  it('refuses a parcel that is not connected, sold, occupied or off the board, leaving the state deep-equal', () => {
    const s = waiting();
    const sold = put(s, 2, 3, 1);
    const mountain = put(s, 4, 3, -1, 'mountain');
    const house = put(s, 3, 2, -1, 'house');
    const before = structuredClone(s);
    for (const value of [at(0, 0), sold, mountain, house, at(3, 3) + 100, -1]) {
      const r = applyAction(s, { type: 'answer', seat: 0, value });
      expect(r.ok ? 'ok' : r.error).toBe('bad-parcel');
      expect(s).toEqual(before);
    }
    const other = applyAction(s, { type: 'answer', seat: 1, value: at(3, 3) });
    expect(other.ok ? 'ok' : other.error).toBe('not-your-turn');
    expect(s).toEqual(before);
    expect(hallParcels(s)).not.toContain(sold);
    expect(hallParcels(s)).toContain(at(3, 3));
  });

  it('with no connected free parcel, offers the parcels one road away and lays that road from the supply', () => {
    const s = waiting();
    for (let y = 2; y <= 4; y++) for (let x = 2; x <= 4; x++) put(s, x, y, 1);
    const parcels = hallParcels(s);
    const pts = roadPoints(s.roads);
    expect(parcels).toContain(at(1, 3));
    expect(parcels).not.toContain(at(0, 0));
    for (const p of parcels) expect(connected(pts, p)).toBe(false);
    const roads = s.seats.map((t) => t.roads);
    const refused = applyAction(s, { type: 'answer', seat: 0, value: at(0, 0) });
    expect(refused.ok ? 'ok' : refused.error).toBe('bad-parcel');
    const { state, events } = must(s, { type: 'answer', seat: 0, value: at(1, 3) });
    const laid = events.filter((e): e is Extract<BoardEvent, { type: 'road' }> => e.type === 'road');
    expect(laid.map((e) => e.seat)).toEqual([-1]);
    expect(state.roads.filter(Boolean).length).toBe(s.roads.filter(Boolean).length + 1);
    expect(connected(roadPoints(state.roads), at(1, 3))).toBe(true);
    expect(state.cells[at(1, 3)]).toEqual({ owner: -1, thing: 'townHall' });
    expect(state.seats.map((t) => t.roads)).toEqual(roads);
    const house = state.prompt?.kind === 'hallHouse' ? answerValues(state, state.prompt)[0] : undefined;
    const after = house === undefined ? state : must(state, { type: 'answer', seat: 0, value: house }).state;
    expect(after.display[6]).not.toBeNull();
  });

  it('lays the fewest roads when the nearest free parcel is two roads away', () => {
    const s = waiting();
    for (let y = 1; y <= 5; y++)
      for (let x = 1; x <= 5; x++) if (s.cells[at(x, y)]?.owner === -1) put(s, x, y, 1);
    const parcels = hallParcels(s);
    expect(parcels).toContain(at(0, 3));
    expect(parcels).not.toContain(at(0, 0));
    const { events } = must(s, { type: 'answer', seat: 0, value: at(0, 3) });
    expect(events.filter((e) => e.type === 'road').length).toBe(2);
  });

  it('random games reach the choice, list only town hall parcels then, and place the hall where chosen', () => {
    let reached = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r0 = createGame({ players: 2 + (seed % 5) }, seed);
      if (!r0.ok) throw new Error(r0.error);
      let s = r0.state;
      const rnd = floatSource(seedState(seed));
      while (s.phase !== 'over') {
        const seat = activeSeat(s);
        const legal = legalActions(s, seat);
        const a = randomBot(viewFor(s, seat), legal, rnd);
        const hall = s.prompt?.kind === 'townHall';
        if (hall) {
          reached++;
          expect(s.prompt?.seat).toBe(s.passOrder[0] ?? s.chooseOrder[0]);
          const values = legal
            .filter((l) => l.type === 'answer')
            .map((l) => (l.type === 'answer' ? l.value : -1));
          expect(values).toEqual(hallParcels(s));
        }
        s = must(s, a).state;
        if (hall && a.type === 'answer') expect(s.townHall).toBe(a.value);
      }
    }
    expect(reached).toBeGreaterThan(3);
  });

  it('a town hall drawn in phase 1 (Gold seeker) waits for the first on the pass track; drawing then goes on', () => {
    let s: BoardState | null = null;
    let mine = -1;
    for (let rng = 1; rng < 50 && !s; rng++) {
      const t = started(3, 1, [1, 2, 3, 4, 5, 6, CH.goldSeeker]);
      expect(t.townHall).toBe(-1);
      t.bag = ['bank', 'townHall'];
      t.rng = rng;
      const seat = activeSeat(t);
      const r = must(t, { type: 'character', seat, card: CH.goldSeeker }).state;
      expect(r.prompt?.kind).toBe('goldSeeker');
      mine = r.cells.findIndex((c) => c.owner === -1 && c.thing === 'empty');
      const after = must(r, { type: 'answer', seat, value: mine }).state;
      if (after.prompt?.kind === 'townHall') s = after;
    }
    if (!s) throw new Error('the town hall was never drawn first');
    expect(s.passOrder).toEqual([]);
    expect(s.prompt?.seat).toBe(s.chooseOrder[0]);
    expect(s.cells[mine]?.thing).toBe('mine');
    expect(hallParcels(s)).not.toContain(mine);
    expect(s.display[6]).toBeNull();
    const p = hallParcels(s)[0] as number;
    const placed = must(s, { type: 'answer', seat: s.prompt?.seat as number, value: p }).state;
    expect(placed.prompt?.kind).toBe('hallHouse');
    const house = answerValues(placed, placed.prompt!)[0] as number;
    const next = must(placed, { type: 'answer', seat: placed.prompt?.seat as number, value: house }).state;
    expect(next.townHall).toBe(p);
    expect(next.display[6]).toBe('bank');
    expect(next.bag).toEqual([]);
    expect(next.phase).toBe('characters');
  });

  it('the Gold seeker mine goes on its parcel before a town hall it draws is placed', () => {
    const t = started(3, 1, [1, 2, 3, 4, 5, 6, CH.goldSeeker]);
    const last = t.cells.findIndex((c) => c.owner === -1 && c.thing === 'empty');
    t.cells.forEach((c, p) => {
      if (p !== last && c.owner === -1 && c.thing === 'empty') c.thing = 'mountain';
    });
    t.bag = ['townHall'];
    const seat = activeSeat(t);
    const r = must(t, { type: 'character', seat, card: CH.goldSeeker }).state;
    const { state, events } = must(r, { type: 'answer', seat, value: last });
    expect(events).toContainEqual({ type: 'drawn', kind: 'townHall', space: -1 });
    expect(state.cells[last]).toEqual({ owner: seat, thing: 'mine' });
    expect(state.townHall).toBe(-1);
    expect(state.prompt?.kind).not.toBe('townHall');
  });
});
