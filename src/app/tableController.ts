/**
 * The table's orchestration without drawing: which seat is on screen, the queue of updates the scene animates,
 * hand-off screens, pacing and running the bots (with a fallback move after a bot error), and the game-over step.
 * The scene implements TableDisplay and forwards input; time comes from an injected Scheduler, so tests run in Node.
 */
import type { Action, GameView } from '../cards/engine';
import { HandOff } from './handOff';
import type { DueTask } from './handOff';
import type { GameSession, SessionUpdate } from './session';
import { formatList as listText, t as tr } from '../i18n';
import { botSeat, pickViewer } from './seats';
import { reasonRecordText } from './reasonRecord';
import type { ReasonRecord } from './reasonRecord';
import type { Scheduler, TimerId } from './scheduler';
import { KeyHold } from './keyHold';

/** What the controller asks the scene to draw. */
export interface TableDisplay {
  /** False while the scene is not running: updates wait in the queue. */
  isActive(): boolean;
  /** The seat on screen changed: the table is drawn from the controller's viewer from now on. */
  viewerChanged(): void;
  /** Draws the whole table again from the viewer's view. */
  redraw(): void;
  /** A bot started or stopped thinking: the seat statuses and the top bar change. */
  thinkingChanged(): void;
  /** Plays one update's animations and writes it to the log; resolves when done. */
  play(update: SessionUpdate): Promise<void>;
  /** Shows the opaque hand-off screen for this person. */
  showHandOff(seat: number, task: DueTask): void;
  /** Takes the hand-off screen away. */
  hideHandOff(): void;
  /** Shows the controls of the due person on screen. */
  present(seat: number): void;
  /** Shows a message instead of controls. */
  wait(title: string, body: string): void;
  /** Shows the game-over step. */
  showOver(): void;
  /** The table has settled after animations (intents may be offered from the next frame). */
  settled(): void;
}

/** What a TableController needs. */
export interface TableDeps {
  session: GameSession;
  display: TableDisplay;
  clock: Scheduler;
  /** Milliseconds between the table settling and a bot's decision (follows the animation speed). */
  botDelay: () => number;
  /** Hears the seat on screen (-1: the public view), and null when the table goes away. */
  onViewer?: (seat: number | null) => void;
}

/** The reason kept, as data, with the move made for a bot whose decision failed. */
const FALLBACK: ReasonRecord = { kind: 'fallback' };

/** The reason logged with the move made for a bot whose decision failed, in the current language. */
export function fallbackReason(): string {
  return reasonRecordText(FALLBACK);
}

/** What a seat with these legal actions is about to do. */
export function taskOf(legal: readonly Action[]): DueTask {
  const t = legal[0]?.type;
  if (t === 'bid') return 'bid';
  if (t === 'use' || t === 'pass') return 'prompt';
  if (t === 'take' || t === 'sell') return 'take';
  return t === 'paperboy' ? 'paperboy' : 'other';
}

/**
 * How long a new hand-off screen ignores "I am …": a key or click meant for the previous person's last move (a
 * double press, a key repeat) must not open the next person's hand.
 */
export const HAND_OFF_HOLD_MS = 500;

/** The message shown instead of controls while others act. */
export function waitingText(view: GameView, shared: boolean): [string, string] {
  const names = view.active.map((i) => view.setup.seats[i]?.name ?? '');
  const list = listText(names);
  if (view.phase === 'bidding' && shared) return [tr('table.bidPlaced'), tr('table.waitReveal')];
  if (view.phase === 'bidding')
    return [tr('table.bidPlaced'), list ? tr('table.waitFor', { names: list }) : tr('table.waitOthers')];
  if (names.length)
    return [tr('table.pleaseWait'), tr('table.deciding', { names: list, count: names.length })];
  return [tr('table.pleaseWait'), tr('table.moving')];
}

