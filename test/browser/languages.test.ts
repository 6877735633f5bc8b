/**
 * Every language on the main screens at 1280x720: each text inside the button or panel that holds it, no English
 * catalogue text left (unless the language uses the same word on purpose), fonts of at least 12 CSS px (smaller ones
 * are reported; the city-size label while placing must hold it), no console errors. Besides title, setup, bid, settings, rules, saved games and hand-off, two saved
 * games (test/browser/langStates.ts) bring each language to an ability prompt, a bid reveal with a tie (held up by
 * the hook), a placement with its heatmap and the score sheet. And every character of the catalogues has a real glyph
 * in the game's fonts. One browser and one build for everything; German and Italian screens go to
 * test-results/screens/lang-de-*.png and lang-it-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HookRect, HookText } from '../../src/app/testHook';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { it as itCat } from '../../src/i18n/it';
import { nl } from '../../src/i18n/nl';
import type { Catalogue, Lang } from '../../src/i18n/types';
import { THEME } from '../../src/ui/theme';
import { clickId, nextFrame, settle, waitForHook } from './driver';
import { bidIntoTie, holdMoment, putRecords, resumeToScoreSheet, withGame } from './flows';
import { catalogueChars, findBoxes, platformFonts } from './glyphs';
import { canvasShot, collectConsoleErrors } from './harness';
import { nearEnd, tieStart } from './langStates';

const CATALOGUES: Record<Lang, Catalogue> = { en, de, it: itCat, fr, nl };
const TIE = tieStart();
const END = nearEnd();

/**
 * English values a screen must not show in language `l`: whole texts with words that `l` words differently. A text
 * that is also one of `l`'s own values (French "Total" for the score sheet's total, beside "Total des points") is not
 * English left over.
 */
