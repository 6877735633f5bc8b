/** The era table (key 'table'): piles, offer, seats, the viewer's city, the auction, prompts, placement and the log, driven by the session. */
import Phaser from 'phaser';
import { currentGame, setScreenSeat } from '../app/app';
import { HandOff } from '../app/handOff';
import type { DueTask } from '../app/handOff';
import type { GameSession, SessionUpdate } from '../app/session';
import { setHookScene, setHookSources } from '../app/testHook';
import { provideIntents } from '../ui/hookRegistry';
import type { IntentTarget } from '../app/testHook';
import type { Action, GameView } from '../engine';
import { playSfx } from '../ui/audio';
import { animMs } from '../ui/settings';
import { textInputFocused, toPage } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { ActionPanel } from './table/actionPanel';
import { animate, banner } from './table/animator';
import type { AnimTable } from './table/animator';
import { AuctionReveal } from './table/auctionReveal';
import { CityBoard } from './table/cityBoard';
import { CompactView } from './table/compact';
import { GameLog } from './table/gameLog';
import { HandOffCurtain } from './table/handOff';
import { HumanTurn } from './table/humanTurn';
import { describeEvents, eraNumeral, isYou, listText } from './table/logText';
import { OfferRow } from './table/offerRow';
import { SeatPanels, liveScore } from './table/seatPanels';
import type { SeatStatus } from './table/seatPanels';
import { TopBar } from './table/topBar';

/** The era table scene. */
export class TableScene extends Phaser.Scene {
  private session!: GameSession;
  private viewer = 0;
  /** The seat whose city is on the board (the viewer unless another city is being looked at). */
  private inspect = -1;
  private queue: SessionUpdate[] = [];
  /** Bots' reasons for their secret bids, shown once the bids are revealed. */
  private readonly bidReasons = new Map<number, string>();
  private draining = false;
  private thinking = -1;
  private over = false;
  private overShown = false;
  /** Pass and play: who holds the device, and the hand-off screen. */
  private handOff!: HandOff;
  private curtain!: HandOffCurtain;
  /** The person whose city the board shows while the table is drawn from the public view. */
  private lastPerson = 0;
  private botTimer: Phaser.Time.TimerEvent | null = null;
  private offer!: OfferRow;
  private board!: CityBoard;
  private seats!: SeatPanels;
  private panel!: ActionPanel;
  private log!: GameLog;
  private reveal!: AuctionReveal;
  private top!: TopBar;
  private turn!: HumanTurn;
  private anim!: AnimTable;
  private cleanups: (() => void)[] = [];
  /** Bumped on every create, so an animation chain left over from a previous visit stops. */
  private generation = 0;
  /** The frame of the last settle: intents wait a frame so new targets can take clicks. */
  private settledFrame = -1;

  constructor() {
    super(SCENES.table);
  }

