/**
 * Rules overlay: the rules reference of the game it was opened for (`game` in its data), in sections, scrollable by
 * wheel, drag, keys or the section tabs.
 */
import Phaser from 'phaser';
import { paintTexture } from '../ui/paint';
import { appOf } from './appOf';
import { t } from '../i18n';
import { rulesSections } from '../ui/texts';
import type { RulesGame, RulesSection } from '../ui/texts';
import { layoutOf } from '../ui/layoutMode';
import type { LayoutMode } from '../ui/layoutMode';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, panel, text } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { SCENES, closeOverlay } from './common';
import type { OverlayData } from './common';

const PW = 1400;
const PH = 800;
/** Content lives far off to the right in world space and is seen only through the scrolling camera. */
const FAR_X = 10000;
/** Up to this many sections, the tabs keep their full height; more (the board game's) are drawn closer together. */
const ROOMY_TABS = 6;

/**
 * Where the rules' parts go in a layout for `tabs` sections: panel, heading, section tabs (with their height), the
 * scrolling view, Close and the hint.
 */
function rulesLayout(
  mode: LayoutMode,
  tabs: number,
): {
  panel: { x: number; y: number; w: number; h: number };
  heading: { x: number; y: number };
  tab: (i: number) => { x: number; y: number; w: number };
  tabH: number;
  view: { x: number; y: number; w: number; h: number };
  close: { x: number; y: number; w: number };
  hint: { x: number; y: number } | null;
} {
  const roomy = tabs <= ROOMY_TABS;
  if (mode === 'portrait') {
    const step = roomy ? 76 : 62;
    const top = roomy ? 332 : 124 + (Math.ceil(tabs / 2) - 1) * step + 48;
    return {
      panel: { x: 240, y: 480, w: 476, h: 956 },
      heading: { x: 24, y: 44 },
      tab: (i) => ({ x: 122 + (i % 2) * 236, y: 124 + Math.floor(i / 2) * step, w: 224 }),
      tabH: roomy ? 62 : 54,
      view: { x: 36, y: top, w: 410, h: 940 - top },
      close: { x: 390, y: 44, w: 150 },
      hint: null,
    };
  }
  if (mode === 'short')
    return {
      panel: { x: 480, y: 220, w: 956, h: 436 },
      heading: { x: 24, y: 36 },
      tab: (i) => ({ x: 78 + (i % 2) * 148, y: 110 + Math.floor(i / 2) * (roomy ? 76 : 54), w: 136 }),
      tabH: roomy ? 62 : 48,
      view: { x: 330, y: 24, w: 600, h: 396 },
      close: { x: 152, y: 392, w: 280 },
      hint: null,
    };
  const left = BASE_W / 2 - PW / 2;
  const top = BASE_H / 2 - PH / 2;
  return {
    panel: { x: BASE_W / 2, y: BASE_H / 2, w: PW, h: PH },
    heading: { x: left + 50, y: top + 56 },
    tab: (i) => ({ x: left + 200, y: top + 144 + i * (roomy ? 76 : 52), w: 300 }),
    tabH: roomy ? 62 : 46,
    view: { x: left + 380, y: top + 110, w: PW - 380 - 50, h: PH - 110 - 40 },
    close: { x: left + 200, y: top + PH - 70, w: 300 },
    hint: { x: left + 200, y: top + PH - 140 },
  };
}

/** The rules overlay. */
export class RulesScene extends Phaser.Scene {
  private returnTo: string | undefined;
  private rulesOf: RulesGame = 'cards';
  private view!: Phaser.Cameras.Scene2D.Camera;
  private contentH = 0;
  private sectionY: number[] = [];
  private tabs: Button[] = [];
  private thumb!: Phaser.GameObjects.Graphics;
  /** The scrolling view's rectangle in the layout. */
  private vr = { x: 0, y: 0, w: 0, h: 0 };

