/** Round start: the reveal with the skull rule (RULES 3.1). */
import {
  characterDef,
  moveTo,
  nextCharacter,
  nextSeq,
  topTerrain,
  AUCTION_BASE,
  CHARACTER_BASE,
} from '../world';
import type { GameEvent, GameState } from '../types';
import { liveIndex } from '../zoneIndex';
import { listening } from '../events';

/** Terrain cards revealed per round: 4, or 5 with 5 or 6 seats (RULES 3.1). */
export function terrainPerRound(s: GameState): number {
  return s.setup.seats.length >= 5 ? 5 : 4;
}

/** Reveals one terrain card of the current era onto the offer; false when the pile is empty. */
export function revealTerrain(s: GameState, ev: GameEvent[], by?: number): boolean {
  const top = topTerrain(s);
  if (top === undefined) return false;
  moveTo(s, top, 'offer', -1, nextSeq(s));
  if (listening(ev))
    ev.push(
      by === undefined ? { type: 'terrainRevealed', card: top } : { type: 'terrainRevealed', card: top, by },
    );
  return true;
}

/** Starts a round: resets round state, reveals the character (skull rule) and the terrain cards (RULES 3.1). */
export function startRound(s: GameState, ev: GameEvent[]): void {
  for (const p of s.seats) {
    p.modifier = 0;
    if (p.usedThisRound.length > 0) p.usedThisRound = [];
    p.lawyered = false;
    p.doubleTake = false;
    p.bidValue = 0;
  }
  s.phase = 'before';
  s.step = 0;
  s.pendingTake = -1;
  s.pendingReason = null;
  s.takeOrder = [];
  s.takeIndex = 0;
  s.takesLeft = 0;
  s.selling = false;
  const tell = listening(ev);
  if (tell) ev.push({ type: 'roundStarted', era: s.era, round: s.round });

  let drawn = nextCharacter(s);
  if (drawn !== undefined) {
    // RULES 3.1: a card put under comes back up, so the loop ends once a card without a skull is on top;
    // Decision: when every card, the drawn one included, shows a skull there is no check at all.
    // (The pile is checked for all skulls only when the loop would run at all.)
    let next = secondCharacter(s, drawn);
    if (next !== undefined && characterDef(next).skull && !allSkulls(s)) {
      for (; next !== undefined && characterDef(next).skull;) {
        moveTo(s, drawn, 'characterDeck', s.c.owner[drawn] as number, bottomOrder(s) + 1);
        if (tell) ev.push({ type: 'characterSkipped', card: drawn });
        drawn = next;
        next = secondCharacter(s, drawn);
      }
    }
    moveTo(s, drawn, 'offer', -1, nextSeq(s));
    if (tell) ev.push({ type: 'characterRevealed', card: drawn, skull: characterDef(drawn).skull });
  }
  const n = terrainPerRound(s);
  for (let i = 0; i < n; i++) revealTerrain(s, ev);
}

/** True when every card of the character pile shows a skull. */
function allSkulls(s: GameState): boolean {
  const ix = liveIndex(s);
  if (ix) {
    for (const id of ix.characters) if (!characterDef(id).skull) return false;
    return true;
  }
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++)
    if (s.c.zone[id] === 'characterDeck' && !characterDef(id).skull) return false;
  return true;
}

/** The pile card right under `top` (the next lowest order), or undefined. */
function secondCharacter(s: GameState, top: number): number | undefined {
  const { zone, order } = s.c;
  const above = order[top] as number;
  const ix = liveIndex(s);
  const at = ix ? ix.characters.indexOf(top) : -1;
  if (ix && at >= 0) {
    const pile = ix.characters;
    for (let i = at + 1; i < pile.length; i++)
      if ((order[pile[i] as number] as number) > above) return pile[i];
    return undefined;
  }
  let best: number | undefined;
  let bestOrder = Infinity;
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++) {
    const o = order[id] as number;
    if (zone[id] === 'characterDeck' && o > above && o < bestOrder) {
      best = id;
      bestOrder = o;
    }
  }
  return best;
}

/** The order of the bottom card of the character pile. */
function bottomOrder(s: GameState): number {
  const ix = liveIndex(s);
  if (ix) {
    const last = ix.characters[ix.characters.length - 1];
    return last === undefined ? -Infinity : (s.c.order[last] as number);
  }
  let bottom = -Infinity;
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++)
    if (s.c.zone[id] === 'characterDeck' && (s.c.order[id] as number) > bottom)
      bottom = s.c.order[id] as number;
  return bottom;
}
