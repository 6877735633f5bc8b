/** The app's owner of the current game (Games): starts and ends sessions, and knows which bots and which seat on screen. */
import { Signal } from './signal';
import type { GameSetup } from '../cards/engine';
import type { BotRunner } from './botRunner';
import { GameSession } from './session';
import type { SessionResult } from './session';
import { pickViewer } from './seats';

/** Runs bot decisions in the page; the bots' code is fetched on first use, so it stays out of the entry chunk. */
export const localBots: BotRunner = {
  async decide(level, view, legal, seed) {
    const { botFor } = await import('../cards/bots');
    return botFor(level).decide(view, legal, seed);
  },
};

/** Hears when a game becomes current (with the saved record it came from, if any) and when it ends: persistence. */
export interface GameTracker {
  start(session: GameSession, saved: { id: string; createdAt: number } | null): void;
  stop(): void;
}

/** A fresh random 32-bit seed. */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(buf);
  else buf[0] = Math.floor(Math.random() * 0x100000000);
  return (buf[0] ?? 1) >>> 0;
}

/** How the title's Continue finds a game to resume; the persistence layer may replace it. */
export interface ContinueProvider {
  available(): Promise<boolean>;
  /** Makes the game to resume current (see adopt) and returns it, or null. */
  resume(): Promise<GameSession | null>;
}

/** One App's current game: at most one session at a time, the bots new sessions use, and the seat on screen. */
export class Games {
  private session: GameSession | null = null;
  private tracker: GameTracker | null = null;
  private onScreen: number | null = null;
  private readonly starts = new Set<(s: GameSession) => void>();
  private readonly taken = new Signal();
  private continueWith: ContinueProvider = {
    available: () => Promise.resolve(this.canContinue()),
    resume: () => Promise.resolve(this.canContinue() ? this.session : null),
  };

  /** New sessions ask `bots` (the Web Worker in the browser, the in-page runner as fallback and in tests). */
  constructor(private readonly bots: BotRunner = localBots) {}

  /** Hears every session that becomes current, after the tracker (so its save id is known); returns the unsubscribe. */
  onStart(fn: (s: GameSession) => void): () => void {
    this.starts.add(fn);
    return () => this.starts.delete(fn);
  }

  /** Sets the tracker of current games (the save library in the browser). */
  setTracker(t: GameTracker | null): void {
    this.tracker = t;
  }

  /** Records the seat whose view the table draws (-1: the public view behind a hand-off screen); null when the table is not up. */
  setScreenSeat(seat: number | null): void {
    this.onScreen = seat;
  }

  /** The seat whose view is on screen (see pickViewer). */
  viewerSeat(session: GameSession): number {
    return pickViewer(session, this.onScreen);
  }

  /** Starts a new game (ending the current one); a bad setup is an error result and changes nothing. */
  newGame(setup: GameSetup, seed: number): SessionResult {
    const r = GameSession.create(setup, seed, this.bots);
    if (!r.ok) return r;
    this.end();
    this.session = r.session;
    this.tracker?.start(r.session, null);
    for (const fn of this.starts) fn(r.session);
    return r;
  }

  /** Makes a game current without saving it or tracking it (the tutorial's). */
  playUnsaved(session: GameSession): void {
    this.end();
    this.session = session;
  }

  /** The game being played, if any. */
  current(): GameSession | null {
    return this.session;
  }

  /** True when a game is running and not over (the title's Continue). */
  canContinue(): boolean {
    return !!this.session && this.session.state.phase !== 'over';
  }

  /** Makes a session rebuilt elsewhere (e.g. from a save, whose record it keeps updating) the current game. */
  adopt(session: GameSession, saved: { id: string; createdAt: number } | null = null): GameSession {
    if (this.session !== session) this.end();
    this.session = session;
    this.tracker?.start(session, saved);
    for (const fn of this.starts) fn(session);
    return session;
  }

  /** Replaces the Continue provider. */
  setContinueProvider(p: ContinueProvider): void {
    this.continueWith = p;
  }

  /** The Continue provider in use. */
  continueProvider(): ContinueProvider {
    return this.continueWith;
  }

  /** Hears that another tab took the current game over (the table on screen leaves); returns the unsubscribe. */
  onTaken(fn: () => void): () => void {
    return this.taken.on(fn);
  }

  /** Ends the current game because another tab took it over, and tells whoever listens (the table on screen). */
  takenOver(): void {
    this.end();
    this.taken.emit();
  }

  /** Ends the current game and stops its bots. */
  end(): void {
    this.tracker?.stop();
    this.session?.dispose();
    this.session = null;
  }
}
