/**
 * Replay viewer (key 'replay'): steps through a saved game back and forth with the table's offer row, city board and
 * seat panels. On a phone it takes the table's phone layout: the offer, the step controls and the city on one page,
 * the players and the whole log one tap away on the other (replayLayout.ts).
 */
import { appOf } from './appOf';
import Phaser from 'phaser';
import type { ReplayModel } from '../app/replayModel';
import type { GameView } from '../cards/engine';
import { currentMode, textSize, useDesign } from '../ui/layoutMode';
import { THEME } from '../ui/theme';
import { keyHints } from '../ui/viewport';
import { button, panel, text } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { drawLogLines, replayLayout } from './replayLayout';
import type { ReplayLayout } from './replayLayout';
import { CityBoard } from './table/cityBoard';
import { ACTION, BOARD, LOG, TOP, applyTableLayout, inside } from './table/layout';
import { PORTRAIT_PAGES, PhoneView, SHORT_PAGES } from './table/portrait';
import { cityTitle, describeEvents, eraNumeral, silentActionLine } from '../ui/logText';
import type { LogLine } from '../ui/logText';
import { OfferRow } from './table/offerRow';
import { ReviewPanel } from './reviewPanel';
import { SeatPanels, liveScore } from './table/seatPanels';
import type { SeatStatus } from './table/seatStatus';
import { phaseText } from './table/topBar';
import { t } from '../i18n';

const PLAY_MS = 650;
const LOG_LINES = 9;

/** Data the replay opens with. */
export interface ReplayData {
  id: string;
  /** The scene to go back to. */
  from?: string;
  /** Opens the turning points at once. */
  review?: boolean;
  /** The step to open at (kept when the screen is redrawn in another layout). */
  at?: number;
}

/** The replay scene. */
export class ReplayScene extends Phaser.Scene {
  private data0: ReplayData = { id: '' };
  private model: ReplayModel | null = null;
  private at = 0;
  private inspect = -1;
  private playing: Phaser.Time.TimerEvent | null = null;
  private readonly lineCache = new Map<number, LogLine[]>();
  private offer!: OfferRow;
  private board!: CityBoard;
  private seats!: SeatPanels;
  private phase!: Phaser.GameObjects.Text;
  private counter!: Phaser.GameObjects.Text;
  private logBody!: Phaser.GameObjects.Container;
  private L!: ReplayLayout;
  private phone: PhoneView | null = null;
  private bar!: Phaser.GameObjects.Graphics;
  private playBtn!: Button;
  /** The step buttons (hidden while the turning points cover them on a phone). */
  private controls: Button[] = [];
  private error: string | null = null;
  private review: ReviewPanel | null = null;
  private saved = '';
  /** Counts creates, so a load that finishes after the scene restarted is dropped. */
  private life = 0;

  constructor() {
    super(SCENES.replay);
  }

  init(data: ReplayData): void {
    this.data0 = {
      id: data?.id ?? '',
      from: data?.from ?? SCENES.saves,
      review: data?.review === true,
      at: data?.at ?? 0,
    };
    this.model = null;
    this.at = 0;
    this.inspect = -1;
    this.playing = null;
    this.error = null;
    this.saved = '';
    this.lineCache.clear();
    this.review = null;
  }

