/** Phone checks shared by the phone-layout browser tests: target sizes, spacing, text sizes, screenshots. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { HookPick, HookRect, HookText as TextOnScreen, IntentTarget } from '../../src/app/testHook';
import { chooser, framesDrawn, nextChange, settle, waitForHook, touchTap } from './driver';
import { gameOf, nextIntent, peek, presetSettings, until } from './flows';
import type { Peek } from './flows';
import { screenshot } from './harness';

/** A phone's browser context: size, touch, a mobile viewport. */
export const phone = (width: number, height: number): BrowserContextOptions => ({
  viewport: { width, height },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** A page in a new phone context of this size, its animations instant (close the context when done). */
export async function phonePage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext(phone(width, height));
  await presetSettings(context, 'instant');
  return context.newPage();
}

/** The four phone screens the issue names. */
export const SCREENS: { name: string; w: number; h: number }[] = [
  { name: '390x844', w: 390, h: 844 },
  { name: '412x915', w: 412, h: 915 },
  { name: '844x390', w: 844, h: 390 },
  { name: '740x360', w: 740, h: 360 },
];

/** The hook's texts on the canvas. */
export async function texts(page: Page): Promise<TextOnScreen[]> {
  return page.evaluate(() => (window as unknown as { __cc: { texts(): TextOnScreen[] } }).__cc.texts());
}

/** The hook's intents. */
export async function intents(page: Page): Promise<IntentTarget[]> {
  return page.evaluate(() => (window as unknown as { __cc: { intents(): IntentTarget[] } }).__cc.intents());
}

/** The hook's pick on the table: the offer card picked and its ghost. */
export async function picked(page: Page): Promise<HookPick | null> {
  return page.evaluate(() => (window as unknown as { __cc: { picked(): HookPick | null } }).__cc.picked());
}

/** Gap between two rectangles: negative when they overlap on both axes. */
function gap(a: IntentTarget, b: IntentTarget): number {
  const [aw, ah, bw, bh] = [a.w ?? 0, a.h ?? 0, b.w ?? 0, b.h ?? 0];
  const dx = Math.abs((a.x ?? 0) - (b.x ?? 0)) - (aw + bw) / 2;
  const dy = Math.abs((a.y ?? 0) - (b.y ?? 0)) - (ah + bh) / 2;
  return Math.max(dx, dy);
}

/** Every target is big enough, inside the screen and apart from the others; every text on screen is readable. */
export async function checkScreen(
  page: Page,
  W: number,
  H: number,
  where: string,
  /** Targets measured and logged but not failed for their size and spacing (the city's spots before zooming). */
  loose?: RegExp,
  /** The player zoomed into the city: what is drawn on it may run past the screen's edges. */
  zoomed = false,
): Promise<void> {
  await settle(page);
  const list = (await intents(page)).filter((i) => i.x !== undefined && i.y !== undefined);
  expect(list.length, `targets on ${where}`).toBeGreaterThan(0);
  const bad: string[] = [];
  const cardPrint: number[] = [];
  const smallLoose: number[] = [];
  for (const i of list) {
    const w = i.w ?? 0;
    const h = i.h ?? 0;
    const x = i.x ?? 0;
    const y = i.y ?? 0;
    if ((w < 44 || h < 44) && loose?.test(i.id)) smallLoose.push(Math.min(w, h));
    else if (w < 44 || h < 44) bad.push(`${i.id} is ${w}x${h}`);
    if (x - w / 2 < -0.5 || y - h / 2 < -0.5 || x + w / 2 > W + 0.5 || y + h / 2 > H + 0.5)
      bad.push(`${i.id} at ${x},${y} (${w}x${h}) leaves ${W}x${H}`);
  }
  for (let a = 0; a < list.length; a++)
    for (let b = a + 1; b < list.length; b++) {
      const [p, q] = [list[a] as IntentTarget, list[b] as IntentTarget];
      if (loose && loose.test(p.id) && loose.test(q.id)) continue;
      const g = gap(p, q);
      if (g < 8) bad.push(`${list[a]?.id} and ${list[b]?.id} are ${g.toFixed(1)} px apart`);
    }
  for (const t of await texts(page)) {
    const visible = t.x + t.w > 0 && t.y + t.h > 0 && t.x < W && t.y < H;
    if (!visible) continue;
    if (t.label && t.fontPx < 14 - 0.05) {
      bad.push(`label "${t.text.slice(0, 30)}" at ${t.fontPx} px (< 14)`);
      continue;
    }
    // The small print on card pictures (value corners, name bands) is artwork; each card says the same in its
    // tooltip and the action list. Logged, not failed.
    if (t.card && t.fontPx < 12 - 0.05) {
      cardPrint.push(t.fontPx);
      continue;
    }
    if (t.fontPx < 12 - 0.05) bad.push(`text "${t.text.slice(0, 30)}" at ${t.fontPx} px (< 12)`);
    // A text that shows must show whole: floating texts and pills included (issue 27, item 10).
    if (
      !zoomed &&
      t.text.trim() !== '' &&
      (t.x < -0.5 || t.y < -0.5 || t.x + t.w > W + 0.5 || t.y + t.h > H + 0.5)
    )
      bad.push(
        `text "${t.text.slice(0, 30)}" at ${Math.round(t.x)},${Math.round(t.y)} (${Math.round(t.w)}w) leaves ${W}x${H}`,
      );
    // A wrapped line never starts with the separator or closing mark that belongs to the word before it.
    for (const line of (t.lines ?? []).slice(1))
      if (/^[·:;,.!?)]/.test(line.trim())) bad.push(`"${t.text.slice(0, 30)}" wraps before "${line.trim()}"`);
  }
  if (smallLoose.length > 0)
    console.warn(
      `[phone] ${where}: ${smallLoose.length} targets under 44 px (smallest ${Math.min(...smallLoose)} px)`,
    );
  if (cardPrint.length > 0)
    console.warn(
      `[phone] ${where}: ${cardPrint.length} card-picture texts under 12 px (smallest ${Math.min(...cardPrint)} px)`,
    );
  expect(bad, where).toEqual([]);
}

