/** The bid lens on the table: a button (and key L) during a person's bid, small bars per auction card over the offer. */
import Phaser from 'phaser';
import { lensBootMs, requestLens, stopLens, warmLens } from '../../app/insights';
import type { LensAnswer } from '../../app/insights';
import type { LensCard, LensNote, LensResult } from '../../cards/bots/lens';
import type { GameSetup, GameView } from '../../cards/engine';
import { t } from '../../i18n';
import { keyHints } from '../../ui/viewport';
import { lensButtonLabel } from '../../ui/inputText';
import { reasonCard } from '../../i18n/reasons';
import { bidLensOn } from '../../ui/settings';
import type { BidLensSetting } from '../../ui/settings';
import { appOf } from '../appOf';
import { THEME } from '../../ui/theme';
import { button, panel, text } from '../../ui/widgets';
import type { Button } from '../../ui/widgets';
import { ACTION, BOARD, OFFER, tableMode } from './layout';

/** A row's bars: where they start from its left edge (after the bid's label), their width and the gap between. */
function bars(rowW: number, oneColumn: boolean): { dx: number; cell: number; gap: number } {
  if (!oneColumn) return { dx: 78, cell: 22, gap: 3 };
  // The landscape phone's lens is narrow: tighter bars leave its notes two lines at most.
  return rowW < 400 ? { dx: 60, cell: 14, gap: 2 } : { dx: 78, cell: 18, gap: 3 };
}

/** The one-line note of a card in the current language. */
export function lensNoteText(note: LensNote): string {
  if (note.kind === 'likelyNothing') return t('lens.nothing');
  const card = reasonCard(note.card);
  return note.orBetter ? t('lens.likelyBetter', { card }) : t('lens.likely', { card });
}

/** True when the setting offers the lens at a table of this setup (on by default with one person only). */
export function lensAvailable(setup: GameSetup, setting: BidLensSetting): boolean {
  const people = setup.seats.filter((s) => s.kind === 'real' && s.controller === 'human').length;
  return bidLensOn(setting, people);
}

/** True when the lens is offered to `seat` in this game (the setting, and a bid to choose that counts). */
export function lensOffered(view: GameView, seat: number, setting: BidLensSetting): boolean {
  return lensAvailable(view.setup, setting) && !view.seats[seat]?.state.lawyered;
}

/**
 * The lens worker's life at a table: started and warmed as the table opens when the lens is offered there (if the
 * game's start has not already), ended when the table closes, unless it is only being built again.
 */
export function tableLens(scene: Phaser.Scene, setup: GameSetup, restarting: () => boolean): void {
  if (lensAvailable(setup, appOf(scene).settings.get().bidLens)) warmLens();
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    if (!restarting()) stopLens();
  });
}

/** The same seed for the same turn: the figures never change while the person looks twice. */
function lensSeed(view: GameView, seat: number): number {
  return (view.era * 1000 + view.round * 10 + seat) >>> 0;
}

/**
 * What the test hook reads of the lens: `ms` from the request (once the button is on screen) to the first answer in
 * the page, `workerMs` the worker's time for it, `fullMs` to the full answer, `openMs` from the person opening the
 * lens to the next frame after its figures are drawn, `bootMs` the worker's load; `step` and `samples` say which
 * answer is shown.
 */
export interface LensScreen {
  open: boolean;
  ready: boolean;
  ms: number | null;
  workerMs: number | null;
  fullMs: number | null;
  openMs: number | null;
  bootMs: number | null;
  step: 'quick' | 'full' | null;
  samples: number;
  cards: { value: number; places: number[]; note: string }[];
}

const NO_SCREEN: LensScreen = {
  open: false,
  ready: false,
  ms: null,
  workerMs: null,
  fullMs: null,
  openMs: null,
  bootMs: null,
  step: null,
  samples: 0,
  cards: [],
};

let lastScreen: LensScreen = NO_SCREEN;

