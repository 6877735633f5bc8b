/** Checks shared by the golden-save test and the script that recorded the golden saves. */
import {
  applyAction,
  characterDef,
  characterPile,
  createGame,
  fnv1a64,
  seatTotal,
} from '../src/cards/engine';
import type { Ability, Action, EntityId, GameEvent, GameSetup, GameState } from '../src/cards/engine';

/** Every ability of RULES 1.3 that a real player triggers: the seven prompts, the Auctioneer and the Paperboy. */
export const EVERY_ABILITY = [
  'governor',
  'lawyer',
  'chineseWorker',
  'heroes',
  'gunsmith',
  'mercenary',
  'doctor',
  'auctioneer',
  'paperboy',
] as const;

/** One entry of EVERY_ABILITY. */
export type AbilityKind = (typeof EVERY_ABILITY)[number];

/** The abilities a game's events show in use, each with how often. */
export function abilitiesUsed(events: readonly GameEvent[]): Partial<Record<AbilityKind, number>> {
  const out: Partial<Record<AbilityKind, number>> = {};
  const bump = (k: AbilityKind): void => {
    out[k] = (out[k] ?? 0) + 1;
  };
  for (const e of events) {
    if (e.type === 'abilityUsed') bump(e.ability satisfies Ability);
    if (e.type === 'cardSold') bump('auctioneer');
    if (e.type === 'paperboyPicked' && e.card !== null) bump('paperboy');
  }
  return out;
}

/**
 * True when a character pile, just before a reveal, could leave only skulls beneath the drawn card: it holds
 * fewer than two cards without a skull. With two or more, one of them always stays in the pile.
 */
export function skullsOnlyPossible(pile: readonly EntityId[]): boolean {
  return pile.filter((id) => !characterDef(id).skull).length < 2;
}

/** A game replayed action by action, with the reveals where the skull check could end on "all skulls". */
export interface GoldenRun {
  state: GameState;
  events: GameEvent[];
  /** Rounds ("era.round") whose character pile held fewer than 2 cards without a skull at the reveal. */
  skullRisk: string[];
}

/**
 * Replays a game, noting each reveal whose pile could reach the "every card left shows a skull" case of the
 * skull check (RULES 3.1); a game without one plays the same under either reading of that case.
 */
export function runGolden(setup: GameSetup, seed: number, actions: readonly Action[]): GoldenRun {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(`bad setup: ${start.error}`);
  let state = start.state;
  const events = start.events.slice();
  const skullRisk: string[] = [];
  actions.forEach((a, i) => {
    const pile = characterPile(state);
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`action ${i} rejected: ${r.error}`);
    const revealed = r.events.find((e) => e.type === 'roundStarted');
    if (revealed && skullsOnlyPossible(pile)) skullRisk.push(`${r.state.era}.${r.state.round}`);
    state = r.state;
    events.push(...r.events);
  });
  return { state, events, skullRisk };
}

/** FNV-1a (64-bit) of the whole engine state as JSON. */
export function stateDigest(s: GameState): string {
  return fnv1a64(JSON.stringify(s));
}

/** Final totals per seat. */
export function totalsOf(s: GameState): number[] {
  return s.setup.seats.map((_, i) => seatTotal(s, i));
}