/**
 * Large text (the text-size setting) still fits: every text on screen lies inside the button or panel that holds it
 * (or the screen), and every button label is at least 14 CSS px.
 */
export async function checkFit(page: Page, W: number, H: number, where: string): Promise<void> {
  const bad: string[] = [];
  for (const t of await texts(page)) {
    if (t.text.trim() === '' || t.card) continue;
    if (t.x + t.w <= 0 || t.y + t.h <= 0 || t.x >= W || t.y >= H) continue;
    const b = t.box ?? { x: 0, y: 0, w: W, h: H };
    const inside =
      t.x >= b.x - 1 && t.y >= b.y - 1 && t.x + t.w <= b.x + b.w + 1 && t.y + t.h <= b.y + b.h + 1;
    const cut = `"${t.text.slice(0, 30)}"`;
    if (!inside) bad.push(`${cut} (${t.x},${t.y} ${t.w}x${t.h}) leaves ${JSON.stringify(b)}`);
    if (t.label && t.fontPx < 14 - 0.05) bad.push(`label ${cut} at ${t.fontPx} px (< 14)`);
  }
  expect(bad, where).toEqual([]);
}

/** No text runs under a button not its own (a screen without an overlay; issue 27 item 9: a hint under Confirm). */
export async function checkClearOfButtons(page: Page, where: string): Promise<void> {
  const bad: string[] = [];
  const all = (await texts(page)).filter((t) => t.text.trim() !== '' && !t.card);
  for (const l of all.filter((t) => t.label && t.box))
    for (const t of all.filter((o) => !o.label))
      if (meets(t, l.box as HookRect)) bad.push(`"${t.text.slice(0, 30)}" runs under the button "${l.text}"`);
  expect(bad, where).toEqual([]);
}

const meets = (a: HookRect, b: HookRect): boolean =>
  a.x + 1 < b.x + b.w && b.x + 1 < a.x + a.w && a.y + 1 < b.y + b.h && b.y + 1 < a.y + a.h;

/** Saves a picture in CSS pixels as test-results/screens/<name>.png (a phone's canvas at device scale is slow). */
export async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, 'css');
}

/** Waits for a scene with intents. */
export async function onScene(page: Page, scene: string): Promise<void> {
  await waitForHook(page, (h) => h.scene === scene && h.intents.length > 0, 30_000, scene);
}

/** Taps an intent with a touch (the intent must have a position). */
export async function tap(page: Page, i: IntentTarget): Promise<void> {
  expect(i.x, `${i.id} has a position`).toBeDefined();
  await touchTap(page, i.x ?? 0, i.y ?? 0);
}