function englishLeft(l: Lang): Map<string, string> {
  const out = new Map<string, string>();
  if (l === 'en') return out;
  const cat = CATALOGUES[l] as Readonly<Record<string, unknown>>;
  const own = new Set(Object.values(cat).filter((v) => typeof v === 'string'));
  for (const [k, v] of Object.entries(en)) {
    if (typeof v !== 'string' || /\{/.test(v) || !/\p{L}{3}/u.test(v)) continue;
    if (cat[k] === v || own.has(v)) continue;
    out.set(v, k);
  }
  return out;
}

/** English character names that `l` words differently, each as a whole-word pattern (they hide inside longer texts). */
function englishNames(l: Lang): [string, RegExp][] {
  if (l === 'en') return [];
  const cat = CATALOGUES[l] as Readonly<Record<string, unknown>>;
  return Object.entries(en).flatMap(([k, v]) =>
    k.startsWith('character.') && typeof v === 'string' && cat[k] !== v
      ? [[v, new RegExp(`(^|[^\\p{L}])${v}($|[^\\p{L}])`, 'u')] as [string, RegExp]]
      : [],
  );
}

function texts(page: Page): Promise<HookText[]> {
  return page.evaluate(() => (window as unknown as { __cc: { texts(): HookText[] } }).__cc.texts());
}

/** The canvas in page CSS pixels: what holds a text outside every panel and button. */
function canvasRect(page: Page): Promise<HookRect> {
  return page.evaluate(() => {
    const r = (document.querySelector('canvas') as HTMLCanvasElement).getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
  });
}

interface Findings {
  overflow: string[];
  english: string[];
  small: string[];
}

async function check(page: Page, l: Lang, where: string, found: Findings): Promise<HookText[]> {
  await settle(page);
  const left = englishLeft(l);
  const list = await texts(page);
  const canvas = await canvasRect(page);
  expect(list.length, `${l} ${where}: texts on screen`).toBeGreaterThan(0);
  for (const x of list) {
    const b = x.box ?? canvas;
    const inside =
      x.x >= b.x - 1 && x.y >= b.y - 1 && x.x + x.w <= b.x + b.w + 1 && x.y + x.h <= b.y + b.h + 1;
    if (!inside) found.overflow.push(`${l} ${where}: ${JSON.stringify(x.text)} ${JSON.stringify(x)}`);
    const key = left.get(x.text.trim());
    if (key) found.english.push(`${l} ${where}: ${JSON.stringify(x.text)} (${key})`);
    for (const [name, re] of englishNames(l))
      if (re.test(x.text)) found.english.push(`${l} ${where}: ${JSON.stringify(x.text)} names the ${name}`);
    if (x.fontPx < 12)
      found.small.push(`${l} ${where}: ${JSON.stringify(x.text.slice(0, 40))} ${x.fontPx}px`);
  }
  return list;
}

/**
 * test-results/screens/lang-<l>-<name>.png from the canvas (a page screenshot costs seconds under SwiftShader, the
 * canvas's own read-back a fraction of one). With `docs` the screen is kept for German and Italian only.
 */
async function shot(page: Page, l: Lang, name: string, docs = false): Promise<void> {
  if (docs && l !== 'de' && l !== 'it') return;
  await canvasShot(page, `lang-${l}-${name}`);
}

/**
 * From the saved games: the tied-bid game of langStates.ts. Seat 0 bids, is asked about its character (checked),
 * passes; the reveal is held with its taking order and tie (checked), then seat 0 picks a terrain card and its
 * heatmap lights (checked). Leaves the table at the title.
 */
async function tiedRound(page: Page, l: Lang, found: Findings): Promise<void> {
  await bidIntoTie(page, TIE, (p, id) => clickId(p, id));
  await check(page, l, 'prompt', found);
  await shot(page, l, 'prompt', true);
  await clickId(page, 'pass');
  const t0 = Date.now();
  while ((await holdMoment(page, 'reveal', true)) === 0) {
    if (Date.now() - t0 > 30_000) throw new Error(`${l}: the reveal never reached its taking order`);
    await nextFrame(page);
  }
  const reveal = await check(page, l, 'reveal-tie', found);
  const cat = CATALOGUES[l];
  for (const key of ['reveal.order', 'reveal.onBack'] as const)
    expect(
      reveal.some((x) => x.text === cat[key]),
      `${l} reveal: ${key}`,
    ).toBe(true);
  await shot(page, l, 'reveal-tie', true);
  await holdMoment(page, 'reveal', false);
  await clickId(page, `offer:${TIE.terrain}`);
  await waitForHook(page, (h) => h.intents.some((i) => i.id.startsWith('spot:')), 30_000, 'the heatmap');
  await check(page, l, 'place', found);
  await shot(page, l, 'place', true);
  await clickId(page, 'table-menu');
  await waitForHook(page, (h) => h.scene === 'title', 20_000, 'the title');
}

/** From the title: the near-finished game of langStates.ts, which its bots end; the score sheet is checked. */
async function scoreSheet(page: Page, l: Lang, found: Findings): Promise<void> {
  await resumeToScoreSheet(page, END.id);
  await check(page, l, 'scores', found);
  await shot(page, l, 'scores', true);
  await clickId(page, 'title');
  await waitForHook(page, (h) => h.scene === 'title', 20_000, 'the title');
}

describe('languages on screen', () => {
  const bench = withGame();

  it.each(['en', 'de', 'it', 'fr', 'nl'] as const)(
    '%s: title, setup, bid, settings, rules, saved games, prompt, tied reveal, placement, score sheet, hand-off',
    async (l) => {
      const context = await bench.browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript((lang: string) => {
        localStorage.setItem(
          'carson-city.settings',
          JSON.stringify({
            volume: 0,
            muted: true,
            animationSpeed: 'instant',
            reducedMotion: false,
            language: lang,
          }),
        );
      }, l);
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const found: Findings = { overflow: [], english: [], small: [] };
      const t0 = Date.now();
      await page.goto(`${bench.server.url}/`);
      await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(l);
      await check(page, l, 'title', found);
      await shot(page, l, 'title');
      await putRecords(page, { [`game:${TIE.id}`]: TIE.record, [`game:${END.id}`]: END.record });

      await clickId(page, 'new-game');
      await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
      await check(page, l, 'setup', found);
      await shot(page, l, 'setup');
      await clickId(page, 'preset-solo');
      await clickId(page, 'start');
      await waitForHook(page, (h) => h.intents.some((i) => i.id.startsWith('bid:')), 30_000, 'a bid');
      // A first real game shows its one-time tip beside the bid (it once crashed the table while being drawn).
      await waitForHook(
        page,
        (h) => h.intents.some((i) => i.id === 'button:hint-ok'),
        10_000,
        'the first tip',
      );
      await check(page, l, 'bid', found);
      await shot(page, l, 'bid');

      await clickId(page, 'table-settings');
      await waitForHook(page, (h) => h.scene === 'settings', 20_000, 'the settings');
      await check(page, l, 'settings', found);
      await shot(page, l, 'settings');
      await clickId(page, 'settings-close');
      await waitForHook(page, (h) => h.scene === 'table', 20_000, 'the table');

      await clickId(page, 'table-rules');
      await waitForHook(page, (h) => h.scene === 'rules', 20_000, 'the rules');
      await check(page, l, 'rules', found);
      await shot(page, l, 'rules');
      await clickId(page, 'rules-close');
      await waitForHook(page, (h) => h.scene === 'table', 20_000, 'the table');

      await clickId(page, 'table-menu');
      await waitForHook(page, (h) => h.scene === 'title', 20_000, 'the title');
      await clickId(page, 'saves');
      await waitForHook(page, (h) => h.scene === 'saves', 20_000, 'the saved games');
      await check(page, l, 'saves', found);
      await shot(page, l, 'saves');
      const added = Date.now();
      await tiedRound(page, l, found);
      const tied = Date.now() - added;
      await scoreSheet(page, l, found);
      console.info(
        `[languages] ${l}: prompt, reveal, placement ${tied} ms; score sheet ${Date.now() - added - tied} ms`,
      );

      await clickId(page, 'new-game');
      await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
      await clickId(page, 'preset-hotseat');
      await clickId(page, 'start');
      await waitForHook(
        page,
        (h) => h.scene === 'table' && h.intents.some((i) => i.id === 'continue' && i.key === 'Enter'),
        30_000,
        'the hand-off screen',
      );
      await check(page, l, 'hand-off', found);
      // The curtain's title, words and hint never run into each other (a wrapped Italian title once touched its body).
      const onScreen = (await texts(page)).filter((x) => x.box && x.text.trim() !== '');
      const frame = [...onScreen].sort((a, b) => b.fontPx - a.fontPx)[0]?.box;
      const curtain = onScreen.filter((x) => JSON.stringify(x.box) === JSON.stringify(frame));
      expect(curtain.length, `${l} hand-off texts in the curtain's frame`).toBeGreaterThanOrEqual(3);
      for (const [i, a] of curtain.entries())
        for (const b of curtain.slice(i + 1)) {
          const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
          const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
          if (dx > 1 && dy > 1)
            found.overflow.push(`${l} hand-off: ${JSON.stringify(a.text)} over ${JSON.stringify(b.text)}`);
        }
      await shot(page, l, 'handoff');

      console.info(`[languages] ${l}: ${Date.now() - t0} ms`);
      if (found.small.length) console.log(`fonts under 12 CSS px:\n${found.small.join('\n')}`);
      // The city-size label beside the heatmap ("City 3×4 of 8×8") is read while placing: never under 12 CSS px.
      expect(found.small.filter((s) => s.includes(' place: ') && /\d×\d/.test(s))).toEqual([]);
      expect(found.english).toEqual([]);
      expect(found.overflow).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("draws every character of the five catalogues with a real glyph in each of the game's fonts", async () => {
    const context = await bench.browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${bench.server.url}/`);
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
    const chars = catalogueChars();
    expect(chars).toEqual(expect.arrayContaining([...'äöüßàèéìòùçëï…']));
    const fonts = Object.values(THEME.font).flatMap((family) =>
      ['', 'bold ', 'italic ', 'italic bold '].map((style) => `${style}40px ${family}`),
    );
    const found = await findBoxes(page, fonts, chars);
    expect(found.length).toBe(fonts.length);
    for (const f of found) expect(f.controlCaught, `${f.font}: U+10FFFC is caught as missing`).toBe(true);
    const missing = found
      .filter((f) => f.boxes.length + f.blank.length > 0)
      .map(
        (f) =>
          `${f.font}: boxes ${JSON.stringify(f.boxes.join(''))}, blank ${JSON.stringify(f.blank.join(''))}`,
      );
    expect(missing).toEqual([]);
    const probes = Object.entries(THEME.font).flatMap(([name, family]) =>
      ['', 'bold '].map((style) => ({
        name: `${name} ${style || 'regular '}`.trim(),
        font: `${style}20px ${family}`,
      })),
    );
    const drawn = await platformFonts(
      page,
      probes.map((p) => p.font),
      chars.join(''),
    );
    probes.forEach((p, i) => console.info(`[glyphs] ${p.name} drawn with ${JSON.stringify(drawn[i])}`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
