/** Browser-test flows over the driver: settings before load, starting a seeded game, playing on, reading saves. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GameSummary, HookMoment, IntentTarget } from '../../src/app/testHook';
import type { GameView } from '../../src/cards/engine';
import { clickId, framesDrawn, nextChange, snapshot, TABLE_ORDER, trigger, waitForHook } from './driver';
import {
  collectConsoleErrors,
  launchBrowser,
  screenshot,
  startServer,
  type LaunchOptions,
  type ServerHandle,
} from './harness';

/** Chromium and the run's test build under `vite preview`, for one test file (filled in before its tests run). */
export interface GameBench {
  browser: Browser;
  server: ServerHandle;
}

/** Opens Chromium and serves the game before a file's tests, and closes both after them; call inside `describe`. */
export function withGame(options: LaunchOptions = {}): GameBench {
  const bench: Partial<GameBench> = {};
  beforeAll(async () => {
    bench.browser = await launchBrowser(options);
    process.env['VITE_TEST_HOOK'] = '1';
    bench.server = await startServer('preview');
  });
  afterAll(async () => {
    await bench.browser?.close();
    await bench.server?.close();
  });
  return bench as GameBench;
}

/** A page of its own context, with the errors it logs. */
export interface GamePage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Opens the game in a new context (1280x720, a laptop, unless `options` say otherwise) with muted sound at `speed`; resolves at the title. */
export async function openGame(
  browser: Browser,
  url: string,
  speed: Speed,
  options: BrowserContextOptions = {},
): Promise<GamePage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, ...options });
  await presetSettings(context, speed);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`${url}/`);
  await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
  return { context, page, errors };
}

/** Animation speeds a test can ask for. */
export type Speed = 'fast' | 'instant' | 'normal';

/**
 * Settings every page of a context starts with: the app moves the old localStorage record into localforage on load.
 * A page may ask for another speed on its next load with `speedOnNextLoad`.
 */
export async function presetSettings(context: BrowserContext, animationSpeed: Speed): Promise<void> {
  await context.addInitScript((speed: string) => {
    const next = sessionStorage.getItem('test.speed') ?? speed;
    localStorage.setItem(
      'carson-city.settings',
      JSON.stringify({ volume: 0, muted: true, animationSpeed: next, reducedMotion: false }),
    );
    // The first game's one-time tips would cover parts of the table the other tests read: off unless a test sets them.
    if (localStorage.getItem('carson-city.hints') === null)
      localStorage.setItem('carson-city.hints', JSON.stringify({ on: false, seen: [] }));
  }, animationSpeed);
}

/** Sets the language of every page the context loads from now on (after presetSettings). */
export async function speakOnNextLoad(context: BrowserContext, lang: string): Promise<void> {
  await context.addInitScript((l: string) => {
    const key = 'carson-city.settings';
    localStorage.setItem(
      key,
      JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), language: l }),
    );
  }, lang);
}

/** The animation speed the page gets when it is next loaded. */
export async function speedOnNextLoad(page: Page, speed: Speed): Promise<void> {
  await page.evaluate((sp) => sessionStorage.setItem('test.speed', sp), speed);
}

/** Changes the animation speed through the settings overlay, from the table. */
export async function setSpeedFromTable(page: Page, speed: Speed): Promise<void> {
  await clickId(page, 'table-settings');
  await waitForHook(page, (h) => h.scene === 'settings', 20_000, 'the settings');
  await clickId(page, `speed-${speed}`);
  await clickId(page, 'settings-close');
  await waitForHook(page, (h) => h.scene === 'table', 20_000, 'the table again');
}

/** One look at the page: scene, intents and the game summary (one round trip). */
export interface Peek {
  scene: string;
  intents: IntentTarget[];
  game: GameSummary | null;
  /** Frames drawn when this was read (-1 before render on demand exists). */
  frames: number;
}

/** Reads scene, intents and game in one evaluate (null before the hook exists or during a navigation). */
export async function peek(page: Page): Promise<Peek | null> {
  try {
    return await page.evaluate(() => {
      const cc = (
        window as unknown as {
          __cc?: { scene(): string; intents(): IntentTarget[]; game(): GameSummary | null };
        }
      ).__cc;
      const frames = (window as unknown as { __idle?: { frames?(): number } }).__idle?.frames?.() ?? -1;
      return cc ? { scene: cc.scene(), intents: cc.intents(), game: cc.game(), frames } : null;
    });
  } catch (err) {
    if (/context was destroyed|navigation/i.test(String(err))) return null;
    throw err;
  }
}

