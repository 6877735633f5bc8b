/** BOARD 4.5, 4.6, 7, 9.3: prices, the road network and the income of every building kind, with the rulebook's examples. */
import { describe, expect, it } from 'vitest';
import {
  activeSeat,
  applyAction,
  at,
  besideStraightRoad,
  buildingIncome,
  citySymbols,
  connected,
  createGame,
  finalLines,
  legalActions,
  parcelPrice,
  rawIncome,
  roadChoices,
  roadPoints,
  townhouseOk,
  type BoardState,
} from '../../src/board/engine';
import { clearCity, must, put, started } from './fixtures';

const fresh = (): BoardState => {
  const s = started(3);
  clearCity(s);
  return s;
};

describe('parcel price (BOARD 4.5)', () => {
  it('is $1 plus one per object on the parcel and its 8 neighbours: the rulebook example makes $6', () => {
    const s = fresh();
    put(s, 2, 2, -1, 'house');
    put(s, 4, 3, -1, 'house');
    put(s, 3, 2, 1, 'saloon');
    put(s, 2, 4, 2, 'saloon');
    put(s, 4, 4, -1, 'mountain');
    expect(parcelPrice(s.cells, at(3, 3))).toBe(6);
  });
  it('is $1 on an empty neighbourhood and at most $10', () => {
    const s = fresh();
    expect(parcelPrice(s.cells, at(0, 0))).toBe(1);
    for (let x = 2; x <= 4; x++) for (let y = 2; y <= 4; y++) put(s, x, y, -1, 'mountain');
    expect(parcelPrice(s.cells, at(3, 3))).toBe(10);
  });
});

describe('road network (BOARD 2, 4.6, 4.8)', () => {
  it('connects the centre and its 8 neighbours at the start, nothing else', () => {
    const s = fresh();
    const pts = roadPoints(s.roads);
    const on = s.cells.map((_, p) => p).filter((p) => connected(pts, p));
    expect(on.sort((a, b) => a - b)).toEqual(
      [at(2, 2), at(3, 2), at(4, 2), at(2, 3), at(3, 3), at(4, 3), at(2, 4), at(3, 4), at(4, 4)].sort(
        (a, b) => a - b,
      ),
    );
  });
  it('offers only free segments that touch the network', () => {
    const s = fresh();
    const pts = roadPoints(s.roads);
    const choices = roadChoices(s);
    expect(choices.length).toBe(8);
    for (const seg of choices) expect(s.roads[seg]).toBe(false);
    expect(pts.size).toBe(4);
  });
  it('allows a townhouse only when all 8 neighbours are taken, never on the edge', () => {
    const s = fresh();
    put(s, 3, 3, -1, 'house');
    expect(townhouseOk(s.cells, at(3, 3))).toBe(false);
    for (const [x, y] of [
      [2, 2],
      [3, 2],
      [4, 2],
      [2, 3],
      [4, 3],
      [2, 4],
      [3, 4],
    ] as const)
      put(s, x, y, 0);
    expect(townhouseOk(s.cells, at(3, 3))).toBe(false);
    put(s, 4, 4, -1, 'mountain');
    expect(townhouseOk(s.cells, at(3, 3))).toBe(true);
    put(s, 0, 3, -1, 'house');
    expect(townhouseOk(s.cells, at(0, 3))).toBe(false);
  });
  it('lets a station stand only beside a road crossing the board', () => {
    const s = fresh();
    expect(besideStraightRoad(s.roads, at(3, 3))).toBe(false);
    for (let x = 0; x < 8; x++) s.roads[3 * 8 + x] = true;
    expect(besideStraightRoad(s.roads, at(6, 2))).toBe(true);
    expect(besideStraightRoad(s.roads, at(6, 3))).toBe(true);
    expect(besideStraightRoad(s.roads, at(6, 5))).toBe(false);
  });
});

