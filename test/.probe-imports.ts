import Phaser from 'phaser';
import * as P from 'phaser';
import { Scene, WEBGL } from 'phaser';
export const a: number = Phaser.WEBGL + P.WEBGL + WEBGL;
export class S extends Scene {}
export function k(s: Phaser.Scene): void {
  // @ts-expect-error keyboard is nullable under strict
  s.input.keyboard.addKey('A');
  const img = s.add.image(0, 0, 'x');
  // @ts-expect-error filters is null until enableFilters()
  img.filters.internal.addGlow();
  img.enableFilters().filters?.internal.addGlow(0xffff00, 4);
  img.setTint(0xff0000).setTintMode(Phaser.TintModes.FILL);
  s.load.svg('card', 'card.svg', { width: 240, height: 336 });
}
