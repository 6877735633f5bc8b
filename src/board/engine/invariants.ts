/** Invariants that hold in every reachable state; each broken one is named. */
import { BUILDINGS, COWBOYS_PER_COLOUR, MARKERS } from './data';
import { connected, isBuilding, roadPoints } from './grid';
import type { BoardState } from './types';

/** The names of the broken invariants of a state (empty when all hold). */
export function invariantViolations(s: BoardState): string[] {
  const bad: string[] = [];
  const pts = roadPoints(s.roads);
  s.seats.forEach((t, i) => {
    if (t.money < 0) bad.push(`seat ${i}: money ${t.money}`);
    if (t.vp < 0) bad.push(`seat ${i}: vp ${t.vp}`);
    if (t.cowboys < 0 || t.general < 0) bad.push(`seat ${i}: negative cowboys`);
    const board =
      s.placements.filter((p) => p.seat === i && !p.white).length +
      s.doctorQueue.filter((d) => d.seat === i).length +
      (s.hallHolder === i ? 1 : 0);
    if (t.cowboys + t.general + board !== COWBOYS_PER_COLOUR)
      bad.push(`seat ${i}: cowboys ${t.cowboys}+${t.general}+${board} != ${COWBOYS_PER_COLOUR}`);
    const owned = s.cells.filter((c) => c.owner === i).length;
    if (owned + t.markers !== MARKERS) bad.push(`seat ${i}: ${owned} parcels + ${t.markers} markers`);
    if (s.placements.filter((p) => p.seat === i && p.white).length > 1)
      bad.push(`seat ${i}: two white cowboys`);
  });
  s.cells.forEach((c, p) => {
    if (c.owner < -1 || c.owner >= s.seats.length) bad.push(`parcel ${p}: owner ${c.owner}`);
    if (!isBuilding(c.thing)) return;
    if (c.thing === 'townHall') {
      if (c.owner !== -1 || p !== s.townHall) bad.push(`parcel ${p}: town hall owned or misplaced`);
      return;
    }
    if (c.owner < 0) bad.push(`parcel ${p}: ${c.thing} on an unsold parcel`);
    if (BUILDINGS[c.thing].road && !connected(pts, p)) bad.push(`parcel ${p}: ${c.thing} without road`);
  });
  const tiles = s.bag.length + s.display.filter((k) => k !== null).length;
  const placed = s.cells.filter((c) => isBuilding(c.thing)).length;
  const kept = s.seats.reduce((n, t) => n + t.kept.length, 0);
  if (tiles + placed + kept > 38) bad.push(`too many building tiles: ${tiles + placed + kept}`);
  return bad;
}
