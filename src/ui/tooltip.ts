/** Tooltips: one per scene, shown after a short hover, a long press, or on keyboard focus. */
import Phaser from 'phaser';
import { THEME, fontPx, textResolution } from './theme';
import { uiOf } from './uiOf';

/** Anything with screen bounds that can carry a tooltip. */
export type TipTarget = Phaser.GameObjects.GameObject & {
  getBounds(output?: Phaser.Geom.Rectangle): Phaser.Geom.Rectangle;
};

const MAX_W = 380;
const PAD = 14;
const DEPTH = 100000;

class TooltipView {
  readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly title: Phaser.GameObjects.Text;
  private readonly body: Phaser.GameObjects.Text;
  owner: TipTarget | null = null;
  timer: Phaser.Time.TimerEvent | null = null;

  constructor(readonly scene: Phaser.Scene) {
    this.bg = scene.add.graphics();
    const res = textResolution();
    const scale = uiOf(scene).settings.textScale();
    this.title = scene.add.text(PAD, PAD, '', {
      fontFamily: THEME.font.display,
      fontSize: fontPx(20, scale),
      color: THEME.css.gold,
      fontStyle: 'bold',
      resolution: res,
      wordWrap: { width: MAX_W - PAD * 2 },
    });
    this.body = scene.add.text(PAD, PAD, '', {
      fontFamily: THEME.font.body,
      fontSize: fontPx(17, scale),
      color: THEME.css.cream,
      lineSpacing: 4,
      resolution: res,
      wordWrap: { width: MAX_W - PAD * 2 },
    });
    this.box = scene.add.container(0, 0, [this.bg, this.title, this.body]).setDepth(DEPTH).setVisible(false);
    this.box.setScrollFactor(0);
  }

  show(owner: TipTarget, text: string): void {
    const [head = '', ...rest] = text.split('\n');
    const hasTitle = rest.length > 0;
    this.title.setText(hasTitle ? head : '').setVisible(hasTitle);
    this.body.setText(hasTitle ? rest.join('\n') : head);
    this.body.setY(hasTitle ? PAD + this.title.height + 4 : PAD);
    const w = Math.ceil(Math.max(hasTitle ? this.title.width : 0, this.body.width) + PAD * 2);
    const h = Math.ceil(this.body.y + this.body.height + PAD);
    const g = this.bg.clear();
    for (let i = 3; i >= 1; i--) {
      g.fillStyle(0x000000, 0.1);
      g.fillRoundedRect(-i * 2, -i * 2 + 4, w + i * 4, h + i * 4, 10 + i * 2);
    }
    g.fillStyle(THEME.color.leatherDark, 0.97);
    g.fillRoundedRect(0, 0, w, h, 10);
    g.lineStyle(1.5, THEME.color.goldDark, 0.9);
    g.strokeRoundedRect(0.75, 0.75, w - 1.5, h - 1.5, 10);
    const b = owner.getBounds();
    // The box does not scroll (scrollFactor 0) but is zoomed about the camera's origin: place it in those terms,
    // inside what the camera shows (the whole game at zoom 1, a region when the table is zoomed on a phone).
    const cam = this.scene.cameras.main;
    const ox = cam.width * cam.originX;
    const oy = cam.height * cam.originY;
    const x0 = ox - ox / cam.zoom;
    const y0 = oy - oy / cam.zoom;
    const x1 = ox + (cam.width - ox) / cam.zoom;
    const y1 = oy + (cam.height - oy) / cam.zoom;
    let x = b.centerX - cam.scrollX - w / 2;
    let y = b.y - cam.scrollY - h - 10;
    if (y < y0 + 8) y = b.bottom - cam.scrollY + 10;
    if (y + h > y1 - 8) y = Math.max(y0 + 8, y1 - 8 - h);
    x = Math.min(Math.max(x0 + 8, x), x1 - 8 - w);
    this.box.setPosition(Math.round(x), Math.round(y)).setVisible(true).setAlpha(1);
    this.owner = owner;
  }

  hide(): void {
    this.timer?.remove();
    this.timer = null;
    this.owner = null;
    this.box.setVisible(false);
  }
}

const views = new WeakMap<Phaser.Scene, TooltipView>();

function viewOf(scene: Phaser.Scene): TooltipView {
  let v = views.get(scene);
  if (!v || !v.box.scene) {
    v = new TooltipView(scene);
    views.set(scene, v);
    const created = v;
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      if (views.get(scene) === created) views.delete(scene);
    });
  }
  return v;
}

/** Shows a tooltip for an object now (e.g. on keyboard focus). */
export function showTooltip(obj: TipTarget, text: string): void {
  if (!obj.scene || !text) return;
  const v = viewOf(obj.scene);
  v.timer?.remove();
  v.timer = null;
  v.show(obj, text);
}

/** Hides the scene's tooltip, or only when it belongs to `owner`. */
export function hideTooltip(scene: Phaser.Scene, owner?: TipTarget): void {
  const v = views.get(scene);
  if (!v || (owner && v.owner !== owner)) return;
  v.hide();
}

/** Shows `text()` over an object after a short hover or a long press; makes the object interactive if needed. */
export function attachTooltip(obj: TipTarget, text: () => string): void {
  const scene = obj.scene;
  if (!obj.input) {
    const sized = obj as TipTarget & { width?: number; height?: number };
    if (obj instanceof Phaser.GameObjects.Container && !(sized.width && sized.height)) {
      const b = obj.getBounds();
      obj.setSize(b.width, b.height);
    }
    obj.setInteractive();
  }
  const schedule = (delay: number): void => {
    const v = viewOf(scene);
    v.timer?.remove();
    v.timer = scene.time.delayedCall(delay, () => {
      v.timer = null;
      if (obj.active) v.show(obj, text());
    });
  };
  obj.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, (p: Phaser.Input.Pointer) => {
    if (!p.wasTouch) schedule(THEME.ms.tooltip);
  });
  obj.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => hideTooltip(scene, obj));
  obj.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => {
    hideTooltip(scene, obj);
    const v = viewOf(scene);
    v.timer?.remove();
    v.timer = null;
    if (p.wasTouch) schedule(550);
  });
  obj.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
    if (p.wasTouch && views.get(scene)?.timer) hideTooltip(scene);
  });
  obj.once(Phaser.GameObjects.Events.DESTROY, () => {
    const v = views.get(scene);
    if (v && v.owner === obj) v.hide();
  });
}
