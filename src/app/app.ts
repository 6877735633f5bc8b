/** The app's one owner of the current game: starts and ends sessions, and knows which bots and which seat on screen. */
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

let bots: BotRunner = localBots;

/** Sets the runner new sessions use (createApp: a Web Worker, with the in-page runner as fallback). */
export function setBotRunner(runner: BotRunner): void {
  bots = runner;
}

let current: GameSession | null = null;

/** Hears when a game becomes current (with the saved record it came from, if any) and when it ends: persistence. */
export interface GameTracker {
  start(session: GameSession, saved: { id: string; createdAt: number } | null): void;
  stop(): void;
}

let tracker: GameTracker | null = null;
const starts = new Set<(s: GameSession) => void>();

/** Hears every session that becomes current, after the tracker (so its save id is known); returns the unsubscribe. */
export function onGameStart(fn: (s: GameSession) => void): () => void {
  starts.add(fn);
  return () => starts.delete(fn);
}

/** Sets the tracker of current games (the save library in the browser). */
export function setGameTracker(t: GameTracker | null): void {
  tracker = t;
}

/** A fresh random 32-bit seed. */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(buf);
  else buf[0] = Math.floor(Math.random() * 0x100000000);
  return (buf[0] ?? 1) >>> 0;
}

let onScreen: number | null = null;

/** Records the seat whose view the table draws (-1: the public view behind a hand-off screen); null when the table is not up. */
export function setScreenSeat(seat: number | null): void {
  onScreen = seat;
}

/** The seat whose view is on screen (see pickViewer). */
export function viewerSeat(session: GameSession): number {
  return pickViewer(session, onScreen);
}

/** Starts a new game (ending the current one); a bad setup is an error result and changes nothing. */
export function newGame(setup: GameSetup, seed: number): SessionResult {
  const r = GameSession.create(setup, seed, bots);
  if (!r.ok) return r;
  endGame();
  current = r.session;
  tracker?.start(current, null);
  for (const fn of starts) fn(r.session);
  return r;
}

/** Makes a game current without saving it or tracking it (the tutorial's). */
export function playUnsaved(session: GameSession): void {
  endGame();
  current = session;
}

/** The game being played, if any. */
export function currentGame(): GameSession | null {
  return current;
}

/** True when a game is running and not over (the title's Continue). */
export function canContinue(): boolean {
  return !!current && current.state.phase !== 'over';
}

/** Makes a session rebuilt elsewhere (e.g. from a save, whose record it keeps updating) the current game. */
export function adoptGame(
  session: GameSession,
  saved: { id: string; createdAt: number } | null = null,
): GameSession {
  if (current !== session) endGame();
  current = session;
  tracker?.start(session, saved);
  for (const fn of starts) fn(session);
  return current;
}

/** How the title's Continue finds a game to resume; the persistence layer may replace it. */
export interface ContinueProvider {
  available(): Promise<boolean>;
  /** Makes the game to resume current (see adoptGame) and returns it, or null. */
  resume(): Promise<GameSession | null>;
}

let continueWith: ContinueProvider = {
  available: () => Promise.resolve(canContinue()),
  resume: () => Promise.resolve(canContinue() ? current : null),
};

/** Replaces the Continue provider. */
export function setContinueProvider(p: ContinueProvider): void {
  continueWith = p;
}

/** The Continue provider in use. */
export function continueProvider(): ContinueProvider {
  return continueWith;
}

/** Ends the current game and stops its bots. */
export function endGame(): void {
  tracker?.stop();
  current?.dispose();
  current = null;
}