/** The table intent the driver would take now, by the driver's order of preference. */
export function nextIntent(
  p: Pick<Peek, 'scene' | 'intents'>,
  pick: <T>(items: readonly T[]) => T,
): IntentTarget | null {
  if (p.scene !== 'table') return null;
  for (const re of TABLE_ORDER) {
    const m = p.intents.filter((i) => re.test(i.id));
    if (m.length > 0) return pick(m);
  }
  return null;
}

/** The hook's game summary. */
export function gameOf(page: Page): Promise<GameSummary | null> {
  return page.evaluate(() => (window as unknown as { __cc: { game(): GameSummary | null } }).__cc.game());
}

/** The hook's screen data. */
export function screenOf<T>(page: Page): Promise<T> {
  return page.evaluate(() =>
    (window as unknown as { __cc: { screen(): unknown } }).__cc.screen(),
  ) as Promise<T>;
}

/** From the title: a new game with a quick-start preset and a seed; resolves once the table shows it. */
export async function startGame(page: Page, preset: 'solo' | 'ai' | 'hotseat', seed: number): Promise<void> {
  await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
  await clickId(page, 'new-game');
  await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
  await clickId(page, `preset-${preset}`);
  await clickId(page, 'field:seed');
  await page.keyboard.type(String(seed));
  await page.keyboard.press('Enter');
  await clickId(page, 'start');
  await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');
}

/** Clicks an intent (one mouse click, which moves there first) or presses its key. */
export async function press(page: Page, intent: IntentTarget): Promise<void> {
  if (intent.x !== undefined && intent.y !== undefined) await page.mouse.click(intent.x, intent.y);
  else await trigger(page, intent);
}

/** Plays person turns until `stop` holds (checked before every step); throws when nothing happens for long. */
export async function playUntil(
  page: Page,
  pick: <T>(items: readonly T[]) => T,
  stop: (p: Peek) => boolean,
  timeoutMs = 600_000,
): Promise<Peek> {
  const t0 = Date.now();
  let idleSince = Date.now();
  let last: Peek | null = null;
  while (Date.now() - t0 < timeoutMs) {
    const p = await peek(page);
    if (p) {
      last = p;
      if (stop(p)) return p;
      if (p.scene === 'scoring')
        throw new Error(`the game ended before the condition held (${JSON.stringify(p.game)})`);
      const intent = nextIntent(p, pick);
      if (intent) {
        await press(page, intent);
        idleSince = Date.now();
        continue;
      }
    }
    if (Date.now() - idleSince > 120_000)
      throw new Error(`stuck: scene ${last?.scene}, intents ${last?.intents.map((i) => i.id).join(' ')}`);
    await nextChange(page, p?.frames ?? -1);
  }
  throw new Error(`playUntil timed out at ${JSON.stringify(last?.game)}`);
}

/** What the old page had at the very moment it unloaded, kept in sessionStorage by a pagehide listener. */
export interface UnloadProbe {
  game: GameSummary | null;
  view: GameView | null;
  scene: string;
}

/** Records the hook's game, view and scene when the page unloads (read back with `readUnloadProbe`). */
export async function armUnloadProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener('pagehide', () => {
      const cc = (window as unknown as { __cc: { game(): unknown; view(): unknown; scene(): string } }).__cc;
      sessionStorage.setItem(
        'test.unload-probe',
        JSON.stringify({ game: cc.game(), view: cc.view(), scene: cc.scene() }),
      );
    });
  });
}

/** Reads (and clears) the unload probe in the reloaded page. */
export async function readUnloadProbe(page: Page): Promise<UnloadProbe | null> {
  const text = await page.evaluate(() => {
    const t = sessionStorage.getItem('test.unload-probe');
    sessionStorage.removeItem('test.unload-probe');
    return t;
  });
  return text ? (JSON.parse(text) as UnloadProbe) : null;
}

/**
 * Reloads and checks that the table comes back with exactly the game and view the page had when it unloaded;
 * saves a screenshot as resume-<name> unless `shot` is false. Resolves to the game after the reload.
 */
export async function reloadAndCompare(page: Page, name: string, shot = true): Promise<GameSummary | null> {
  await armUnloadProbe(page);
  await page.reload();
  await waitForHook(
    page,
    (h) => h.scene === 'table' && h.view !== null,
    60_000,
    `the table after reload ${name}`,
  );
  const probe = await readUnloadProbe(page);
  expect(probe?.scene, name).toBe('table');
  expect(probe?.game, name).not.toBeNull();
  const after = await gameOf(page);
  expect(after, name).toEqual(probe?.game);
  const view = (await snapshot(page))?.view;
  expect(view, name).toEqual(probe?.view);
  if (shot) await screenshot(page, `resume-${name}`);
  return after;
}

