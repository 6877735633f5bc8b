/** The era table (key 'table'): piles, offer, seats, the viewer's city, the auction, prompts, placement and the log, driven by the session. */
import Phaser from 'phaser';
import type { DueTask } from '../app/handOff';
import { LogWriter, resumedLog } from '../app/logHistory';
import { refusalText } from '../app/session';
import type { GameSession, SessionUpdate } from '../app/session';
import { TableController, type TableDisplay } from '../app/tableController';
import { provideIntents, type IntentTarget } from '../ui/hookRegistry';
import type { Action, EntityId, GameView } from '../cards/engine';
import { t } from '../i18n';
import { playSfx } from '../ui/sfx';
import { showNotice } from '../ui/notice';
import { currentMode, useDesign } from '../ui/layoutMode';
import { wakingCalls } from '../ui/idleTracker';
import { appOf } from './appOf';
import { cssScale } from '../ui/viewport';
import { textInputFocused, toPage } from '../ui/widgets';
import { gateButtonKeys } from '../ui/keyGate';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { ActionPanel } from './table/actionPanel';
import { animate, banner } from './table/animator';
import type { AnimTable } from './table/animator';
import { AuctionReveal } from './table/auctionReveal';
import { CardViewer } from './table/cardViewer';
import { tableLens } from './table/bidLens';
import { CityBoard } from './table/cityBoard';
import { CompactView } from './table/compact';
import { applyTableLayout, inside, BOARD } from './table/layout';
import { PORTRAIT_PAGES, PhoneView, SHORT_PAGES } from './table/portrait';
import { GameLog } from './table/gameLog';
import { TableGuide, tableRegions } from './table/guide';
import { HandOffCurtain } from './table/handOff';
import { HumanTurn } from './table/humanTurn';
import { keepPick, pickFor } from './table/keptTurn';
import type { KeptPick } from './table/keptTurn';
import { cityTitle, eraNumeral } from '../ui/logText';
import { OfferRow } from './table/offerRow';
import { SeatPanels, liveScore } from './table/seatPanels';
import type { SeatStatus } from './table/seatStatus';
import { sceneClock } from './table/sceneClock';
import { gameOverText, seatStatuses, startLines } from './table/tableTexts';
import { TopBar } from './table/topBar';
import { released } from '../ui/gesture';

/** The era table scene: draws what its TableController says and forwards input to it. */
export class TableScene extends Phaser.Scene {
  private session!: GameSession;
  private ctl!: TableController;
  /** The seat whose city is on the board (the viewer unless another city is being looked at). */
  private inspect = -1;
  /** The live log's writer (it holds bots' reasons for secret bids until the bids are revealed). */
  private logWriter!: LogWriter;
  private overShown = false;
  /** Pass and play: the hand-off screen. */
  private curtain!: HandOffCurtain;
  private offer!: OfferRow;
  private board!: CityBoard;
  private seats!: SeatPanels;
  private panel!: ActionPanel;
  private log!: GameLog;
  private reveal!: AuctionReveal;
  private top!: TopBar;
  private turn!: HumanTurn;
  private anim!: AnimTable;
  private guide!: TableGuide;
  private cards!: CardViewer;
  /** The phone pages and camera (upright or landscape), or null on the wide table. */
  private portrait: PhoneView | null = null;
  /** The card picked (and its ghost) when the table was redrawn, put back once the rebuilt table presents that move. */
  private kept: KeptPick | null = null;
  private cleanups: (() => void)[] = [];
  /** The frame of the last settle: intents wait a frame so new targets can take clicks. */
  private settledFrame = -1;
  /** True while the table is built again (a phone turned round): the lens worker stays up. */
  private restarting = false;

