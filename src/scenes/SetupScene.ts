/** Setup: 4 to 6 seats (person, AI level or virtual strength), a unique suit each, an optional seed; then Start. */
import Phaser from 'phaser';
import { playSfx } from '../ui/sfx';
import { appOf } from './appOf';
import { randomSeed } from '../app/app';
import { TextField } from '../ui/textField';
import { t } from '../i18n';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, fitWidth, panel, text } from '../ui/widgets';
import type { Button, Focusable } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import {
  PRESETS,
  addSeat,
  draftProblem,
  nextFreeSuit,
  parseSeed,
  presetSeats,
  refreshNames,
  seatsFromSetup,
  toSetup,
  WIDE_SEED,
} from './setupModel';
import type { SeatDraft } from './setupModel';
import { phoneSetupLayout, seatButtons, stepWho } from './setupPhone';
import type { PhoneSetupLayout } from './setupPhone';
import { layoutOf } from '../ui/layoutMode';
import { PANEL, drawWideRows } from './setupWide';
import { COL } from './setupColumns';
import { SEAT_COUNT } from '../cards/engine';

/** The setup scene: seats (kind, level or strength, name, suit), presets, seed and start. */
export class SetupScene extends Phaser.Scene {
  private seats: SeatDraft[] = [];
  private seedText = '';
  private rows: Phaser.GameObjects.Container | null = null;
  private nav!: KeyboardNav;
  private fixed: {
    presets: Button[];
    seed: TextField | null;
    start: Button | null;
    back: Button | null;
    rules: Button | null;
  } = {
    presets: [],
    seed: null,
    start: null,
    back: null,
    rules: null,
  };
  private rowItems: { id: string; item: Focusable }[] = [];
  private problem!: Phaser.GameObjects.Text;
  /** The phone layout, or null in the wide one. */
  private phone: PhoneSetupLayout | null = null;

  constructor() {
    super(SCENES.setup);
  }

  init(data?: { draft?: { seats: SeatDraft[]; seed: string } }): void {
    const last = appOf(this).settings.get().lastSetup;
    this.seats = data?.draft?.seats ?? ((last && seatsFromSetup(last)) || presetSeats('solo'));
    this.seedText = data?.draft?.seed ?? '';
    this.rows = null;
    this.rowItems = [];
    this.fixed = { presets: [], seed: null, start: null, back: null, rules: null };
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.setup);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    this.nav = new KeyboardNav(this);
    this.phone = phoneSetupLayout(layoutOf(this).mode);
    if (this.phone) {
      this.createPhone(this.phone);
      return;
    }
    text(this, BASE_W / 2, 62, t('common.newGame'), {
      font: 'display',
      size: 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    this.fixed.back = button(this, 150, 62, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: 150,
      height: 56,
      fontSize: 22,
    });
    this.fixed.rules = button(
      this,
      BASE_W - 150,
      62,
      t('setup.rules'),
      () => openOverlay(this, SCENES.rules),
      {
        id: 'rules',
        width: 150,
        height: 56,
        fontSize: 22,
      },
    );

    panel(this, PANEL.x + PANEL.w / 2, PANEL.y + PANEL.h / 2, PANEL.w, PANEL.h);
    text(this, PANEL.x + 44, 172, t('setup.quickStart'), {
      font: 'display',
      size: 24,
      bold: true,
      origin: [0, 0.5],
    });
    (Object.keys(PRESETS) as (keyof typeof PRESETS)[]).forEach((p, i) => {
      const b = button(this, PANEL.x + 370 + i * 262, 172, t(PRESETS[p].label), () => this.applyPreset(p), {
        id: `preset-${p}`,
        width: 246,
        height: 56,
        style: 'light',
        fontSize: 20,
        tip: () => t(PRESETS[p].tip),
      });
      this.fixed.presets.push(b);
    });
    const g = this.add.graphics().lineStyle(2, THEME.color.sandDark, 1);
    g.lineBetween(PANEL.x + 36, 214, PANEL.x + PANEL.w - 36, 214);
    const head = (x: number, s: string): Phaser.GameObjects.Text =>
      text(this, x, 244, s, { size: 15, bold: true, color: THEME.css.inkSoft });
    head(COL.suit, t('setup.colSuit'));
    head(COL.kind + COL.kindStep, t('setup.colPlayedBy'));
    head(COL.level + COL.levelStep, t('setup.colStrength'));
    head(COL.name, t('setup.colName'));

    text(this, BASE_W / 2, PANEL.y + PANEL.h - 30, t('setup.legend'), {
      size: 16,
      italic: true,
      color: THEME.css.inkSoft,
    });
    const barY = WIDE_SEED.field.y;
    this.seedField(WIDE_SEED.label, WIDE_SEED.field, 24, 56);
    this.problem = text(this, 870, barY, '', { size: 19, color: '#f0a070', wrap: 560 });
    this.fixed.start = button(this, BASE_W - 230, barY, t('setup.start'), () => this.start(), {
      id: 'start',
      width: 300,
      height: 68,
      style: 'primary',
      fontSize: 28,
    });
    this.buildRows();
    this.nav.focus(this.fixed.start, false);
    fadeIn(this);
  }