/** Taps the target with this id (or `button:<id>`) once it has a position. */
export async function tapId(page: Page, id: string): Promise<void> {
  const is = (i: IntentTarget): boolean => i.id === id || i.id === `button:${id}`;
  const s = await waitForHook(page, (h) => h.intents.some((i) => is(i) && i.x !== undefined), 30_000, id);
  await tap(page, s.intents.find(is) as IntentTarget);
}

/** From the title to a solo table by touch. */
export async function soloByTouch(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await onScene(page, 'title');
  await tapId(page, 'new-game');
  await onScene(page, 'setup');
  await tapId(page, 'preset-solo');
  await tapId(page, 'start');
  await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');
}

/** The table's moments the phone tests look at. */
export type Moment = 'bid' | 'take' | 'place';

/** The moment a look at the table shows, if any. */
export function momentOf(p: Peek): Moment | null {
  if (p.intents.some((i) => i.id.startsWith('spot:'))) return 'place';
  if (p.intents.some((i) => i.id.startsWith('bid:'))) return 'bid';
  if (p.intents.some((i) => i.id.startsWith('offer:'))) return 'take';
  return null;
}

/**
 * What a game played by touch cost: taps, looks at the page, and the seconds spent checking moments, waiting between
 * looks, looking (the hook's answer) and tapping.
 */
export interface TouchPlay {
  taps: number;
  looks: number;
  visitS: number;
  idleS: number;
  lookS: number;
  tapS: number;
}

/**
 * Plays by touch until `stop`; the first time each moment comes up, `visit` checks it. Returns the last look; `stats`
 * (when given) counts what the game cost.
 */
export async function playByTouch(
  page: Page,
  seed: number,
  visit: (m: Moment, p: Peek) => Promise<void>,
  stop: (p: Peek) => boolean,
  stats: TouchPlay = { taps: 0, looks: 0, visitS: 0, idleS: 0, lookS: 0, tapS: 0 },
): Promise<Peek> {
  const pick = chooser(seed);
  const seen = new Set<Moment>();
  let idle = Date.now();
  let told = Date.now();
  for (;;) {
    const t0 = Date.now();
    const p = await peek(page);
    stats.looks++;
    stats.lookS += (Date.now() - t0) / 1000;
    if (Date.now() - told > 30_000) {
      told = Date.now();
      console.info(
        `[phone] ${p?.scene} ${p?.game?.phase}, ${p?.game?.actions} actions, ${stats.taps} taps so far`,
      );
    }
    if (p && stop(p)) return p;
    const m = p ? momentOf(p) : null;
    if (p && m && !seen.has(m)) {
      seen.add(m);
      const t = Date.now();
      await settle(page);
      await visit(m, p);
      stats.visitS += (Date.now() - t) / 1000;
      idle = Date.now();
      continue;
    }
    const next = p ? nextIntent(p, pick) : null;
    if (next && next.x !== undefined) {
      const t1 = Date.now();
      await tap(page, next);
      stats.taps++;
      stats.tapS += (Date.now() - t1) / 1000;
      idle = Date.now();
      continue;
    }
    if (Date.now() - idle > 90_000)
      throw new Error(`stuck: ${p?.scene} ${p?.intents.map((i) => i.id).join(' ')}`);
    const t = Date.now();
    await nextChange(page, p?.frames ?? -1);
    stats.idleS += (Date.now() - t) / 1000;
  }
}

/** Two fingers spread from `from` to `to` px apart about (x, y), through the browser's touch input. */
export async function pinchAt(page: Page, x: number, y: number, from: number, to: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (d: number): { x: number; y: number; id: number }[] => [
    { x: x - d / 2, y, id: 0 },
    { x: x + d / 2, y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let k = 1; k <= 8; k++) {
    const frames = await framesDrawn(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from + ((to - from) * k) / 8),
    });
    await nextChange(page, frames, 200);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await settle(page);
}

/** One finger from (x, y) moved `dy` CSS px up or down and lifted, through the browser's touch input. */
export async function swipe(page: Page, x: number, y: number, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 0 }] });
  for (let k = 1; k <= 8; k++) {
    const frames = await framesDrawn(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (dy * k) / 8, id: 0 }],
    });
    await nextChange(page, frames, 200);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await settle(page);
}

