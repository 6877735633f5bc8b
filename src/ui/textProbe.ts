/** The texts on screen, measured in page CSS pixels, for the test hook's `texts()` (minimum sizes on phones). */
import Phaser from 'phaser';
import { Button } from './widgets';
import { cssScale, worldToPage } from './viewport';

/** One text on screen: its string, page rectangle, rendered font size in CSS px, and whether it labels a button. */
export interface TextOnScreen {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fontPx: number;
  /** 'label' for a button's label, 'text' otherwise. */
  box: 'label' | 'text';
}

function shown(o: Phaser.GameObjects.GameObject): boolean {
  let g: Phaser.GameObjects.GameObject | null = o;
  while (g) {
    const v = g as unknown as { visible?: boolean; alpha?: number };
    if (v.visible === false || (v.alpha !== undefined && v.alpha < 0.05)) return false;
    g = g.parentContainer;
  }
  return true;
}

function collect(list: Phaser.GameObjects.GameObject[], out: Phaser.GameObjects.Text[]): void {
  for (const o of list) {
    if (o instanceof Phaser.GameObjects.Text) out.push(o);
    else if (o instanceof Phaser.GameObjects.Container) collect(o.list, out);
  }
}

/** Every non-empty, visible text of the active scenes that the main camera shows. */
export function textsOnScreen(game: Phaser.Game): TextOnScreen[] {
  const out: TextOnScreen[] = [];
  for (const scene of game.scene.getScenes(true)) {
    if (!scene.cameras?.main) continue;
    const all: Phaser.GameObjects.Text[] = [];
    collect(scene.children.list, all);
    const k = cssScale(scene);
    for (const t of all) {
      if (!t.text.trim() || !shown(t)) continue;
      if ((t.cameraFilter & scene.cameras.main.id) !== 0) continue;
      const b = t.getBounds();
      const a = worldToPage(scene, b.x, b.y);
      const z = worldToPage(scene, b.right, b.bottom);
      const m = t.getWorldTransformMatrix();
      const px = parseFloat(String(t.style.fontSize)) || 0;
      out.push({
        text: t.text,
        x: a.x,
        y: a.y,
        w: Math.round((z.x - a.x) * 10) / 10,
        h: Math.round((z.y - a.y) * 10) / 10,
        fontPx: Math.round(px * Math.abs(m.scaleY) * k * 10) / 10,
        box: t.parentContainer instanceof Button ? 'label' : 'text',
      });
    }
  }
  return out;
}
