/** The art the board scenes draw with: the player colours and shapes, and texture keys where the art is loaded. */
import Phaser from 'phaser';
import {
  boardArtKey,
  colourShape,
  cowboyKey,
  dieKey,
  markerKey,
  playerColour,
} from '../../ui/board/boardArt';
import type { ColourShape } from '../../ui/playerColours';
import type { PathArt } from './pathDraw';

/** The glyph of each colour's shape, drawn on tokens where no art is used (colour is never the only cue). */
const SHAPE_GLYPH: Readonly<Record<ColourShape, string>> = {
  circle: '●',
  square: '■',
  triangle: '▲',
  diamond: '◆',
  cross: '✚',
  crescent: '☾',
};

/** The glyph of player colour `i`'s shape. */
export function playerMark(i: number): string {
  return SHAPE_GLYPH[colourShape(i)];
}

/** The scene's art set: texture keys only for textures the scene has (else the drawers use shapes). */
export function boardArtSet(scene: Phaser.Scene): PathArt {
  const has = (key: string): string | null => (scene.textures.exists(key) ? key : null);
  return {
    thing: (t) => (t === 'empty' ? null : has(boardArtKey(t))),
    marker: (c) => has(markerKey(c)),
    die: (c, face) => has(dieKey(c, face)),
    cowboy: (c) => has(cowboyKey(c)),
    whiteCowboy: () => has(cowboyKey('white')),
    colour: playerColour,
    mark: playerMark,
  };
}
