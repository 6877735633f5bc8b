/** Rules overlay: the rules reference in sections, scrollable by wheel, drag, keys or the section tabs. */
import Phaser from 'phaser';
import { setHookScene } from '../app/testHook';
import { paintTexture } from '../ui/paint';
import { animMs } from '../ui/settings';
import { t } from '../i18n';
import { rulesSections } from '../ui/texts';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, panel, text } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { SCENES, closeOverlay } from './common';
import type { OverlayData } from './common';

const PW = 1400;
const PH = 800;
/** Content lives far off to the right in world space and is seen only through the scrolling camera. */
const FAR_X = 10000;
const VIEW = {
  x: BASE_W / 2 - PW / 2 + 380,
  y: BASE_H / 2 - PH / 2 + 110,
  w: PW - 380 - 50,
  h: PH - 110 - 40,
};

/** The rules overlay. */
export class RulesScene extends Phaser.Scene {
  private returnTo: string | undefined;
  private view!: Phaser.Cameras.Scene2D.Camera;
  private contentH = 0;
  private sectionY: number[] = [];
  private tabs: Button[] = [];
  private thumb!: Phaser.GameObjects.Graphics;

  constructor() {
    super(SCENES.rules);
  }

  init(data: OverlayData): void {
    this.returnTo = data?.returnTo;
    this.sectionY = [];
    this.tabs = [];
  }

  create(): void {
    setHookScene(SCENES.rules);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const cx = BASE_W / 2;
    const cy = BASE_H / 2;
    const dim = this.add.rectangle(cx, cy, BASE_W, BASE_H, 0x0c0805, 0.66).setInteractive();
    dim.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.close());
    panel(this, cx, cy, PW, PH, { style: 'leather' }).setInteractive();
    panel(this, VIEW.x + VIEW.w / 2 - 10, VIEW.y + VIEW.h / 2, VIEW.w + 40, VIEW.h + 20, {
      style: 'parchment',
      radius: 14,
      flat: true,
    });
    const left = cx - PW / 2;
    text(this, left + 50, cy - PH / 2 + 56, t('rules.heading'), {
      font: 'display',
      size: 40,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
      shadow: true,
    });

    const nav = new KeyboardNav(this);
    this.layoutContent();
    rulesSections().forEach((s, i) => {
      const b = button(
        this,
        left + 50 + 150,
        VIEW.y + 34 + i * 76,
        s.title,
        () => this.scrollTo(this.sectionY[i] ?? 0),
        {
          id: `rules-${s.id}`,
          width: 300,
          height: 62,
          style: 'secondary',
          fontSize: 21,
        },
      );
      this.tabs.push(b);
    });
    const done = button(this, left + 200, cy + PH / 2 - 70, t('common.close'), () => this.close(), {
      id: 'rules-close',
      key: 'Escape',
      width: 300,
      height: 64,
      style: 'primary',
    });
    text(this, left + 200, cy + PH / 2 - 140, t('rules.scrollHint'), {
      size: 15,
      color: THEME.css.muted,
      lineSpacing: 4,
    });
    nav.add(...this.tabs, done);

