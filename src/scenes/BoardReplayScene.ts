/**
 * A finished board game's replay (key 'boardReplay'): the board table as drawn in play (board/tableDraw.ts), fed the
 * steps of a replay model (app/board/boardReplay.ts) instead of a session, with nothing to pick; the prompt bar's
 * place holds the step counter and the step controls. Phones keep the table's pages and tabs.
 */
import Phaser from 'phaser';
import { appOf } from './appOf';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { t } from '../i18n';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { button, fitWidth, text } from '../ui/widgets';
import { wakeRender } from '../ui/idleTracker';
import { announceLines } from '../ui/a11yFeed';
import type { BoardReplay } from '../app/board/boardReplay';
import { MAX_BUTTONS, boardLayout } from '../ui/board/boardLayout';
import { boardArtPx, loadBoardArt } from '../ui/board/boardArt';
import { boardReplayBar } from '../ui/board/boardReplayBar';
import { currentMode, useDesign } from '../ui/layoutMode';
import {
  PHONE_BUTTONS,
  PHONE_DESIGNS,
  boardPhoneLayout,
  carryTownView,
  clampTownView,
  phonePage,
} from '../ui/board/boardLayoutPhone';
import type { BoardPhoneLayout, PhoneMode, PhonePage } from '../ui/board/boardLayoutPhone';
import type { View } from '../ui/gesture';
import { Hits } from './board/hits';
import { TownGesture } from './board/townGesture';
import { drawTable, drawTableMenu, type TableLayout } from './board/tableDraw';

/** Controls narrower than this (design pixels) show their arrow alone. */
const NARROW_CONTROL = 100;

/** Data the board replay opens with. */
export interface BoardReplayData {
  /** The save record's id. */
  id: string;
  /** The scene to go back to. */
  from?: string;
  /** The step to open at (kept when the screen is redrawn in another layout); the game's end without it. */
  at?: number;
  /** The phone page shown (kept likewise). */
  page?: PhonePage;
}

/** The board replay scene. */
export class BoardReplayScene extends Phaser.Scene {
  private data0: BoardReplayData = { id: '' };
  private replay: BoardReplay | null = null;
  private error: string | null = null;
  private layer: Phaser.GameObjects.Container | null = null;
  private hits!: Hits;
  private L: TableLayout | null = null;
  private phone: PhoneMode | null = null;
  private phonePage: PhonePage = 'town';
  private townView: View | null = null;
  /** Counts creates, so a load that finishes after the scene restarted is dropped. */
  private life = 0;

  constructor() {
    super(SCENES.boardReplay);
  }

  preload(): void {
    // The table's pieces, as the table loads them (ui/board/boardArt.ts).
    const L = boardLayout(BASE_W, BASE_H, 4);
    loadBoardArt(this, boardArtPx(L.cell * this.cameras.main.zoom * window.devicePixelRatio));
  }

  init(data: BoardReplayData): void {
    this.data0 = { id: data?.id ?? '', from: data?.from ?? SCENES.saves };
    if (data?.at !== undefined) this.data0.at = data.at;
    this.replay = null;
    this.error = null;
    this.L = null;
    this.phonePage = data?.page ?? 'town';
    // A replay opened afresh shows the whole town; one redrawn in another layout keeps its view.
    if (data?.at === undefined) {
      this.phone = null;
      this.townView = null;
    }
  }

  /** Keeps the step, the page and the town's view when the screen is redrawn (a phone turned, a new language). */
  keepOnRedraw(): object {
    return { ...(this.replay ? { at: this.replay.at } : {}), page: this.phonePage };
  }

  create(): void {
    const app = appOf(this);
    app.hook.setScene(SCENES.boardReplay);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const mode = currentMode(this.game);
    const was = this.phone;
    this.phone = mode === 'wide' ? null : mode;
    if (this.phone) useDesign(this, PHONE_DESIGNS[this.phone]);
    this.townView = was && this.phone ? carryTownView(was, this.phone, this.townView) : null;
    const gesture = this.phone
      ? new TownGesture(
          this,
          () => (this.L?.shows?.town ? (this.L as BoardPhoneLayout).townWindow : null),
          () => clampTownView(this.phone ?? 'portrait', this.townView),
          (v) => {
            this.townView = v;
            this.redraw();
          },
        )
      : null;
    // Nothing on the replay's table is picked: its hits stay empty and are offered to no one.
    this.hits = new Hits(this, () => gesture?.held() ?? false);
    backdrop(this, { dim: 0.3, glow: 0.1 });
    app.hook.setSources({
      screen: () => this.replay?.hook() ?? { loaded: false, error: this.error },
      log: () => (this.replay ? this.replay.log(this.replay.at).map((l) => l.text) : []),
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      app.hook.setSources({ screen: () => null, log: () => [] });
      this.layer = null;
    });
    fadeIn(this);
    const life = ++this.life;
    void app
      .late()
      .saves.loadBoardReplay(this.data0.id)
      .catch((e: unknown) => ({ ok: false as const, message: t('replay.cannot', { error: String(e) }) }))
      .then((r) => {
        if (!this.sys.isActive() || life !== this.life) return;
        wakeRender('boardReplay.load');
        if (!r.ok) {
          this.error = r.message;
          this.drawError(r.message);
          return;
        }
        this.replay = r.replay;
        if (this.data0.at !== undefined) r.replay.go(this.data0.at);
        this.redraw();
      });
  }