  create(): void {
    setHookScene(SCENES.table);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const session = currentGame();
    if (!session) {
      this.scene.start(SCENES.title);
      return;
    }
    this.session = session;
    this.generation++;
    this.queue = [];
    this.bidReasons.clear();
    this.draining = false;
    this.thinking = -1;
    this.over = session.state.phase === 'over';
    this.overShown = false;
    this.handOff = new HandOff(session.humanSeats());
    this.curtain = new HandOffCurtain(this, (seat) => this.confirmed(seat));
    this.lastPerson =
      session.humanSeats()[0] ??
      Math.max(
        0,
        session.setup.seats.findIndex((s) => s.kind === 'real'),
      );
    this.inspect = -1;
    // Several people: the public view until someone confirms on a hand-off screen (also after a reload).
    this.viewer = this.handOff.shared ? -1 : this.pickViewer();
    setScreenSeat(this.viewer);
    backdrop(this, { dim: 0.35, glow: 0.1 });
    const view = session.view(this.viewer);
    this.top = new TopBar(this, {
      rules: () => openOverlay(this, SCENES.rules),
      settings: () => openOverlay(this, SCENES.settings),
      menu: () => goTo(this, SCENES.title),
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
      send: (a) => this.send(a),
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
    this.offer.onPick = (id) => this.turn.select(id);
    this.seats.onInspect = (seat) => this.inspectCity(seat);
    this.log.add([
      { seat: -1, heading: true, text: `Era ${eraNumeral(view.era)} · Round ${view.round}` },
      ...this.startLines(view),
    ]);
    this.wireInput();
    this.cleanups.push(session.subscribe((u) => this.onUpdate(u)));
    this.cleanups.push(provideIntents('table', () => this.intents()));
    new CompactView(this, () => this.turn.focus());
    setHookSources({ log: () => this.log.plain() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());
    fadeIn(this);
    this.redraw();
    this.settle();
  }

  private startLines(view: GameView): { seat: number; text: string }[] {
    if (this.session.actions.length > 0) return [{ seat: -1, text: 'Game resumed.' }];
    const names = view.setup.seats.map((s) => s.name);
    return [{ seat: -1, text: `A new game: ${listText(names)}. ${view.offer.length} cards are on offer.` }];
  }

  private shutdown(): void {
    for (const c of this.cleanups) c();
    this.cleanups = [];
    this.botTimer?.remove();
    this.botTimer = null;
    setScreenSeat(null);
  }

  private pickViewer(): number {
    const due = this.session.dueHuman();
    if (due >= 0) return due;
    const humans = this.session.humanSeats();
    if (humans.includes(this.viewer)) return this.viewer;
    return humans[0] ?? 0;
  }

  private wireInput(): void {
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      if (textInputFocused() || !this.input.enabled) return;
      if (e.key === 'F1' || e.key === '?') {
        e.preventDefault();
        openOverlay(this, SCENES.rules);
        return;
      }
      if (this.curtain.up) {
        if (e.key === 'Enter' || e.key === ' ') this.curtain.confirm();
        return;
      }
      if (this.over && !this.draining && e.key === 'Enter') {
        goTo(this, SCENES.scoring);
        return;
      }
      if (this.turn.keyDown(e.key, e.shiftKey)) e.preventDefault();
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      if (!this.curtain.up) this.turn.pointerMove(p.worldX, p.worldY);
    });
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      if (!this.curtain.up && !this.reveal.shown) this.turn.pointerDown(p.worldX, p.worldY);
    });
  }

  private send(a: Action): boolean {
    const err = this.session.send(a);
    if (err) {
      this.log.add([{ seat: a.seat, text: `That move was refused (${err}).` }]);
      return false;
    }
    return true;
  }

  private onUpdate(u: SessionUpdate): void {
    if (this.handOff.shared && this.viewer === u.seat && u.events.some((e) => e.type === 'bidChosen')) {
      // A person chose a bid: their view goes at once, before any animation, so the next person never sees it.
      this.setViewer(-1);
      this.turn.suspend(...this.waitingText());
    }
    this.queue.push(u);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    const gen = this.generation;
    this.draining = true;
    while (this.queue.length > 0 && this.sys.isActive() && gen === this.generation) {
      const u = this.queue.shift() as SessionUpdate;
      if (u.seat === this.thinking) this.thinking = -1;
      const quiet = u.events.every((e) => e.type === 'bidChosen' || e.type === 'abilityDeclined');
      if (!quiet) this.turn.suspend('Watch the table', 'The table is moving…');
      this.anim.view = this.session.view(this.viewer);
      await animate(this.anim, u.events);
      if (gen !== this.generation) return;
      const secret = u.events.length > 0 && u.events.every((e) => e.type === 'bidChosen');
      if (secret && u.reason) this.bidReasons.set(u.seat, u.reason);
      this.log.add(
        describeEvents(u.events, this.session.setup, u.seat, secret ? undefined : u.reason, this.bidReasons),
      );
      if (u.events.some((e) => e.type === 'bidsRevealed')) this.bidReasons.clear();
      if (u.events.some((e) => e.type === 'gameOver')) this.over = true;
      if (u.events.some((e) => e.type === 'roundStarted' || e.type === 'eraEnded')) this.inspect = -1;
      if (this.queue.length > 0) this.redraw();
    }
    if (gen !== this.generation) return;
    this.draining = false;
    if (!this.sys.isActive()) return;
    this.redraw();
    this.settle();
  }

  private boardSeat(): number {
    const home = this.viewer >= 0 ? this.viewer : this.lastPerson;
    const v = this.inspect >= 0 ? this.inspect : home;
    return this.session.setup.seats[v]?.kind === 'real' ? v : home;
  }

  /** Draws the table from this seat's view from now on (-1: the public view). */
  private setViewer(seat: number): void {
    if (seat === this.viewer) return;
    this.viewer = seat;
    this.inspect = -1;
    setScreenSeat(seat);
    this.redraw();
  }

  private inspectCity(seat: number): void {
    this.inspect = seat === this.viewer ? -1 : seat;
    this.redraw();
  }

  private statuses(view: GameView): SeatStatus[] {
    return view.setup.seats.map((seat, i) => {
      const active = view.active.includes(i);
      const human = seat.kind === 'real' && seat.controller === 'human';
      let label: string | null = null;
      if (i === this.thinking) label = 'Thinking…';
      else if (active && human)
        label =
          view.phase === 'bidding'
            ? 'Choosing a bid'
            : i !== this.viewer
              ? 'To play'
              : this.handOff.shared
                ? `${seat.name}'s turn`
                : 'Your turn';
      else if (active) label = view.phase === 'bidding' ? 'Choosing a bid' : 'Up next';
      else if (view.phase === 'taking' && view.taker === i) label = 'Taking';
      const rank = view.phase === 'taking' || view.phase === 'after' ? view.takeOrder.indexOf(i) + 1 : 0;
      return {
        active: active || (view.phase === 'taking' && view.taker === i),
        label,
        rank,
        taking: view.taker === i,
      };
    });
  }

  private redraw(): void {
    const view = this.session.view(this.viewer);
    this.offer.drawPiles(view);
    this.offer.sync(view);
    const seat = this.boardSeat();
    const own = seat === this.viewer;
    const name = view.setup.seats[seat]?.name ?? '';
    const n = view.seats[seat]?.city.length ?? 0;
    const size = n === 0 ? 'empty' : `${n} card${n === 1 ? '' : 's'}`;
    const title = own && !this.handOff.shared ? 'Your city' : `${name}'s city`;
    const back = !own && this.viewer >= 0 ? ' · click your panel to go back' : '';
    this.board.show(view, seat, title, `${size} · ${liveScore(view, seat)} VP${back}`, own);
    this.seats.draw(view, this.viewer, this.statuses(view));
    this.drawTop(view);
  }

  /** The top bar; behind a hand-off screen it does not say who is still thinking. */
  private drawTop(view: GameView = this.session.view(this.viewer)): void {
    this.top.update(view, this.viewer, this.curtain.up ? -1 : this.thinking);
  }

  /** After animations: the game-over step, a hand-off screen, a person's controls, or the public table while others act. */
  private settle(): void {
    this.settledFrame = this.game.getFrame();
    const due = this.session.dueHuman();
    const pub = this.session.view(-1);
    const screen = this.handOff.screen({ due, era: pub.era, round: pub.round, phase: pub.phase });
    if (screen.kind !== 'handOff') this.curtain.hide();
    if (this.over) {
      if (screen.kind === 'public') this.setViewer(-1);
      this.showOver();
      return;
    }
    if (screen.kind === 'handOff') {
      const name = this.session.setup.seats[screen.seat]?.name ?? '';
      this.curtain.show(screen.seat, name, this.taskOf(screen.seat));
      this.setViewer(-1);
      this.lastPerson = screen.seat;
      this.turn.suspend('Hand over', `${name} plays next.`);
      this.drawTop();
    } else if (screen.kind === 'private') {
      this.setViewer(screen.seat);
      if (due === screen.seat) this.turn.present(this.session.view(due), due, this.session.legal(due));
      else this.turn.suspend(...this.waitingText());
    } else {
      this.setViewer(-1);
      this.turn.suspend(...this.waitingText());
    }
    this.scheduleBot();
  }

  /** What a due person is about to do, for the hand-off screen. */
  private taskOf(seat: number): DueTask {
    const t = this.session.legal(seat)[0]?.type;
    if (t === 'bid') return 'bid';
    if (t === 'use' || t === 'pass') return 'prompt';
    if (t === 'take' || t === 'sell') return 'take';
    return t === 'paperboy' ? 'paperboy' : 'other';
  }

  /** The person confirmed on the hand-off screen: their own view comes up. */
  private confirmed(seat: number): void {
    this.handOff.confirm(seat);
    playSfx('click');
    this.settle();
  }

  private waitingText(): [string, string] {
    const view = this.session.view(this.viewer);
    const names = view.active.map((i) => view.setup.seats[i]?.name ?? '');
    if (view.phase === 'bidding' && this.handOff.shared)
      return ['Bid placed', 'Waiting for the reveal: every bid turns up at once when all have chosen.'];
    if (view.phase === 'bidding')
      return ['Bid placed', `Waiting for ${listText(names) || 'the others'} to choose.`];
    if (names.length)
      return ['Please wait', `${listText(names)} ${names.length > 1 ? 'are' : 'is'} deciding.`];
    return ['Please wait', 'The table is moving…'];
  }

  private botSeat(): number {
    const humans = this.session.humanSeats();
    return (
      this.session
        .activeSeats()
        .find((s) => !humans.includes(s) && this.session.setup.seats[s]?.kind === 'real') ?? -1
    );
  }

  private scheduleBot(): void {
    if (this.botTimer || this.session.thinking) return;
    const seat = this.botSeat();
    if (seat < 0) return;
    this.thinking = seat;
    this.drawTop();
    this.seats.draw(
      this.session.view(this.viewer),
      this.viewer,
      this.statuses(this.session.view(this.viewer)),
    );
    this.botTimer = this.time.delayedCall(animMs(550), () => {
      this.botTimer = null;
      void this.session
        .stepBot()
        .catch(() => {
          const legal = this.session.legal(seat);
          if (legal[0]) this.session.send(legal[0], 'fallback move after a bot error');
          return true;
        })
        .then((acted) => {
          if (!acted && this.thinking === seat) this.thinking = -1;
          if (!acted && !this.draining && this.sys.isActive()) this.settle();
        });
    });
  }

  private showOver(): void {
    const view = this.session.view(this.viewer);
    const totals = view.setup.seats.map((_, i) => liveScore(view, i));
    const best = Math.max(...totals);
    const seats = view.setup.seats.flatMap((_, i) => (totals[i] === best ? [i] : []));
    const winners = seats.map((i) => view.setup.seats[i]?.name ?? '');
    const you = seats.length === 1 && isYou(view.setup, seats[0] ?? -1);
    const title = winners.length > 1 ? 'Shared victory!' : you ? 'You win!' : `${winners[0] ?? ''} wins!`;
    const verb =
      winners.length > 1 ? 'share the best score' : you ? 'have the best score' : 'has the best score';
    this.turn.suspend(
      title,
      `${listText(winners)} ${verb} with ${best}. See how every city scored, line by line.`,
      [
        {
          id: 'continue',
          label: 'Score sheet (Enter)',
          onClick: () => goTo(this, SCENES.scoring),
          style: 'primary',
        },
      ],
    );
    if (this.overShown) return;
    this.overShown = true;
    void banner(this, 'Game over', title, 1200);
  }

  private intents(): IntentTarget[] {
    if (!this.sys.isActive() || !this.input.enabled || this.game.getFrame() <= this.settledFrame + 1)
      return [];
    if (this.curtain.up) return this.curtain.intents();
    if (this.draining) return [];
    return this.turn.intents().map((i) => ({ ...i, ...toPage(this, i.x, i.y) }));
  }
}
