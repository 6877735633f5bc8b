/** The cards lying on the title's table (wide layout), drawn once the engine and the art are in. */
import Phaser from 'phaser';
import { SUITS, characterId, characterIndex } from '../cards/engine';
import { auctionCard, characterBack, characterCard, terrainBack, terrainCard } from '../ui/cardFaces';
import { appOf } from './appOf';

/** Cards scattered on the title table: kind, position and angle. */
const SCATTER: {
  make: (s: Phaser.Scene) => Phaser.GameObjects.Container;
  x: number;
  y: number;
  a: number;
}[] = [
  { make: (s) => terrainCard(s, 3, 150), x: 210, y: 250, a: -12 },
  { make: (s) => characterCard(s, characterId(characterIndex('Teacher')), 128), x: 360, y: 560, a: 8 },
  { make: (s) => terrainBack(s, 1, 128), x: 150, y: 700, a: 14 },
  { make: (s) => auctionCard(s, 'star', 9, 92), x: 470, y: 330, a: -6 },
  { make: (s) => terrainCard(s, 61, 150), x: 1400, y: 260, a: 10 },
  { make: (s) => characterCard(s, characterId(characterIndex('Sheriff')), 128), x: 1240, y: 570, a: -9 },
  {
    make: (s) => characterBack(s, SUITS, true, 104),
    x: 1460,
    y: 700,
    a: -15,
  },
  { make: (s) => auctionCard(s, 'cactus', 4, 92), x: 1130, y: 330, a: 7 },
];

/** Lays the cards on the title's table behind its buttons; they drift into place once, then stay still. */
export function scatterCards(scene: Phaser.Scene): void {
  const settings = appOf(scene).settings;
  const still = settings.get().reducedMotion || settings.animMs(1000) === 0;
  SCATTER.forEach((c, i) => {
    const card = c
      .make(scene)
      .setPosition(c.x, c.y)
      .setAngle(c.a)
      .setAlpha(still ? 0.92 : 0)
      .setDepth(-1);
    card.disableInteractive();
    if (still) return;
    // One drift into place, then stillness: an idle title draws no frames (issue 17).
    scene.tweens.add({ targets: card, alpha: 0.92, duration: settings.animMs(500) });
    scene.tweens.add({
      targets: card,
      y: { from: c.y + (i % 2 ? 10 : -10), to: c.y },
      angle: { from: c.a + (i % 2 ? 1.6 : -1.6), to: c.a },
      duration: settings.animMs(1400 + i * 120),
      ease: 'Sine.easeOut',
    });
  });
}
