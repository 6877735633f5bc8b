import { describe, it, expect } from 'vitest';
import {
  AUCTION_CARD_VALUES,
  BUILDINGS,
  CHARACTER_IDS,
  CHARACTERS,
  CONTENTS,
  TERRAIN,
  TERRAIN_IDS,
  auctionId,
  auctionIds,
  auctionSeat,
  auctionValue,
  characterDef,
  characterId,
  entityCount,
  eraTerrainIds,
  idsOf,
  kindOf,
  terrainDef,
  terrainEra,
} from '../src/cards/engine';
import type { CharacterName, Content, Suit } from '../src/cards/engine';

// RULES 1.2 table, per era.
const COUNTS: Record<1 | 2, Record<Content, number>> = {
  1: {
    H: 32,
    M: 18,
    T: 2,
    m: 10,
    R: 10,
    K: 2,
    D: 3,
    B: 3,
    S: 1,
    O: 1,
    G: 1,
    C: 1,
    P: 1,
    Y: 0,
    X: 3,
    '.': 104,
  },
  2: {
    H: 12,
    M: 18,
    T: 10,
    m: 4,
    R: 4,
    K: 1,
    D: 8,
    B: 8,
    S: 5,
    O: 4,
    G: 1,
    C: 2,
    P: 3,
    Y: 1,
    X: 5,
    '.': 106,
  },
};

const eraCards = (era: 1 | 2) => TERRAIN.filter((c) => c.era === era);

describe('terrain deck (RULES 1.2)', () => {
  it('has 48 Era I cards followed by 48 Era II cards', () => {
    expect(TERRAIN).toHaveLength(96);
    expect(TERRAIN.slice(0, 48).every((c) => c.era === 1)).toBe(true);
    expect(TERRAIN.slice(48).every((c) => c.era === 2)).toBe(true);
  });

  for (const era of [1, 2] as const) {
    it(`matches the parcel table exactly in Era ${era}`, () => {
      const counts = Object.fromEntries(CONTENTS.map((c) => [c, 0])) as Record<Content, number>;
      for (const card of eraCards(era)) for (const p of card.parcels) counts[p]++;
      expect(counts).toEqual(COUNTS[era]);
    });
  }

  it('has 4 valid parcels and an integer appeal 1..9 on every card', () => {
    for (const card of TERRAIN) {
      expect(card.parcels).toHaveLength(4);
      for (const p of card.parcels) expect(CONTENTS).toContain(p);
      expect(Number.isInteger(card.appeal)).toBe(true);
      expect(card.appeal).toBeGreaterThanOrEqual(1);
      expect(card.appeal).toBeLessThanOrEqual(9);
    }
  });

  it('has at most 2 buildings and at most 1 Outlaws per card', () => {
    for (const card of TERRAIN) {
      expect(card.parcels.filter((p) => BUILDINGS.includes(p)).length).toBeLessThanOrEqual(2);
      expect(card.parcels.filter((p) => p === 'X').length).toBeLessThanOrEqual(1);
    }
  });

  it('averages appeal about 5 in Era I and about 6 in Era II', () => {
    const avg = (era: 1 | 2) => eraCards(era).reduce((s, c) => s + c.appeal, 0) / eraCards(era).length;
    expect(avg(1)).toBeGreaterThanOrEqual(4.5);
    expect(avg(1)).toBeLessThanOrEqual(5.5);
    expect(avg(2)).toBeGreaterThanOrEqual(5.5);
    expect(avg(2)).toBeLessThanOrEqual(6.5);
  });
});

// RULES 1.3 table.
const APPEAL: Record<CharacterName, number> = {
  Governor: 6,
  Lawyer: 5,
  'Chinese Worker': 5,
  Heroes: 5,
  Gunsmith: 4,
  Mercenary: 4,
  Doctor: 4,
  Auctioneer: 5,
  Singer: 4,
  Indian: 4,
  Settler: 4,
  Banker: 5,
  Cowboy: 4,
  Captain: 5,
  Grocer: 5,
  Undertaker: 4,
  Editor: 4,
  Paperboy: 4,
  Prospector: 4,
  Sheriff: 4,
  Teacher: 6,
};

const SUITS: Suit[] = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'];

describe('characters (RULES 1.3)', () => {
  it('has the 21 characters, each once', () => {
    expect(CHARACTERS).toHaveLength(21);
    expect(new Set(CHARACTERS.map((c) => c.name))).toEqual(new Set(Object.keys(APPEAL)));
  });

  it('has the appeal values of the table', () => {
    for (const c of CHARACTERS) expect(c.appeal, c.name).toBe(APPEAL[c.name]);
  });

  it('shows every suit once on each back', () => {
    for (const c of CHARACTERS) expect([...c.back].sort(), c.name).toEqual([...SUITS].sort());
  });

  it('makes every suit strongest on 3 or 4 backs', () => {
    for (const s of SUITS) {
      const n = CHARACTERS.filter((c) => c.back[0] === s).length;
      expect(n, s).toBeGreaterThanOrEqual(3);
      expect(n, s).toBeLessThanOrEqual(4);
    }
  });

  it('puts skulls exactly on the Undertaker, Mercenary and Gunsmith', () => {
    const skulls = CHARACTERS.filter((c) => c.skull).map((c) => c.name);
    expect(skulls.sort()).toEqual(['Gunsmith', 'Mercenary', 'Undertaker']);
  });
});

describe('entity ids follow the tables', () => {
  it("numbers the terrain table, then the character table, then each seat's auction cards", () => {
    expect(TERRAIN_IDS).toEqual({ from: 0, to: TERRAIN.length });
    expect(CHARACTER_IDS).toEqual({ from: TERRAIN.length, to: TERRAIN.length + CHARACTERS.length });
    expect(auctionIds(0).from).toBe(CHARACTER_IDS.to);
    expect(entityCount(6)).toBe(auctionIds(5).to);
    for (const id of idsOf(TERRAIN_IDS)) expect(terrainDef(id)).toBe(TERRAIN[id]);
    CHARACTERS.forEach((c, i) => {
      expect(characterDef(characterId(i))).toBe(c);
      expect(kindOf(characterId(i))).toBe('character');
    });
  });

  it('splits the terrain ids by era as the table does', () => {
    for (const era of [1, 2] as const) {
      const ids = idsOf(eraTerrainIds(era));
      expect(ids.map((id) => terrainDef(id))).toEqual(eraCards(era));
      for (const id of ids) expect(terrainEra(id)).toBe(era);
    }
    expect(eraTerrainIds(1).to).toBe(eraTerrainIds(2).from);
  });

  it('gives each seat one auction card per printed value', () => {
    for (let seat = 0; seat < 6; seat++) {
      const ids = AUCTION_CARD_VALUES.map((v) => auctionId(seat, v));
      expect(ids).toEqual(idsOf(auctionIds(seat)));
      expect(ids.map(auctionValue)).toEqual([...AUCTION_CARD_VALUES]);
      for (const id of ids) expect([auctionSeat(id), kindOf(id)]).toEqual([seat, 'auction']);
    }
  });
});
