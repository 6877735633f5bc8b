/**
 * The board's hover and long-press explanations of spaces, building kinds, characters and tracks: filled in all five
 * languages, no placeholder left, and their numbers the engine's own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUILDING_KINDS,
  BUILDINGS,
  CASH_LIMIT,
  CH,
  createGame,
  PATH_RATES,
  SPACES,
  viewFor,
} from '../../../src/board/engine';
import { LANGUAGES, setLanguage, type Lang } from '../../../src/i18n';
import { kindRates } from '../../../src/ui/board/boardExplain';
import { pathTip } from '../../../src/ui/board/boardExplainText';
import {
  buildingKindTip,
  characterTip,
  spaceTip,
  trackTip,
  type TrackId,
} from '../../../src/ui/board/boardTipText';

const NAMES = ['Ann', 'Bo', 'Cy'];
const LEAK = /[{}]|undefined|NaN|null|boardTips\.|boardTable\.|board\./;
const TRACKS: TrackId[] = ['order', 'pass', 'round', 'vp'];

/** A fresh game's view, its display full of buildings. */
function view(): ReturnType<typeof viewFor> {
  const r = createGame({ players: 3 }, 5);
  if (!r.ok) throw new Error(r.error);
  return viewFor(r.state, -1);
}

afterAll(async () => {
  await setLanguage('en');
});

describe('board tips', () => {
  it.each(LANGUAGES)('%s explains every space, building kind, character and track', async (l: Lang) => {
    expect(await setLanguage(l)).toBe(true);
    const v = view();
    for (const space of SPACES) {
      const tip = pathTip(v, 0, space, NAMES);
      expect(tip, `${l} ${space}`).toBeTruthy();
      expect(tip).not.toMatch(LEAK);
      expect(tip?.split('\n').length).toBeGreaterThanOrEqual(3);
    }
    for (const kind of BUILDING_KINDS) {
      const tip = buildingKindTip(kind);
      expect(
        tip.split('\n').every((line) => line.trim().length > 0),
        `${l} ${kind}`,
      ).toBe(true);
      expect(tip).not.toMatch(LEAK);
    }
    for (const card of Object.values(CH)) {
      const tip = characterTip(card);
      expect(tip?.split('\n'), `${l} ${card}`).toHaveLength(3);
      expect(tip).not.toMatch(LEAK);
    }
    for (const track of TRACKS) expect(trackTip(track)).not.toMatch(LEAK);
  });

  it('words the engine’s numbers: path rates, caps, cash limits and the income formula', async () => {
    await setLanguage('en');
    expect(spaceTip('wages')).toBe(
      `Wages\nEach cowboy here earns $${PATH_RATES.wages}.\nAny number of cowboys may stand here, and nobody duels.`,
    );
    expect(spaceTip('roads1')?.split('\n')[1]).toBe(
      `The winner takes ${PATH_RATES.roads1} roads into their supply.`,
    );
    expect(spaceTip('nowhere')).toBeNull();
    expect(kindRates('saloon')).toEqual([{ what: 'symbols', each: 5 }]);
    expect(kindRates('church')).toEqual([]);
    expect(buildingKindTip('saloon').split('\n')).toContain(`Pays at most $${BUILDINGS.saloon.cap} a round.`);
    expect(characterTip(CH.banker)?.split('\n')[2]).toBe(
      `Number ${CH.banker}: its place in the cowboy phase. Cash limit $${CASH_LIMIT[CH.banker]}.`,
    );
    expect(characterTip(CH.captain)?.split('\n')[1]).toBe(
      'May hire up to 3 cowboys at once for $1, $4, and $9.',
    );
    expect(characterTip(99)).toBeNull();
  });
});
