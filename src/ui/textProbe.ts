/** For the test hook: every visible text on screen in page CSS pixels, with its font size and the panel or button holding it. */
import Phaser from 'phaser';
import { worldToPage } from './viewport';
import { Button } from './widgets';

/** A rectangle in page CSS pixels. */
export interface PageRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One visible text: its string, rectangle and font size in page CSS pixels, and the rectangle of what holds it. */
export interface TextBox extends PageRect {
  text: string;
  fontPx: number;
  /** The smallest panel or button containing the text's centre, or null. */
  box: PageRect | null;
  /** True when the text is a button's label (labels have a larger minimum size on phones). */
  label: boolean;
}

/** The data key a panel image carries with its rectangle (base coordinates). */
export const HOLDER_KEY = 'holder';

function pageRect(scene: Phaser.Scene, x: number, y: number, w: number, h: number): PageRect {
  const a = worldToPage(scene, x, y);
  const b = worldToPage(scene, x + w, y + h);
  return { x: a.x, y: a.y, w: Math.round((b.x - a.x) * 10) / 10, h: Math.round((b.y - a.y) * 10) / 10 };
}

/** The visible texts of a scene and the holders (panels, buttons) among its objects, in world coordinates. */
function collect(
  list: readonly Phaser.GameObjects.GameObject[],
  texts: Phaser.GameObjects.Text[],
  holders: { x: number; y: number; w: number; h: number }[],
): void {
  for (const go of list) {
    const v = go as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number };
    if (v.visible === false || v.alpha === 0) continue;
    if (go instanceof Button) {
      const m = go.getWorldTransformMatrix();
      const w = go.bw * m.scaleX;
      const h = go.bh * m.scaleY;
      holders.push({ x: m.tx - w / 2, y: m.ty - h / 2, w, h });
    }
    const held = go.getData?.(HOLDER_KEY) as { x: number; y: number; w: number; h: number } | undefined;
    if (held) holders.push(held);
    if (go instanceof Phaser.GameObjects.Text) {
      if (go.text.trim() !== '') texts.push(go);
    } else if (go instanceof Phaser.GameObjects.Container) collect(go.list, texts, holders);
  }
}

/** Every visible, non-empty text of the active scenes, in page CSS pixels. */
export function visibleTexts(game: Phaser.Game): TextBox[] {
  const out: TextBox[] = [];
  for (const scene of game.scene.getScenes(true)) {
    const texts: Phaser.GameObjects.Text[] = [];
    const holders: { x: number; y: number; w: number; h: number }[] = [];
    collect(scene.children.list, texts, holders);
    for (const t of texts) {
      const b = t.getBounds();
      const r = pageRect(scene, b.x, b.y, b.width, b.height);
      const size = parseFloat(String(t.style.fontSize)) || 0;
      const cx = b.centerX;
      const cy = b.centerY;
      const holder = holders
        .filter((h) => cx >= h.x && cx <= h.x + h.w && cy >= h.y && cy <= h.y + h.h)
        .sort((p, q) => p.w * p.h - q.w * q.h)[0];
      out.push({
        text: t.text,
        ...r,
        fontPx: t.width > 0 ? Math.round(((size * r.w) / t.width) * 10) / 10 : 0,
        box: holder ? pageRect(scene, holder.x, holder.y, holder.w, holder.h) : null,
        label: t.parentContainer instanceof Button,
      });
    }
  }
  return out;
}
