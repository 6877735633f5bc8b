/** For the test hook: every visible text on screen in page CSS pixels, with its font size and the panel or button holding it. */
import Phaser from 'phaser';
import { CARD_FACE } from './cardParts';
import { cameraToPage } from './viewport';
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
  /** The font size as drawn, in CSS pixels (text, container, camera and canvas scale applied). */
  fontPx: number;
  /** The button it labels, else the smallest panel containing the text's centre, or null. */
  box: PageRect | null;
  /** True when the text is a button's label (labels have a larger minimum size on phones). */
  label: boolean;
  /** True for the small print of a card picture (value corners, name band). */
  card: boolean;
  /** The lines as drawn, for a text that wraps onto more than one line. */
  lines?: string[];
}

function onCard(t: Phaser.GameObjects.Text): boolean {
  for (let c = t.parentContainer; c; c = c.parentContainer) if (c.getData(CARD_FACE) === true) return true;
  return false;
}

/** The data key of a panel image: the share of the image on each side that is shadow, not panel (widgets.ts). */
export const HOLDER_KEY = 'holder';

function shown(o: Phaser.GameObjects.GameObject): boolean {
  const v = o as unknown as { visible?: boolean; alpha?: number };
  return v.visible !== false && (v.alpha === undefined || v.alpha > 0.05);
}

function pageRect(
  scene: Phaser.Scene,
  r: Phaser.Geom.Rectangle,
  cam: Phaser.Cameras.Scene2D.Camera = scene.cameras.main,
): PageRect {
  const a = cameraToPage(scene, cam, r.x, r.y);
  const b = cameraToPage(scene, cam, r.right, r.bottom);
  return { x: a.x, y: a.y, w: Math.round((b.x - a.x) * 10) / 10, h: Math.round((b.y - a.y) * 10) / 10 };
}

function buttonRect(b: Button): Phaser.Geom.Rectangle {
  const m = b.getWorldTransformMatrix();
  const w = b.bw * m.scaleX;
  const h = b.bh * m.scaleY;
  return new Phaser.Geom.Rectangle(m.tx - w / 2, m.ty - h / 2, w, h);
}

/** The camera that draws an object: the main one, else the first visible one that does not ignore it or its containers. */
function cameraOf(
  scene: Phaser.Scene,
  go: Phaser.GameObjects.GameObject,
): Phaser.Cameras.Scene2D.Camera | null {
  const draws = (cam: Phaser.Cameras.Scene2D.Camera): boolean => {
    for (let o: Phaser.GameObjects.GameObject | null = go; o; o = o.parentContainer ?? null) {
      const filter = (o as unknown as { cameraFilter?: number }).cameraFilter ?? 0;
      if ((filter & cam.id) !== 0) return false;
    }
    return true;
  };
  const main = scene.cameras.main;
  if (draws(main)) return main;
  return scene.cameras.cameras.find((c) => c !== main && c.visible && draws(c)) ?? null;
}

/** A camera's viewport in page CSS pixels. */
function viewRect(scene: Phaser.Scene, cam: Phaser.Cameras.Scene2D.Camera): PageRect {
  const c = scene.game.canvas.getBoundingClientRect();
  const sx = c.width / scene.scale.width;
  const sy = c.height / scene.scale.height;
  return {
    x: c.left + window.scrollX + cam.x * sx,
    y: c.top + window.scrollY + cam.y * sy,
    w: cam.width * sx,
    h: cam.height * sy,
  };
}

/** The part of a rectangle inside another, or null when they do not meet. */
function clip(r: PageRect, v: PageRect): PageRect | null {
  const x = Math.max(r.x, v.x);
  const y = Math.max(r.y, v.y);
  const w = Math.min(r.x + r.w, v.x + v.w) - x;
  const h = Math.min(r.y + r.h, v.y + v.h) - y;
  if (w <= 0 || h <= 0) return null;
  const k = (n: number): number => Math.round(n * 10) / 10;
  return { x: k(x), y: k(y), w: k(w), h: k(h) };
}

/** The data key of an area drawn without a panel that holds texts (e.g. a curtain): its rectangle in world coordinates. */
export const HOLDER_RECT_KEY = 'holderRect';

/** A text, or a panel or button that may hold the texts drawn after it, in drawing order. */
type Drawn = { text: Phaser.GameObjects.Text } | { holder: Phaser.Geom.Rectangle };

