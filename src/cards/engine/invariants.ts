/** Consistency checks of a state, for simulations and property tests. */
import { SELL_LIMIT } from './data/characters';
import { buildGrid, coveredBounds, fitsBox, isConnected } from './city';
import { placedCards, seatFlags } from './seatCity';
import { terrainPerRound } from './systems/reveal';
import { AUCTION_CARD_VALUES, HAND_VALUES } from './data/auction';
import {
  auctionId,
  auctionSeat,
  inZone,
  isCharacter,
  isTerrain,
  kindOf,
  offer,
  CHARACTER_BASE,
} from './world';
import type { GameState, Zone } from './types';

const ZONES_BY_KIND: Record<'terrain' | 'character' | 'auction', readonly Zone[]> = {
  terrain: ['terrainDeck', 'offer', 'city', 'kept', 'removed', 'sold'],
  character: ['characterDeck', 'offer', 'characters', 'removed'],
  auction: ['box', 'hand', 'pile', 'bid', 'played', 'spent'],
};
const OWNED: ReadonlySet<Zone> = new Set([
  'city',
  'kept',
  'characters',
  'sold',
  'hand',
  'pile',
  'bid',
  'played',
  'spent',
]);

/** Returns a message for every broken invariant of `s` (an empty list when all hold). */
export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  const n = s.c.zone.length;
  for (const k of ['owner', 'order', 'x', 'y', 'sideways'] as const) {
    if (s.c[k].length !== n) out.push(`component ${k} has ${s.c[k].length} entries, expected ${n}`);
  }
  for (let id = 0; id < n; id++) {
    const zone = s.c.zone[id] as Zone;
    const kind = kindOf(id);
    if (!ZONES_BY_KIND[kind].includes(zone)) out.push(`${kind} ${id} is in zone ${zone}`);
    const owner = s.c.owner[id] as number;
    if (OWNED.has(zone) !== owner >= 0) out.push(`entity ${id} in ${zone} has owner ${owner}`);
    if (owner >= s.seats.length) out.push(`entity ${id} has unknown owner ${owner}`);
    if (kind === 'auction' && owner >= 0 && owner !== auctionSeat(id))
      out.push(`auction ${id} owned by ${owner}`);
    if (zone === 'city' && !isTerrain(id)) out.push(`non-terrain ${id} in a city`);
    if (zone === 'characters' && !isCharacter(id)) out.push(`non-character ${id} among characters`);
  }
  s.setup.seats.forEach((seat, i) => {
    const cards = placedCards(s, i);
    if (seat.kind === 'virtual' && cards.length > 0) out.push(`virtual seat ${i} has a city`);
    const g = buildGrid(cards);
    const b = coveredBounds(g);
    if (b && !fitsBox(b[2] - b[0] + 1, b[3] - b[1] + 1, seatFlags(s, i).captain))
      out.push(`city of seat ${i} is too big`);
    if (!isConnected(g)) out.push(`city of seat ${i} is not connected`);
    let live = 0;
    let bids = 0;
    for (const v of AUCTION_CARD_VALUES) {
      const z = s.c.zone[auctionId(i, v)];
      if (z !== 'box') live++;
      if (z === 'bid' || z === 'played') bids++;
    }
    if (live !== HAND_VALUES.length) out.push(`seat ${i} has ${live} auction cards in play`);
    if (bids > 1) out.push(`seat ${i} has ${bids} bids this round`);
    if ((s.seats[i]?.sold ?? 0) > SELL_LIMIT) out.push(`seat ${i} sold more than ${SELL_LIMIT} cards`);
    const sold = inZone(s, 'sold', i, 0, CHARACTER_BASE).length;
    if (sold !== (s.seats[i]?.sold ?? 0))
      out.push(`seat ${i} has ${sold} sold cards, counted ${s.seats[i]?.sold}`);
  });
  // RULES 3.1: one character, the round's terrain cards and at most 2 extra ones (Governor, Chinese Worker).
  const shown = offer(s);
  if (shown.filter(isCharacter).length > 1) out.push('more than one character in the offer');
  if (shown.length > 1 + terrainPerRound(s) + 2) out.push(`${shown.length} cards in the offer`);
  const used = s.c.zone.filter((z) => z === 'spent' || z === 'played').length;
  const rounds =
    s.phase === 'over' || s.phase === 'paperboy'
      ? 9
      : s.phase === 'after' || s.phase === 'taking'
        ? s.round
        : s.round - 1;
  if (used !== s.seats.length * rounds)
    out.push(`${used} auction cards used in era ${s.era} by round ${s.round} (${s.phase})`);
  return out;
}