  /** The seats and seed as typed, for a redraw (a phone turned round, a language switch). */
  keepOnRedraw(): object {
    return { draft: { seats: this.seats.map((x) => ({ ...x })), seed: this.seedText } };
  }

  private applyPreset(p: keyof typeof PRESETS): void {
    this.seats = presetSeats(p);
    this.buildRows();
  }

  private change(fn: () => void): void {
    fn();
    refreshNames(this.seats);
    this.buildRows();
  }

  /** The seed's caption (left end at `cap`, at most `cap.w` wide) and its field (centred at `at`, `h` high). */
  private seedField(
    cap: { x: number; y: number; w: number },
    at: { x: number; y: number; w: number },
    size: number,
    h: number,
  ): void {
    const caption = text(this, cap.x, cap.y, t('setup.seed'), {
      font: 'display',
      size,
      bold: true,
      color: THEME.css.sand,
      origin: [0, 0.5],
    });
    fitWidth(caption, cap.w);
    this.fixed.seed = new TextField(this, at.x, at.y, at.w, h, this.seedText, {
      id: 'seed',
      placeholder: t('setup.seedRandom'),
      maxLength: 10,
      allow: /\d/,
      inputMode: 'numeric',
      ariaLabel: t('setup.seedLabel'),
      onChange: (v) => {
        this.seedText = v;
        this.validate();
      },
      onTab: (d) => {
        if (this.fixed.seed) this.nav.focus(this.fixed.seed, false);
        this.nav.step(d);
      },
    });
    this.add.existing(this.fixed.seed);
  }