  constructor() {
    super(SCENES.rules);
  }

  init(data: OverlayData): void {
    this.returnTo = data?.returnTo;
    this.rulesOf = data?.game ?? 'cards';
    this.sectionY = [];
    this.tabs = [];
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.rules);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const design = layoutOf(this);
    const sections = rulesSections(this.rulesOf);
    const L = rulesLayout(design.mode, sections.length);
    const VIEW = L.view;
    this.vr = VIEW;
    const dim = this.add
      .rectangle(design.w / 2, design.h / 2, design.w * 4, design.h * 4, 0x0c0805, 0.66)
      .setInteractive();
    dim.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.close());
    panel(this, L.panel.x, L.panel.y, L.panel.w, L.panel.h, { style: 'leather' }).setInteractive();
    panel(this, VIEW.x + VIEW.w / 2 - 10, VIEW.y + VIEW.h / 2, VIEW.w + 40, VIEW.h + 20, {
      style: 'parchment',
      radius: 14,
      flat: true,
    });
    text(this, L.heading.x, L.heading.y, t('rules.heading'), {
      font: 'display',
      size: design.mode === 'wide' ? 40 : 30,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
      shadow: true,
    });

    const nav = new KeyboardNav(this);
    this.layoutContent(sections);
    sections.forEach((s, i) => {
      const at = L.tab(i);
      const b = button(this, at.x, at.y, s.title, () => this.scrollTo(this.sectionY[i] ?? 0), {
        id: `rules-${s.id}`,
        width: at.w,
        height: L.tabH,
        style: 'secondary',
        fontSize: L.tabH < 62 ? 19 : 21,
      });
      this.tabs.push(b);
    });
    const done = button(this, L.close.x, L.close.y, t('common.close'), () => this.close(), {
      id: 'rules-close',
      key: 'Escape',
      width: L.close.w,
      height: 64,
      style: 'primary',
    });
    if (L.hint)
      text(this, L.hint.x, L.hint.y, t('rules.scrollHint'), {
        size: 15,
        color: THEME.css.muted,
        lineSpacing: 4,
      });
    nav.add(...this.tabs, done);

    this.view = this.cameras
      .add(this.vr.x, this.vr.y, this.vr.w, this.vr.h)
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
        .image(0, edge === 'top' ? 0 : this.vr.h - 28, key)
        .setOrigin(0, 0)
        .setDisplaySize(this.vr.w, 28);
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
      const page = this.vr.h - 80;
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

    const ms = appOf(this).settings.animMs(220);
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

  private layoutContent(sections: readonly RulesSection[]): void {
    const x0 = FAR_X + 40;
    const wrap = this.vr.w - (this.vr.w > 700 ? 100 : 50);
    let y = 30;
    sections.forEach((s) => {
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
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    return (
      w.x >= this.vr.x && w.x <= this.vr.x + this.vr.w && w.y >= this.vr.y && w.y <= this.vr.y + this.vr.h
    );
  }

  private maxScroll(): number {
    return Math.max(0, this.contentH - this.vr.h);
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
    const ms = appOf(this).settings.animMs(base);
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
    const x = this.vr.x + this.vr.w + 2;
    const track = this.vr.h - 20;
    const h = Math.max(50, track * (this.vr.h / this.contentH));
    const y = this.vr.y + 10 + (track - h) * (this.view.scrollY / max);
    g.fillStyle(THEME.color.leather, 0.25).fillRoundedRect(x, this.vr.y + 10, 8, track, 4);
    g.fillStyle(THEME.color.rust, 0.9).fillRoundedRect(x, y, 8, h, 4);
    const at = this.sectionY.reduce((best, sy, i) => (this.view.scrollY + 40 >= sy ? i : best), 0);
    this.tabs.forEach((b, i) => b.setLook(i === at ? 'light' : 'secondary'));
  }

  private close(): void {
    closeOverlay(this, this.returnTo);
  }
}
