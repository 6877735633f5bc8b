/** The board game's square tiles: the 13 building kinds (and raised-income tiles), parcel pieces and grounds. */
import type { BuildingKind } from '../../src/board/engine';
import { GROUNDS, GROUND_DEFS } from './ground';
import type { GroundKind } from './ground';
import {
  bankBody,
  blacksmithBody,
  churchBody,
  cityHallBody,
  drugstoreBody,
  generalStoreBody,
  hotelBody,
  prisonBody,
  saloonBody,
} from './parcels-build';
import { houseBody, mineBody, mountainBody, ranchBody, townhouseBody } from './parcels-land';
import { LINE, PAL, THIN, seedOf, shadow, speckles, svgDoc } from './svg';

/** School: a brick schoolhouse with a bell in its tower and a strap of books. */
function schoolBody(): string {
  const win = (x: number): string =>
    `<rect x="${x}" y="70" width="14" height="16" fill="${PAL.skyLight}" ${LINE}/>` +
    `<path d="M${x + 7} 70v16M${x} 78h14" ${THIN}/>`;
  return (
    shadow(58, 108, 50, 6) +
    `<rect x="14" y="60" width="88" height="46" fill="${PAL.brick}" ${LINE}/>` +
    `<path d="M6 64L58 30L110 64Z" fill="${PAL.stoneDark}" ${LINE}/>` +
    `<rect x="46" y="18" width="24" height="22" fill="${PAL.cream}" ${LINE}/>` +
    `<path d="M52 36Q52 24 58 24Q64 24 64 36Z" fill="${PAL.gold}" ${THIN}/>` +
    `<circle cx="58" cy="37" r="2.5" fill="${PAL.goldDark}"/>` +
    `<path d="M40 20L58 4L76 20Z" fill="${PAL.stoneDark}" ${LINE}/>` +
    win(22) +
    win(80) +
    `<rect x="49" y="78" width="18" height="28" fill="${PAL.woodDark}" ${LINE}/>` +
    `<rect x="84" y="96" width="38" height="9" rx="2" fill="${PAL.skyDark}" ${THIN}/>` +
    `<rect x="88" y="87" width="32" height="9" rx="2" fill="${PAL.red}" ${THIN}/>` +
    `<rect x="86" y="78" width="34" height="9" rx="2" fill="${PAL.sageDark}" ${THIN}/>` +
    `<path d="M103 74V108" stroke="${PAL.leatherDark}" stroke-width="4"/>` +
    `<path d="M88 100h28M92 91h24M90 82h26" stroke="${PAL.cream}" stroke-width="1.5" opacity="0.7"/>`
  );
}

/** Station: a steam locomotive on its rails, with a puff of smoke. */
function stationBody(): string {
  const wheel = (x: number, r: number): string =>
    `<circle cx="${x}" cy="${100 - r + 6}" r="${r}" fill="${PAL.red}" ${LINE}/>` +
    `<circle cx="${x}" cy="${100 - r + 6}" r="${r * 0.35}" fill="${PAL.ink}"/>`;
  return (
    `<path d="M4 108H124" stroke="${PAL.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M10 114h8M30 114h8M50 114h8M70 114h8M90 114h8M110 114h8" stroke="${PAL.woodDark}" stroke-width="5"/>` +
    `<path d="M28 20Q22 8 34 6Q40 -2 50 6Q62 4 58 16Q64 24 50 24H34Q24 26 28 20Z" fill="${PAL.white}" ${THIN}/>` +
    `<path d="M30 44L26 28H46L42 44Z" fill="${PAL.iron}" ${LINE}/>` +
    `<rect x="18" y="44" width="64" height="30" rx="12" fill="${PAL.iron}" ${LINE}/>` +
    `<path d="M30 52H74" stroke="${PAL.ironLight}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="52" y="38" width="10" height="8" rx="3" fill="${PAL.gold}" ${THIN}/>` +
    `<rect x="80" y="30" width="36" height="50" fill="${PAL.red}" ${LINE}/>` +
    `<path d="M76 26H120V34H76Z" fill="${PAL.ink}"/>` +
    `<rect x="88" y="40" width="20" height="16" fill="${PAL.skyLight}" ${THIN}/>` +
    `<rect x="14" y="72" width="104" height="12" fill="${PAL.ink}"/>` +
    `<path d="M18 76L4 104H24Z" fill="${PAL.stone}" ${LINE}/>` +
    `<circle cx="14" cy="56" r="5" fill="${PAL.goldLight}" ${THIN}/>` +
    wheel(38, 12) +
    wheel(64, 12) +
    wheel(98, 16)
  );
}

