/**
 * Placement in real Chromium: the lit positions (heatmap dots) equal the engine's legal placements, and the number
 * on each dot equals the engine's score difference, checked on several seeded positions.
 *
 * The expected values are computed here in Node from the game's full state, rebuilt by replaying the page's own save
 * (the synchronous localStorage journal: setup, seed, actions) and checked against the page's state digest. Spots
 * come from `legalActions` (take actions of the selected card with a position); the delta of a spot is
 * `seatTotal` after `applyAction` of that take minus `seatTotal` before, both "as if the game ended now" (RULES 6).
 * The table computes its heatmap from the viewer's view with `placementPreview` (src/cards/engine/preview.ts), which
 * scores the city with and without the card; for a real seat that is the same definition, so the numbers must match.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameSummary, IntentTarget } from '../../src/app/testHook';
import { applyAction, legalActions, replay, seatTotal } from '../../src/cards/engine';
import type { Action, GameSetup, GameState, GameView } from '../../src/cards/engine';
import { chooser, trigger, waitForHook } from './driver';
import { peek, playUntil, presetSettings, startGame, withGame } from './flows';
import { collectConsoleErrors, screenshot } from './harness';

/** What the page shows at a placement decision, read in one round trip. */
interface PlacementLook {
  scene: string;
  intents: IntentTarget[];
  game: GameSummary | null;
  journal: string | null;
  /** Cards in the viewer's city, from the view on screen. */
  cityCards: number | null;
}

async function look(page: Page): Promise<PlacementLook> {
  return page.evaluate(() => {
    const cc = (
      window as unknown as {
        __cc: {
          scene(): string;
          intents(): IntentTarget[];
          game(): GameSummary | null;
          view(): GameView | null;
        };
      }
    ).__cc;
    const game = cc.game();
    const city = cc.view()?.seats[game?.viewer ?? 0]?.city;
    return {
      scene: cc.scene(),
      intents: cc.intents(),
      game,
      journal: localStorage.getItem('carson-city.journal'),
      cityCards: city ? city.length : null,
    };
  });
}

/** The page's state digest (src/app/storage.ts): FNV-1a over the JSON of the whole engine state. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Parses a heatmap number as drawn: "+8", "−3" (U+2212), "±0", with the intent's " VP" suffix. */
function shownNumber(label: string): number {
  const t = label.replace(/ VP$/, '').trim();
  if (t === '±0') return 0;
  if (/^\+\d+$/.test(t)) return Number(t.slice(1));
  if (/^\u2212\d+$/.test(t)) return -Number(t.slice(1));
  throw new Error(`unexpected heatmap label ${JSON.stringify(label)}`);
}

/** Rebuilds the page's full engine state from its journal, checked against the page's digest. */
function fullState(l: PlacementLook): GameState {
  expect(l.game?.id, 'the game has a save id').toBeTruthy();
  const save = JSON.parse(l.journal ?? 'null') as {
    id: string;
    setup: GameSetup;
    seed: number;
    actions: Action[];
  } | null;
  expect(save?.id).toBe(l.game?.id);
  expect(save?.actions.length).toBe(l.game?.actions);
  const r = replay((save as { setup: GameSetup }).setup, save?.seed ?? 0, save?.actions ?? []);
  if (!r.ok) throw new Error(`the save does not replay: ${r.error} at ${r.index}`);
  expect(digest(JSON.stringify(r.state)), 'the replayed state is the page state').toBe(l.game?.digest);
  return r.state;
}

/** The engine's legal spots of a card for a seat, with the score change of each ("x,y" -> delta). */
function engineSpots(state: GameState, seat: number, card: number): Map<string, number> {
  const before = seatTotal(state, seat);
  const out = new Map<string, number>();
  for (const a of legalActions(state, seat)) {
    if (a.type !== 'take' || a.card !== card || !a.at) continue;
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`legal action refused: ${r.error}`);
    out.set(`${a.at.x},${a.at.y}`, seatTotal(r.state, seat) - before);
  }
  return out;
}

const cardOf = (i: IntentTarget): number => Number(i.id.slice('offer:'.length));

/**
 * The offer cards to check at one decision (each check costs seconds of rendering on a slow machine): in an empty
 * city the first terrain card (every card may only start the city at 0,0); otherwise the card with the fewest legal
 * spots and the one with the most, so a card whose own parcels rule out spots the others may use is seen.
 */
function choose(
  state: GameState,
  seat: number,
  offers: IntentTarget[],
  cityNonEmpty: boolean,
): IntentTarget[] {
  if (!cityNonEmpty || offers.length < 2) return offers.slice(0, 1);
  const sized = offers
    .map((o) => ({ o, n: engineSpots(state, seat, cardOf(o)).size }))
    .sort((a, b) => a.n - b.n);
  const lo = sized[0] as { o: IntentTarget };
  const hi = sized[sized.length - 1] as { o: IntentTarget };
  return [lo.o, hi.o];
}

