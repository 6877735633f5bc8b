/** A duel's firepower broken down at the duel itself: the engine's event, the duel box's sides, the log and spoken line. */
import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../../src/shared';
import { greedyBot, randomBot, type BoardBot } from '../../../src/board/bots/bots';
import {
  activeSeat,
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type BoardEvent,
  type BoardView,
  type FirepowerParts,
} from '../../../src/board/engine';
import { setLanguage, type Lang } from '../../../src/i18n';
import { duelSides } from '../../../src/ui/board/boardExplain';
import { eventText } from '../../../src/ui/board/boardText';
import { firepowerPhrase, firepowerWords } from '../../../src/ui/board/boardWords';

type Duel = Extract<BoardEvent, { type: 'duel' }>;

/** Every duel of a seeded game, with the view before the action that fought it. */
function duels(players: number, seed: number, bot: BoardBot, characters: number[]): [BoardView, Duel][] {
  const start = createGame({ players, characters }, seed);
  if (!start.ok) throw new Error('setup');
  let s = start.state;
  const rnd = floatSource(seedState(seed * 31 + 7));
  const out: [BoardView, Duel][] = [];
  while (s.phase !== 'over') {
    const seat = activeSeat(s);
    const r = applyAction(s, bot(viewFor(s, seat), legalActions(s, seat), rnd));
    if (!r.ok) throw new Error(r.error);
    for (const e of r.events) if (e.type === 'duel') out.push([viewFor(s, -1), e]);
    s = r.state;
  }
  return out;
}

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
/** Displays with the Mercenary (7) among the characters, so its bonus gets fought with. */
const DISPLAYS = [
  [1, 2, 3, 4, 5, 6, 7],
  [7, 8, 9, 10, 11, 12, 13],
];
const sum = (f: FirepowerParts): number => f.cowboys + f.revolvers + f.ammo + f.mercenary;

describe('a duel’s firepower parts', () => {
  const all = [2, 3, 4, 5, 6].flatMap((players) =>
    [0, 1].flatMap((d) => [
      ...duels(players, 300 + players * 10 + d, greedyBot, DISPLAYS[d] as number[]),
      ...duels(players, 500 + players * 10 + d, randomBot, DISPLAYS[d] as number[]),
    ]),
  );

  it('add up to the firepower the engine used, in seeded whole games of 2..6 seats (BOARD 5.1, 5.2)', () => {
    const seen = { cowboys: 0, revolvers: 0, ammo: 0, mercenary: 0 };
    for (const [, e] of all) {
      expect(e.fire).toHaveLength(e.seats.length);
      e.seats.forEach((_, i) => {
        const f = e.fire[i] as FirepowerParts;
        const used = (e.totals[i] as number) - (e.rolls[i] as number);
        expect(sum(f)).toBe(used);
        expect(f.total).toBe(used);
        for (const k of ['cowboys', 'revolvers', 'ammo', 'mercenary'] as const) {
          expect(f[k]).toBeGreaterThanOrEqual(0);
          if (f[k] > 0) seen[k]++;
        }
      });
      for (const d of duelSides(e)) {
        expect(sum(d.parts)).toBe(d.firepower);
        expect(d.roll + d.firepower).toBe(d.total);
      }
    }
    expect(all.length).toBeGreaterThan(50);
    for (const [k, n] of Object.entries(seen)) expect(n, k).toBeGreaterThan(0);
  });

  it('are in the log and spoken line of every duel', async () => {
    await setLanguage('en');
    for (const [view, e] of all) {
      const line = eventText(view, e, NAMES) ?? '';
      for (const d of duelSides(e))
        expect(line).toContain(`${d.roll} + ${d.firepower} (${firepowerPhrase(d.parts)}) = ${d.total}`);
    }
  });

  it('are worded in all five languages, with no English left', async () => {
    const full: FirepowerParts = { cowboys: 2, revolvers: 3, ammo: 3, mercenary: 3, total: 11 };
    const none: FirepowerParts = { cowboys: 0, revolvers: 0, ammo: 0, mercenary: 0, total: 0 };
    const english = ['personal supply', 'from ammunition', 'from ', 'no firepower', ' in the '];
    const seen = new Map<Lang, string>();
    for (const l of ['en', 'de', 'fr', 'it', 'nl'] as const) {
      await setLanguage(l);
      expect(firepowerWords(full)).toHaveLength(4);
      expect(firepowerWords(none)).toEqual([]);
      const text = `${firepowerPhrase(full)} | ${firepowerPhrase(none)}`;
      seen.set(l, text);
      expect(text).not.toMatch(/\{|\}/);
      if (l !== 'en') for (const w of english) expect(text.toLowerCase(), `${l}: ${w}`).not.toContain(w);
    }
    expect(new Set(seen.values()).size).toBe(5);
    await setLanguage('en');
    expect(seen.get('en')).toBe(
      '2 cowboys in the personal supply + 3 revolvers + 3 from ammunition + 3 from Mercenary | no firepower',
    );
  });
});
