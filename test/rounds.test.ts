/** RULES 3.1, 3.3, 3.4 and 4: the reveal, bids, the taking order, taking and placing cards. */
import { describe, expect, it } from 'vitest';
import {
  CHARACTERS,
  TERRAIN,
  activeSeats,
  auctionCards,
  auctionId,
  characterDef,
  characterPile,
  cityCards,
  createGame,
  eraTerrainIds,
  idsOf,
  isCharacter,
  isTerrain,
  legalActions,
  nextCharacter,
  offer,
  seatPlacements,
  viewFor,
  terrainEra,
} from '../src/cards/engine';
import type { Action, CharacterName, EntityId, GameEvent, GameState, SeatSetup } from '../src/cards/engine';
import {
  act,
  bidAll,
  charId,
  newGame,
  realSetup,
  reject,
  rigRound,
  setupOf,
  SUITS,
  terrainId,
} from './helpers';

const names = (ids: EntityId[]): string[] => ids.map((id) => characterDef(id).name);
const ofType = <T extends GameEvent['type']>(ev: GameEvent[], t: T): Extract<GameEvent, { type: T }>[] =>
  ev.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

/** The first legal take of `seat` of card `card` (with a position when it is a placeable terrain). */
function takeOf(s: GameState, seat: number, card: EntityId): Action {
  const a = legalActions(s, seat).find((x) => x.type === 'take' && x.card === card);
  if (!a) throw new Error(`seat ${seat} may not take ${card}`);
  return a;
}