/**
 * Writes records straight into the app's localforage IndexedDB store. The store is made by the part of the game that
 * loads behind the title, so this waits (up to a minute) until it exists, without creating the database itself.
 */
export async function putRecords(page: Page, records: Record<string, string>): Promise<void> {
  await page.evaluate(async (recs) => {
    const open = (): Promise<IDBDatabase> =>
      new Promise<IDBDatabase>((ok, fail) => {
        const r = indexedDB.open('carson-city');
        r.onsuccess = () => ok(r.result);
        r.onerror = () => fail(r.error);
      });
    let db: IDBDatabase | null = null;
    for (let i = 0; i < 240 && !db; i++) {
      if ((await indexedDB.databases()).some((d) => d.name === 'carson-city')) {
        const tried = await open();
        if (tried.objectStoreNames.contains('keyvaluepairs')) db = tried;
        else tried.close();
      }
      if (!db) await new Promise((ok) => setTimeout(ok, 250));
    }
    if (!db) throw new Error('the game never made its store');
    await new Promise<void>((ok, fail) => {
      const tx = db.transaction('keyvaluepairs', 'readwrite');
      const st = tx.objectStore('keyvaluepairs');
      for (const [k, v] of Object.entries(recs)) st.put(v, k);
      tx.oncomplete = () => ok();
      tx.onerror = () => fail(tx.error);
    });
    db.close();
  }, records);
}

/** Reads every record of the app's localforage store. */
export async function readRecords(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const r = indexedDB.open('carson-city');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => fail(r.error);
    });
    const out: Record<string, unknown> = {};
    await new Promise<void>((ok, fail) => {
      const tx = db.transaction('keyvaluepairs', 'readonly');
      const req = tx.objectStore('keyvaluepairs').openCursor();
      req.onsuccess = () => {
        const c = req.result;
        if (!c) return;
        out[String(c.key)] = c.value;
        c.continue();
      };
      tx.oncomplete = () => ok();
      tx.onerror = () => fail(tx.error);
    });
    db.close();
    return out;
  });
}

/** Holds (or lets go) a passing moment of the table through the hook; the number of animations waiting there. */
export function holdMoment(page: Page, moment: HookMoment, on: boolean): Promise<number> {
  return page.evaluate(
    ({ m, o }) =>
      (window as unknown as { __cc: { hold(m: HookMoment, o: boolean): number } }).__cc.hold(m, o),
    { m: moment, o: on },
  );
}

/** From the title: resumes a saved game one action from its end, which its bots finish; waits for the score sheet. */
export async function resumeToScoreSheet(page: Page, id: string): Promise<void> {
  await clickId(page, 'saves');
  await clickId(page, `resume-${id}`);
  await clickId(page, 'continue', 120_000);
  await waitForHook(
    page,
    (h) => h.scene === 'scoring' && h.intents.some((i) => i.id === 'button:title'),
    60_000,
    'the score sheet',
  );
}

/**
 * From Saved games: resumes the tied-bid game of langStates.ts, holds the reveal, and makes seat 0's tying bid with
 * `press` (a click or a touch); resolves once the ability prompt asks about the character.
 */
export async function bidIntoTie(
  page: Page,
  tie: { id: string; bid: number; ability: string },
  press: (page: Page, id: string) => Promise<void>,
): Promise<void> {
  await press(page, `resume-${tie.id}`);
  await waitForHook(
    page,
    (h) => h.scene === 'table' && h.intents.some((i) => i.id === `bid:${tie.bid}`),
    60_000,
    'the resumed bid',
  );
  await holdMoment(page, 'reveal', true);
  await press(page, `bid:${tie.bid}`);
  await press(page, 'confirm-bid');
  await waitForHook(
    page,
    (h) => h.intents.some((i) => i.id === `use:${tie.ability}`),
    30_000,
    `the ${tie.ability} prompt`,
  );
}

/** Reads `read()` after each change the game draws until `ok` holds and returns that value; throws after `ms` naming `what`. */
export async function until<T>(
  page: Page,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms: number,
  what: string,
): Promise<T> {
  const t0 = Date.now();
  let frames = await framesDrawn(page);
  let v = await read();
  while (!ok(v)) {
    if (Date.now() - t0 > ms) throw new Error(`${what}: ${JSON.stringify(v)}`);
    await nextChange(page, frames);
    frames = await framesDrawn(page);
    v = await read();
  }
  return v;
}
