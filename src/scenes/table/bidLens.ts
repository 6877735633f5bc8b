/** The bid lens on the table: a button (and key L) during a person's bid, small bars per auction card over the offer. */
import Phaser from 'phaser';
import { requestLens } from '../../app/insights';
import { setHookSources } from '../../app/testHook';
import type { LensCard, LensNote, LensResult } from '../../bots/lens';
import type { GameView } from '../../engine';
import { t } from '../../i18n';
import { reasonCard } from '../../i18n/reasons';
import { bidLensOn, getSettings } from '../../ui/settings';
import { THEME } from '../../ui/theme';
import { button, panel, text } from '../../ui/widgets';
import type { Button } from '../../ui/widgets';
import { ACTION, OFFER } from './layout';

/** The one-line note of a card in the current language. */
export function lensNoteText(note: LensNote): string {
  if (note.kind === 'likelyNothing') return t('lens.nothing');
  const card = reasonCard(note.card);
  return note.orBetter ? t('lens.likelyBetter', { card }) : t('lens.likely', { card });
}

/** True when the lens is offered to `seat` in this game (the setting, and a bid to choose that counts). */
export function lensOffered(view: GameView, seat: number): boolean {
  const people = view.setup.seats.filter((s) => s.kind === 'real' && s.controller === 'human').length;
  const st = view.seats[seat]?.state;
  return bidLensOn(getSettings().bidLens, people) && !st?.lawyered;
}

/** The same seed for the same turn: the figures never change while the person looks twice. */
function lensSeed(view: GameView, seat: number): number {
  return (view.era * 1000 + view.round * 10 + seat) >>> 0;
}

/** What the test hook reads of the lens. */
export interface LensScreen {
  open: boolean;
  ready: boolean;
  ms: number | null;
  cards: { value: number; places: number[]; note: string }[];
}

let lastScreen: LensScreen = { open: false, ready: false, ms: null, cards: [] };

/** The lens of one bid turn: its button, and its overlay while open. */
export class BidLens {
  private readonly btn: Button | null;
  private layer: Phaser.GameObjects.Container | null = null;
  private result: LensResult | null = null;
  private failed = false;
  private asked = false;
  private open = false;
  private alive = true;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: GameView,
    private readonly seat: number,
  ) {
    this.btn = lensOffered(view, seat)
      ? button(scene, ACTION.x + ACTION.w - 78, ACTION.y + 28, t('lens.buttonKey'), () => this.toggle(), {
          id: 'lens',
          key: 'l',
          width: 136,
          height: 44,
          fontSize: 16,
          style: 'light',
        }).setDepth(40)
      : null;
    lastScreen = { open: false, ready: false, ms: null, cards: [] };
    if (this.btn) {
      setHookSources({ screen: () => ({ lens: lastScreen }) });
      this.ask();
    }
  }

  /** Opens or closes the overlay. */
  toggle(): void {
    this.open = !this.open;
    this.ask();
    this.draw();
  }

  /** Asks the worker once per turn, as soon as the button shows, so the figures are usually ready when opened. */
  private ask(): void {
    if (this.asked) return;
    this.asked = true;
    const t0 = performance.now();
    requestLens(this.view, lensSeed(this.view, this.seat))
      .then((r) => {
        this.result = r;
        lastScreen = { ...lastScreen, ms: Math.round(performance.now() - t0) };
      })
      .catch(() => {
        this.failed = true;
      })
      .finally(() => {
        if (this.alive) this.draw();
      });
  }

  private draw(): void {
    this.layer?.destroy();
    this.layer = null;
    const r = this.result;
    lastScreen = {
      open: this.open,
      ready: r !== null,
      ms: lastScreen.ms,
      cards: (r?.cards ?? []).map((c) => ({ value: c.value, places: c.places, note: lensNoteText(c.note) })),
    };
    if (!this.open) return;
    const s = this.scene;
    const layer = s.add.container(0, 0).setDepth(39);
    this.layer = layer;
    const bg = panel(s, OFFER.x + OFFER.w / 2, OFFER.y + OFFER.h / 2, OFFER.w, OFFER.h, {
      style: 'dark',
      radius: 14,
    });
    bg.setInteractive().on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.toggle());
    layer.add(bg);
    layer.add(
      text(s, OFFER.x + 16, OFFER.y + 18, t('lens.title'), {
        font: 'display',
        size: 20,
        bold: true,
        color: THEME.css.gold,
        origin: [0, 0.5],
      }),
    );
    layer.add(
      text(s, OFFER.x + 150, OFFER.y + 18, t('lens.hint'), {
        size: 14,
        color: THEME.css.sand,
        origin: [0, 0.5],
        wrap: OFFER.w - 170,
        align: 'left',
      }),
    );
    if (!r) {
      layer.add(
        text(
          s,
          OFFER.x + OFFER.w / 2,
          OFFER.y + OFFER.h / 2,
          t(this.failed ? 'lens.failed' : 'lens.thinking'),
          {
            size: 18,
            color: THEME.css.cream,
          },
        ),
      );
      return;
    }
    const cols = r.cards.length > 5 ? 2 : 1;
    const perCol = Math.ceil(r.cards.length / cols);
    const colW = (OFFER.w - 24) / cols;
    const top = OFFER.y + 44;
    const rowH = Math.min(34, (OFFER.h - 52) / Math.max(1, perCol));
    r.cards.forEach((c, i) => {
      const col = Math.floor(i / perCol);
      const row = i % perCol;
      this.drawRow(layer, c, OFFER.x + 12 + col * colW, top + row * rowH, colW, rowH, row === 0);
    });
  }

  private drawRow(
    layer: Phaser.GameObjects.Container,
    c: LensCard,
    x: number,
    y: number,
    w: number,
    h: number,
    first: boolean,
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
    const cell = 22;
    const bx = x + 78;
    const g = s.add.graphics();
    layer.add(g);
    const barMax = h - 8;
    c.places.forEach((p, k) => {
      const cx = bx + k * (cell + 3);
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
    const nx = bx + c.places.length * (cell + 3) + 10;
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
    this.btn?.destroy();
    this.layer?.destroy();
    this.layer = null;
    lastScreen = { open: false, ready: false, ms: null, cards: [] };
    if (this.btn) setHookSources({ screen: () => null });
  }
}
