/** City valuation for bots: the score now plus a heuristic potential for the cards still to come. */
import {
  CONTENTS,
  SELL_LIMIT,
  characterDef,
  eraTerrainIds,
  isTerrain,
  terrainDef,
  TERRAIN_IDS,
} from '../engine';
import type { Cell, CharacterName, Content, EntityId, GameView } from '../engine';
import type { CityModel } from './common';

/** Tunable weights of the potential heuristic. */
export interface Weights {
  /** Scale of the multiplier and character-count terms. */
  combo: number;
  /** How much more often than chance a bot lands a wanted content. */
  bias: number;
  /** Value of a future ability use, by ability character. */
  uses: Partial<Record<CharacterName, number>>;
}

/** Default weights (tuned by tournaments). */
export const WEIGHTS: Weights = {
  combo: 0.6,
  bias: 1.6,
  uses: {
    Governor: 7,
    Lawyer: 3,
    'Chinese Worker': 5,
    Heroes: 2.5,
    Gunsmith: 3,
    Mercenary: 2.5,
    Doctor: 1,
  },
};

/** What a valuation knows about the game beyond the city. */
export interface EvalContext {
  /** Cards this seat is still expected to place after the current decision. */
  cardsLeft: number;
  /** Eras in which an upright ability can still be used (0, 1 or 2). */
  erasLeft: number;
  /** Expected count per future card of each content, from the unseen pool. */
  freq: Record<Content, number>;
  /** Names of this seat's characters that are sideways (used this era). */
  used: CharacterName[];
  w: Weights;
}

/** Terrain cards not visible anywhere in the view: still in (or never drawn from) a draw pile. */
export function unseenTerrain(view: GameView): EntityId[] {
  const seen = new Uint8Array(TERRAIN_IDS.to);
  const mark = (id: EntityId): void => {
    if (isTerrain(id)) seen[id] = 1;
  };
  view.offer.forEach(mark);
  view.removed.forEach(mark);
  for (const s of view.seats) {
    s.city.forEach((c) => mark(c.id));
    s.kept.forEach(mark);
    s.sold.forEach(mark);
  }
  const out: EntityId[] = [];
  for (let id = eraTerrainIds(view.era).from; id < TERRAIN_IDS.to; id++) if (!seen[id]) out.push(id);
  return out;
}

/** Rounds still to be played after the current one. */
export function roundsAfter(view: GameView): number {
  return (view.era === 1 ? 9 : 0) + 9 - view.round;
}

/** The valuation context of `seat` in a view. */
export function contextFor(view: GameView, seat: number, w: Weights = WEIGHTS): EvalContext {
  const pool = unseenTerrain(view);
  const freq = Object.fromEntries(CONTENTS.map((c) => [c, 0])) as Record<Content, number>;
  for (const id of pool) for (const p of terrainDef(id).parcels) freq[p] += 1 / Math.max(1, pool.length);
  const sv = view.seats[seat];
  const used = (sv?.characters ?? []).filter((c) => c.sideways).map((c) => characterDef(c.id).name);
  return {
    cardsLeft: roundsAfter(view),
    erasLeft: view.era === 1 ? 2 : 1,
    freq,
    used,
    w,
  };
}

/** Heuristic value of a city's future: building combos and character counts the cards still to come may complete. */
export function potential(m: CityModel, ctx: EvalContext): number {
  const n: Record<string, number> = {};
  for (const c of m.grid.cells) n[c] = (n[c] ?? 0) + 1;
  const cnt = (c: Cell): number => n[c] ?? 0;
  const f = ctx.freq;
  const E = (c: Content): number => ctx.cardsLeft * f[c] * ctx.w.bias;
  const units = cnt('H') + 2 * cnt('T') + 2 * cnt('O');
  const eUnits = E('H') + 2 * E('T') + 2 * E('O');
  let combo =
    (cnt('B') + cnt('K')) * E('m') +
    cnt('m') * (E('B') + E('K')) +
    (cnt('D') + cnt('K')) * E('R') +
    cnt('R') * (E('D') + E('K')) +
    (cnt('C') + cnt('G')) * eUnits +
    units * (E('C') + E('G')) * 0.5;
  const eChars = ctx.cardsLeft * 0.22;
  let fixed = 0;
  for (const name of m.names) {
    const [c, v] = characterFuture(name, m, ctx, E, eUnits, eChars);
    combo += c;
    fixed += v;
  }
  return ctx.w.combo * combo + fixed;
}

/** A held character's expected future VP: [a count-based part scaled by `combo`, a fixed part]. */
function characterFuture(
  name: CharacterName,
  m: CityModel,
  ctx: EvalContext,
  E: (c: Content) => number,
  eUnits: number,
  eChars: number,
): [number, number] {
  const uses = ctx.w.uses[name];
  const eras = Math.max(0, ctx.erasLeft - (ctx.used.includes(name) ? 1 : 0));
  if (uses !== undefined) {
    if (name === 'Governor') return [0, ctx.used.includes(name) ? 0 : uses];
    return [0, eras * uses];
  }
  switch (name) {
    case 'Banker':
      return [4 * E('B'), 0];
    case 'Grocer':
      return [4 * E('D'), 0];
    case 'Cowboy':
      return [3 * E('R'), 0];
    case 'Prospector':
      return [E('M') + E('m'), 0];
    case 'Teacher':
      return [eUnits, 0];
    case 'Sheriff':
      return [3 * E('P'), 0];
    case 'Undertaker':
      return [2 * eChars, 0];
    case 'Editor':
      return [2.5 * eChars, 0];
    case 'Paperboy':
      return [0, 4];
    case 'Auctioneer':
      return [0, Math.min(Math.max(0, SELL_LIMIT - m.sold), eras * 2) * 4];
    case 'Indian': {
      const max = m.flags.captain ? 72 : 64;
      return [0, -Math.min(max - m.grid.covered, ctx.cardsLeft * 2.6) / 2];
    }
    default:
      return [0, 0];
  }
}

/** Score now plus potential: the value a bot maximises for its own city. */
export function cityValue(m: CityModel, ctx: EvalContext): number {
  return m.score + potential(m, ctx);
}