/** The lens of one bid turn: its button, and its overlay while open. */
export class BidLens {
  private readonly btn: Button | null;
  private layer: Phaser.GameObjects.Container | null = null;
  private result: LensResult | null = null;
  private step: LensAnswer['step'] | null = null;
  private failed = false;
  private asked = false;
  private open = false;
  /** When the person first opened the lens, until the figures' first drawing is timed. */
  private openedAt: number | null = null;
  private timed = false;
  /** True when the overlay (built or not) does not show the latest figures. */
  private stale = true;
  /** True while a hidden build waits for the next frame the table draws anyway. */
  private prebuilding = false;
  private alive = true;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: GameView,
    private readonly seat: number,
  ) {
    const setting = appOf(scene).settings.get().bidLens;
    this.btn = lensOffered(view, seat, setting)
      ? button(
          scene,
          ACTION.x + ACTION.w - 78,
          ACTION.y + 28,
          lensButtonLabel(!keyHints()),
          () => this.toggle(),
          {
            id: 'lens',
            key: 'l',
            width: 136,
            height: 44,
            fontSize: 16,
            style: 'light',
          },
        ).setDepth(40)
      : null;
    lastScreen = NO_SCREEN;
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, this.gone, this);
    if (this.btn) {
      appOf(scene).hook.setSources({ screen: () => ({ lens: lastScreen }) });
      // Asked once the frame that shows the button is drawn: an answer could not be taken while the table is built.
      scene.events.once(Phaser.Scenes.Events.RENDER, () => {
        if (this.alive) this.ask();
      });
    } else if (!lensAvailable(view.setup, setting)) stopLens();
  }

  private gone(): void {
    this.alive = false;
    this.scene.events.off(Phaser.Scenes.Events.UPDATE, this.prebuild, this);
  }

  /** Opens or closes the overlay. */
  toggle(): void {
    this.open = !this.open;
    if (this.open && !this.timed && this.openedAt === null) this.openedAt = performance.now();
    this.ask();
    this.show();
  }

  /** Shows or hides the overlay, building it first when it does not show the latest figures. */
  private show(): void {
    this.publish();
    if (this.open && this.stale) this.build();
    this.layer?.setVisible(this.open);
    if (this.open && this.result) this.timeOpening();
  }

  /**
   * New figures (or a failure): shown at once when open; else the overlay is built hidden in the next frame the table
   * draws anyway (the quick and the full answer often come together), so that opening it only shows it. Building it
   * between frames would wake a sleeping table for a picture that does not change.
   */
  private changed(): void {
    this.stale = true;
    this.publish();
    if (this.open) this.show();
    else if (!this.prebuilding) {
      this.prebuilding = true;
      this.scene.events.once(Phaser.Scenes.Events.UPDATE, this.prebuild, this);
    }
  }

  private prebuild(): void {
    this.prebuilding = false;
    if (this.alive && this.stale && !this.open) this.build();
  }

  /** Times the first opening: from the press to the frame after the figures are drawn. */
  private timeOpening(): void {
    const t0 = this.openedAt;
    if (t0 === null) return;
    this.openedAt = null;
    this.timed = true;
    requestAnimationFrame(() => {
      lastScreen = { ...lastScreen, openMs: Math.round(performance.now() - t0) };
    });
  }

  /**
   * Asks the worker once per turn, as soon as the button is on screen, so the figures are usually ready when opened:
   * a quick answer from fewer samples first, then the full one in its place.
   */
  private ask(): void {
    if (this.asked) return;
    this.asked = true;
    const t0 = performance.now();
    const shown = (a: LensAnswer): void => {
      if (!this.alive || this.step === 'full') return;
      const first = this.result === null;
      this.result = a.result;
      this.step = a.step;
      const ms = Math.round(performance.now() - t0);
      lastScreen = {
        ...lastScreen,
        ...(first ? { ms, workerMs: Math.round(a.ms), bootMs: lensBootMs() } : {}),
        ...(a.step === 'full' ? { fullMs: ms } : {}),
      };
      this.changed();
    };
    requestLens(this.view, lensSeed(this.view, this.seat), { quick: shown })
      .then(shown)
      .catch(() => {
        this.failed = true;
        if (this.alive) this.changed();
      });
  }

  /** What the test hook reads of the current figures. */
  private publish(): void {
    const r = this.result;
    lastScreen = {
      ...lastScreen,
      open: this.open,
      ready: r !== null,
      step: this.step,
      samples: r?.samples ?? 0,
      cards: (r?.cards ?? []).map((c) => ({ value: c.value, places: c.places, note: lensNoteText(c.note) })),
    };
  }

  /** Builds the overlay for the current figures, shown only while open. */
  private build(): void {
    this.layer?.destroy();
    this.stale = false;
    const r = this.result;
    const s = this.scene;
    const layer = s.add.container(0, 0).setDepth(39).setVisible(this.open);
    this.layer = layer;
    // The wide table shows the lens over the offer in two columns; a phone's offer is too small, so it covers the
    // city (out of use while bidding) in one column.
    const one = tableMode() !== 'wide';
    const R = one ? BOARD : OFFER;
    const bg = panel(s, R.x + R.w / 2, R.y + R.h / 2, R.w, R.h, { style: 'dark', radius: 14 });
    bg.setInteractive().on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.toggle());
    layer.add(bg);
    layer.add(
      text(s, R.x + 16, R.y + 18, t('lens.title'), {
        font: 'display',
        size: 20,
        bold: true,
        color: THEME.css.gold,
        origin: [0, 0.5],
      }),
    );
    const hint = one
      ? text(s, R.x + 16, R.y + 36, t('lens.hint'), {
          size: 14,
          color: THEME.css.sand,
          origin: [0, 0],
          wrap: R.w - 32,
          align: 'left',
        })
      : text(s, R.x + 150, R.y + 18, t('lens.hint'), {
          size: 14,
          color: THEME.css.sand,
          origin: [0, 0.5],
          wrap: R.w - 170,
          align: 'left',
        });
    layer.add(hint);
    if (!r) {
      layer.add(
        text(s, R.x + R.w / 2, R.y + R.h / 2, t(this.failed ? 'lens.failed' : 'lens.thinking'), {
          size: 18,
          color: THEME.css.cream,
        }),
      );
      return;
    }
    if (!one) {
      const cols = r.cards.length > 5 ? 2 : 1;
      const perCol = Math.ceil(r.cards.length / cols);
      const colW = (R.w - 24) / cols;
      const top = R.y + 44;
      const rowH = Math.min(34, (R.h - 52) / Math.max(1, perCol));
      r.cards.forEach((c, i) => {
        const col = Math.floor(i / perCol);
        const row = i % perCol;
        this.drawRow(layer, c, R.x + 12 + col * colW, top + row * rowH, colW, rowH, row === 0);
      });
      return;
    }
    // One column: each row as tall as its note; the hint gives way when the rows need its room.
    const notes = r.cards.map((c) => this.drawNote(layer, c, R.x + 12, R.w - 24));
    const heights = notes.map((n) => Math.max(30, n.height + 6));
    const rows = heights.reduce((a, b) => a + b, 0);
    const labels = 16;
    const bottom = R.y + R.h - 8;
    const withHint = hint.y + hint.height + 6 + labels + rows <= bottom;
    if (!withHint) hint.destroy();
    let y = (withHint ? hint.y + hint.height + 6 : R.y + 36) + labels;
    r.cards.forEach((c, i) => {
      const h = heights[i] ?? 30;
      this.drawRow(layer, c, R.x + 12, y, R.w - 24, h, i === 0, notes[i]);
      y += h;
    });
  }

  /** The note of a one-column row, laid out right of the bars (placed by drawRow). */
  private drawNote(
    layer: Phaser.GameObjects.Container,
    c: LensCard,
    x: number,
    w: number,
  ): Phaser.GameObjects.Text {
    const b = bars(w, true);
    const nx = x + b.dx + c.places.length * (b.cell + b.gap) + 10;
    const note = text(this.scene, nx, 0, lensNoteText(c.note), {
      size: 14,
      color: THEME.css.sand,
      origin: [0, 0.5],
      align: 'left',
      wrap: Math.max(80, x + w - nx - 8),
    });
    layer.add(note);
    return note;
  }

  private drawRow(
    layer: Phaser.GameObjects.Container,
    c: LensCard,
    x: number,
    y: number,
    w: number,
    h: number,
    first: boolean,
    note?: Phaser.GameObjects.Text,
  ): void {
    const s = this.scene;
    const mid = y + h / 2;
    layer.add(
      text(s, x + 4, mid, t('lens.bid', { value: c.value }), {
        size: 15,
        bold: true,
        color: THEME.css.cream,
        origin: [0, 0.5],
      }),
    );
    const { dx, cell, gap } = bars(w, note !== undefined);
    const bx = x + dx;
    const g = s.add.graphics();
    layer.add(g);
    const barMax = h - 8;
    c.places.forEach((p, k) => {
      const cx = bx + k * (cell + gap);
      g.fillStyle(0x000000, 0.35).fillRect(cx, y + 4, cell, barMax);
      const bh = Math.max(p > 0 ? 1 : 0, Math.round(p * barMax));
      g.fillStyle(k === 0 ? THEME.color.gold : THEME.color.adobe, 1).fillRect(
        cx,
        y + 4 + barMax - bh,
        cell,
        bh,
      );
      if (first)
        layer.add(
          text(s, cx + cell / 2, y - 4, t('lens.place', { n: k + 1 }), { size: 12, color: THEME.css.muted }),
        );
    });
    if (note) {
      note.setY(mid);
      return;
    }
    const nx = bx + c.places.length * (cell + gap) + 10;
    layer.add(
      text(s, nx, mid, lensNoteText(c.note), {
        size: 14,
        color: THEME.css.sand,
        origin: [0, 0.5],
        align: 'left',
        wrap: Math.max(80, x + w - nx - 8),
      }),
    );
  }

  /** Removes the button and the overlay. */
  destroy(): void {
    this.alive = false;
    this.scene.events.off(Phaser.Scenes.Events.SHUTDOWN, this.gone, this);
    this.scene.events.off(Phaser.Scenes.Events.UPDATE, this.prebuild, this);
    this.btn?.destroy();
    this.layer?.destroy();
    this.layer = null;
    lastScreen = NO_SCREEN;
    if (this.btn) appOf(this.scene).hook.setSources({ screen: () => null });
  }
}
