/** Replay viewer (key 'replay'): steps through a saved game back and forth with the table's offer row, city board and seat panels. */
import Phaser from 'phaser';
import type { ReplayModel } from '../app/replayModel';
import { loadReplay } from '../app/storage';
import { setHookScene, setHookSources } from '../app/testHook';
import type { GameView } from '../engine';
import { THEME, css } from '../ui/theme';
import { button, panel, text } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { CityBoard } from './table/cityBoard';
import { ACTION, LOG, TOP } from './table/layout';
import { cityTitle, describeEvents, eraNumeral } from './table/logText';
import type { LogLine } from './table/logText';
import { OfferRow } from './table/offerRow';
import { ReviewPanel } from './reviewPanel';
import { SeatPanels, liveScore } from './table/seatPanels';
import type { SeatStatus } from './table/seatPanels';
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
  private bar!: Phaser.GameObjects.Graphics;
  private playBtn!: Button;
  private error: string | null = null;
  private review: ReviewPanel | null = null;
  private saved = '';
  /** Counts creates, so a load that finishes after the scene restarted is dropped. */
  private life = 0;

  constructor() {
    super(SCENES.replay);
  }

  init(data: ReplayData): void {
    this.data0 = { id: data?.id ?? '', from: data?.from ?? SCENES.saves, review: data?.review === true };
    this.model = null;
    this.at = 0;
    this.inspect = -1;
    this.playing = null;
    this.error = null;
    this.saved = '';
    this.lineCache.clear();
    this.review = null;
  }

  create(): void {
    setHookScene(SCENES.replay);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.35, glow: 0.1 });
    const g = this.add.graphics();
    g.fillStyle(0x120c08, 0.82).fillRect(TOP.x, TOP.y, TOP.w, TOP.h);
    g.lineStyle(1.5, THEME.color.goldDark, 0.6).lineBetween(TOP.x, TOP.h, TOP.w, TOP.h);
    button(this, 76, TOP.h / 2, t('common.back'), () => goTo(this, this.data0.from ?? SCENES.saves), {
      id: 'back',
      key: 'Escape',
      width: 120,
      height: 40,
      fontSize: 17,
    });
    text(this, 156, TOP.h / 2, t('replay.title'), {
      font: 'display',
      size: 22,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    this.phase = text(this, 800, TOP.h / 2, '', { size: 18, bold: true, color: THEME.css.cream });
    this.counter = text(this, TOP.w - 20, TOP.h / 2, '', {
      size: 16,
      bold: true,
      color: THEME.css.sand,
      origin: [1, 0.5],
    });
    setHookSources({ screen: () => this.screenData() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      setHookSources({ screen: () => null });
      this.playing?.remove();
      this.playing = null;
    });
    fadeIn(this);
    const life = ++this.life;
    void loadReplay(this.data0.id)
      .catch((e: unknown) => ({
        ok: false as const,
        message: t('replay.cannot', { error: String(e) }),
      }))
      .then((r) => {
        if (!this.sys.isActive() || life !== this.life) return;
        if (!r.ok) {
          this.error = r.message;
          text(this, 800, 450, r.message, { size: 24, bold: true, color: '#f0a070', wrap: 1000 });
          return;
        }
        this.model = r.model;
        this.saved = r.summary;
        this.build(r.model);
        this.show(0);
        this.review = new ReviewPanel(this, r.model, (step) => this.go(step));
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
    panel(this, ACTION.x + ACTION.w / 2, ACTION.y + ACTION.h / 2, ACTION.w, ACTION.h, {
      style: 'dark',
      radius: 14,
    }).setAlpha(0.9);
    text(this, ACTION.x + 14, ACTION.y + 16, t('replay.whatHappened'), {
      size: 14,
      bold: true,
      color: THEME.css.muted,
      origin: [0, 0.5],
    });
    this.logBody = this.add.container(0, 0);
    panel(this, LOG.x + LOG.w / 2, LOG.y + LOG.h / 2, LOG.w, LOG.h, { style: 'dark', radius: 14 }).setAlpha(
      0.9,
    );
    const cx = LOG.x + LOG.w / 2;
    const row1 = LOG.y + 54;
    const row2 = LOG.y + 124;
    const small = { height: 52, fontSize: 18 };
    button(this, cx - 190, row1, t('replay.stepBack'), () => this.go(this.at - 1), {
      id: 'replay-prev',
      key: 'ArrowLeft',
      width: 150,
      ...small,
    });
    this.playBtn = button(this, cx, row1, t('replay.play'), () => this.togglePlay(), {
      id: 'replay-play',
      key: ' ',
      width: 170,
      style: 'primary',
      ...small,
    });
    button(this, cx + 190, row1, t('replay.stepOn'), () => this.go(this.at + 1), {
      id: 'replay-next',
      key: 'ArrowRight',
      width: 150,
      ...small,
    });
    button(this, cx - 201, row2, t('replay.first'), () => this.go(0), {
      id: 'replay-first',
      key: 'Home',
      width: 122,
      ...small,
    });
    button(this, cx - 67, row2, t('replay.roundBack'), () => this.go(m.roundStep(this.at, -1)), {
      id: 'replay-prev-round',
      key: 'PageUp',
      width: 122,
      ...small,
    });
    button(this, cx + 67, row2, t('replay.roundOn'), () => this.go(m.roundStep(this.at, 1)), {
      id: 'replay-next-round',
      key: 'PageDown',
      width: 122,
      ...small,
    });
    button(this, cx + 201, row2, t('replay.last'), () => this.go(m.last), {
      id: 'replay-last',
      key: 'End',
      width: 122,
      ...small,
    });
    this.bar = this.add.graphics();
    const barZone = this.add.zone(cx, LOG.y + 190, LOG.w - 40, 30).setInteractive({ useHandCursor: true });
    barZone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      this.go(Math.round(((p.worldX - (LOG.x + 20)) / (LOG.w - 40)) * m.last));
    });
    text(this, cx, LOG.y + LOG.h - 40, t('replay.keys'), {
      size: 14,
      color: THEME.css.muted,
      wrap: LOG.w - 30,
    });
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
    if (out.length === 0 && st.action) {
      const name = m.setup.seats[st.actor]?.name ?? t('common.seat', { n: st.actor + 1 });
      out = [
        {
          seat: st.actor,
          text: t(st.action.type === 'bid' ? 'replay.secretBid' : 'replay.passes', { name }),
        },
      ];
    }
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
    const shown: { line: LogLine; now: boolean }[] = [];
    for (let k = this.at; k >= 0 && shown.length < LOG_LINES; k--) {
      const ls = this.lines(k);
      for (let j = ls.length - 1; j >= 0 && shown.length < LOG_LINES; j--)
        shown.unshift({ line: ls[j] as LogLine, now: k === this.at });
    }
    let y = ACTION.y + ACTION.h - 12;
    for (const { line, now } of shown.reverse()) {
      const suit = line.seat >= 0 ? view.setup.seats[line.seat]?.suit : undefined;
      const color = now ? THEME.css.gold : line.heading ? css(THEME.color.sandDark) : THEME.css.muted;
      const t = text(this, ACTION.x + 20, y, line.text, {
        size: 15,
        bold: now || line.heading === true,
        color,
        origin: [0, 1],
        wrap: ACTION.w - 34,
        align: 'left',
      });
      if (y - t.height < ACTION.y + 32) {
        t.destroy();
        break;
      }
      this.logBody.add(t);
      if (now) {
        const g = this.add.graphics();
        g.fillStyle(suit ? THEME.suit[suit] : THEME.color.gold, 1).fillRect(
          ACTION.x + 8,
          y - t.height + 2,
          4,
          t.height - 4,
        );
        this.logBody.add(g);
      }
      y -= t.height + 4;
    }
  }

  private drawBar(m: ReplayModel): void {
    const x0 = LOG.x + 20;
    const w = LOG.w - 40;
    const y = LOG.y + 190;
    const g = this.bar.clear();
    g.fillStyle(0x000000, 0.4).fillRoundedRect(x0, y - 6, w, 12, 6);
    const p = m.last > 0 ? this.at / m.last : 1;
    g.fillStyle(THEME.color.adobe, 1).fillRoundedRect(x0, y - 6, Math.max(12, w * p), 12, 6);
    g.fillStyle(THEME.color.sandLight, 1).fillCircle(x0 + w * p, y, 10);
  }
}
