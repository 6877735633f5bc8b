/** The income a building would earn where it is built, shown before the build: against what the engine then pays. */
import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../../src/shared';
import { greedyBot, randomBot, type BoardBot } from '../../../src/board/bots/bots';
import {
  activeSeat,
  applyAction,
  createGame,
  incomeParts,
  isBuilding,
  legalActions,
  STEP,
  viewFor,
  type BoardAction,
  type BoardEvent,
  type BoardState,
  type BoardView,
} from '../../../src/board/engine';
import { setLanguage, t } from '../../../src/i18n';
import { buildIncomeExplain, type BuildIncomeExplain } from '../../../src/ui/board/boardExplain';
import { buildIncomeTip, townTip } from '../../../src/ui/board/boardExplainText';
import { boardIntentLabel } from '../../../src/ui/board/boardA11y';
import { boardOptionText } from '../../../src/ui/board/boardTargetText';

type Build = Extract<BoardAction, { type: 'build' }>;

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];

/** A building whose preview was taken before its build, and the town right after it was built. */
interface Pending {
  seat: number;
  parcel: number;
  preview: BuildIncomeExplain;
  built: BoardState | null;
}

/** What the checks counted. */
interface Tally {
  previews: number;
  built: number;
  paid: number;
  samples: { view: BoardView; builds: Build[] }[];
}

const sameTown = (a: BoardState, b: BoardState): boolean =>
  a.round === b.round &&
  a.hallHolder === b.hallHolder &&
  a.townHall === b.townHall &&
  JSON.stringify(a.cells) === JSON.stringify(b.cells);

/**
 * What the engine paid the owner of the building on `parcel` at this income step, read from the money events alone:
 * when the owner got one "buildings" payment for each building it owns, they pair up in parcel order (BOARD 7.4).
 */
function paidFor(after: BoardState, ev: readonly BoardEvent[], parcel: number): number | null {
  const owner = after.cells[parcel]?.owner ?? -1;
  const mine = after.cells.flatMap((c, p) => (c.owner === owner && isBuilding(c.thing) ? [p] : []));
  const pays = ev.flatMap((e) =>
    e.type === 'money' && e.seat === owner && e.cause === 'buildings' ? [e.amount] : [],
  );
  if (pays.length !== mine.length) return null;
  return pays[mine.indexOf(parcel)] ?? null;
}

/** Plays a seeded game; before each build the bot chooses, takes its preview, then checks it against the payment. */
function play(players: number, seed: number, bot: BoardBot, tally: Tally): void {
  const start = createGame({ players }, seed);
  if (!start.ok) throw new Error('setup');
  let s = start.state;
  const rnd = floatSource(seedState(seed * 17 + 3));
  let pending: Pending[] = [];
  while (s.phase !== 'over') {
    const seat = activeSeat(s);
    const legal = legalActions(s, seat);
    const view = viewFor(s, seat);
    const a = bot(view, legal, rnd);
    const builds = legal.filter((x): x is Build => x.type === 'build');
    if (builds.length > 0 && tally.samples.length < 12) tally.samples.push({ view, builds });
    if (a.type === 'build') {
      // A build an owner refused to house was never built: the builder's next choice replaces it (BOARD 4.6).
      pending = pending.filter((x) => x.built !== null);
      const preview = buildIncomeExplain(view, a);
      if (preview) {
        tally.previews++;
        pending.push({ seat, parcel: a.parcel, preview, built: null });
      }
    }
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error);
    for (const e of r.events)
      if (e.type === 'built')
        for (const x of pending)
          if (x.parcel === e.parcel && x.preview.building === e.kind && x.built === null) {
            x.built = r.state;
            tally.built++;
            // Built as previewed, the engine's own parts of the standing building say the same.
            expect(incomeParts(r.state, e.parcel).income).toBe(x.preview.income);
            expect(incomeParts(r.state, e.parcel).terms).toEqual(x.preview.terms);
          }
    const paying = r.events.some(
      (e) => e.type === 'step' && e.step === STEP.incBuildings && e.edge === 'end',
    );
    if (paying) {
      for (const x of pending) {
        const then = x.built;
        // Only where the town is as it was right after the build, nothing but the building itself explains the pay.
        if (!then || !sameTown(then, r.state)) continue;
        if (r.state.grocerKind >= 0 || r.state.blasted.length > 0 || r.state.thieves[x.parcel] !== undefined)
          continue;
        const paid = paidFor(r.state, r.events, x.parcel);
        if (paid === null) continue;
        expect(paid, `seed ${seed}, parcel ${x.parcel}`).toBe(x.preview.income);
        tally.paid++;
      }
      pending = [];
    }
    s = r.state;
  }
}

describe('the income preview of a building', () => {
  const tally: Tally = { previews: 0, built: 0, paid: 0, samples: [] };

  it('equals what the engine pays for the building at the next building income (BOARD 7.2, 7.3, 7.4, 9.2)', () => {
    for (let players = 2; players <= 5; players++)
      for (let k = 0; k < 4; k++) {
        play(players, 700 + players * 10 + k, greedyBot, tally);
        play(players, 900 + players * 10 + k, randomBot, tally);
      }
    expect(tally.previews).toBeGreaterThan(40);
    expect(tally.built).toBeGreaterThan(30);
    expect(tally.paid).toBeGreaterThan(15);
  });

  it('is in the lit parcel’s tip, its screen-reader label and each house option, in five languages', async () => {
    expect(tally.samples.length).toBeGreaterThan(3);
    const english = ['would earn', 'this round', 'earns', 'depending on'];
    for (const l of ['en', 'de', 'fr', 'it', 'nl'] as const) {
      await setLanguage(l);
      for (const { view, builds } of tally.samples) {
        const parcel = (builds[0] as Build).parcel;
        const here = builds.filter((b) => b.parcel === parcel);
        const lines = buildIncomeTip(view, here);
        const e = buildIncomeExplain(view, here[0] as Build);
        if (!e) {
          expect(lines).toEqual([]);
          continue;
        }
        const tip = townTip(view, parcel, NAMES, here) ?? '';
        expect(tip).toBe(lines.join('\n'));
        expect(tip).toContain(t('boardPlay.step.incBuildings'));
        const option = boardOptionText(view, here[0] as Build);
        expect(option).toContain(String(e.income));
        const source = { view, names: NAMES, persons: [true], active: 0, you: -1, actions: 0 };
        const spoken = boardIntentLabel(
          { ...source, builds: () => here },
          { id: `parcel:${parcel}`, label: '' },
        );
        expect(spoken).toContain(lines[0]);
        expect(boardIntentLabel(source, { id: `parcel:${parcel}`, label: '' })).not.toContain(lines[0]);
        for (const text of [tip, option, spoken]) {
          expect(text).not.toMatch(/\{|\}/);
          if (l !== 'en') for (const w of english) expect(text, `${l}: ${w}`).not.toContain(w);
        }
      }
    }
    await setLanguage('en');
  });
});