/** Tallies of what the test covered. */
interface Tally {
  decisions: number;
  cards: number;
  spots: number;
  nonEmptyCity: number;
  restricted: number;
  noRoom: number;
  negative: number;
}

describe('placement heatmap against the engine', () => {
  const game = withGame();

  it(
    'lit spots equal the legal placements and every number equals the engine score difference',
    { timeout: 600_000 },
    async () => {
      const t0 = Date.now();
      const tally: Tally = {
        decisions: 0,
        cards: 0,
        spots: 0,
        nonEmptyCity: 0,
        restricted: 0,
        noRoom: 0,
        negative: 0,
      };
      const timing = { play: 0, check: 0 };
      const SEEDS = [1107, 52021, 880088];
      const DECISIONS = 3;
      for (const seed of SEEDS) {
        const context = await game.browser.newContext({ viewport: { width: 1280, height: 720 } });
        await presetSettings(context, 'instant');
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await page.goto(`${game.server.url}/`);
        await startGame(page, 'solo', seed);
        const pick = chooser(seed);
        let lastActions = -1;
        for (let d = 0; d < DECISIONS; d++) {
          // Play on (bids, prompts, earlier placements) until a new take decision with a terrain card shows no ghost yet.
          const fresh = (p: { intents: IntentTarget[]; game: GameSummary | null }): boolean =>
            (p.game?.actions ?? -1) > lastActions &&
            p.intents.some((i) => /^offer:/.test(i.id) && i.label.startsWith('Terrain')) &&
            !p.intents.some((i) => i.id.startsWith('spot:'));
          const tp = Date.now();
          await playUntil(page, pick, fresh, 240_000);
          timing.play += Date.now() - tp;
          const tc = Date.now();
          const first = await look(page);
          lastActions = first.game?.actions ?? 0;
          const state = fullState(first);
          const seat = first.game?.viewer ?? 0;
          const cityNonEmpty = (first.cityCards ?? 0) > 0;
          const terrainOffers = choose(
            state,
            seat,
            first.intents.filter((i) => /^offer:/.test(i.id) && i.label.startsWith('Terrain')),
            cityNonEmpty,
          );
          const spotSets = new Set<string>();
          for (const offer of terrainOffers) {
            const card = cardOf(offer);
            const expected = engineSpots(state, seat, card);
            await trigger(page, offer);
            if (expected.size === 0) {
              // No legal spot: the table asks before a take-and-discard instead of lighting spots.
              await waitForHook(
                page,
                (h) => h.intents.some((i) => i.id === 'discard-confirm'),
                20_000,
                `the no-room question for ${card}`,
              );
              tally.noRoom++;
              spotSets.add('');
              continue;
            }
            await waitForHook(
              page,
              (h) => h.intents.some((i) => i.id.startsWith('spot:')) && h.view !== null,
              20_000,
              `the heatmap of ${card}`,
            );
            const l = await look(page);
            expect(l.game?.digest, 'nothing moved while looking').toBe(first.game?.digest);
            const shown = new Map<string, number>();
            for (const i of l.intents)
              if (i.id.startsWith('spot:')) shown.set(i.id.slice('spot:'.length), shownNumber(i.label));
            const ctx = `seed ${seed}, action ${first.game?.actions}, card ${card}`;
            expect([...shown.keys()].sort(), `lit spots, ${ctx}`).toEqual([...expected.keys()].sort());
            for (const [k, delta] of expected) expect(shown.get(k), `number at ${k}, ${ctx}`).toBe(delta);
            tally.cards++;
            tally.spots += expected.size;
            tally.negative += [...expected.values()].filter((v) => v < 0).length;
            spotSets.add([...expected.keys()].sort().join(' '));
            if (tally.cards === 1 || (cityNonEmpty && tally.nonEmptyCity === 0))
              await screenshot(page, `placement-seed${seed}-card${card}`);
          }
          tally.decisions++;
          if (cityNonEmpty) tally.nonEmptyCity++;
          // Cards of one decision lit differently: some card's own parcels ruled out spots the others may use (RULES 4.4).
          if (spotSets.size > 1) tally.restricted++;
          timing.check += Date.now() - tc;
          // The driver goes on from here: it picks a lit spot and confirms it (or takes and discards).
          expect((await peek(page))?.scene).toBe('table');
        }
        expect(errors).toEqual([]);
        await context.close();
      }
      console.info('[placement]', { ...tally, ...timing, ms: Date.now() - t0 });
      expect(tally.decisions).toBe(SEEDS.length * DECISIONS);
      expect(tally.nonEmptyCity).toBeGreaterThanOrEqual(SEEDS.length);
      expect(tally.restricted).toBeGreaterThan(0);
    },
  );
});
