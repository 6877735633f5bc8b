/** End of a round, of Era I and of the game (RULES 3.4, 3.5, 3.6). */
import {
  characterDef,
  isCharacter,
  moveTo,
  nextSeq,
  offer,
  ownedCharacter,
  auctionCards,
  terrainPile,
  AUCTION_BASE,
  CHARACTER_BASE,
} from '../world';
import { shuffle } from '../../../shared';
import { winningSeats } from '../scoring';
import { seatTotals } from '../seatScore';
import type { EntityId, ErrorCode, GameEvent, GameState } from '../types';
import { listening } from '../events';
import { startRound } from './reveal';

/** Removes the offer's leftovers and discards the played auction cards (RULES 3.4). */
export function endRound(s: GameState, ev: GameEvent[]): void {
  const tell = listening(ev);
  for (const card of offer(s)) {
    moveTo(s, card, 'removed', -1, nextSeq(s));
    if (tell) ev.push({ type: 'cardRemoved', card });
  }
  const n = playedCards(s);
  for (let i = 0; i < n; i++) {
    const card = PLAYED[i] as EntityId;
    moveTo(s, card, 'spent', s.c.owner[card] as number, nextSeq(s));
  }
  if (s.round < 9) {
    s.round++;
    startRound(s, ev);
  } else if (s.era === 1) {
    endEra(s, ev);
    startRound(s, ev);
  } else {
    startEnd(s, ev);
  }
}

/** The played auction cards by order (`inZone(s, 'played', -2, AUCTION_BASE)`), listed in a kept buffer. */
function playedCards(s: GameState): number {
  const { zone, order } = s.c;
  let n = 0;
  for (let id = AUCTION_BASE; id < zone.length; id++) {
    if (zone[id] !== 'played') continue;
    const o = order[id] as number;
    let j = n++;
    for (; j > 0 && (order[PLAYED[j - 1] as number] as number) > o; j--) PLAYED[j] = PLAYED[j - 1] as number;
    PLAYED[j] = id;
  }
  return n;
}

const PLAYED: EntityId[] = [];

/** The Era I to Era II change (RULES 3.5). */
function endEra(s: GameState, ev: GameEvent[]): void {
  for (const card of terrainPile(s, 1)) moveTo(s, card, 'removed', -1, nextSeq(s));
  s.setup.seats.forEach((seat, i) => {
    const spent = auctionCards(s, i, 'spent');
    if (seat.kind === 'real') {
      for (const card of spent) moveTo(s, card, 'hand', i, card);
    } else {
      const [order, rng] = shuffle(spent, s.rng);
      s.rng = rng;
      order.forEach((card, k) => moveTo(s, card, 'pile', i, k));
    }
  });
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++) {
    if (s.c.sideways[id] && characterDef(id).name !== 'Governor') s.c.sideways[id] = false;
  }
  ev.push({ type: 'eraEnded', era: 1 });
  s.era = 2;
  s.round = 1;
}

/** The seat that may make the Paperboy's pick: a real owner (RULES 3.6). */
export function paperboySeat(s: GameState): number {
  for (let seat = 0; seat < s.seats.length; seat++) {
    if (s.setup.seats[seat]?.kind === 'real' && ownedCharacter(s, seat, 'Paperboy') >= 0) return seat;
  }
  return -1;
}

/** Characters the Paperboy may add: removed from play or still in the pile (RULES 1.3). */
export function paperboyChoices(s: GameState): EntityId[] {
  const out: EntityId[] = [];
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++) {
    if (s.c.zone[id] === 'removed' || s.c.zone[id] === 'characterDeck') out.push(id);
  }
  return out;
}

function startEnd(s: GameState, ev: GameEvent[]): void {
  ev.push({ type: 'eraEnded', era: 2 });
  s.phase = paperboySeat(s) >= 0 && paperboyChoices(s).length > 0 ? 'paperboy' : 'over';
  if (s.phase === 'over') finish(s, ev);
}

/** The Paperboy's pick, or null to pass (RULES 3.6). */
export function pickPaperboy(
  s: GameState,
  seat: number,
  card: EntityId | null,
  ev: GameEvent[],
): ErrorCode | null {
  if (s.phase !== 'paperboy') return 'wrong-phase';
  if (paperboySeat(s) !== seat) return 'not-owner';
  if (card !== null) {
    if (!isCharacter(card) || !paperboyChoices(s).includes(card)) return 'not-available';
    moveTo(s, card, 'characters', seat, nextSeq(s));
    s.c.sideways[card] = false;
  }
  ev.push({ type: 'paperboyPicked', seat, card });
  s.phase = 'over';
  finish(s, ev);
  return null;
}

/** Scores every seat and announces the winners; ties share the victory (RULES 3.6 Decision). */
function finish(s: GameState, ev: GameEvent[]): void {
  // The totals are only told: a playout that drops its events scores the seats itself if it needs to.
  if (!listening(ev)) return;
  const totals = seatTotals(s);
  ev.push({ type: 'gameOver', winners: winningSeats(totals), totals });
}