/** Every seat in the taking order takes the first card of the offer. */
function takeAllFirst(s: GameState): { state: GameState; events: GameEvent[] } {
  let st = s;
  const events: GameEvent[] = [];
  const round = s.round;
  while (st.phase === 'taking' && st.round === round) {
    const seat = activeSeats(st)[0] as number;
    const r = act(st, takeOf(st, seat, offer(st)[0] as EntityId));
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

describe('RULES 2: setup', () => {
  it('accepts 4 to 6 seats, each with its own suit and a known kind', () => {
    for (const n of [4, 5, 6]) expect(createGame(realSetup(n), 1).ok).toBe(true);
    for (const n of [0, 3, 7]) {
      const seats = Array.from({ length: n }, (_, i) => ({ ...realSetup(6).seats[i % 6] })) as SeatSetup[];
      expect(createGame({ seats }, 1)).toEqual({ ok: false, error: 'bad-setup' });
    }
    const twin = realSetup(4);
    (twin.seats[1] as { suit: string }).suit = 'hat';
    expect(createGame(twin, 1)).toEqual({ ok: false, error: 'bad-setup' });
    const odd = setupOf(['real', 'novice', 'novice', 'novice']);
    (odd.seats[1] as { strength: string }).strength = 'godlike';
    expect(createGame(odd, 1)).toEqual({ ok: false, error: 'bad-setup' });
  });

  it('checks a setup again after any of its seats changed, though it was accepted before', () => {
    const setup = realSetup(4);
    expect(createGame(setup, 1).ok).toBe(true);
    (setup.seats[2] as { name: string }).name = '';
    expect(createGame(setup, 2)).toEqual({ ok: false, error: 'bad-setup' });
    (setup.seats[2] as { name: string }).name = 'Ada';
    expect(createGame(setup, 3).ok).toBe(true);
    setup.seats[3] = { ...(setup.seats[0] as SeatSetup) };
    expect(createGame(setup, 4)).toEqual({ ok: false, error: 'bad-setup' });
    setup.seats.pop();
    expect(createGame(setup, 5)).toEqual({ ok: false, error: 'bad-setup' });
  });

  it('deals from one seeded generator: the same seed gives the same game', () => {
    const a = newGame(setupOf(['real', 'expert', 'real', 'novice']), 99);
    const b = newGame(setupOf(['real', 'expert', 'real', 'novice']), 99);
    const c = newGame(setupOf(['real', 'expert', 'real', 'novice']), 100);
    expect(a).toEqual(b);
    expect(a.c.order).not.toEqual(c.c.order);
  });
});

describe('RULES 3.1: the reveal', () => {
  for (const n of [4, 5, 6]) {
    it(`shows 1 character then ${n >= 5 ? 5 : 4} Era I terrain cards with ${n} seats`, () => {
      const s = newGame(realSetup(n), 11);
      const o = offer(s);
      expect(o).toHaveLength(1 + (n >= 5 ? 5 : 4));
      expect(isCharacter(o[0] as number)).toBe(true);
      for (const id of o.slice(1)) expect(isTerrain(id) && terrainEra(id)).toBe(1);
      expect(characterPile(s)).toHaveLength(20);
    });
  }

  it('orders the offer as revealed: the character, then terrain in draw order', () => {
    const base = newGame(realSetup(4), 2);
    const terrain = [5, 17, 3, 40];
    const { state, events } = rigRound(base, { characters: ['Teacher'], terrain });
    expect(offer(state)).toEqual([charId('Teacher'), ...terrain]);
    expect(events.filter((e) => e.type !== 'roundStarted').map((e) => ('card' in e ? e.card : -1))).toEqual([
      charId('Teacher'),
      ...terrain,
    ]);
  });

  it('skull rule: a skull on the next card sends the drawn one to the bottom, repeatedly', () => {
    const base = newGame(realSetup(4), 3);
    const { state, events } = rigRound(base, { characters: ['Teacher', 'Gunsmith', 'Mercenary', 'Doctor'] });
    expect(names([offer(state)[0] as number])).toEqual(['Mercenary']);
    expect(names(ofType(events, 'characterSkipped').map((e) => e.card))).toEqual(['Teacher', 'Gunsmith']);
    const pile = names(characterPile(state));
    expect(pile[0]).toBe('Doctor');
    expect(pile.slice(-2)).toEqual(['Teacher', 'Gunsmith']);
    expect(pile).toHaveLength(20);
  });

  it('skull rule: a skull card drawn first is simply revealed', () => {
    const base = newGame(realSetup(4), 3);
    const { state, events } = rigRound(base, { characters: ['Undertaker', 'Teacher'] });
    expect(names([offer(state)[0] as number])).toEqual(['Undertaker']);
    expect(ofType(events, 'characterSkipped')).toEqual([]);
  });

  it('skull rule: with only skulls behind the drawn card, the cards put under come back up', () => {
    const base = newGame(realSetup(4), 3);
    const keep: CharacterName[] = ['Teacher', 'Gunsmith', 'Mercenary', 'Undertaker'];
    const removed = CHARACTERS.map((c) => c.name).filter((n) => !keep.includes(n));
    const { state, events } = rigRound(base, { characters: keep, removed });
    expect(names([offer(state)[0] as number])).toEqual(['Undertaker']);
    expect(names(ofType(events, 'characterSkipped').map((e) => e.card))).toEqual([
      'Teacher',
      'Gunsmith',
      'Mercenary',
    ]);
    expect(names(characterPile(state))).toEqual(['Teacher', 'Gunsmith', 'Mercenary']);
    expect(viewFor(state, -1).nextBack?.back).toEqual(characterDef(charId('Teacher')).back);
  });

  it('skull rule Decision: when every card, the drawn one included, shows a skull there is no check', () => {
    const base = newGame(realSetup(4), 3);
    const keep: CharacterName[] = ['Gunsmith', 'Mercenary', 'Undertaker'];
    const removed = CHARACTERS.map((c) => c.name).filter((n) => !keep.includes(n));
    const { state, events } = rigRound(base, { characters: keep, removed });
    expect(names([offer(state)[0] as number])).toEqual(['Gunsmith']);
    expect(ofType(events, 'characterSkipped')).toEqual([]);
    expect(names(characterPile(state))).toEqual(['Mercenary', 'Undertaker']);
  });

  it('skull rule: the check goes on while a non-skull card is left behind the skulls', () => {
    const base = newGame(realSetup(4), 3);
    const keep: CharacterName[] = ['Teacher', 'Gunsmith', 'Doctor'];
    const removed = CHARACTERS.map((c) => c.name).filter((n) => !keep.includes(n));
    const { state } = rigRound(base, { characters: keep, removed });
    expect(names([offer(state)[0] as number])).toEqual(['Gunsmith']);
    expect(names(characterPile(state))).toEqual(['Doctor', 'Teacher']);
  });
});

describe('RULES 3.3: secret bids', () => {
  it('waits for every real seat, then reveals all bids at once', () => {
    const s = newGame(realSetup(4), 4);
    expect(s.phase).toBe('bidding');
    expect(activeSeats(s)).toEqual([0, 1, 2, 3]);
    let st = act(s, { type: 'bid', seat: 2, card: auctionId(2, 7) }).state;
    expect(activeSeats(st)).toEqual([0, 1, 3]);
    expect(reject(st, { type: 'bid', seat: 2, card: auctionId(2, 3) })).toBe('already-bid');
    expect(reject(st, { type: 'bid', seat: 0, card: auctionId(1, 3) })).toBe('not-in-hand');
    expect(reject(st, { type: 'bid', seat: 0, card: auctionId(0, 10) })).toBe('not-in-hand');
    st = act(st, { type: 'bid', seat: 0, card: auctionId(0, 1) }).state;
    st = act(st, { type: 'bid', seat: 1, card: auctionId(1, 9) }).state;
    const last = act(st, { type: 'bid', seat: 3, card: auctionId(3, 4) });
    const revealed = ofType(last.events, 'bidsRevealed')[0];
    expect(revealed?.bids.map((b) => [b.seat, b.value])).toEqual([
      [0, 1],
      [1, 9],
      [2, 7],
      [3, 4],
    ]);
    expect(last.state.phase).toBe('taking');
  });

  it('spends the played auction card for the rest of the era', () => {
    let s = newGame(realSetup(4), 4);
    s = bidAll(s, { 0: 9, 1: 8, 2: 7, 3: 6 });
    s = takeAllFirst(s).state;
    expect(s.round).toBe(2);
    expect(s.c.zone[auctionId(0, 9)]).toBe('spent');
    expect(auctionCards(s, 0, 'hand')).toHaveLength(8);
    expect(reject(s, { type: 'bid', seat: 0, card: auctionId(0, 9) })).toBe('not-in-hand');
  });
});

describe('RULES 3.4: the taking order', () => {
  it('goes by descending bid value', () => {
    const s = bidAll(newGame(realSetup(4), 5), { 0: 3, 1: 9, 2: 5, 3: 1 });
    expect(s.takeOrder).toEqual([1, 2, 0, 3]);
    expect(activeSeats(s)).toEqual([1]);
  });

  for (const next of ['Governor', 'Lawyer', 'Teacher', 'Cowboy'] as CharacterName[]) {
    it(`breaks ties by the back of the next character (${next})`, () => {
      const base = newGame(realSetup(4), 5);
      const { state } = rigRound(base, { characters: ['Singer', next] });
      expect(nextCharacter(state)).toBe(charId(next));
      const back = characterDef(charId(next)).back;
      const rank = (seat: number): number => back.indexOf(SUITS[seat] as (typeof back)[number]);
      const s = bidAll(state, { 0: 5, 1: 5, 2: 5, 3: 5 });
      expect(s.takeOrder).toEqual([0, 1, 2, 3].sort((a, b) => rank(a) - rank(b)));
      const partial = bidAll(state, { 0: 5, 1: 5, 2: 9, 3: 1 });
      expect(partial.takeOrder).toEqual([2, ...[0, 1].sort((a, b) => rank(a) - rank(b)), 3]);
    });
  }

  it('uses the card on top of the pile after the skull rule', () => {
    const base = newGame(realSetup(4), 5);
    const { state } = rigRound(base, { characters: ['Governor', 'Gunsmith', 'Lawyer'] });
    // Governor goes to the bottom, Gunsmith is revealed, Lawyer (star first, hat last) breaks ties.
    expect(nextCharacter(state)).toBe(charId('Lawyer'));
    const s = bidAll(state, { 0: 5, 1: 5, 2: 5, 3: 5 });
    expect(s.takeOrder).toEqual([1, 2, 3, 0]);
  });
});

describe('RULES 3.4: taking cards', () => {
  it('has each seat take one card, places terrain at once and removes the leftover (4 seats)', () => {
    let s = bidAll(newGame(realSetup(4), 6), { 0: 9, 1: 8, 2: 7, 3: 6 });
    const before = offer(s);
    expect(before).toHaveLength(5);
    const { state, events } = takeAllFirst(s);
    s = state;
    const taken = ofType(events, 'cardTaken');
    expect(taken.map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    expect(taken.map((e) => e.card)).toEqual(before.slice(0, 4));
    const removed = ofType(events, 'cardRemoved').map((e) => e.card);
    expect(removed).toEqual([before[4]]);
    expect(s.c.zone[before[4] as number]).toBe('removed');
    for (const e of taken) {
      if (isTerrain(e.card)) {
        expect(s.c.zone[e.card]).toBe('city');
        expect(e.at).toEqual({ x: 0, y: 0 });
      } else expect(s.c.zone[e.card]).toBe('characters');
    }
    expect(s.round).toBe(2);
  });

  it('leaves one card with 5 seats and none with 6', () => {
    for (const [n, left] of [
      [5, 1],
      [6, 0],
    ] as const) {
      const values = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, 9 - i]));
      const s = bidAll(newGame(realSetup(n), 8), values);
      expect(offer(s)).toHaveLength(n >= 5 ? 6 : 5);
      const { events } = takeAllFirst(s);
      expect(ofType(events, 'cardTaken')).toHaveLength(n);
      expect(ofType(events, 'cardRemoved')).toHaveLength(left);
    }
  });

  it('rejects takes out of turn, of cards outside the offer, and with positions for characters', () => {
    const s = bidAll(newGame(realSetup(4), 6), { 0: 9, 1: 8, 2: 7, 3: 6 });
    const [ch, t] = offer(s) as [number, number];
    expect(reject(s, { type: 'take', seat: 1, card: t, at: { x: 0, y: 0 } })).toBe('not-your-turn');
    expect(reject(s, { type: 'take', seat: 0, card: 60, at: { x: 0, y: 0 } })).toBe('not-in-offer');
    expect(reject(s, { type: 'take', seat: 0, card: ch, at: { x: 0, y: 0 } })).toBe('malformed');
    expect(reject(s, { type: 'bid', seat: 0, card: auctionId(0, 1) })).toBe('wrong-phase');
  });

  it('RULES 4.1: puts the first card at (0, 0) and only there', () => {
    const s = bidAll(newGame(realSetup(4), 6), { 0: 9, 1: 8, 2: 7, 3: 6 });
    const t = offer(s)[1] as number;
    expect(seatPlacements(s, 0, t)).toEqual([{ x: 0, y: 0 }]);
    expect(reject(s, { type: 'take', seat: 0, card: t, at: { x: 1, y: 1 } })).toBe('illegal-placement');
    expect(reject(s, { type: 'take', seat: 0, card: t })).toBe('placement-required');
  });

  it('checks later placements against the building rules', () => {
    const base = newGame(realSetup(4), 6);
    const blocker = terrainId('.S.T', 2);
    const incoming = terrainId('HT..', 1);
    const { state } = rigRound(base, { terrain: [incoming], city: { 0: [[blocker, 0, 0]] } });
    const s = bidAll(state, { 0: 9, 1: 8, 2: 7, 3: 6 });
    // HT.. over .S.T at (0,0): H on '.', T on S: blocked. At (0,-2): above, legal. At (3,0): a gap.
    expect(reject(s, { type: 'take', seat: 0, card: incoming, at: { x: 0, y: 0 } })).toBe(
      'illegal-placement',
    );
    expect(reject(s, { type: 'take', seat: 0, card: incoming, at: { x: 3, y: 0 } })).toBe(
      'illegal-placement',
    );
    const r = act(s, { type: 'take', seat: 0, card: incoming, at: { x: 0, y: -2 } });
    expect(cityCards(r.state, 0)).toEqual([blocker, incoming]);
    expect([r.state.c.x[incoming], r.state.c.y[incoming]]).toEqual([0, -2]);
  });

  describe('the untakeable-terrain Decision', () => {
    // A full 8x8 city of 16 dense Era II cards; some Era I cards then have no legal place at all.
    const tiles = TERRAIN.map((t, i) => ({ t, i }))
      .filter((x) => x.t.era === 2 && x.t.parcels.filter((p) => p !== '.' && p !== 'X').length >= 2)
      .slice(0, 16)
      .map(({ i }, k): [EntityId, number, number] => [i, (k % 4) * 2, Math.floor(k / 4) * 2]);

    function setupCity(): { s: GameState; none: EntityId; some: EntityId } {
      const base = newGame(realSetup(4), 9);
      const probe = rigRound(base, { city: { 0: tiles } }).state;
      const era1 = idsOf(eraTerrainIds(1));
      const none = era1.find((id) => seatPlacements(probe, 0, id).length === 0);
      const some = era1.find((id) => seatPlacements(probe, 0, id).length > 0);
      if (none === undefined || some === undefined) throw new Error('fixture city does not separate cards');
      const { state } = rigRound(base, { city: { 0: tiles }, terrain: [none, some] });
      return { s: bidAll(state, { 0: 9, 1: 8, 2: 7, 3: 6 }), none, some };
    }

    it('offers an unplaceable card as a take without a position, and removes it from the game', () => {
      const { s, none } = setupCity();
      const takes = legalActions(s, 0).filter((a) => a.type === 'take' && a.card === none);
      expect(takes).toEqual([{ type: 'take', seat: 0, card: none }]);
      expect(reject(s, { type: 'take', seat: 0, card: none, at: { x: 0, y: 0 } })).toBe('illegal-placement');
      const r = act(s, { type: 'take', seat: 0, card: none });
      expect(r.state.c.zone[none]).toBe('removed');
      expect(ofType(r.events, 'cardTaken')[0]).toEqual({
        type: 'cardTaken',
        seat: 0,
        card: none,
        discarded: true,
      });
      expect(cityCards(r.state, 0)).toHaveLength(16);
    });

    it("answers 'placement-required' when the card has a legal place", () => {
      const { s, some } = setupCity();
      expect(reject(s, { type: 'take', seat: 0, card: some })).toBe('placement-required');
      const spots = seatPlacements(s, 0, some);
      expect(legalActions(s, 0).filter((a) => a.type === 'take' && a.card === some)).toHaveLength(
        spots.length,
      );
    });
  });
});
