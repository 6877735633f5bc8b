/**
 * The words of the board's hover explanations: a made-up town worded line by line in English, and every building,
 * parcel and building space of seeded games worded in all five languages with each part on its own line.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../../src/shared';
import { greedyBot } from '../../../src/board/bots/bots';
import {
  activeSeat,
  applyAction,
  CH,
  createGame,
  legalActions,
  viewFor,
  type BoardState,
  type BoardView,
} from '../../../src/board/engine';
import { LANGUAGES, loadLanguage, setLanguage, type Lang } from '../../../src/i18n';
import { incomeExplain } from '../../../src/ui/board/boardExplain';
import { buildingSpaceTip, townTip } from '../../../src/ui/board/boardExplainText';
import { buildingKindTip } from '../../../src/ui/board/boardTipText';

const NAMES = ['Ann', 'Bo', 'Cy'];

/** A fresh 2-seat game's state with an empty town: only what `cells` lists stands on it. */
function town(
  cells: Record<number, { thing: BoardState['cells'][number]['thing']; owner: number }>,
): BoardState {
  const r = createGame({ players: 2 }, 3);
  if (!r.ok) throw new Error(r.error);
  const s = structuredClone(r.state);
  s.cells = s.cells.map((c, p) => ({ ...c, ...(cells[p] ?? { thing: 'empty', owner: -1 }) }));
  s.townHall = -1;
  s.hallHolder = -1;
  return s;
}

/** Views of a seeded greedy game's decisions, every 7th one. */
function views(seed: number): BoardView[] {
  const r = createGame({ players: 3 }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  const rnd = floatSource(seedState(seed));
  const out: BoardView[] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n % 7 === 0) out.push(viewFor(s, -1));
    const seat = activeSeat(s);
    const next = applyAction(s, greedyBot(viewFor(s, seat), legalActions(s, seat), rnd));
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
  return out;
}

afterAll(async () => {
  await setLanguage('en');
});

describe('board explanations in words', () => {
  it('words a ranch’s income from its empty neighbours, and a parcel’s price from the objects around it', async () => {
    await setLanguage('en');
    // B2 is parcel 9; A1 (parcel 0) is its one neighbour that is not empty.
    const view = viewFor(town({ 9: { thing: 'ranch', owner: 0 }, 0: { thing: 'mountain', owner: -1 } }), -1);
    expect(townTip(view, 9, NAMES)).toBe(
      'ranch on parcel B2 (Ann): $7 this round\nEmpty parcels around: 7 × $1 = $7 (B1, C1, A2, C2, A3, B3, and C3)',
    );
    expect(townTip(view, 10, NAMES)).toBe(
      'Price of parcel C2: $2\nEvery parcel: $1\n+$1 for a ranch on parcel B2',
    );
    expect(townTip(view, 0, NAMES)).toBe(
      'Price of parcel A1: $3\nEvery parcel: $1\n+$1 for a mountain on parcel A1\n+$1 for a ranch on parcel B2',
    );
  });

  it('ends an attacked building’s income with the attacker’s half; the town hall’s parcel explains what it is', async () => {
    await setLanguage('en');
    const s = town({
      9: { thing: 'ranch', owner: 0 },
      40: { thing: 'townHall', owner: -1 },
    });
    s.townHall = 40;
    s.hallHolder = 0;
    s.thieves = { 9: 1 };
    const view = viewFor(s, -1);
    const e = incomeExplain(view, 9);
    expect(e?.thief).toBe(1);
    const lines = townTip(view, 9, NAMES)?.split('\n') ?? [];
    expect(lines[lines.length - 1]).toBe(
      `Bo won the attack and takes $${e?.stolen}; the owner keeps $${e?.ownerGets}`,
    );
    expect(townTip(view, 40, NAMES)).toBe(buildingKindTip('townHall'));
  });

  it('halves a building space’s price for the Coolie', async () => {
    await setLanguage('en');
    const s = town({});
    s.display = ['bank', ...s.display.slice(1)];
    const seat = s.seats[0];
    if (!seat) throw new Error('seat');
    seat.power = CH.coolie;
    seat.red = false;
    const view = viewFor(s, -1);
    expect(buildingSpaceTip(view, 1, 0, NAMES)).toBe('bank: $3\nPrice of this space: $3');
    expect(buildingSpaceTip(view, 0, 0, NAMES)).toBe(
      'bank: $2\nPrice of this space: $3\nCoolie: half price for Ann, $2',
    );
  });

  it.each(LANGUAGES)(
    '%s words every building, parcel and space of seeded games, a part a line',
    async (l: Lang) => {
      await loadLanguage(l);
      expect(await setLanguage(l)).toBe(true);
      let incomes = 0;
      for (const view of [...views(11), ...views(12)]) {
        view.cells.forEach((_, p) => {
          const tip = townTip(view, p, NAMES);
          if (tip === null) return;
          expect(tip).not.toMatch(/[{}]|undefined|NaN|boardTable\./);
          const e = incomeExplain(view, p);
          // A kind that pays nothing explains what it is (boardTipText.ts) instead of a $0 income.
          if (!e || e.cap === 0) return;
          incomes++;
          const flags = [e.hall > 0, e.capped, e.grocer, e.blasted, e.thief >= 0].filter(Boolean).length;
          expect(tip.split('\n')).toHaveLength(1 + e.terms.length + flags);
        });
        for (let space = 0; space < 7; space++)
          expect(buildingSpaceTip(view, 0, space, NAMES)).not.toMatch(/[{}]|undefined|NaN|boardTable\./);
      }
      expect(incomes).toBeGreaterThan(20);
    },
  );
});