describe('income (BOARD 7)', () => {
  it('drugstore: own ranch and three houses around make $15 (rulebook example)', () => {
    const s = fresh();
    const d = put(s, 3, 3, 0, 'drugstore');
    put(s, 2, 3, 0, 'ranch');
    put(s, 4, 3, -1, 'house');
    put(s, 3, 2, -1, 'house');
    put(s, 3, 4, 0, 'house');
    expect(rawIncome(s.cells, d, 1)).toBe(15);
  });
  it('bank: a house and a hotel around and one own mine make $12 (rulebook example)', () => {
    const s = fresh();
    const b = put(s, 3, 3, 0, 'bank');
    put(s, 2, 3, -1, 'house');
    put(s, 4, 3, 0, 'hotel');
    put(s, 7, 7, 0, 'mine');
    expect(rawIncome(s.cells, b, 1)).toBe(12);
  });
  it("saloons: three houses make $15; one house on another player's parcel does not count (rulebook example)", () => {
    const s = fresh();
    const orange = put(s, 1, 1, 0, 'saloon');
    put(s, 0, 0, -1, 'house');
    put(s, 1, 0, -1, 'house');
    put(s, 2, 1, 0, 'house');
    const blue = put(s, 3, 1, 1, 'saloon');
    put(s, 4, 0, -1, 'house');
    put(s, 4, 1, -1, 'house');
    expect(rawIncome(s.cells, orange, 1)).toBe(15);
    expect(rawIncome(s.cells, blue, 1)).toBe(10);
  });
  it("general store: two houses (one own) and another player's church make $12 (rulebook example)", () => {
    const s = fresh();
    const g = put(s, 3, 3, 0, 'generalStore');
    put(s, 2, 3, 0, 'house');
    put(s, 4, 3, 1, 'house');
    put(s, 3, 4, 1, 'church');
    expect(rawIncome(s.cells, g, 1)).toBe(12);
  });
  it('ranch: $1 per empty neighbour, at least $1', () => {
    const s = fresh();
    const r = put(s, 0, 0, 0, 'ranch');
    expect(rawIncome(s.cells, r, 1)).toBe(3);
    put(s, 1, 0, -1, 'mountain');
    put(s, 0, 1, -1, 'house');
    put(s, 1, 1, 1, 'bank');
    expect(rawIncome(s.cells, r, 1)).toBe(1);
  });
  it("mine: $3 per unsold or own mountain; another player's mountain gives nothing", () => {
    const s = fresh();
    const m = put(s, 3, 3, 0, 'mine');
    put(s, 2, 3, -1, 'mountain');
    put(s, 4, 3, 0, 'mountain');
    put(s, 3, 4, 1, 'mountain');
    expect(rawIncome(s.cells, m, 1)).toBe(6);
  });
  it('hotel $6, blacksmith $5 per round plus $5 per own ranch, church/prison/school nothing', () => {
    const s = fresh();
    expect(rawIncome(s.cells, put(s, 3, 3, 0, 'hotel'), 1)).toBe(6);
    const b = put(s, 5, 5, 0, 'blacksmith');
    put(s, 0, 7, 0, 'ranch');
    expect(rawIncome(s.cells, b, 3)).toBe(20);
    for (const k of ['church', 'prison', 'school'] as const)
      expect(rawIncome(s.cells, put(s, 6, 0, 0, k), 1)).toBe(0);
  });
  it('townhouse counts as two houses; caps hold (saloon $55)', () => {
    const s = fresh();
    const sal = put(s, 3, 3, 0, 'saloon');
    put(s, 2, 3, -1, 'townhouse');
    expect(rawIncome(s.cells, sal, 1)).toBe(10);
    for (const [x, y] of [
      [2, 2],
      [3, 2],
      [4, 2],
      [4, 3],
      [2, 4],
      [3, 4],
      [4, 4],
    ] as const)
      put(s, x, y, -1, 'hotel');
    expect(rawIncome(s.cells, sal, 1)).toBe(80);
    expect(buildingIncome(s, sal)).toBe(55);
  });
  it('the town hall raises the holder buildings by one step, but not ranches or the hotel', () => {
    const s = fresh();
    const sal = put(s, 3, 3, 0, 'saloon');
    put(s, 2, 3, -1, 'house');
    const r = put(s, 0, 0, 0, 'ranch');
    s.townHall = put(s, 6, 6, -1, 'townHall');
    const hotel = put(s, 0, 5, 0, 'hotel');
    const smith = put(s, 5, 0, 0, 'blacksmith');
    const bank = put(s, 7, 3, 0, 'bank');
    s.hallHolder = 0;
    expect(buildingIncome(s, sal)).toBe(10);
    expect(buildingIncome(s, r)).toBe(3);
    // BOARD 9.2, Decision: one step is the kind's unit; the hotel's fixed $6 does not move.
    expect(buildingIncome(s, hotel)).toBe(6);
    expect(buildingIncome(s, smith)).toBe(5 + 5 + 5);
    expect(buildingIncome(s, bank)).toBe(3);
    s.hallHolder = 1;
    expect(buildingIncome(s, sal)).toBe(5);
  });
  it('station: 12 houses, 2 hotels, 4 ranches, a church and the station make 23 symbols, 11 VP (rulebook example)', () => {
    const s = fresh();
    let i = 0;
    const next = (): [number, number] => [i % 8, Math.floor(i++ / 8)];
    for (let n = 0; n < 12; n++) put(s, ...next(), -1, 'house');
    for (let n = 0; n < 2; n++) put(s, ...next(), 1, 'hotel');
    for (let n = 0; n < 4; n++) put(s, ...next(), 1, 'ranch');
    put(s, ...next(), 1, 'church');
    put(s, ...next(), 0, 'station');
    expect(citySymbols(s)).toBe(23);
    expect(finalLines(s, 0).station).toBe(11);
  });
});

