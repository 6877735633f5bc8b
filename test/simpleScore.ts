/**
 * A deliberately plain scorer written from RULES 6 and 1.3, sharing no code with the engine's
 * scoring (only the card data), to check final scores against.
 */
import { CHARACTERS, TERRAIN } from '../src/cards/engine';
import type { GameState } from '../src/cards/engine';

const ACTION = new Set([
  'Governor',
  'Lawyer',
  'Chinese Worker',
  'Heroes',
  'Gunsmith',
  'Mercenary',
  'Doctor',
  'Auctioneer',
]);
const BUILDING_LETTERS = 'mRKDBSOGCPY';

/** Lines of RULES 6 in order, and the total. */
export interface SimpleSheet {
  lines: Record<string, number>;
  total: number;
}

/** Scores a real seat of a state from scratch. */
export function simpleScore(s: GameState, seat: number): SimpleSheet {
  // The city: later cards (higher order) lie on top.
  const cards: { id: number; order: number }[] = [];
  for (let id = 0; id < TERRAIN.length; id++) {
    if (s.c.zone[id] === 'city' && s.c.owner[id] === seat) cards.push({ id, order: s.c.order[id] as number });
  }
  cards.sort((a, b) => a.order - b.order);
  const parcel = new Map<string, string>();
  for (const { id } of cards) {
    const x = s.c.x[id] as number;
    const y = s.c.y[id] as number;
    const p = TERRAIN[id]?.parcels ?? [];
    parcel.set(`${x},${y}`, p[0] as string);
    parcel.set(`${x + 1},${y}`, p[1] as string);
    parcel.set(`${x},${y + 1}`, p[2] as string);
    parcel.set(`${x + 1},${y + 1}`, p[3] as string);
  }
  const names: string[] = [];
  // Entity ids list the terrain table, then the character table.
  for (let k = 0; k < CHARACTERS.length; k++) {
    const id = TERRAIN.length + k;
    if (s.c.zone[id] === 'characters' && s.c.owner[id] === seat) names.push(CHARACTERS[k]?.name as string);
  }
  const has = (n: string): boolean => names.includes(n);
  const count = (letter: string): number => [...parcel.values()].filter((v) => v === letter).length;
  const noPenalty = has('Sheriff') || count('P') > 0;
  const isEmpty = (v: string | undefined): boolean => v === '.' || (v === 'X' && noPenalty);
  const unitsOf = (v: string | undefined): number => (v === 'H' ? 1 : v === 'T' || v === 'O' ? 2 : 0);
  const around = (key: string): string[] => {
    const [x, y] = key.split(',').map(Number) as [number, number];
    const out: string[] = [];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const v = parcel.get(`${x + dx},${y + dy}`);
        if (v !== undefined) out.push(v);
      }
    return out;
  };
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

  let ranches = 0;
  let mines = 0;
  let drugstores = 0;
  let banks = 0;
  let saloons = 0;
  let stores = 0;
  let bestSaloon = 0;
  const settled = new Set<string>();
  for (const [key, v] of parcel) {
    const n = around(key);
    const units = sum(n.map(unitsOf));
    if (v === 'R') {
      ranches += n.filter(isEmpty).length;
      const [x, y] = key.split(',').map(Number) as [number, number];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const k = `${x + dx},${y + dy}`;
          if ((dx || dy) && isEmpty(parcel.get(k))) settled.add(k);
        }
    }
    if (v === 'm') mines += 2 * n.filter((u) => u === 'M').length;
    if (v === 'D') drugstores += units;
    if (v === 'B') banks += units;
    if (v === 'S') {
      saloons += 2 * units;
      bestSaloon = Math.max(bestSaloon, 2 * units);
    }
    if (v === 'G' || v === 'Y') stores += units;
  }
  const houseUnits = count('H') + 2 * count('T') + 2 * count('O');
  const buildings = sum([...BUILDING_LETTERS].map(count));
  const sold = s.seats[seat]?.sold ?? 0;
  const area = has('Captain') ? 72 : 64;
  const vpOf: Record<string, () => number> = {
    Heroes: () => 6,
    Doctor: () => 5,
    Auctioneer: () => 7 * sold,
    Singer: () => bestSaloon,
    Indian: () => Math.ceil((area - parcel.size) / 2),
    Settler: () => settled.size,
    Banker: () => 4 * count('B'),
    Cowboy: () => 3 * count('R'),
    Captain: () => 6,
    Grocer: () => 4 * count('D'),
    Undertaker: () => 2 * names.length,
    Editor: () => names.filter((n) => !ACTION.has(n)).length + 4 * names.filter((n) => ACTION.has(n)).length,
    Paperboy: () => 3,
    Prospector: () => count('M') + count('m'),
    Sheriff: () => 3 * count('P'),
    Teacher: () => count('H') + 2 * count('T') + 2 * count('O'),
  };
  const lines: Record<string, number> = {
    ranches,
    mines,
    drugstores,
    banks,
    saloons,
    generalStoresAndCityHall: stores,
    ranchBonus: (count('D') + count('K')) * count('R'),
    mineBonus: (count('B') + count('K')) * count('m'),
    houseBonus: (count('C') + count('G')) * houseUnits,
    hotels: 3 * count('O'),
    cityHall: count('Y') * buildings,
    outlaws: noPenalty ? 0 : 0 - 6 * count('X'),
    characters: sum(names.map((n) => vpOf[n]?.() ?? 0)),
  };
  return { lines, total: sum(Object.values(lines)) };
}

/** A virtual seat's score from scratch: the appeal of every card it holds (RULES 5). */
export function simpleVirtualScore(s: GameState, seat: number): number {
  let total = 0;
  for (let id = 0; id < TERRAIN.length + CHARACTERS.length; id++) {
    if (s.c.owner[id] !== seat) continue;
    if (s.c.zone[id] === 'kept') total += TERRAIN[id]?.appeal ?? 0;
    if (s.c.zone[id] === 'characters') total += CHARACTERS[id - TERRAIN.length]?.appeal ?? 0;
  }
  return total;
}