  constructor() {
    super(SCENES.table);
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.table);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const games = appOf(this).late().games;
    const session = games.current();
    if (!session) {
      this.scene.start(SCENES.title);
      return;
    }
    this.session = session;
    this.restarting = false;
    tableLens(this, session.setup, () => this.restarting);
    this.logWriter = new LogWriter(session.setup);
    this.overShown = false;
    this.curtain = new HandOffCurtain(
      this,
      (seat) => this.confirmed(seat),
      () => this.ctl.handOffReady,
    );
    this.inspect = -1;
    const mode = currentMode(this.game);
    const pages = mode === 'portrait' ? PORTRAIT_PAGES : mode === 'short' ? SHORT_PAGES : null;
    applyTableLayout(mode);
    if (pages) useDesign(this, pages.design);
    this.ctl = new TableController({
      session,
      display: this.display(),
      clock: sceneClock(this),
      botDelay: () => appOf(this).settings.animMs(550),
      onViewer: (seat) => games.setScreenSeat(seat),
    });
    backdrop(this, { dim: 0.35, glow: 0.1 });
    const view = session.view(this.viewer);
    this.top = new TopBar(this, {
      rules: () => openOverlay(this, SCENES.rules),
      settings: () => openOverlay(this, SCENES.settings),
      menu: () => this.guide.menu(),
    });
    this.offer = new OfferRow(this);
    this.board = new CityBoard(this);
    this.panel = new ActionPanel(this);
    this.log = new GameLog(this, session.setup);
    this.seats = new SeatPanels(this, session.setup.seats.length);
    this.reveal = new AuctionReveal(this, session.setup);
    this.turn = new HumanTurn({
      scene: this,
      board: this.board,
      offer: this.offer,
      panel: this.panel,
      send: this.send,
      placedByGhost: (card) => {
        this.anim.placedByGhost = card;
      },
      ownBoard: () => {
        if (this.inspect < 0) return;
        this.inspect = -1;
        this.redraw();
      },
    });
    this.anim = {
      scene: this,
      offer: this.offer,
      seats: this.seats,
      board: this.board,
      reveal: this.reveal,
      view,
      placedByGhost: null,
    };
    this.guide = new TableGuide({
      scene: this,
      session,
      regions: () => ({ ...tableRegions(), panelUsed: this.panel.used() }),
      targets: () => this.turn.intents(),
      busy: () => this.ctl.draining,
      represent: (pick) => this.represent(pick),
      send: this.send,
      leave: (to) => goTo(this, SCENES[to]),
      showPage: (page) => this.portrait?.show(page),
    });
    this.offer.onPick = (id) => this.turn.select(id);
    this.seats.onInspect = (seat) => {
      this.portrait?.show(0);
      this.inspectCity(seat);
    };
    if (session.actions.length > 0)
      this.log.add(
        resumedLog(session.setup, session.seed, session.actions, session.reasons, this.logWriter),
        true,
      );
    else
      this.log.add([
        {
          seat: -1,
          heading: true,
          text: t('table.eraRound', { era: eraNumeral(view.era), round: view.round }),
        },
        ...startLines(view, session.actions.length > 0),
      ]);
    const covered = (x: number, y: number): boolean =>
      this.curtain.up || this.reveal.shown || this.guide.covers(x, y);
    this.wireInput(covered);
    gateButtonKeys(this, () => !this.ctl.keysHeld && !this.cards.open);
    this.cleanups.push(provideIntents('table', () => this.intents()));
    this.cleanups.push(games.onTaken(() => goTo(this, SCENES.title)));
    this.portrait = pages
      ? new PhoneView(
          this,
          pages,
          () => this.log.count,
          (x, y) => inside(BOARD, x, y),
          () => this.turn.focus() === 'city',
        )
      : null;
    if (!pages) new CompactView(this, () => this.turn.focus());
    const { board, offer, seats, turn, curtain } = this;
    this.cards = new CardViewer(this, { board, offer, seats, turn, curtain, covered });
    appOf(this).hook.setSources({ log: () => this.log.plain(), picked: () => this.turn.ghost() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());
    fadeIn(this);
    this.ctl.start();
  }