/** The pictogram of each building kind, in a 128 box. */
const BODIES: Record<BuildingKind, () => string> = {
  ranch: ranchBody,
  mine: mineBody,
  drugstore: drugstoreBody,
  bank: bankBody,
  saloon: saloonBody,
  hotel: hotelBody,
  church: churchBody,
  prison: () => prisonBody(false),
  generalStore: generalStoreBody,
  school: schoolBody,
  blacksmith: blacksmithBody,
  townHall: cityHallBody,
  station: stationBody,
};

/** The ground under each kind's pictogram. */
const GROUND_OF: Partial<Record<BuildingKind, GroundKind>> = {
  ranch: 'grass',
  mine: 'rock',
  blacksmith: 'soot',
};

/** A flat, lightly speckled ground inside a rounded tile, for a seed. */
function tileGround(code: string, kind: GroundKind): string {
  const [base, light, dark] = GROUNDS[kind];
  return (
    `<rect x="3" y="3" width="122" height="122" rx="10" fill="${base}"/>` +
    `<rect x="3" y="3" width="122" height="122" rx="10" fill="url(#vig)"/>` +
    speckles(seedOf(code), 128, 128, 16, [light, dark], 1.4, 0.55)
  );
}

/** The raised-income mark: a gold badge with an up arrow in the top right corner (BOARD 7.3). */
const RAISED_BADGE =
  `<circle cx="108" cy="20" r="17" fill="${PAL.gold}" ${LINE}/>` +
  `<path d="M108 31V11M99 19L108 10L117 19" fill="none" stroke="${PAL.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * A building tile: the kind's pictogram on a rounded ground with a dark frame; a raised-income tile has a thick gold
 * frame and an arrow badge, so it differs by shape as well as colour.
 */
export function buildingTile(kind: BuildingKind, raised: boolean): string {
  const frame = raised
    ? `<rect x="6" y="6" width="116" height="116" rx="9" fill="none" stroke="${PAL.gold}" stroke-width="8"/>` +
      `<rect x="2" y="2" width="124" height="124" rx="12" fill="none" ${LINE}/>` +
      `<rect x="10" y="10" width="108" height="108" rx="6" fill="none" stroke="${PAL.goldDark}" stroke-width="2"/>` +
      RAISED_BADGE
    : `<rect x="3" y="3" width="122" height="122" rx="10" fill="none" ${LINE}/>`;
  return svgDoc(
    128,
    128,
    tileGround(kind, GROUND_OF[kind] ?? 'sand') +
      `<g transform="translate(13 15) scale(0.8)">${BODIES[kind]()}</g>` +
      frame,
    GROUND_DEFS,
  );
}

/** A house, townhouse or mountain as a piece on a transparent ground, drawn over a parcel. */
export function parcelPiece(piece: 'house' | 'townhouse' | 'mountain'): string {
  const body = piece === 'house' ? houseBody() : piece === 'townhouse' ? townhouseBody() : mountainBody();
  return svgDoc(128, 128, `<g transform="translate(6.4 6.4) scale(0.9)">${body}</g>`);
}

/** An unbuilt parcel: dusty ground with a faint edge. */
export function parcelGround(): string {
  const [base, light, dark] = GROUNDS.sand;
  return svgDoc(
    128,
    128,
    `<rect width="128" height="128" fill="${base}"/><rect width="128" height="128" fill="url(#vig)"/>` +
      speckles(seedOf('board-parcel'), 128, 128, 24, [light, dark], 1.6, 0.6) +
      `<rect x="1" y="1" width="126" height="126" fill="none" stroke="#5a3a20" stroke-opacity="0.3" stroke-width="2"/>`,
    GROUND_DEFS,
  );
}

/** The board's paper: warm parchment with a darker rim and soft blotches, 12 x 6.75 parcels. */
export function paper(): string {
  const defs =
    '<radialGradient id="rim" cx="50%" cy="50%" r="72%">' +
    '<stop offset="55%" stop-color="#fff4da" stop-opacity="0"/>' +
    '<stop offset="100%" stop-color="#7a4a22" stop-opacity="0.45"/></radialGradient>';
  return svgDoc(
    1536,
    864,
    `<rect width="1536" height="864" fill="${PAL.sandLight}"/>` +
      speckles(seedOf('board-paper'), 1536, 864, 40, [PAL.sand, PAL.cream], 60, 0.16) +
      speckles(seedOf('board-paper-fleck'), 1536, 864, 90, [PAL.sandDark], 2.2, 0.35) +
      `<rect width="1536" height="864" fill="url(#rim)"/>`,
    defs,
  );
}
