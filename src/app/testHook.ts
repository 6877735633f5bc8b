/**
 * The test hook: in test and dev builds, `window.__cc` exposes the current scene, the view on screen,
 * and the intents a player can trigger now, each with the page rectangle to click or the key to press.
 */
import type { CardPlace } from './cardPress';
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
  /** The board game on screen: its progress and whose decision it is; null when no board game is up. */
  board: () => BoardSummary | null;
  /** The card lesson's note or a tip as drawn, with the boxes it must leave free; null when none is shown. */
  note: () => NoteBoxes | null;
  /** The cards on the table's screen that can be shown large (held, tapped or right-clicked), with their boxes. */
  cards: () => HookCard[];
  /** Shows the card with this key large, as holding it would; false when no such card is on the table. */
  viewCard: (key: string) => boolean;
  /** The card shown large: its key, the view's box, the face's box and its smallest text; null when none is shown. */
  cardView: () => HookCardView | null;
}

/** Where a card lies on the table: the offer, a pile, a seat's panel, or the city. */
export type HookCardPlace = CardPlace;

/**
 * A card on screen that can be shown large, for the hook's cards(): a stable key (`offer:<card>`, `pile:terrain`,
 * `pile:character`, `seat:<seat>:auction:<value>`, `seat:<seat>:bid`, `seat:<seat>:character:<card>`,
 * `city:<seat>:<card>`), its place, and its box in page CSS pixels.
 */
export interface HookCard extends HookRect {
  key: string;
  place: HookCardPlace;
}

/** The card shown large, for the hook's cardView(): the view's box (page CSS pixels), the face's, its smallest text. */
export interface HookCardView extends HookRect {
  key: string;
  card: HookRect;
  /** The smallest font size of its texts (face and caption) in CSS pixels. */
  minFontPx: number;
}

/** A rectangle in CSS pixels of the page. */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The hook's summary of the board game on screen. */
export interface BoardSummary {
  seed: number;
  actions: number;
  phase: string;
  round: number;
  /** The round's step name in phases 3 and 4 (BOARD 4), '' before. */
  step: string;
  /** The seat to act, -1 when the game is over. */
  active: number;
  /** True when that seat is played by a person on this screen. */
  person: boolean;
  /** The open prompt's kind, or null. */
  prompt: string | null;
  /** How many moves the seat to act has. */
  legal: number;
  /** A hash of the whole engine state. */
  digest: string;
  /** The save record's id, when saved. */
  id: string | null;
  /** True once the screen has drawn the latest change and waits for a person (nothing animates or thinks). */
  settled: boolean;
  winner: number;
  /** The board lesson's step (its id and index in the script) while this game is the lesson's, else null. */
  lesson: {
    step: string;
    index: number;
    /** The note's box and its target's box in CSS pixels, once the board screen drew the note (no target: null). */
    note?: PageBox;
    target?: PageBox | null;
  } | null;
}

