/** Character abilities before bids and after the reveal (RULES 1.3, 3.2, 3.3). */
import { ABILITY_CHARACTER, AFTER_BIDS, BEFORE_BIDS, BID_BONUS, characterIndex } from '../data/characters';
import { characterId, offerSize, topTerrain } from '../world';
import { revealTerrain } from './reveal';
import type { Ability, EntityId, ErrorCode, GameEvent, GameState } from '../types';

const CHAR_OF: Record<Ability, EntityId> = Object.fromEntries(
  (Object.keys(ABILITY_CHARACTER) as Ability[]).map((a) => [
    a,
    characterId(characterIndex(ABILITY_CHARACTER[a])),
  ]),
) as Record<Ability, EntityId>;

/** The character entity that carries an ability. */
export function abilityCard(a: Ability): EntityId {
  return CHAR_OF[a];
}

/** The ability steps of the current phase. */
export function steps(s: GameState): readonly Ability[] {
  return s.phase === 'before' ? BEFORE_BIDS : s.phase === 'after' ? AFTER_BIDS : [];
}

/** The seat that may use ability `a` now, or -1 (RULES 3.2 Decision: a Lawyer user uses nothing more). */
export function abilityHolder(s: GameState, a: Ability): number {
  const card = CHAR_OF[a];
  if (s.c.zone[card] !== 'characters' || s.c.sideways[card]) return -1;
  const seat = s.c.owner[card] as number;
  const p = s.seats[seat];
  if (!p || s.setup.seats[seat]?.kind !== 'real' || p.lawyered) return -1;
  if (a === 'governor' && offerSize(s) === 0 && topTerrain(s) === undefined) return -1;
  if (a === 'lawyer' && offerSize(s) === 0) return -1;
  return seat;
}

/** The ability waiting for a decision now and its holder, or null. */
export function currentPrompt(s: GameState): { ability: Ability; seat: number } | null {
  if ((s.phase !== 'before' && s.phase !== 'after') || s.pendingTake >= 0) return null;
  const list = steps(s);
  const a = list[s.step];
  if (a === undefined) return null;
  const seat = abilityHolder(s, a);
  return seat >= 0 ? { ability: a, seat } : null;
}

/** The character entity of each step of `BEFORE_BIDS` and `AFTER_BIDS`. */
const BEFORE_CARDS: readonly EntityId[] = BEFORE_BIDS.map((a) => CHAR_OF[a]);
const AFTER_CARDS: readonly EntityId[] = AFTER_BIDS.map((a) => CHAR_OF[a]);

/** Skips ability steps that nobody may use. */
export function skipIdleSteps(s: GameState): void {
  const before = s.phase === 'before';
  const list = before ? BEFORE_BIDS : s.phase === 'after' ? AFTER_BIDS : NO_STEPS;
  const cards = before ? BEFORE_CARDS : AFTER_CARDS;
  const { zone, sideways } = s.c;
  while (s.step < list.length) {
    // A character nobody holds upright is idle (`abilityHolder`'s first test, without the name lookup).
    const card = cards[s.step] as EntityId;
    if (zone[card] === 'characters' && !sideways[card] && abilityHolder(s, list[s.step] as Ability) >= 0)
      return;
    s.step++;
  }
}

const NO_STEPS: readonly Ability[] = [];

/** Uses the prompted ability (RULES 1.3). */
export function useAbility(s: GameState, seat: number, a: Ability, ev: GameEvent[]): ErrorCode | null {
  const prompt = currentPrompt(s);
  if (!prompt) return 'wrong-phase';
  if (prompt.seat !== seat) return 'not-your-turn';
  if (prompt.ability !== a) return 'not-allowed';
  const card = CHAR_OF[a];
  const p = s.seats[seat];
  if (!p) return 'malformed';
  s.c.sideways[card] = true;
  p.usedThisRound.push(a);
  ev.push({ type: 'abilityUsed', seat, ability: a, card });
  s.step++;
  switch (a) {
    case 'governor':
      revealTerrain(s, ev, seat);
      s.pendingTake = seat;
      s.pendingReason = 'governor';
      break;
    case 'lawyer':
      p.lawyered = true;
      s.pendingTake = seat;
      s.pendingReason = 'lawyer';
      break;
    case 'chineseWorker':
      revealTerrain(s, ev, seat);
      p.doubleTake = true;
      break;
    case 'heroes':
    case 'gunsmith':
      p.modifier += BID_BONUS[a] ?? 0;
      break;
    case 'mercenary':
    case 'doctor': {
      const amount = BID_BONUS[a] ?? 0;
      p.modifier += amount;
      p.bidValue += amount;
      ev.push({ type: 'modifierApplied', seat, ability: a, amount, value: p.bidValue });
      break;
    }
  }
  return null;
}

/** Declines the prompted ability. */
export function passAbility(s: GameState, seat: number, ev: GameEvent[]): ErrorCode | null {
  const prompt = currentPrompt(s);
  if (!prompt) return 'wrong-phase';
  if (prompt.seat !== seat) return 'not-your-turn';
  ev.push({ type: 'abilityDeclined', seat, ability: prompt.ability });
  s.step++;
  return null;
}