/** Runs one visit of the table: create it when the scene starts, dispose it when the scene shuts down. */
export class TableController {
  private readonly session: GameSession;
  private readonly handOff: HandOff;
  private seat: number;
  private person: number;
  private botThinking = -1;
  private gameOver: boolean;
  private busy = false;
  private disposed = false;
  private readonly keys: KeyHold;
  private readonly queue: SessionUpdate[] = [];
  private timer: TimerId | null = null;
  /** The person whose hand-off screen is up (-1: none), and whether it takes a confirmation yet. */
  private handOffSeat = -1;
  private handOffArmed = false;
  private holdTimer: TimerId | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: TableDeps) {
    const s = deps.session;
    this.session = s;
    this.handOff = new HandOff(s.humanSeats());
    this.keys = new KeyHold(deps.clock);
    this.gameOver = s.state.phase === 'over';
    this.person =
      s.humanSeats()[0] ??
      Math.max(
        0,
        s.setup.seats.findIndex((x) => x.kind === 'real'),
      );
    // Several people: the public view until someone confirms on a hand-off screen (also after a reload).
    this.seat = pickViewer(s, null);
    deps.onViewer?.(this.seat);
  }

  /** The seat whose view is on screen (-1: the public view). */
  get viewer(): number {
    return this.seat;
  }

  /** The person whose city the board shows while the table is drawn from the public view. */
  get lastPerson(): number {
    return this.person;
  }

  /** The bot seat shown as thinking, or -1. */
  get thinking(): number {
    return this.botThinking;
  }

  /** True once the game is over (after its last update was played). */
  get over(): boolean {
    return this.gameOver;
  }

  /** True while updates are being animated. */
  get draining(): boolean {
    return this.busy;
  }

  /** True when several people share the device (hand-off screens are used). */
  get shared(): boolean {
    return this.handOff.shared;
  }

  /** Listens to the session and brings the table to its first settled state. */
  start(): void {
    this.unsubscribe = this.session.subscribe((u) => this.onUpdate(u));
    this.deps.display.redraw();
    this.settle();
  }

  /** True once the hand-off screen that is up takes a confirmation (HAND_OFF_HOLD_MS after it rose). */
  get handOffReady(): boolean {
    return this.handOffSeat >= 0 && this.handOffArmed;
  }

  /**
   * The person confirmed "I am …" on the hand-off screen: their own view comes up. False (and nothing changes) while
   * the screen is new or is up for somebody else.
   */
  confirm(seat: number): boolean {
    if (this.handOff.shared && (seat !== this.handOffSeat || !this.handOffArmed)) return false;
    this.handOff.confirm(seat);
    this.settle();
    return true;
  }

  /** The waiting message for the seat on screen. */
  waitingText(): [string, string] {
    return waitingText(this.session.view(this.seat), this.handOff.shared);
  }

  /** Stops listening, cancels a pending bot step and forgets the seat on screen. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer !== null) this.deps.clock.cancel(this.timer);
    this.timer = null;
    this.lowerHandOff();
    this.keys.dispose();
    this.queue.length = 0;
    this.deps.onViewer?.(null);
  }

  /** A key was pressed at the table: true when it may act on the prompt on screen (not typed ahead of it). */
  keyPressed(): boolean {
    return this.keys.pressed();
  }

  /** True while keys typed ahead of the prompt on screen are held (its intents wait). */
  get keysHeld(): boolean {
    return this.keys.isHeld;
  }

  private setViewer(seat: number): void {
    if (seat === this.seat) return;
    this.seat = seat;
    this.deps.onViewer?.(seat);
    this.deps.display.viewerChanged();
  }

  private raiseHandOff(seat: number): void {
    if (seat === this.handOffSeat) return;
    this.lowerHandOff();
    this.handOffSeat = seat;
    this.holdTimer = this.deps.clock.schedule(HAND_OFF_HOLD_MS, () => {
      this.holdTimer = null;
      this.handOffArmed = true;
    });
  }

  private lowerHandOff(): void {
    if (this.holdTimer !== null) this.deps.clock.cancel(this.holdTimer);
    this.holdTimer = null;
    this.handOffSeat = -1;
    this.handOffArmed = false;
  }

  private onUpdate(u: SessionUpdate): void {
    if (this.handOff.shared && this.seat === u.seat && u.events.some((e) => e.type === 'bidChosen')) {
      // A person chose a bid: their view goes at once, before any animation, so the next person never sees it.
      this.setViewer(-1);
      this.deps.display.wait(...this.waitingText());
    }
    this.queue.push(u);
    if (!this.busy) void this.drain();
  }

  private async drain(): Promise<void> {
    const d = this.deps.display;
    this.busy = true;
    while (this.queue.length > 0 && d.isActive() && !this.disposed) {
      const u = this.queue.shift() as SessionUpdate;
      if (u.seat === this.botThinking) this.botThinking = -1;
      const quiet = u.events.every((e) => e.type === 'bidChosen' || e.type === 'abilityDeclined');
      if (!quiet) d.wait(tr('table.watch'), tr('table.moving'));
      await d.play(u);
      if (this.disposed) return;
      if (u.events.some((e) => e.type === 'gameOver')) this.gameOver = true;
      if (this.queue.length > 0) d.redraw();
    }
    if (this.disposed) return;
    this.busy = false;
    if (!d.isActive()) return;
    d.redraw();
    this.settle();
  }

  /** After animations: the game-over step, a hand-off screen, a person's controls, or the public table while others act. */
  private settle(): void {
    const d = this.deps.display;
    d.settled();
    const due = this.session.dueHuman();
    const pub = this.session.view(-1);
    const screen = this.handOff.screen({ due, era: pub.era, round: pub.round, phase: pub.phase });
    if (screen.kind !== 'handOff') {
      d.hideHandOff();
      this.lowerHandOff();
    }
    if (this.gameOver) {
      if (screen.kind === 'public') this.setViewer(-1);
      d.showOver();
      return;
    }
    if (screen.kind === 'handOff') {
      const name = this.session.setup.seats[screen.seat]?.name ?? '';
      this.raiseHandOff(screen.seat);
      d.showHandOff(screen.seat, taskOf(this.session.legal(screen.seat)));
      this.setViewer(-1);
      this.person = screen.seat;
      d.wait(tr('table.handOver'), tr('table.playsNext', { name }));
      d.thinkingChanged();
    } else if (screen.kind === 'private') {
      this.setViewer(screen.seat);
      if (due === screen.seat) {
        const v = this.session.view(due);
        this.keys.prompt(`${due}:${v.era}:${v.round}:${v.phase}:${JSON.stringify(this.session.legal(due))}`);
        d.present(due);
      } else d.wait(...this.waitingText());
    } else {
      this.setViewer(-1);
      d.wait(...this.waitingText());
    }
    this.scheduleBot();
  }

  /** Lets the due bot decide after a pause; a failed decision becomes the seat's first legal action. */
  private scheduleBot(): void {
    if (this.timer !== null || this.session.thinking || this.disposed) return;
    const seat = botSeat(this.session);
    if (seat < 0) return;
    this.botThinking = seat;
    this.deps.display.thinkingChanged();
    this.timer = this.deps.clock.schedule(this.deps.botDelay(), () => {
      this.timer = null;
      if (this.disposed) return;
      void this.session
        .stepBot()
        .catch(() => {
          const legal = this.session.legal(seat);
          if (legal[0]) this.session.send(legal[0], FALLBACK);
          return true;
        })
        .then((acted) => {
          if (this.disposed) return;
          if (!acted && this.botThinking === seat) this.botThinking = -1;
          if (!acted && !this.busy && this.deps.display.isActive()) this.settle();
        });
    });
  }
}
