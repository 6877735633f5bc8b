/**
 * The score sheet explains itself: a resumed near-finished game of bots, then clicks and keys on its figures at
 * 1280x720; on phones (upright and landscape) its figures are real touch targets on lines a finger drags.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplainScreen } from '../../src/scenes/scoreExplainView';
import { LINE_KEYS, replay, seatBreakdown, stateSeatCards } from '../../src/cards/engine';
import type { Action, GameSetup, SeatLine } from '../../src/cards/engine';
import { clickId, nextFrame, settle, snapshot, trigger, waitForHook } from './driver';
import { openGame, presetSettings, putRecords, screenOf } from './flows';
import { canvasShot, collectConsoleErrors, launchBrowser, type ServerHandle, startServer } from './harness';
import type { IntentTarget } from '../../src/app/testHook';
import { checkScreen, intents, phone, shot, swipe, tap, texts } from './phoneChecks';

interface ScoringScreen {
  explain: ExplainScreen | null;
  shares: { seat: number; text: string; cssPx: number }[];
  virtual: { seat: number; cards: string[]; total: number }[];
  /** How far the lines are dragged down, and how far they go (design px); null when the sheet does not scroll. */
  scroll: { y: number; max: number } | null;
}

const golden = JSON.parse(
  readFileSync(new URL('../fixtures/saves/golden-4-seats.json', import.meta.url), 'utf8'),
) as { setup: GameSetup; seed: number; actions: Action[]; [k: string]: unknown };
/** The same game one action before its end: its bots finish it after the resume. */
const { totals: _t, winners: _w, ...rest } = golden;
const nearEnd = { ...rest, id: 'explain', finished: false, actions: golden.actions.slice(0, -1) };

