/** Consistency checks of game states used by the property tests: card places and secret bids. */
import {
  AUCTION_CARD_VALUES,
  CHARACTER_IDS,
  CHARACTERS,
  HAND_VALUES,
  PILE_VALUES,
  TERRAIN_IDS,
  auctionCards,
  auctionId,
  cloneState,
  eraTerrainIds,
  isCharacter,
  isTerrain,
  moveTo,
  offer,
  terrainEra,
  terrainPerRound,
  viewFor,
} from '../src/cards/engine';
import type { GameState, Zone } from '../src/cards/engine';

/** Every card sits in one consistent place (beyond the engine's own invariants); returns problems. */
export function zoneProblems(s: GameState): string[] {
  const bad: string[] = [];
  const want = (ok: boolean, msg: string): void => {
    if (!ok) bad.push(msg);
  };
  const { zone, owner, order } = s.c;
  const real = (i: number): boolean => s.setup.seats[i]?.kind === 'real';
  const over = s.phase === 'over' || s.phase === 'paperboy';
  const started = over ? 18 : (s.era - 1) * 9 + s.round;
  const count = (z: Zone, r: { from: number; to: number }): number =>
    zone.slice(r.from, r.to).filter((x) => x === z).length;
  const terrainZones: Zone[] = ['terrainDeck', 'offer', 'city', 'kept', 'removed', 'sold'];
  const characterZones: Zone[] = ['characterDeck', 'offer', 'characters', 'removed'];
  zone.forEach((z, id) => {
    if (isTerrain(id)) want(terrainZones.includes(z), `terrain ${id} in ${z}`);
    else if (isCharacter(id)) want(characterZones.includes(z), `character ${id} in ${z}`);
  });
  const era2 = eraTerrainIds(2);
  if (s.era === 1) want(count('terrainDeck', era2) === era2.to - era2.from, 'Era II deck touched in Era I');
  else want(count('terrainDeck', eraTerrainIds(1)) === 0, 'Era I deck left in Era II');
  const off = offer(s);
  const chars = off.filter(isCharacter);
  want(chars.length <= 1 && (chars.length === 0 || off[0] === chars[0]), `offer ${off.join()}`);
  want(off.length <= 1 + terrainPerRound(s) + 2, `offer of ${off.length}`);
  for (const id of off) if (!isCharacter(id)) want(terrainEra(id) === s.era, `terrain ${id} of another era`);
  if (over) want(off.length === 0, 'offer left at the end');
  const deck = count('characterDeck', CHARACTER_IDS);
  if (s.phase === 'over') want(deck === 2 || deck === 3, `character pile of ${deck} at the end`);
  else want(deck === CHARACTERS.length - started, `character pile of ${deck} after ${started} rounds`);
  for (let id = TERRAIN_IDS.from; id < CHARACTER_IDS.to; id++) {
    const z = zone[id] as Zone;
    const o = owner[id] as number;
    if (z === 'city' || z === 'sold') want(real(o), `${id} in ${z} of seat ${o}`);
    else if (z === 'kept') want(o >= 0 && !real(o), `${id} kept by seat ${o}`);
    else if (z === 'characters') want(o >= 0, `${id} owned by ${o}`);
    else want(o === -1, `${id} in ${z} owned by ${o}`);
  }
  // Piles and the offer are strict orders: no two cards share a position.
  for (const [z, { from, to }] of [
    ['offer', { from: TERRAIN_IDS.from, to: CHARACTER_IDS.to }],
    ['characterDeck', CHARACTER_IDS],
    ['terrainDeck', eraTerrainIds(1)],
    ['terrainDeck', eraTerrainIds(2)],
  ] as [Zone, { from: number; to: number }][]) {
    const orders = order.filter((_, id) => id >= from && id < to && zone[id] === z);
    want(new Set(orders).size === orders.length, `two cards share a place in ${z}`);
  }
  const used = s.phase === 'after' || s.phase === 'taking' ? s.round : over ? 9 : s.round - 1;
  s.setup.seats.forEach((seat, i) => {
    const values = seat.kind === 'real' ? HAND_VALUES : PILE_VALUES[seat.strength];
    const live: Zone[] =
      seat.kind === 'real' ? ['hand', 'bid', 'played', 'spent'] : ['pile', 'played', 'spent'];
    for (const v of AUCTION_CARD_VALUES) {
      const z = zone[auctionId(i, v)] as Zone;
      want(values.includes(v) ? live.includes(z) : z === 'box', `seat ${i} auction ${v} in ${z}`);
    }
    const spentNow = auctionCards(s, i, 'played').length + auctionCards(s, i, 'spent').length;
    want(spentNow === used, `seat ${i} used ${spentNow} auction cards, expected ${used}`);
    if (s.phase !== 'bidding') want(auctionCards(s, i, 'bid').length === 0, `seat ${i} bid out of phase`);
    if (s.phase !== 'after' && s.phase !== 'taking')
      want(auctionCards(s, i, 'played').length === 0, `seat ${i} played out of phase`);
    const soldCards = zone.filter((z, id) => z === 'sold' && owner[id] === i).length;
    want(soldCards === s.seats[i]?.sold && soldCards <= 3, `seat ${i} sold ${soldCards}`);
  });
  return bad;
}

/** No view but the bidder's own shows its chosen, unrevealed bid; returns problems. */
export function viewProblems(s: GameState): string[] {
  const bad: string[] = [];
  const n = s.seats.length;
  for (let o = 0; o < n; o++) {
    const b = auctionCards(s, o, 'bid')[0];
    if (b === undefined) continue;
    const other = auctionCards(s, o, 'hand')[0];
    const alt = cloneState(s);
    if (other !== undefined) {
      moveTo(alt, other, 'bid', o, s.c.order[b] as number);
      moveTo(alt, b, 'hand', o, s.c.order[other] as number);
    }
    if (viewFor(s, o).seats[o]?.bid !== b) bad.push(`seat ${o} does not see its own bid`);
    const id = new RegExp(`(?<![0-9.])${b}(?![0-9.])`);
    for (let viewer = -1; viewer < n; viewer++) {
      if (viewer === o) continue;
      const v = viewFor(s, viewer);
      const mine = v.seats[o];
      if (mine?.bid !== null || !mine.hasBid || !mine.hand.includes(b))
        bad.push(`seat ${viewer} sees ${o}'s bid`);
      const rest = JSON.stringify({ ...v, seats: v.seats.map((x, i) => (i === o ? { ...x, hand: [] } : x)) });
      if (id.test(rest)) bad.push(`view of ${viewer} holds ${o}'s bid ${b}`);
      // The same view whichever card was chosen.
      if (other !== undefined && JSON.stringify(viewFor(alt, viewer)) !== JSON.stringify(v))
        bad.push(`view of ${viewer} depends on ${o}'s bid`);
    }
  }
  return bad;
}
