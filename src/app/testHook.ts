/**
 * The test hook: in test and dev builds, `window.__cc` exposes the current scene, the view on screen,
 * and the intents a player can trigger now, each with the page rectangle to click or the key to press.
 */
import type { GameView } from '../cards/engine';
import { collectIntents, intentData } from '../ui/hookRegistry';
import type { IntentTarget } from '../ui/hookRegistry';

export type { IntentTarget } from '../ui/hookRegistry';

/** The hook's shape on window. */
export interface TestHook {
  scene: () => string;
  view: () => GameView | null;
  intents: () => IntentTarget[];
  log: () => string[];
  /** Engine failures (bugs) met by the current game, one line each; empty when all is well. */
  errors: () => string[];
  /** Internal app state for save/resume tests (seed, action count, phase; the save id and a digest of the state when known). */
  game: () => GameSummary | null;
  /** What the current screen shows that tests check (e.g. the rows of the saved-games list); null when nothing. */
  screen: () => unknown;
  /** The canvas as drawn by the next frame, as a PNG data URL (much faster than a page screenshot in SwiftShader). */
  capture: () => Promise<string>;
  /** Every visible text in page CSS pixels, with its font size and the rectangle of the panel or button holding it. */
  texts: () => HookText[];
  /** The offer card the viewer picked on the table and, while it is being placed, its ghost's spot; null when none. */
  picked: () => HookPick | null;
  /**
   * Holds a moment of the table open until called again with false (e.g. 'reveal': the bid reveal stays up, taking
   * order and ties shown, instead of sliding away); answers how many animations wait at the moment now.
   */
  hold: (moment: HookMoment, on: boolean) => number;
}

/** Moments of the table a test may hold: 'reveal' is the bid reveal, after the taking order and its ties are shown. */
export type HookMoment = 'reveal';

/** The viewer's pick on the table for the hook's picked(). */
export interface HookPick {
  card: number;
  /** The ghost's spot (city coordinates) while the card is being placed. */
  at: { x: number; y: number } | null;
  /** True when the ghost is locked on its spot, waiting for the confirmation. */
  locked: boolean;
}

/** A rectangle in page CSS pixels. */
export interface HookRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One visible text for the hook's texts(). */
export interface HookText extends HookRect {
  text: string;
  fontPx: number;
  box: HookRect | null;
  /** True for a button's label. */
  label: boolean;
  /** True for the small print of a card picture. */
  card?: boolean;
  /** The lines as drawn, for a text that wraps onto more than one line. */
  lines?: string[];
}

/** The hook's summary of the current game. */
export interface GameSummary {
  seed: number;
  actions: number;
  phase: string;
  /** The id of the game's save record. */
  id?: string | null;
  /** A hash of the whole engine state. */
  digest?: string;
  /** The seat whose view the hook reports. */
  viewer?: number;
}

let sceneName = 'boot';
let viewSource: () => GameView | null = () => null;
let logSource: () => string[] = () => [];
let errorsSource: () => string[] = () => [];
let gameSource: TestHook['game'] = () => null;
let screenSource: TestHook['screen'] = () => null;
let captureSource: TestHook['capture'] = () => Promise.resolve('');
let textsSource: TestHook['texts'] = () => [];
let pickedSource: TestHook['picked'] = () => null;
const held = new Set<HookMoment>();
const waiting = new Map<HookMoment, (() => void)[]>();

/** True when the hook is compiled in. */
export const HOOK_ENABLED: boolean = import.meta.env.DEV || import.meta.env.VITE_TEST_HOOK === '1';

/** Records the active scene. */
export function setHookScene(name: string): void {
  sceneName = name;
}

/** Resolves at once, unless a test holds `moment` through the hook: then when the test lets it go. */
export function hookMoment(moment: HookMoment): Promise<void> {
  if (!held.has(moment)) return Promise.resolve();
  return new Promise((go) => waiting.set(moment, [...(waiting.get(moment) ?? []), go]));
}

function hold(moment: HookMoment, on: boolean): number {
  if (on) held.add(moment);
  else {
    held.delete(moment);
    for (const go of waiting.get(moment) ?? []) go();
    waiting.delete(moment);
  }
  return waiting.get(moment)?.length ?? 0;
}

/** Sets how the hook captures the canvas (main.ts, once the game exists). */
export function setHookCapture(fn: TestHook['capture']): void {
  captureSource = fn;
}

/** Sets how the hook lists the visible texts (main.ts, once the game exists). */
export function setHookTexts(fn: TestHook['texts']): void {
  textsSource = fn;
}

/** Sets where the hook reads the view, the log, the game summary and the screen's data. */
export function setHookSources(src: {
  view?: () => GameView | null;
  log?: () => string[];
  errors?: () => string[];
  game?: TestHook['game'];
  screen?: TestHook['screen'];
  picked?: TestHook['picked'];
}): void {
  if (src.view) viewSource = src.view;
  if (src.log) logSource = src.log;
  if (src.errors) errorsSource = src.errors;
  if (src.game) gameSource = src.game;
  if (src.screen) screenSource = src.screen;
  if (src.picked) pickedSource = src.picked;
}

/**
 * Keeps what a player could reach: a target outside the canvas on the page (e.g. the offer while a phone's compact
 * table is zoomed on the city) loses its position, and is dropped unless a key triggers it.
 */
function onScreen(list: IntentTarget[]): IntentTarget[] {
  const canvas = typeof document === 'undefined' ? null : document.querySelector('canvas');
  if (!canvas) return list;
  const r = canvas.getBoundingClientRect();
  const x0 = r.left + window.scrollX;
  const y0 = r.top + window.scrollY;
  const inside = (i: IntentTarget): boolean =>
    i.x === undefined ||
    i.y === undefined ||
    (i.x >= x0 && i.y >= y0 && i.x <= x0 + r.width && i.y <= y0 + r.height);
  return list.flatMap((i) => {
    if (inside(i)) return [i];
    if (!i.key) return [];
    const { x: _x, y: _y, ...rest } = i;
    return [rest];
  });
}

/** Installs `window.__cc` when the hook is enabled. */
export function installTestHook(): void {
  if (!HOOK_ENABLED) return;
  const hook: TestHook = {
    scene: () => sceneName,
    view: () => viewSource(),
    intents: () => onScreen(collectIntents().map(intentData)),
    log: () => logSource(),
    errors: () => errorsSource(),
    game: () => gameSource(),
    screen: () => screenSource(),
    capture: () => captureSource(),
    texts: () => textsSource(),
    picked: () => pickedSource(),
    hold,
  };
  (window as unknown as { __cc: TestHook }).__cc = hook;
}
