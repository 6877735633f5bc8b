/** The art the board scenes draw with: the player colours and marks, and texture keys where the art is loaded. */
import Phaser from 'phaser';
import { cowboyKey, markerKey, playerColour, playerMark, thingKey } from '../../ui/board/boardArt';
import type { PathArt } from './pathDraw';

/** The scene's art set: texture keys only for textures the scene has (else the drawers use shapes). */
export function boardArtSet(scene: Phaser.Scene): PathArt {
  const has = (key: string): string | null => (scene.textures.exists(key) ? key : null);
  return {
    thing: (t) => has(thingKey(t)),
    marker: (c) => has(markerKey(c)),
    cowboy: (c) => has(cowboyKey(c)),
    whiteCowboy: () => has('board.cowboy.white'),
    colour: playerColour,
    mark: playerMark,
  };
}