  /** Keeps the step shown when the screen is redrawn (a phone turned round, a language or text size change). */
  keepOnRedraw(): object {
    return { at: this.at };
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.replay);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const mode = currentMode(this.game);
    const pages = mode === 'portrait' ? PORTRAIT_PAGES : mode === 'short' ? SHORT_PAGES : null;
    applyTableLayout(mode);
    if (pages) useDesign(this, pages.design);
    const L = replayLayout(mode);
    this.L = L;
    backdrop(this, { dim: 0.35, glow: 0.1 });
    const g = this.add.graphics();
    g.fillStyle(0x120c08, 0.82).fillRect(TOP.x, TOP.y, TOP.w, TOP.h);
    g.lineStyle(1.5, THEME.color.goldDark, 0.6).lineBetween(TOP.x, TOP.h, TOP.w, TOP.h);
    button(this, L.back.x, L.back.y, t('common.back'), () => goTo(this, this.data0.from ?? SCENES.saves), {
      id: 'back',
      key: 'Escape',
      width: L.back.w,
      height: 40,
      fontSize: 17,
    });
    const title = text(this, L.title.x, L.title.y, t('replay.title'), {
      font: 'display',
      size: 22,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    // A long title shrinks to its room, and gives way when it would fall under the smallest readable size.
    if (title.width > L.title.room) {
      const k = L.title.room / title.width;
      if (parseFloat(String(title.style.fontSize)) * k < textSize(this, 0)) title.setVisible(false);
      else title.setScale(k);
    }
    const place = (p: ReplayLayout['phase'], size: number, color: string): Phaser.GameObjects.Text =>
      text(this, p.x, p.y, '', {
        size,
        bold: true,
        color,
        origin: p.origin,
        align: p.origin[0] === 1 ? 'right' : p.origin[0] === 0 ? 'left' : 'center',
        ...(p.wrap > 0 ? { wrap: p.wrap } : {}),
      });
    // On a phone the phase line heads the log panel, which is drawn after it.
    this.phase = place(L.phase, 18, THEME.css.cream).setDepth(1);
    this.counter = place(L.counter, 16, THEME.css.sand);
    this.phone = pages
      ? new PhoneView(
          this,
          pages,
          () => this.at,
          (x, y) => inside(BOARD, x, y),
          () => false,
          t('replay.backToReplay'),
        )
      : null;
    this.wireGestures();
    appOf(this).hook.setSources({ screen: () => this.screenData() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      appOf(this).hook.setSources({ screen: () => null });
      this.playing?.remove();
      this.playing = null;
    });
    fadeIn(this);
    const life = ++this.life;
    void appOf(this)
      .late()
      .saves.loadReplay(this.data0.id)
      .catch((e: unknown) => ({
        ok: false as const,
        message: t('replay.cannot', { error: String(e) }),
      }))
      .then((r) => {
        if (!this.sys.isActive() || life !== this.life) return;
        if (!r.ok) {
          this.error = r.message;
          const M = this.L.message;
          text(this, M.x, M.y, r.message, { size: 24, bold: true, color: '#f0a070', wrap: M.wrap });
          return;
        }
        this.model = r.model;
        this.saved = r.summary;
        this.build(r.model);
        this.show(r.model.clamp(this.data0.at ?? 0));
        this.review = new ReviewPanel(this, r.model, (step) => this.go(step), {
          button: this.L.review,
          rect: this.L.reviewRect,
          // On a phone the panel covers the step buttons: they step aside while it is open.
          shown: (open) => {
            if (this.phone) for (const b of this.controls) b.setVisible(!open);
          },
        });
        if (this.data0.review) this.review.toggle();
      });
  }

  private screenData(): unknown {
    const m = this.model;
    if (!m) return { loaded: false, error: this.error };
    const s = m.step(this.at).state;
    return {
      loaded: true,
      step: this.at,
      last: m.last,
      era: s.era,
      round: s.round,
      phase: s.phase,
      lines: this.lines(this.at).map((l) => l.text),
      review: this.review?.state() ?? null,
    };
  }

  private build(m: ReplayModel): void {
    this.offer = new OfferRow(this);
    this.board = new CityBoard(this);
    this.seats = new SeatPanels(this, m.setup.seats.length);
    this.seats.onInspect = (seat) => {
      this.inspect = seat;
      this.phone?.show(0);
      this.redraw();
    };
    this.inspect = Math.max(
      0,
      m.setup.seats.findIndex((s) => s.kind === 'real' && s.controller === 'human'),
    );
    if (m.setup.seats[this.inspect]?.kind !== 'real')
      this.inspect = Math.max(
        0,
        m.setup.seats.findIndex((s) => s.kind === 'real'),
      );
    const L = this.L;
    panel(this, ACTION.x + ACTION.w / 2, ACTION.y + ACTION.h / 2, ACTION.w, ACTION.h, {
      style: 'dark',
      radius: 14,
    }).setAlpha(0.9);
    if (L.heading)
      text(this, L.heading.x, L.heading.y, t('replay.whatHappened'), {
        size: 14,
        bold: true,
        color: THEME.css.muted,
        origin: [0, 0.5],
      });
    // Over the panels drawn after it (the whole log's panel on a phone's players page).
    this.logBody = this.add.container(0, 0).setDepth(1);
    panel(this, LOG.x + LOG.w / 2, LOG.y + LOG.h / 2, LOG.w, LOG.h, { style: 'dark', radius: 14 }).setAlpha(
      0.9,
    );
    if (L.fullLog)
      text(this, L.fullLog.x + 14, L.fullLog.y + 18, t('replay.whatHappened'), {
        size: 14,
        bold: true,
        color: THEME.css.muted,
        origin: [0, 0.5],
      });
    const steps: [string, string, string, () => void][] = [
      ['replay-prev', t('replay.stepBack'), 'ArrowLeft', () => this.go(this.at - 1)],
      ['replay-play', t('replay.play'), ' ', () => this.togglePlay()],
      ['replay-next', t('replay.stepOn'), 'ArrowRight', () => this.go(this.at + 1)],
      ['replay-first', t('replay.first'), 'Home', () => this.go(0)],
      ['replay-prev-round', t('replay.roundBack'), 'PageUp', () => this.go(m.roundStep(this.at, -1))],
      ['replay-next-round', t('replay.roundOn'), 'PageDown', () => this.go(m.roundStep(this.at, 1))],
      ['replay-last', t('replay.last'), 'End', () => this.go(m.last)],
    ];
    this.controls = [];
    steps.forEach(([id, label, key, act], i) => {
      const at = L.controls[i] ?? { x: 0, y: 0, w: 120 };
      const b = button(this, at.x, at.y, label, act, {
        id,
        key,
        width: at.w,
        height: L.buttonH,
        fontSize: 18,
        ...(id === 'replay-play' ? { style: 'primary' as const } : {}),
      });
      if (id === 'replay-play') this.playBtn = b;
      this.controls.push(b);
    });
    this.bar = this.add.graphics();
    const barZone = this.add
      .zone(L.bar.x + L.bar.w / 2, L.bar.y, L.bar.w, 30)
      .setInteractive({ useHandCursor: true });
    barZone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      this.go(Math.round(((p.worldX - L.bar.x) / L.bar.w) * m.last));
    });
    if (L.keys && keyHints())
      text(this, L.keys.x, L.keys.y, t('replay.keys'), {
        size: 14,
        color: THEME.css.muted,
        wrap: L.keys.wrap,
      });
  }

  /** On a phone, pinching and dragging the city zoom and pan it (and a double tap fits it again). */
  private wireGestures(): void {
    const phone = this.phone;
    if (!phone) return;
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => phone.down(p));
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => phone.move(p));
    this.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => phone.up(p, this.time.now));
  }

  private go(i: number): void {
    if (!this.model) return;
    const next = this.model.clamp(i);
    if (next !== this.at) this.show(next);
    if (this.playing && next >= this.model.last) this.togglePlay();
  }

  private togglePlay(): void {
    if (!this.model) return;
    if (this.playing) {
      this.playing.remove();
      this.playing = null;
      this.playBtn.setLabel(t('replay.play'));
      return;
    }
    if (this.at >= this.model.last) this.show(0);
    this.playBtn.setLabel(t('replay.pause'));
    this.playing = this.time.addEvent({ delay: PLAY_MS, loop: true, callback: () => this.go(this.at + 1) });
  }

  private show(i: number): void {
    this.at = i;
    this.redraw();
  }

  private lines(i: number): LogLine[] {
    const m = this.model;
    if (!m) return [];
    const hit = this.lineCache.get(i);
    if (hit) return hit;
    const st = m.step(i);
    let out = describeEvents(st.events, m.setup, st.actor);
    if (out.length === 0 && st.action) out = [silentActionLine(m.setup, st.action)];
    this.lineCache.set(i, out);
    return out;
  }

  private statuses(view: GameView): SeatStatus[] {
    return view.setup.seats.map((_, i) => {
      const taking = view.phase === 'taking' && view.taker === i;
      const rank = view.phase === 'taking' || view.phase === 'after' ? view.takeOrder.indexOf(i) + 1 : 0;
      return { active: view.active.includes(i) || taking, label: null, rank, taking };
    });
  }

  private redraw(): void {
    const m = this.model;
    if (!m) return;
    const view = m.view(this.at);
    this.phase.setText(
      t('replay.phase', { era: eraNumeral(view.era), round: view.round, phase: phaseText(view, -1, -1) }),
    );
    this.counter.setText(
      this.saved
        ? t('replay.counterSaved', { at: this.at, last: m.last, saved: this.saved })
        : t('replay.counter', { at: this.at, last: m.last }),
    );
    this.offer.drawPiles(view);
    this.offer.sync(view);
    const seat = this.inspect;
    const n = view.seats[seat]?.city.length ?? 0;
    this.board.show(
      view,
      seat,
      cityTitle(view.setup, seat),
      t('replay.cityCards', { count: n, vp: liveScore(view, seat) }),
    );
    this.seats.draw(view, -1, this.statuses(view));
    this.drawLog(view);
    this.drawBar(m);
  }

  private drawLog(view: GameView): void {
    this.logBody.removeAll(true);
    const { log, fullLog, heading } = this.L;
    const draw = (box: { x: number; w: number; top: number; bottom: number }, lines: number): void =>
      drawLogLines(this, this.logBody, view, (k) => this.lines(k), this.at, box, lines);
    // On a phone the phase line heads the log beside the controls; the whole log is on the players page.
    const top = heading ? ACTION.y + 32 : this.phase.y + this.phase.height + 6;
    draw({ x: log.x, w: log.w, top, bottom: log.bottom }, LOG_LINES);
    if (fullLog)
      draw(
        { x: fullLog.x + 20, w: fullLog.w - 34, top: fullLog.y + 36, bottom: fullLog.y + fullLog.h - 12 },
        30,
      );
  }

  private drawBar(m: ReplayModel): void {
    const { x: x0, w, y } = this.L.bar;
    const g = this.bar.clear();
    g.fillStyle(0x000000, 0.4).fillRoundedRect(x0, y - 6, w, 12, 6);
    const p = m.last > 0 ? this.at / m.last : 1;
    g.fillStyle(THEME.color.adobe, 1).fillRoundedRect(x0, y - 6, Math.max(12, w * p), 12, 6);
    g.fillStyle(THEME.color.sandLight, 1).fillCircle(x0 + w * p, y, 10);
  }
}