describe('the self-explaining score sheet', () => {
  let browser: Browser;
  let server: ServerHandle;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    process.env.VITE_TEST_HOOK = '1';
    server = await startServer('preview');
    ({ context, page, errors } = await openGame(browser, server.url, 'instant', {
      viewport: { width: 1280, height: 720 },
    }));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  /** Presses a key and waits two animation frames: Phaser handles keys in its next step, slow under SwiftShader. */
  async function press(key: string): Promise<void> {
    await page.keyboard.press(key);
    await page.evaluate(
      () => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))),
    );
  }
  const screen = (on: Page = page): Promise<ScoringScreen> => screenOf<ScoringScreen>(on);
  async function waitScreen(
    on: Page,
    pred: (s: ScoringScreen) => boolean,
    what: string,
  ): Promise<ScoringScreen> {
    const t = Date.now();
    let s: ScoringScreen | null = null;
    while (Date.now() - t < 10_000) {
      s = await screen(on);
      if (s && pred(s)) return s;
      await nextFrame(page);
    }
    throw new Error(`${what}: ${JSON.stringify(s?.explain)}`);
  }

  it('reaches the sheet, shows the parcels and sentence of a clicked figure, and works with keys', async () => {
    const t0 = Date.now();
    await putRecords(page, { 'game:explain': JSON.stringify(nearEnd) });
    await clickId(page, 'saves');
    await clickId(page, 'resume-explain');
    await clickId(page, 'continue', 120_000);
    await waitForHook(page, (h) => h.scene === 'scoring', 20_000, 'the score sheet');
    console.info('[score-explain] sheet reached after ms', Date.now() - t0);

    const end = replay(golden.setup, golden.seed, golden.actions);
    if (!end.ok) throw new Error('the golden game does not replay');
    const real = golden.setup.seats.flatMap((s, i) => (s.kind === 'real' ? [i] : []));
    const snap = await waitForHook(page, (h) => h.intents.some((i) => i.id === 'score:0:mines'));
    const ids = snap.intents.filter((i) => i.id.startsWith('score:')).map((i) => i.id);
    expect(ids.sort()).toEqual(real.flatMap((seat) => LINE_KEYS.map((k) => `score:${seat}:${k}`)).sort());

    // The figure with the most parcels behind it, as the engine explains it.
    const b = seatBreakdown(stateSeatCards(end.state, 0));
    if (b.virtual) throw new Error('seat 0 is real');
    const line = [...b.lines].sort((x, y) => y.cells.length - x.cells.length)[0] as SeatLine;
    const target = snap.intents.find((i) => i.id === `score:0:${line.line}`);
    if (!target) throw new Error('no target');
    await trigger(page, target);
    const shown = await waitScreen(page, (s) => s.explain?.pinned === true, 'a pinned explanation');
    expect(shown.explain).toMatchObject({ id: `score:0:${line.line}`, value: line.value, cards: line.cards });
    expect(shown.explain?.cells).toEqual(line.cells);
    expect(shown.explain?.title).toContain(golden.setup.seats[0]?.name ?? '?');
    expect(shown.explain?.lines.length).toBeGreaterThan(0);
    expect(shown.explain?.lines.join(' ')).toMatch(/\d+ \w+/);
    await canvasShot(page, 'score-explain-1280');

    // Character shares: readable at 1280x720, and explained like line 13.
    for (const s of shown.shares) expect(s.cssPx, s.text).toBeGreaterThanOrEqual(12);
    expect(shown.shares.map((s) => s.seat)).toEqual(golden.setup.seats.map((_, i) => i));
    // The virtual seat lists its cards with their appeal.
    const v = golden.setup.seats.findIndex((s) => s.kind === 'virtual');
    const vb = seatBreakdown(stateSeatCards(end.state, v));
    expect(shown.virtual).toEqual([{ seat: v, cards: expect.any(Array) as unknown, total: vb.total }]);
    expect(shown.virtual[0]?.cards.length).toBe(vb.virtual ? vb.cards.length : -1);
    expect(shown.virtual[0]?.cards.every((c) => / · \d+$/.test(c))).toBe(true);

    // Clicking the figure again closes it; the keyboard reaches the figures with Tab and moves with arrows.
    await trigger(page, target);
    await page.mouse.move(4, 4);
    await waitScreen(page, (s) => s.explain === null, 'the explanation closed');
    let reached: ScoringScreen | null = null;
    for (let i = 0; i < 8 && !reached?.explain; i++) {
      await press('Tab');
      reached = await screen();
    }
    expect(reached?.explain?.id).toBe(`score:${real[0]}:ranches`);
    await press('ArrowDown');
    await waitScreen(page, (s) => s.explain?.id === `score:${real[0]}:mines`, 'arrow down to Mines');
    await press('ArrowRight');
    await waitScreen(page, (s) => s.explain?.id === `score:${real[1]}:mines`, 'arrow right to the next seat');
    await press('Enter');
    const pinned = await waitScreen(page, (s) => s.explain?.pinned === true, 'Enter pins it');
    expect(pinned.explain?.lines.length).toBeGreaterThan(0);
    await canvasShot(page, 'score-explain-keys-1280');
    expect((await snapshot(page))?.scene).toBe('scoring');
    expect(errors).toEqual([]);
    console.info('[score-explain] test ms', Date.now() - t0);
  });

  /** Opens the near-finished game on a phone and waits for its score sheet. */
  async function phoneSheet(
    w: number,
    h: number,
    id: string,
  ): Promise<{ p: Page; ctx: BrowserContext; errs: string[] }> {
    const ctx = await browser.newContext(phone(w, h));
    await presetSettings(ctx, 'instant');
    const p = await ctx.newPage();
    const errs = collectConsoleErrors(p);
    await p.goto(`${server.url}/`, { timeout: 120_000 });
    await waitForHook(p, (s) => s.scene === 'title', 60_000, 'the title');
    await putRecords(p, { [`game:${id}`]: JSON.stringify({ ...nearEnd, id }) });
    await clickId(p, 'saves');
    await clickId(p, `resume-${id}`);
    await clickId(p, 'continue', 120_000);
    console.info(`[score-explain] ${w}x${h}: resumed`);
    await waitForHook(p, (s) => s.scene === 'scoring', 60_000, `the ${w}x${h} score sheet`);
    await settle(p);
    return { p, ctx, errs };
  }

  /** Every text on screen and readable, none over another. */
  async function textsFit(p: Page, w: number, h: number): Promise<void> {
    const list = (await texts(p)).filter((t) => t.text.trim() !== '');
    const off = list.filter((t) => t.x < -0.5 || t.y < -0.5 || t.x + t.w > w + 0.5 || t.y + t.h > h + 0.5);
    expect(off.map((t) => `${t.text} at ${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.w)}w`)).toEqual(
      [],
    );
    const over: string[] = [];
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const [x, y] = [list[a], list[b]] as [(typeof list)[0], (typeof list)[0]];
        const dx = Math.min(x.x + x.w, y.x + y.w) - Math.max(x.x, y.x);
        const dy = Math.min(x.y + x.h, y.y + y.h) - Math.max(x.y, y.y);
        if (dx > 2 && dy > 2) over.push(`${JSON.stringify(x.text)} / ${JSON.stringify(y.text)}`);
      }
    expect(over).toEqual([]);
  }

  /**
   * The lines' scroll once a flick's glide has ended: the same on two reads a drawn frame apart. A flick released
   * just as the loop fell asleep glides on after `settle`, so one read after the drag may catch it mid-way.
   */
  async function linesAtRest(p: Page): Promise<{ y: number; max: number }> {
    let last = (await screen(p)).scroll;
    for (let k = 0; k < 40; k++) {
      await nextFrame(p);
      await settle(p);
      const now = (await screen(p)).scroll;
      if (now?.y === last?.y) break;
      last = now;
    }
    expect(last, 'the phone sheet scrolls').toBeTruthy();
    return last as { y: number; max: number };
  }

  /**
   * The figures are 44 px targets at least 8 px apart wherever they are on screen, and a finger dragging the lines
   * brings every one of them on screen; the figure of the last line, dragged into view, explains itself when tapped.
   */
  async function cellsReachable(p: Page, w: number, h: number, where: string, at: { x: number; y: number }) {
    const real = golden.setup.seats.flatMap((s, i) => (s.kind === 'real' ? [i] : []));
    const want = real.flatMap((seat) => LINE_KEYS.map((k) => `score:${seat}:${k}`)).sort();
    const seen = new Set<string>();
    const look = async (step: string): Promise<void> => {
      await checkScreen(p, w, h, `${where}, ${step}`);
      await textsFit(p, w, h);
      for (const i of await intents(p)) if (i.id.startsWith('score:')) seen.add(i.id);
    };
    await look('top');
    expect(seen.size, 'figures on screen before any drag').toBeGreaterThan(0);
    // Up the sheet a quarter window at a time. A flick on a loaded machine can glide past a line's figures; the lines
    // then rest at their end with figures unseen, and the finger drags back down the sheet in smaller steps. A figure
    // the lines cannot bring on screen either way leaves them at the top with it unseen.
    let dir = -1;
    for (let k = 1; k <= 24 && seen.size < want.length; k++) {
      const before = await linesAtRest(p);
      if (dir < 0 && before.y >= before.max) dir = 1;
      expect(dir < 0 || before.y > 0, 'the lines are back at the top while figures are unseen').toBe(true);
      await swipe(p, at.x, at.y, dir < 0 ? -Math.round(h / 4) : Math.round(h / 8));
      const after = await linesAtRest(p);
      expect(dir < 0 ? after.y > before.y : after.y < before.y, `drag ${k} moved the lines`).toBe(true);
      await look(`drag ${k}`);
    }
    expect([...seen].sort()).toEqual(want);
    // Dragging back down for unseen figures can leave the last line below the window: drag up to the lines' end.
    const lastId = `score:${real[0]}:characters`;
    let last = (await intents(p)).find((i) => i.id === lastId);
    for (let k = 0; k < 12 && !last; k++) {
      const before = await linesAtRest(p);
      if (before.y >= before.max) break;
      await swipe(p, at.x, at.y, -Math.round(h / 4));
      await linesAtRest(p);
      last = (await intents(p)).find((i) => i.id === lastId);
    }
    expect(last, 'line 13 on screen after the drags').toBeDefined();
    await tap(p, last as IntentTarget);
    const shown = await waitScreen(p, (s) => s.explain?.pinned === true, 'a tapped figure explained');
    expect(shown.explain?.id).toBe(`score:${real[0]}:characters`);
  }

  it('fits a phone held upright: 44 px figures on a sheet dragged by a finger, every text readable', async () => {
    const { p, ctx, errs } = await phoneSheet(390, 844, 'upright');
    await shot(p, 'portrait-scores');
    await cellsReachable(p, 390, 844, 'upright score sheet', { x: 195, y: 600 });
    await shot(p, 'portrait-scores-explained');
    expect(errs).toEqual([]);
    await ctx.close();
  }, 600_000);

  it('fits a phone in landscape: 44 px figures on a sheet dragged by a finger, every text readable', async () => {
    const { p, ctx, errs } = await phoneSheet(844, 390, 'landscape');
    await shot(p, 'landscape-scores');
    await cellsReachable(p, 844, 390, 'landscape score sheet', { x: 380, y: 250 });
    await shot(p, 'landscape-scores-explained');
    expect(errs).toEqual([]);
    await ctx.close();
  }, 600_000);
});