function depthOf(o: Phaser.GameObjects.GameObject): number {
  return (o as unknown as { depth?: number }).depth ?? 0;
}

/** The visible texts and holders (panels, buttons, declared areas) of a scene in drawing order, in world coordinates. */
function collect(list: readonly Phaser.GameObjects.GameObject[], out: Drawn[]): void {
  for (const go of list) {
    if (!shown(go)) continue;
    const inset = go.getData?.(HOLDER_KEY) as { x: number; y: number } | undefined;
    if (inset && go instanceof Phaser.GameObjects.Image) {
      const b = go.getBounds();
      out.push({
        holder: new Phaser.Geom.Rectangle(
          b.x + b.width * inset.x,
          b.y + b.height * inset.y,
          b.width * (1 - 2 * inset.x),
          b.height * (1 - 2 * inset.y),
        ),
      });
    }
    const area = go.getData?.(HOLDER_RECT_KEY) as { x: number; y: number; w: number; h: number } | undefined;
    if (area) out.push({ holder: new Phaser.Geom.Rectangle(area.x, area.y, area.w, area.h) });
    if (go instanceof Button) out.push({ holder: buttonRect(go) });
    if (go instanceof Phaser.GameObjects.Text) {
      if (go.text.trim() !== '') out.push({ text: go });
    } else if (go instanceof Phaser.GameObjects.Container) collect(go.list, out);
  }
}

/** True when a panel or button drawn after the `i`th drawn item covers all of `b` (a text hidden under an overlay). */
function coveredLater(drawn: readonly Drawn[], i: number, b: Phaser.Geom.Rectangle): boolean {
  for (let j = i + 1; j < drawn.length; j++) {
    const d = drawn[j] as Drawn;
    if (!('holder' in d)) continue;
    const p = d.holder;
    if (b.x >= p.x - 0.5 && b.y >= p.y - 0.5 && b.right <= p.right + 0.5 && b.bottom <= p.bottom + 0.5)
      return true;
  }
  return false;
}

/**
 * Every visible, non-empty text of the active scenes that lies on the canvas, in page CSS pixels; a text that a panel
 * or button drawn after it covers whole is left out.
 */
export function visibleTexts(game: Phaser.Game): TextBox[] {
  const out: TextBox[] = [];
  const c = game.canvas.getBoundingClientRect();
  const left = c.left + window.scrollX;
  const top = c.top + window.scrollY;
  for (const scene of game.scene.getScenes(true)) {
    if (!scene.sys.settings.visible) continue;
    const drawn: Drawn[] = [];
    // Drawing order: by depth, then the order of the display list (sort is stable).
    collect(
      [...scene.children.list].sort((a, b) => depthOf(a) - depthOf(b)),
      drawn,
    );
    const holders: Phaser.Geom.Rectangle[] = [];
    for (const [i, d] of drawn.entries()) {
      if ('holder' in d) {
        holders.push(d.holder);
        continue;
      }
      const t = d.text;
      const b = t.getBounds();
      if (coveredLater(drawn, i, b)) continue;
      const cam = cameraOf(scene, t);
      if (!cam) continue;
      const full = pageRect(scene, b, cam);
      // A text drawn by another camera (a scrolling window) shows only inside that camera's viewport.
      const view = cam === scene.cameras.main ? null : viewRect(scene, cam);
      const r = view ? clip(full, view) : full;
      if (!r) continue;
      if (r.x + r.w <= left || r.y + r.h <= top || r.x >= left + c.width || r.y >= top + c.height) continue;
      const button = t.parentContainer instanceof Button ? t.parentContainer : null;
      // The button it labels, else the topmost holder drawn before it under its centre (not one hidden by a curtain).
      const holder = button
        ? buttonRect(button)
        : holders.findLast(
            (p) => b.centerX >= p.x && b.centerX <= p.right && b.centerY >= p.y && b.centerY <= p.bottom,
          );
      const size = parseFloat(String(t.style.fontSize)) || 0;
      const lines = t.style.wordWrapWidth ? t.getWrappedText() : [];
      out.push({
        ...(lines.length > 1 ? { lines } : {}),
        text: t.text,
        ...r,
        fontPx: t.height > 0 ? Math.round(((size * full.h) / t.height) * 10) / 10 : 0,
        box: view ?? (holder ? pageRect(scene, holder) : null),
        label: button !== null,
        card: onCard(t),
      });
    }
  }
  return out;
}