/** A note of the card table (a lesson step or a tip) as drawn, in CSS pixels of the page. */
export interface NoteBoxes {
  /** The note's title (a lesson step's names the step). */
  title: string;
  note: PageBox;
  /** What it points at and never covers: each ring's box and the button that makes the move. */
  targets: PageBox[];
  /** The table's regions it was placed among, by name (a tip's: top, offer, panel, board, seats, log...). */
  regions: Record<string, PageBox>;
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

/** True when the hook is compiled in. */
export const HOOK_ENABLED: boolean = import.meta.env.DEV || import.meta.env.VITE_TEST_HOOK === '1';

/**
 * The most canvas pixels per CSS pixel a test page asks for in localStorage `test.pixelRatio` (the browser tests'
 * phones draw as a phone at 1 device pixel per CSS pixel would, a quarter of the pixels); 3 without it, and always 3
 * outside hook builds.
 */
export function testPixelRatio(): number {
  if (!HOOK_ENABLED) return 3;
  try {
    const v = Number(localStorage.getItem('test.pixelRatio'));
    return v > 0 ? v : 3;
  } catch {
    return 3;
  }
}

/**
 * False when a test page asks in localStorage `test.msaa` = `0` for a WebGL context without multisampling (SwiftShader
 * then fills each pixel once instead of four times); true otherwise, and always outside hook builds.
 */
export function testMultisample(): boolean {
  if (!HOOK_ENABLED) return true;
  try {
    return localStorage.getItem('test.msaa') !== '0';
  } catch {
    return true;
  }
}

/** Where the hook reads the view, the log, the game summary and the screen's data. */
export interface HookSources {
  view?: () => GameView | null;
  log?: () => string[];
  errors?: () => string[];
  game?: TestHook['game'];
  screen?: TestHook['screen'];
  picked?: TestHook['picked'];
  board?: TestHook['board'];
  note?: TestHook['note'];
  cards?: TestHook['cards'];
  viewCard?: TestHook['viewCard'];
  cardView?: TestHook['cardView'];
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

/** One App's test hook: what the screens tell it, and the moments a test holds; installed on window once. */
export class TestHookState {
  private sceneName = 'boot';
  private sources: Required<HookSources> = {
    view: () => null,
    log: () => [],
    errors: () => [],
    game: () => null,
    screen: () => null,
    picked: () => null,
    board: () => null,
    note: () => null,
    cards: () => [],
    viewCard: () => false,
    cardView: () => null,
  };
  private capture: TestHook['capture'] = () => Promise.resolve('');
  private texts: TestHook['texts'] = () => [];
  private readonly held = new Set<HookMoment>();
  private readonly waiting = new Map<HookMoment, (() => void)[]>();

  /** Records the active scene. */
  setScene(name: string): void {
    this.sceneName = name;
  }

  /** Sets where the hook reads the view, the log, the game summary and the screen's data. */
  setSources(src: HookSources): void {
    this.sources = { ...this.sources, ...src };
  }

  /** Sets how the hook captures the canvas (main.ts, once the game exists). */
  setCapture(fn: TestHook['capture']): void {
    this.capture = fn;
  }

  /** Sets how the hook lists the visible texts (main.ts, once the game exists). */
  setTexts(fn: TestHook['texts']): void {
    this.texts = fn;
  }

  /** Resolves at once, unless a test holds `moment` through the hook: then when the test lets it go. */
  moment(moment: HookMoment): Promise<void> {
    if (!this.held.has(moment)) return Promise.resolve();
    return new Promise((go) => this.waiting.set(moment, [...(this.waiting.get(moment) ?? []), go]));
  }

  private hold(moment: HookMoment, on: boolean): number {
    if (on) this.held.add(moment);
    else {
      this.held.delete(moment);
      for (const go of this.waiting.get(moment) ?? []) go();
      this.waiting.delete(moment);
    }
    return this.waiting.get(moment)?.length ?? 0;
  }

  /** The hook as tests see it. */
  hook(): TestHook {
    return {
      scene: () => this.sceneName,
      view: () => this.sources.view(),
      intents: () => onScreen(collectIntents().map(intentData)),
      log: () => this.sources.log(),
      errors: () => this.sources.errors(),
      game: () => this.sources.game(),
      screen: () => this.sources.screen(),
      capture: () => this.capture(),
      texts: () => this.texts(),
      picked: () => this.sources.picked(),
      hold: (moment, on) => this.hold(moment, on),
      board: () => this.sources.board(),
      note: () => this.sources.note(),
      cards: () => this.sources.cards(),
      viewCard: (key) => this.sources.viewCard(key),
      cardView: () => this.sources.cardView(),
    };
  }

  /** Installs `window.__cc` when the hook is enabled (the page's one global, set once from the App). */
  install(): void {
    if (!HOOK_ENABLED) return;
    (window as unknown as { __cc: TestHook }).__cc = this.hook();
  }
}
