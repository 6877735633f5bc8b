/** Round start: the reveal with the skull rule (RULES 3.1). */
import { characterDef, characterPile, moveTo, nextSeq, topTerrain } from '../world';
import type { GameEvent, GameState } from '../types';

/** Terrain cards revealed per round: 4, or 5 with 5 or 6 seats (RULES 3.1). */
export function terrainPerRound(s: GameState): number {
  return s.setup.seats.length >= 5 ? 5 : 4;
}

/** Reveals one terrain card of the current era onto the offer; false when the pile is empty. */
export function revealTerrain(s: GameState, ev: GameEvent[], by?: number): boolean {
  const top = topTerrain(s);
  if (top === undefined) return false;
  moveTo(s, top, 'offer', -1, nextSeq(s));
  ev.push(
    by === undefined ? { type: 'terrainRevealed', card: top } : { type: 'terrainRevealed', card: top, by },
  );
  return true;
}

/** Starts a round: resets round state, reveals the character (skull rule) and the terrain cards (RULES 3.1). */
export function startRound(s: GameState, ev: GameEvent[]): void {
  for (const p of s.seats) {
    p.modifier = 0;
    p.usedThisRound = [];
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
  ev.push({ type: 'roundStarted', era: s.era, round: s.round });

  const pile = characterPile(s);
  let drawn = pile.shift();
  if (drawn !== undefined) {
    // RULES 3.1: a card put under comes back up, so the loop ends once a card without a skull is on top;
    // Decision: when every card, the drawn one included, shows a skull there is no check at all.
    const allSkulls = characterDef(drawn).skull && pile.every((id) => characterDef(id).skull);
    while (!allSkulls && pile.length > 0 && characterDef(pile[0] as number).skull) {
      const bottom = s.c.order[pile[pile.length - 1] as number] as number;
      pile.push(drawn);
      s.c.order[drawn] = bottom + 1;
      ev.push({ type: 'characterSkipped', card: drawn });
      drawn = pile.shift() as number;
    }
    moveTo(s, drawn, 'offer', -1, nextSeq(s));
    ev.push({ type: 'characterRevealed', card: drawn, skull: characterDef(drawn).skull });
  }
  const n = terrainPerRound(s);
  for (let i = 0; i < n; i++) revealTerrain(s, ev);
}
