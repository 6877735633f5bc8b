/**
 * The board game's six player colours (BOARD 1, issue 28), each held once: its fill, the shape its markers take and its
 * cowboys wear (so colour is never the only cue), and the catalogue key of its name. The art, the drawers and the
 * colour names all read this list; a seat's `colour` is an index into it.
 */
import type { Key } from '../i18n';

/** A shape that tells a board-game player colour apart without its hue. */
export type ColourShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'crescent';

/** One player colour: its 0xRRGGBB fill, its shape and the key of its name. */
export interface PlayerColour {
  readonly fill: number;
  readonly shape: ColourShape;
  readonly name: Key;
}

/**
 * The player colours in seat-colour order. The fills are chosen so that every pair stays at least ΔE 19 apart for
 * normal vision and the three dichromacies (test/colourVision.test.ts).
 */
export const PLAYER_COLOURS = [
  { fill: 0xb02c26, shape: 'circle', name: 'boardPlay.colour.red' },
  { fill: 0x1f4fa8, shape: 'square', name: 'boardPlay.colour.blue' },
  { fill: 0x5aae52, shape: 'triangle', name: 'boardPlay.colour.green' },
  { fill: 0xf0c93a, shape: 'diamond', name: 'boardPlay.colour.yellow' },
  { fill: 0xc078d8, shape: 'cross', name: 'boardPlay.colour.purple' },
  { fill: 0x2f2b2a, shape: 'crescent', name: 'boardPlay.colour.black' },
] as const satisfies readonly PlayerColour[];