  /**
   * Called before every redraw of the open screens (a phone turned round, a language switch; scenes/common.ts): the
   * table is built again from the session, and the card picked comes back with its ghost when the move is presented.
   */
  keepOnRedraw(): object {
    this.restarting = true;
    if (!this.turn || !this.session) return {};
    this.kept = keepPick(this.turn.ghost(), this.kept, this.session, this.session.actions.length);
    return {};
  }

  private get viewer(): number {
    return this.ctl.viewer;
  }

  /** What the controller draws through; each call wakes render on demand (it often comes between frames). */
  private display(): TableDisplay {
    return wakingCalls<TableDisplay>('table', {
      isActive: () => this.sys.isActive(),
      viewerChanged: () => this.inspectCity(-1),
      redraw: () => this.redraw(),
      thinkingChanged: () => {
        this.drawTop();
        const view = this.session.view(this.viewer);
        this.seats.draw(view, this.viewer, this.statuses(view));
      },
      play: (u) => this.play(u),
      showHandOff: (seat, task) => this.showHandOff(seat, task),
      hideHandOff: () => this.curtain.hide(),
      present: (seat) => {
        this.turn.present(this.session.view(seat), seat, this.session.legal(seat));
        this.guide.presented(seat);
        const g = pickFor(this.kept, this.session, this.session.actions.length);
        this.kept = null;
        if (g) this.turn.restoreGhost(g);
      },
      wait: (title, body) => this.turn.suspend(title, body),
      showOver: () => this.showOver(),
      settled: () => {
        this.settledFrame = this.game.getFrame();
      },
    });
  }

  private shutdown(): void {
    appOf(this).hook.setSources({ picked: () => null });
    applyTableLayout('wide');
    this.portrait = null;
    for (const c of this.cleanups) c();
    this.cleanups = [];
    this.ctl.dispose();
  }

