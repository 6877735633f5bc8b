/**
 * Cards shown large on an upright phone (issue 27 items 3 and 7): at 390x844 in German, by touch only, every kind of
 * card on the table (the offer, the piles, a seat's cards on the players page, the city) comes up large with all its
 * text at 12 CSS px or more, inside the screen; a real long press on an offer card shows it and does not pick it; a
 * quick tap still picks it; a tap on the character pile shows its back large, in a game and at the lesson's step that
 * asks to read it. Screenshots go to test-results/screens/card-view-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HookCard, HookCardView, HookPick, IntentTarget } from '../../src/app/testHook';
import { stepIndex, waitStep } from './tutorialFlow';
import { cardsOf, centre, viewCard, viewOf } from './cardHook';
import { chooser, framesDrawn, nextChange, settle, waitForHook, touchTap } from './driver';
import { gameOf, nextIntent, peek, speakOnNextLoad, until, withGame } from './flows';
import { onScene, phonePage, picked, playByTouch, shot, soloByTouch, tap, tapId, texts } from './phoneChecks';

const W = 390;
const H = 844;

/** The German hint under a card shown large (for touch, or for a keyboard and mouse). */
const HINTS_DE = [
  'Tippe irgendwohin, um die Karte zu schließen.',
  'Klicke irgendwohin oder drücke Esc, um die Karte zu schließen.',
];

/** Waits until the card view is open (`open`) or closed. */
async function viewIs(page: Page, open: boolean, what: string): Promise<HookCardView | null> {
  return until(
    page,
    () => viewOf(page),
    (v) => (v !== null) === open,
    15_000,
    what,
  );
}

/** The card view is readable and on screen: its key, its text in German at 12 CSS px or more, inside 390x844. */
async function checkView(page: Page, key: string, where: string): Promise<void> {
  await settle(page);
  const v = await viewOf(page);
  expect(v?.key, `${where}: the card shown`).toBe(key);
  if (!v) return;
  expect(v.minFontPx, `${where}: smallest text of ${key}`).toBeGreaterThanOrEqual(12 - 0.05);
  for (const [name, b] of [
    ['view', v],
    ['card', v.card],
  ] as const) {
    expect(b.x, `${where}: ${name} left`).toBeGreaterThanOrEqual(-0.5);
    expect(b.y, `${where}: ${name} top`).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.w, `${where}: ${name} right`).toBeLessThanOrEqual(W + 0.5);
    expect(b.y + b.h, `${where}: ${name} bottom`).toBeLessThanOrEqual(H + 0.5);
  }
  // The card is drawn large: several times its size on the table (about 50 px across upright).
  expect(v.card.w, `${where}: the card's width`).toBeGreaterThanOrEqual(150);
  // What the hook's texts() sees inside the view: all of it readable, and the hint in German.
  const inside = (await texts(page)).filter(
    (t) =>
      t.text.trim() !== '' &&
      t.x >= v.x - 1 &&
      t.y >= v.y - 1 &&
      t.x + t.w <= v.x + v.w + 1 &&
      t.y + t.h <= v.y + v.h + 1,
  );
  const small = inside.filter((t) => t.fontPx < (t.label ? 14 : 12) - 0.05);
  expect(
    small.map((t) => `"${t.text.slice(0, 30)}" at ${t.fontPx} px`),
    `${where}: texts of ${key}`,
  ).toEqual([]);
  expect(
    inside.some((t) => HINTS_DE.includes(t.text)),
    `${where}: the German hint among ${inside.map((t) => t.text.slice(0, 20)).join(' | ')}`,
  ).toBe(true);
}

/** Shows a card large through the hook, checks it, and puts it away with a tap on Close. */
async function viewByHook(page: Page, card: HookCard, where: string): Promise<void> {
  expect(await viewCard(page, card.key)).toBe(true);
  await viewIs(page, true, `${card.key} shown`);
  await checkView(page, card.key, where);
  await tapId(page, 'card-close');
  await viewIs(page, false, `${card.key} put away by Close`);
  await settle(page);
}

/** A finger on (x, y), held until the card view opens, then lifted (through the browser's touch input). */
async function holdAt(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 0 }] });
  try {
    await viewIs(page, true, `a card shown by a finger held on ${x},${y}`);
  } finally {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }
}

/** Plays by touch (the driver's choices) until the cards on screen satisfy `want`. */
async function playUntilCards(page: Page, want: (cards: HookCard[]) => boolean, what: string): Promise<void> {
  const pick = chooser(11);
  for (let i = 0; i < 600; i++) {
    const cards = await cardsOf(page);
    if (want(cards)) return;
    const p = await peek(page);
    if (p?.scene === 'scoring') break;
    const next = p ? nextIntent(p, pick) : null;
    if (next && next.x !== undefined) {
      await tap(page, next);
      continue;
    }
    await nextChange(page, p?.frames ?? (await framesDrawn(page)));
  }
  throw new Error(`never came: ${what}`);
}

