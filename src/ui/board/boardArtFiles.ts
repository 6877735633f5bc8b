/**
 * The board game's art (issue 28) as data: every SVG under assets/art/board, its texture key and its size in parcel
 * units. scripts/art/board.ts writes the files from this table and boardArt.ts loads them; nothing here needs
 * Phaser or Vite, so Node tests and the art scripts read it as it is.
 */
import { BUILDING_KINDS } from '../../board/engine';
import type { BuildingKind } from '../../board/engine';
import { PLAYER_COLOURS } from '../playerColours';
import type { ColourShape } from '../playerColours';

/** The two dice: the white one picks the column, the black one the row (BOARD 1). */
export type DieColour = 'white' | 'black';

/** What else can stand on a parcel besides a building (BOARD 1, 5). */
export type ParcelPiece = 'empty' | 'house' | 'townhouse' | 'mountain';

/** The single pieces that are neither buildings nor players' pieces. */
export type BoardIcon = 'revolver' | 'coin' | 'vp' | 'road' | 'round' | 'paper';

/** One art file: its name under assets/art/board, its texture key and its size (1 = one parcel's side). */
export interface BoardArtFile {
  readonly key: string;
  readonly file: string;
  readonly w: number;
  readonly h: number;
}

/**
 * Kinds with raised-income tiles, whose income can pass the highest value on the normal tile (BOARD 7.3: drugstore,
 * bank, saloon, general store, blacksmith).
 */
export const RAISED_KINDS: readonly BuildingKind[] = [
  'drugstore',
  'bank',
  'saloon',
  'generalStore',
  'blacksmith',
];

/** Number of player colours (BOARD 1: six colours of cowboys and markers). */
export const COLOUR_COUNT = PLAYER_COLOURS.length;

/** Sizes of each kind of piece in parcel units (the SVG's own size divided by 128). */
const SIZE = {
  tile: [1, 1],
  cowboy: [0.5, 0.625],
  marker: [0.375, 0.375],
  die: [0.5, 0.5],
  revolver: [0.5, 0.375],
  coin: [0.375, 0.375],
  vp: [0.375, 0.375],
  road: [1, 0.1875],
  round: [0.5, 0.5],
  paper: [12, 6.75],
} as const;

/** The SVG's pixel size of a piece kind (128 per parcel unit). */
export function svgSize(kind: keyof typeof SIZE): { w: number; h: number } {
  const [w, h] = SIZE[kind];
  return { w: w * 128, h: h * 128 };
}

/** A building kind as a file slug: `generalStore` -> `general-store`. */
export function buildingSlug(kind: BuildingKind): string {
  return kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const entry = (name: string, kind: keyof typeof SIZE): BoardArtFile => ({
  key: `board:${name}`,
  file: `${name}.svg`,
  w: SIZE[kind][0],
  h: SIZE[kind][1],
});

const buildingName = (kind: BuildingKind, raised: boolean): string =>
  `building-${buildingSlug(kind)}${raised ? '-raised' : ''}`;

/** Every board art file, in a fixed order. */
export const BOARD_ART: readonly BoardArtFile[] = [
  ...BUILDING_KINDS.map((k) => entry(buildingName(k, false), 'tile')),
  ...RAISED_KINDS.map((k) => entry(buildingName(k, true), 'tile')),
  ...(['empty', 'house', 'townhouse', 'mountain'] as const).map((p) =>
    entry(p === 'empty' ? 'parcel' : p, 'tile'),
  ),
  ...PLAYER_COLOURS.map((_, i) => entry(`cowboy-${i}`, 'cowboy')),
  entry('cowboy-white', 'cowboy'),
  ...PLAYER_COLOURS.map((_, i) => entry(`marker-${i}`, 'marker')),
  ...(['white', 'black'] as const).flatMap((c) =>
    [1, 2, 3, 4, 5, 6].map((n) => entry(`die-${c}-${n}`, 'die')),
  ),
  ...(['revolver', 'coin', 'vp', 'road', 'round', 'paper'] as const).map((n) => entry(n, n)),
];

/** Texture key of a building tile (its raised-income tile when `raised` and the kind has one) or a parcel piece. */
export function boardArtKey(kind: BuildingKind | ParcelPiece, raised = false): string {
  if (kind === 'empty') return 'board:parcel';
  if (kind === 'house' || kind === 'townhouse' || kind === 'mountain') return `board:${kind}`;
  return `board:${buildingName(kind, raised && RAISED_KINDS.includes(kind))}`;
}

/** Texture key of a cowboy of player colour `colour` (0..5), or of the Sheriff's white cowboy (BOARD 8.1). */
export function cowboyKey(colour: number | 'white'): string {
  return `board:cowboy-${colour === 'white' ? 'white' : colourIndex(colour)}`;
}

/** Texture key of a property marker of player colour `colour` (0..5). */
export function markerKey(colour: number): string {
  return `board:marker-${colourIndex(colour)}`;
}

/** Texture key of a die face (1..6, clamped). */
export function dieKey(colour: DieColour, face: number): string {
  return `board:die-${colour}-${Math.min(6, Math.max(1, Math.round(face)))}`;
}

/** Texture key of a single piece: revolver, coin, VP star, road, round marker or the board's paper. */
export function iconKey(icon: BoardIcon): string {
  return `board:${icon}`;
}

/** A colour index brought into 0..5 (a save could hold any number). */
function colourIndex(i: number): number {
  return ((Math.trunc(i) % COLOUR_COUNT) + COLOUR_COUNT) % COLOUR_COUNT;
}

/** The 0xRRGGBB fill of player colour `i`. */
export function playerColour(i: number): number {
  return PLAYER_COLOURS[colourIndex(i)]?.fill ?? 0;
}

/** The shape that marks player colour `i` besides its hue. */
export function colourShape(i: number): ColourShape {
  return PLAYER_COLOURS[colourIndex(i)]?.shape ?? 'circle';
}

/** Whether a colour is light enough that marks on it are drawn in ink rather than white. */
export function isLightColour(c: number): boolean {
  const r = (c >> 16) & 255;
  const g = (c >> 8) & 255;
  const b = c & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 120;
}