  private layout(m: BoardReplay): TableLayout {
    const seats = m.seats.length;
    const cards = m.step(m.at).state.characters.length;
    if (!this.phone) return boardLayout(BASE_W, BASE_H, seats, cards);
    return boardPhoneLayout(this.phone, seats, cards, phonePage(this.phone, this.phonePage), this.townView);
  }

  private back(): void {
    goTo(this, this.data0.from ?? SCENES.saves);
  }

  private drawError(message: string): void {
    const w = this.phone ? PHONE_DESIGNS[this.phone].w : BASE_W;
    const h = this.phone ? PHONE_DESIGNS[this.phone].h : BASE_H;
    text(this, w / 2, h / 2 - 60, message, { size: 22, bold: true, color: '#f0a070', wrap: w - 80 });
    button(this, w / 2, h / 2 + 40, t('common.back'), () => this.back(), {
      id: 'back',
      key: 'Escape',
      width: 200,
      height: 56,
    });
  }

  private redraw(): void {
    const m = this.replay;
    if (!m) return;
    this.layer?.destroy();
    this.hits.clear();
    const c = this.add.container(0, 0);
    this.layer = c;
    const L = this.layout(m);
    this.L = L;
    const at = m.at;
    const sc = m.screen(at, this.phone ? PHONE_BUTTONS[this.phone] : MAX_BUTTONS);
    drawTable(this, c, this.hits, L, {
      screen: sc,
      colourOf: m.seats.map((s) => s.colour),
      names: m.seats.map((s) => s.name),
      acting: sc.active,
      log: m.log(at),
      pick: () => undefined,
      phone: this.phone,
    });
    this.drawBar(c, L, m);
    const exit = { label: t('common.back'), id: 'back', key: 'Escape', go: () => this.back() };
    drawTableMenu(
      this,
      c,
      L,
      exit,
      () => openOverlay(this, SCENES.rules, { game: 'board' }),
      (page) => {
        this.phonePage = page;
        this.redraw();
      },
    );
  }

  /** The replay's bar in the prompt bar's place: the counter, then the step controls. */
  private drawBar(c: Phaser.GameObjects.Container, L: TableLayout, m: BoardReplay): void {
    const bar = boardReplayBar(L);
    const r = bar.panel;
    const g = this.add.graphics();
    c.add(g);
    g.fillStyle(THEME.color.leatherDark, 0.94).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
    g.fillStyle(THEME.color.gold, 1).fillRoundedRect(r.x, r.y, 10, r.h, { tl: 12, bl: 12, tr: 0, br: 0 });
    const q = bar.counter;
    const line = text(this, q.x + 12, q.y + q.h / 2, m.counter(m.at), {
      size: 17,
      bold: true,
      color: THEME.css.cream,
      origin: [0, 0.5],
    });
    c.add(fitWidth(line, q.w - 16));
    m.controls().forEach((ctl, i) => {
      const p = bar.controls[i];
      if (!p) return;
      const go = (): void => {
        if (!m.move(ctl.move)) return;
        this.redraw();
        // A screen reader hears where the replay stands and what that step did.
        announceLines([m.counter(m.at), ...m.step(m.at).lines.map((l) => l.text)]);
      };
      // A control too narrow for its words (a phone turned) shows only its arrow; its words stay its tip and name.
      const words = t(ctl.label);
      const short = p.w < NARROW_CONTROL;
      c.add(
        button(this, p.x + p.w / 2, p.y + p.h / 2, short ? ctl.glyph : words, go, {
          id: ctl.id,
          key: ctl.key,
          width: p.w,
          height: p.h,
          fontSize: short ? 20 : 16,
          enabled: ctl.enabled,
          style: ctl.move === 'forward' ? 'primary' : 'light',
          ...(short ? { tip: () => words, role: () => ({ kind: 'button' as const, label: words }) } : {}),
        }),
      );
    });
  }
}