describe('cards shown large on an upright phone', () => {
  const game = withGame();

  it(
    'every kind of card on the upright table shows large in German; a hold shows an offer card and does not take it',
    { timeout: 600_000 },
    async () => {
      const page = await phonePage(game.browser, W, H);
      await speakOnNextLoad(page.context(), 'de');
      const seen = new Set<string>();
      try {
        await soloByTouch(page, game.server.url);
        // The first bid by touch, up to the first take.
        await playByTouch(
          page,
          5,
          () => Promise.resolve(),
          (p) => p.intents.some((i) => i.id.startsWith('offer:') && i.x !== undefined),
        );
        await settle(page);
        let cards = await cardsOf(page);
        // A tap on the character pile shows the next character's back large (issue 27 item 3).
        const pile = cards.find((c) => c.key === 'pile:character');
        expect(pile, `the character pile among ${cards.map((c) => c.key).join(' ')}`).toBeDefined();
        if (pile) {
          await touchTap(page, centre(pile).x, centre(pile).y);
          await viewIs(page, true, 'the pile shown by a tap');
          await checkView(page, 'pile:character', 'pile tapped');
          await shot(page, 'card-view-pile');
          // A tap anywhere puts it away.
          await touchTap(page, 8, 8);
          await viewIs(page, false, 'the pile put away by a tap');
          await settle(page);
        }
        for (const c of cards.filter((o) => o.place === 'offer' || o.place === 'pile')) {
          await viewByHook(page, c, `${c.key} at the take`);
          seen.add(c.place);
        }
        // A real long press on an offer card shows it and takes nothing.
        const isOffer = (i: IntentTarget): boolean => i.id.startsWith('offer:') && i.x !== undefined;
        const take = await waitForHook(page, (h) => h.intents.some(isOffer), 15_000, 'an offer card to take');
        const offer = take.intents.find(isOffer) as IntentTarget;
        const before = (await gameOf(page))?.actions;
        await holdAt(page, offer.x ?? 0, offer.y ?? 0);
        await settle(page);
        await checkView(page, offer.id, 'offer card held');
        await shot(page, 'card-view-offer-held');
        expect(await picked(page), 'the card held is not picked').toBeNull();
        expect((await gameOf(page))?.actions, 'the card held is not taken').toBe(before);
        await touchTap(page, W / 2, 12);
        await viewIs(page, false, 'the held card put away by a tap');
        await settle(page);
        expect(await picked(page), 'the tap that put the card away picks nothing').toBeNull();
        // A quick tap still picks the offer card, as before.
        const again = await waitForHook(
          page,
          (h) => h.intents.some((i) => i.id === offer.id && i.x !== undefined),
          15_000,
          offer.id,
        );
        await tap(page, again.intents.find((i) => i.id === offer.id) as IntentTarget);
        const got = await until(
          page,
          () => picked(page),
          (k) => k !== null,
          15_000,
          `a quick tap on ${offer.id} picked nothing`,
        );
        expect(`offer:${(got as HookPick).card}`).toBe(offer.id);
        expect(await viewOf(page), 'a quick tap on a card to take shows nothing large').toBeNull();
        // On to a city with a card in it.
        await playUntilCards(page, (l) => l.some((c) => c.place === 'city'), 'a card in the city');
        await settle(page);
        cards = await cardsOf(page);
        const city = cards.filter((c) => c.place === 'city');
        for (const c of city) await viewByHook(page, c, `${c.key} in the city`);
        seen.add('city');
        // The seats' cards on the players page: each kind once, and one by a real tap.
        await tapId(page, 'table-players');
        await settle(page);
        cards = await cardsOf(page);
        const seats = cards.filter((c) => c.place === 'seat');
        expect(
          seats.length,
          `seat cards on the players page among ${cards.map((c) => c.key).join(' ')}`,
        ).toBeGreaterThan(0);
        // One card of each kind: auction, bid, character (keys seat:<seat>:<kind>...).
        const kinds = new Map<string, HookCard>();
        for (const c of seats) {
          const kind = c.key.split(':')[2] ?? '';
          if (!kinds.has(kind)) kinds.set(kind, c);
        }
        for (const c of kinds.values()) await viewByHook(page, c, `${c.key} on the players page`);
        seen.add('seat');
        const first = seats[0] as HookCard;
        await touchTap(page, centre(first).x, centre(first).y);
        const tapped = await viewIs(page, true, `${first.key} shown by a tap`);
        expect(tapped?.key.startsWith('seat:'), `a seat card shown by a tap, not ${tapped?.key}`).toBe(true);
        await checkView(page, tapped?.key ?? '', 'seat card tapped');
        await shot(page, 'card-view-seat');
        await tapId(page, 'card-close');
        await viewIs(page, false, 'the seat card put away');
        await tapId(page, 'table-back');
        await settle(page);
        expect([...seen].sort()).toEqual(['city', 'offer', 'pile', 'seat']);
      } finally {
        await page.context().close();
      }
    },
  );

  it(
    'the lesson step that asks to read the next character’s back shows the pile large on a tap',
    { timeout: 300_000 },
    async () => {
      const page = await phonePage(game.browser, W, H);
      await speakOnNextLoad(page.context(), 'de');
      try {
        await page.goto(`${game.server.url}/`);
        await onScene(page, 'title');
        await tapId(page, 'learn');
        await waitForHook(page, (h) => h.scene === 'table', 60_000, 'the lesson');
        const back = stepIndex('back');
        for (let i = 0; i < back; i++) {
          await waitStep(page, i);
          await tapId(page, 'tutorial-next');
        }
        await waitStep(page, back);
        const pile = await until(
          page,
          () => cardsOf(page),
          (l) => l.some((c) => c.key === 'pile:character'),
          30_000,
          'the character pile at the lesson',
        ).then((l) => l.find((c) => c.key === 'pile:character') as HookCard);
        await settle(page);
        await touchTap(page, centre(pile).x, centre(pile).y);
        await viewIs(page, true, 'the pile shown by a tap in the lesson');
        await checkView(page, 'pile:character', 'lesson step "back"');
        await shot(page, 'card-view-lesson-back');
        await touchTap(page, W / 2, 12);
        await viewIs(page, false, 'the pile put away in the lesson');
        // The lesson goes on from the same step.
        await waitStep(page, back);
        await tapId(page, 'tutorial-next');
        await waitStep(page, back + 1);
      } finally {
        await page.context().close();
      }
    },
  );
});