/** The spots' smallest side on screen. */
export async function spotSide(page: Page): Promise<number> {
  const spots = (await intents(page)).filter((i) => i.id.startsWith('spot:') && i.x !== undefined);
  return Math.min(...spots.map((i) => Math.min(i.w ?? 0, i.h ?? 0)));
}

/** From the title to a pass-and-play table by touch: its first hand-off screen is shot, checked and confirmed. */
export async function handOffByTouch(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/`);
  await onScene(page, 'title');
  await tapId(page, 'new-game');
  await onScene(page, 'setup');
  await tapId(page, 'preset-hotseat');
  await tapId(page, 'start');
  await waitForHook(
    page,
    (h) => h.scene === 'table' && h.intents.some((i) => i.id === 'continue'),
    30_000,
    'hand-off',
  );
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await shot(page, name);
  await checkScreen(page, width, height, `hand-off ${width}x${height}`);
  await tapId(page, 'continue');
  await waitForHook(page, (h) => h.intents.some((i) => i.id.startsWith('bid:')), 30_000, 'the first bid');
}

/** The targets of a placement under way: the confirmation or the city's spots. */
const PLACING = /^(button:)?confirm-place$|^spot:/;

/**
 * Mid-placement, locks the ghost on a spot by a tap, then turns the phone to each size in turn: every time the table
 * comes back with the same game (state digest), the same card picked and its ghost locked on the same spot, and the
 * placement's targets. Ends at the last size.
 */
export async function turnMidPlacement(
  page: Page,
  sizes: readonly { w: number; h: number }[],
): Promise<void> {
  const spot = (await intents(page)).find((i) => i.id.startsWith('spot:'));
  expect(spot, 'a spot to place on').toBeDefined();
  await tap(page, spot as IntentTarget);
  const pick = await until(
    page,
    () => picked(page),
    (k) => k?.locked === true,
    10_000,
    `the ghost locked by a tap on ${spot?.id}`,
  ).catch(() => null);
  expect(pick?.locked, `the ghost locked by a tap on ${spot?.id}`).toBe(true);
  const digest = (await gameOf(page))?.digest;
  expect(digest).toBeDefined();
  for (const { w, h } of sizes) {
    const frames = await framesDrawn(page);
    await page.setViewportSize({ width: w, height: h });
    // The relayout restarts the table within a frame or two of the resize; until then the old table still answers.
    await nextChange(page, frames, 2_000);
    await settle(page);
    await waitForHook(
      page,
      (k) => k.scene === 'table' && k.intents.some((i) => PLACING.test(i.id) && i.x !== undefined),
      20_000,
      `the placement again at ${w}x${h}`,
    );
    expect((await gameOf(page))?.digest, `the game at ${w}x${h}`).toBe(digest);
    expect(await picked(page), `the card picked and its ghost at ${w}x${h}`).toEqual(pick);
  }
}

/**
 * A point a finger may press beside a lit spot: `off` CSS px from its centre, towards a card position that is not
 * lit, with no other lit spot nearer. Rounded to the grid, the point falls on that unlit position.
 */
export function besideSpot(
  spots: readonly IntentTarget[],
  off: number,
): { id: string; x: number; y: number } | null {
  const at = spots.map((s) => {
    const [gx, gy] = s.id.slice(5).split(',').map(Number);
    return { id: s.id, gx: gx ?? 0, gy: gy ?? 0, x: s.x ?? 0, y: s.y ?? 0 };
  });
  const pair = at.flatMap((a) =>
    at.filter((b) => b.gy === a.gy && b.gx !== a.gx).map((b) => [a, b] as const),
  )[0];
  // One spot alone (an empty city) has only unlit neighbours; with two in a row the point lies past half a step.
  const cell = pair ? Math.abs(pair[1].x - pair[0].x) / Math.abs(pair[1].gx - pair[0].gx) : 0;
  if (at.length === 0 || off <= cell / 2) return null;
  const lit = new Set(at.map((a) => `${a.gx},${a.gy}`));
  for (const s of at)
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      if (lit.has(`${s.gx + dx},${s.gy + dy}`)) continue;
      const p = { x: s.x + dx * off, y: s.y + dy * off };
      const d = (a: { x: number; y: number }): number => Math.hypot(a.x - p.x, a.y - p.y);
      if (at.every((o) => o === s || d(o) > d(s) + 1)) return { id: s.id, ...p };
    }
  return null;
}