    this.view = this.cameras
      .add(VIEW.x, VIEW.y, VIEW.w, VIEW.h)
      .setScroll(FAR_X, 0)
      .setBackgroundColor('rgba(0,0,0,0)');
    for (const edge of ['top', 'bottom'] as const) {
      const color = edge === 'top' ? THEME.color.sandLight : THEME.color.sand;
      const key = paintTexture(this, `rules-fade-${edge}`, 8, 28, (ctx) => {
        const g = ctx.createLinearGradient(0, 0, 0, 28);
        const solid = `rgba(${(color >> 16) & 255},${(color >> 8) & 255},${color & 255},1)`;
        const clear = solid.replace(',1)', ',0)');
        g.addColorStop(0, edge === 'top' ? solid : clear);
        g.addColorStop(1, edge === 'top' ? clear : solid);
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, 8, 28);
      });
      const fade = this.add
        .image(0, edge === 'top' ? 0 : VIEW.h - 28, key)
        .setOrigin(0, 0)
        .setDisplaySize(VIEW.w, 28);
      fade.setScrollFactor(0).setDepth(10);
      this.cameras.main.ignore(fade);
    }
    this.thumb = this.add.graphics();
    this.updateThumb();

    this.input.on(
      Phaser.Input.Events.POINTER_WHEEL,
      (_p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => this.scrollBy(dy),
    );
    let dragFrom: number | null = null;
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      dragFrom = this.insideView(p) ? p.y + this.view.scrollY : null;
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      if (dragFrom !== null && p.isDown) this.setScroll(dragFrom - p.y);
    });
    this.input.on(Phaser.Input.Events.POINTER_UP, () => (dragFrom = null));
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      const page = VIEW.h - 80;
      const by: Record<string, number> = {
        PageDown: page,
        PageUp: -page,
        ' ': page,
        Home: -1e6,
        End: 1e6,
        ArrowDown: 60,
        ArrowUp: -60,
      };
      const d = by[e.key];
      if (d === undefined || ((e.key === 'ArrowDown' || e.key === 'ArrowUp' || e.key === ' ') && nav.focused))
        return;
      e.preventDefault();
      this.scrollBy(d);
    });

    const ms = animMs(220);
    if (ms > 0) {
      this.cameras.main.setAlpha(0);
      this.tweens.add({
        targets: [this.cameras.main, this.view],
        alpha: 1,
        duration: ms,
        ease: 'Cubic.easeOut',
      });
      this.view.setAlpha(0);
    }
  }

  private layoutContent(): void {
    const x0 = FAR_X + 40;
    const wrap = VIEW.w - 100;
    let y = 30;
    rulesSections().forEach((s) => {
      this.sectionY.push(Math.max(0, y - 20));
      text(this, x0, y, s.title, {
        font: 'display',
        size: 32,
        bold: true,
        color: THEME.css.rust,
        origin: [0, 0],
      });
      y += 50;
      const g = this.add
        .graphics()
        .lineStyle(2, THEME.color.sandDark, 1)
        .lineBetween(x0, y - 8, x0 + wrap, y - 8);
      g.setDepth(0);
      for (const para of s.body) {
        const bullet = para.startsWith('• ');
        const body = bullet ? para.slice(2) : para;
        if (bullet) text(this, x0 + 8, y + 13, '◆', { size: 12, color: THEME.css.rust, origin: [0, 0.5] });
        const t = text(this, x0 + (bullet ? 30 : 0), y, body, {
          size: 21,
          color: THEME.css.ink,
          origin: [0, 0],
          wrap: wrap - (bullet ? 30 : 0),
          lineSpacing: 6,
          align: 'left',
        });
        y += t.height + (bullet ? 10 : 16);
      }
      y += 30;
    });
    this.contentH = y + 40;
  }

  private insideView(p: Phaser.Input.Pointer): boolean {
    return p.x >= VIEW.x && p.x <= VIEW.x + VIEW.w && p.y >= VIEW.y && p.y <= VIEW.y + VIEW.h;
  }

  private maxScroll(): number {
    return Math.max(0, this.contentH - VIEW.h);
  }

  private setScroll(y: number): void {
    this.view.setScroll(FAR_X, Math.round(Math.min(this.maxScroll(), Math.max(0, y))));
    this.updateThumb();
  }

  private scrollBy(dy: number): void {
    this.scrollTo(this.view.scrollY + dy, 140);
  }

  private scrollTo(y: number, base = 360): void {
    const target = Math.min(this.maxScroll(), Math.max(0, y));
    this.tweens.killTweensOf(this.view);
    const ms = animMs(base);
    if (ms <= 0) {
      this.setScroll(target);
      return;
    }
    this.tweens.add({
      targets: this.view,
      scrollY: target,
      duration: ms,
      ease: 'Cubic.easeOut',
      onUpdate: () => this.updateThumb(),
    });
  }

  private updateThumb(): void {
    const g = this.thumb.clear();
    const max = this.maxScroll();
    if (max <= 0) return;
    const x = VIEW.x + VIEW.w + 2;
    const track = VIEW.h - 20;
    const h = Math.max(50, track * (VIEW.h / this.contentH));
    const y = VIEW.y + 10 + (track - h) * (this.view.scrollY / max);
    g.fillStyle(THEME.color.leather, 0.25).fillRoundedRect(x, VIEW.y + 10, 8, track, 4);
    g.fillStyle(THEME.color.rust, 0.9).fillRoundedRect(x, y, 8, h, 4);
    const at = this.sectionY.reduce((best, sy, i) => (this.view.scrollY + 40 >= sy ? i : best), 0);
    this.tabs.forEach((b, i) => b.setLook(i === at ? 'light' : 'secondary'));
  }

  private close(): void {
    closeOverlay(this, this.returnTo);
  }
}