  /** The phone layout's fixed parts: header, presets, seed, summary and Start. */
  private createPhone(L: PhoneSetupLayout): void {
    const title = text(this, L.title.x, L.title.y, t('common.newGame'), {
      font: 'display',
      size: 30,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    // Between the Back and Rules buttons (128 wide, centred at L.back and L.rules).
    fitWidth(title, L.rules.x - L.back.x - 128 - 16);
    const small = { height: 56, fontSize: 20 };
    this.fixed.back = button(this, L.back.x, L.back.y, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: 128,
      ...small,
    });
    this.fixed.rules = button(
      this,
      L.rules.x,
      L.rules.y,
      t('setup.rules'),
      () => openOverlay(this, SCENES.rules),
      {
        id: 'rules',
        width: 128,
        ...small,
      },
    );
    (Object.keys(PRESETS) as (keyof typeof PRESETS)[]).forEach((p, i) => {
      const at = L.presets(i);
      const b = button(this, at.x, at.y, t(PRESETS[p].label), () => this.applyPreset(p), {
        id: `preset-${p}`,
        width: at.w,
        style: 'light',
        tip: () => t(PRESETS[p].tip),
        ...small,
      });
      this.fixed.presets.push(b);
    });
    this.seedField(L.seedLabel, L.seed, 22, 60);
    this.problem = text(this, L.problem.x, L.problem.y, '', {
      size: 16,
      color: '#f0a070',
      wrap: L.problem.wrap,
    });
    this.fixed.start = button(this, L.start.x, L.start.y, t('setup.start'), () => this.start(), {
      id: 'start',
      width: L.start.w,
      height: 64,
      style: 'primary',
      fontSize: 26,
    });
    this.buildRows();
    this.nav.focus(this.fixed.start, false);
    fadeIn(this);
  }

  /** The phone layout's seat lines. */
  private phoneRows(
    L: PhoneSetupLayout,
    c: Phaser.GameObjects.Container,
    reg: (id: string, item: Focusable) => void,
  ): void {
    this.seats.forEach((s, i) => {
      const at = L.seat(i);
      const { suit, who } = seatButtons(this, s, i, at, {
        suit: () => this.change(() => (s.suit = nextFreeSuit(this.seats, i, s.suit))),
        who: () => this.change(() => stepWho(s)),
      });
      c.add([suit, who]);
      reg(`seat-${i}-suit`, suit);
      const name = new TextField(this, at.x + 150, at.y, 156, 60, s.name, {
        id: `seat-${i}-name`,
        maxLength: 16,
        ariaLabel: t('setup.nameLabel', { n: i + 1 }),
        onChange: (v) => {
          s.name = v;
          s.named = v.length > 0;
          refreshNames(this.seats);
          name.setValue(s.name);
          this.validate();
        },
      });
      c.add(name);
      reg(`seat-${i}-name`, name);
      reg(`seat-${i}-who`, who);
      if (this.seats.length > SEAT_COUNT.min) {
        const rm = button(this, at.x + 438, at.y, '✕', () => this.change(() => this.seats.splice(i, 1)), {
          id: `seat-${i}-remove`,
          width: 56,
          height: 56,
          style: 'danger',
          tip: () => t('setup.remove'),
        });
        c.add(rm);
        reg(`seat-${i}-remove`, rm);
      }
    });
    if (this.seats.length < SEAT_COUNT.max) {
      const at = L.seat(this.seats.length);
      const add = button(
        this,
        at.x + 150,
        at.y,
        t('setup.addSeat'),
        () => this.change(() => addSeat(this.seats)),
        {
          id: 'add-seat',
          width: 240,
          height: 56,
          fontSize: 20,
        },
      );
      c.add(add);
      reg('add-seat', add);
    }
  }

  private buildRows(): void {
    const focusedId = this.rowItems.find((r) => r.item === this.nav.focused)?.id ?? null;
    const showing = this.nav.focusVisible;
    this.rows?.destroy();
    this.rowItems = [];
    const c = this.add.container(0, 0);
    this.rows = c;
    const reg = (id: string, item: Focusable): void => {
      this.rowItems.push({ id, item });
    };
    if (this.phone) this.phoneRows(this.phone, c, reg);
    else
      drawWideRows(
        this,
        {
          seats: () => this.seats,
          nav: () => this.nav,
          change: (fn) => this.change(fn),
          validate: () => this.validate(),
        },
        c,
        reg,
      );
    const f = this.fixed;
    this.nav.clear();
    this.nav.add(...f.presets, ...this.rowItems.map((r) => r.item));
    if (f.seed) this.nav.add(f.seed);
    if (f.start) this.nav.add(f.start);
    if (f.back) this.nav.add(f.back);
    if (f.rules) this.nav.add(f.rules);
    const again = this.rowItems.find((r) => r.id === focusedId)?.item;
    if (again) this.nav.focus(again, showing);
    else if (focusedId && showing)
      this.nav.focus(this.rowItems.find((r) => r.id === 'add-seat')?.item ?? f.start, true);
    this.validate();
  }

  /** The wide layout's table of seats. */
  private validate(): string | null {
    let p = draftProblem(this.seats);
    if (!p && parseSeed(this.seedText) === 'bad') p = t('setup.badSeed');
    this.problem?.setText(
      p ??
        t('setup.summary', {
          count: this.seats.length,
          virtual: this.seats.filter((s) => s.kind === 'virtual').length,
        }),
    );
    this.problem?.setColor(p ? '#f0a070' : THEME.css.muted);
    this.fixed.start?.setEnabled(!p);
    return p;
  }

  private start(): void {
    if (this.validate()) {
      playSfx(this, 'error');
      return;
    }
    const setup = toSetup(this.seats);
    const parsed = parseSeed(this.seedText);
    const seed = typeof parsed === 'number' ? parsed : randomSeed();
    if (!appOf(this).late().games.newGame(setup, seed).ok) {
      playSfx(this, 'error');
      return;
    }
    appOf(this).settings.update({ lastSetup: setup });
    playSfx(this, 'shuffle');
    goTo(this, SCENES.table);
  }
}