  private wireInput(covered: (x: number, y: number) => boolean): void {
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      if (textInputFocused() || !this.input.enabled || this.cards.keyDown(e)) return;
      if (e.key === 'F1' || e.key === '?') {
        e.preventDefault();
        openOverlay(this, SCENES.rules);
        return;
      }
      // A key typed ahead of the prompt on screen is not for it (the hand-off curtain has its own hold).
      if (!this.ctl.keyPressed() && !this.curtain.up) return;
      if (this.curtain.up) {
        if (e.key === 'Enter' || e.key === ' ') this.curtain.confirm();
        return;
      }
      if (this.ctl.over && !this.ctl.draining && e.key === 'Enter') {
        goTo(this, SCENES.scoring);
        return;
      }
      if (this.turn.keyDown(e.key, e.shiftKey)) e.preventDefault();
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      if (this.curtain.up || this.cards.open || this.portrait?.move(p)) return;
      this.turn.pointerMove(p.worldX, p.worldY);
    });
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      if (this.cards.down(p) || covered(p.worldX, p.worldY)) return;
      // On a phone, a touch on the city waits for its end: a tap picks a spot, two fingers zoom, a drag pans.
      if (this.portrait?.down(p)) return;
      this.turn.pointerDown(p.worldX, p.worldY);
    });
    this.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => {
      const tap = this.portrait?.up(p, this.time.now);
      if (this.cards.up(p) || !tap || !released(p) || covered(tap.x, tap.y)) return;
      this.turn.pointerMove(tap.x, tap.y);
      this.turn.pointerDown(tap.x, tap.y);
    });
  }

  /** Sends a move of the person on screen; the lesson's gate is in its path only in the lesson. */
  private readonly send = (a: Action): boolean => {
    if (this.guide.teaching && !this.guide.allow(a)) return false;
    const err = this.session.send(a);
    if (err) {
      this.log.add([{ seat: a.seat, text: refusalText(err) }]);
      if (err === 'internal') showNotice(refusalText(err), 'error');
      return false;
    }
    return true;
  };

  /** The due person's controls afresh, after a move the lesson explained instead of sending; `pick` is chosen again. */
  private represent(pick: EntityId | null): void {
    const seat = this.session.dueHuman();
    if (seat < 0 || seat !== this.viewer) return;
    this.anim.placedByGhost = null;
    this.turn.suspend('', '');
    this.turn.present(this.session.view(seat), seat, this.session.legal(seat));
    if (pick !== null) this.turn.select(pick);
  }

  private boardSeat(): number {
    const home = this.viewer >= 0 ? this.viewer : this.ctl.lastPerson;
    const v = this.inspect >= 0 ? this.inspect : home;
    return this.session.setup.seats[v]?.kind === 'real' ? v : home;
  }

  private inspectCity(seat: number): void {
    this.inspect = seat === this.viewer ? -1 : seat;
    this.redraw();
  }

  private statuses(view: GameView): SeatStatus[] {
    return seatStatuses(view, this.viewer, this.ctl.thinking, this.ctl.shared);
  }

  private redraw(): void {
    const view = this.session.view(this.viewer);
    this.offer.drawPiles(view);
    this.offer.sync(view);
    const seat = this.boardSeat();
    const own = seat === this.viewer;
    const n = view.seats[seat]?.city.length ?? 0;
    const size = n === 0 ? t('table.cityEmpty') : t('table.cityCards', { count: n });
    const title = own && !this.ctl.shared ? t('table.yourCity') : cityTitle(view.setup, seat);
    const back = !own && this.viewer >= 0 ? t('table.backHint') : '';
    this.board.show(view, seat, title, t('table.cityLine', { size, vp: liveScore(view, seat), back }), own);
    this.seats.draw(view, this.viewer, this.statuses(view));
    this.drawTop(view);
  }

  /** The top bar; behind a hand-off screen it does not say who is still thinking. */
  private drawTop(view: GameView = this.session.view(this.viewer)): void {
    this.top.update(view, this.viewer, this.curtain.up ? -1 : this.ctl.thinking);
  }

  /** The person confirmed on the hand-off screen: their own view comes up. */
  private confirmed(seat: number): void {
    playSfx(this, 'click');
    this.ctl.confirm(seat);
  }

  /** Plays one update's animations, then logs it. */
  private async play(u: SessionUpdate): Promise<void> {
    const ctl = this.ctl;
    this.anim.view = this.session.view(this.viewer);
    await animate(this.anim, u.events);
    if (ctl !== this.ctl) return;
    this.log.add(this.logWriter.lines(u));
    if (u.events.some((e) => e.type === 'roundStarted' || e.type === 'eraEnded')) this.inspect = -1;
  }

  /** The hand-off screen for a person, over the public table. */
  private showHandOff(seat: number, task: DueTask): void {
    this.portrait?.show(0);
    this.portrait?.setView(null);
    this.curtain.show(seat, this.session.setup.seats[seat]?.name ?? '', task);
  }

  private showOver(): void {
    const view = this.session.view(this.viewer);
    const { title, body } = gameOverText(view);
    this.turn.suspend(title, body, [
      {
        id: 'continue',
        label: t('table.scoreSheet'),
        onClick: () => goTo(this, SCENES.scoring),
        style: 'primary',
      },
    ]);
    if (this.overShown) return;
    this.overShown = true;
    void banner(this, t('table.gameOver'), title, 1200);
  }

  private intents(): IntentTarget[] {
    if (!this.sys.isActive() || !this.input.enabled || this.game.getFrame() <= this.settledFrame + 1)
      return [];
    if (this.curtain.up) return this.curtain.intents();
    if (this.ctl.draining || this.ctl.keysHeld || this.cards.open) return [];
    const k = cssScale(this);
    const size = (v: number | undefined): number | undefined =>
      v === undefined ? undefined : Math.round(v * k * 10) / 10;
    return this.turn.intents().map((i) => ({ ...i, ...toPage(this, i.x, i.y), w: size(i.w), h: size(i.h) }));
  }
}