describe('roads at any time (BOARD 4.8)', () => {
  it('a player may lay a road at every decision (a start parcel, a character); it keeps the turn', () => {
    const r = createGame({ players: 3, characters: [1, 2, 3, 4, 5, 6, 7] }, 9);
    if (!r.ok) throw new Error(r.error);
    let s = r.state;
    expect(['start', 'townHall']).toContain(s.prompt?.kind);
    const first = activeSeat(s);
    expect(legalActions(s, first).some((a) => a.type === 'road')).toBe(true);
    s = started(3);
    const seat = activeSeat(s);
    expect(s.phase).toBe('characters');
    const road = legalActions(s, seat).find((a) => a.type === 'road');
    if (!road) throw new Error('no road offered in phase 1');
    const after = must(s, road).state;
    expect(after.seats[seat]?.roads).toBe(0);
    expect(activeSeat(after)).toBe(seat);
    expect(legalActions(after, seat).some((a) => a.type === 'road')).toBe(false);
    expect(legalActions(after, seat).some((a) => a.type === 'character')).toBe(true);
  });

  it('a road is named by the two grid points it joins, in either order; other pairs are refused', () => {
    const s = started(3);
    const seat = activeSeat(s);
    const road = legalActions(s, seat).find((a) => a.type === 'road');
    if (!road || road.type !== 'road') throw new Error('no road offered');
    const { from, to } = road;
    expect(Math.abs(from.x - to.x) + Math.abs(from.y - to.y)).toBe(1);
    const { state, events } = must(s, { type: 'road', seat, from: to, to: from });
    expect(events).toContainEqual({ type: 'road', seat, from, to });
    expect(state.roads.filter(Boolean).length).toBe(s.roads.filter(Boolean).length + 1);
    const diagonal = { x: from.x + 1, y: from.y + 1 };
    expect(applyAction(s, { type: 'road', seat, from, to: diagonal })).toMatchObject({
      ok: false,
      error: 'malformed',
    });
    const off = { x: 9, y: 0 };
    expect(applyAction(s, { type: 'road', seat, from: { x: 8, y: 0 }, to: off })).toMatchObject({
      ok: false,
      error: 'malformed',
    });
  });
});
