/** The command-line tools as child processes: JSON on stdout, bad input on stderr with exit code 2. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_KEYS, legalPlacements, parseCity, scoreCity } from '../src/cards/engine';
import type { CityGrid, Content } from '../src/cards/engine';
import { WORKED_EXAMPLE, WORKED_LINES } from './cityFixtures';
import { runTool, type ToolRun } from './shared';

const run = (tool: string, args: string[]): Promise<ToolRun> => runTool(`src/cards/cli/${tool}.ts`, args);

let dir = '';
const file = (name: string, content: unknown): string => {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

const PLACE_CITY = ['_HH_', '.mM.', 'RMM.'];
const ROW9 = '.........';
const jobs: Record<string, () => Promise<ToolRun>> = {
  worked: () =>
    run('score', [
      file('worked.json', {
        city: WORKED_EXAMPLE,
        characters: ['Doctor', 'Teacher', 'Banker'],
        soldCards: 0,
      }),
    ]),
  workedLocal: () =>
    run('score', [
      file('workedlocal.json', {
        city: WORKED_EXAMPLE,
        characters: ['Doktor', 'insegnante', 'Banquier'],
        soldCards: 0,
      }),
    ]),
  repeatedLocal: () =>
    run('score', [file('replocal.json', { city: ['R.'], characters: ['Teacher', 'Lehrerin'] })]),
  auctioneer: () =>
    run('score', [file('auc.json', { city: ['R.'], characters: ['Auctioneer'], soldCards: 3 })]),
  noSold: () => run('score', [file('nosold.json', { city: ['X.'], characters: [] })]),
  badLetter: () => run('score', [file('letter.json', { city: ['R.', 'HZ'], characters: [] })]),
  ragged: () => run('score', [file('ragged.json', { city: ['R..', 'HM'], characters: [] })]),
  unknownChar: () => run('score', [file('who.json', { city: ['R.'], characters: ['Wizard'] })]),
  repeated: () =>
    run('score', [file('rep.json', { city: ['R.'], characters: ['Teacher', 'Banker', 'Teacher'] })]),
  soldHigh: () => run('score', [file('sold4.json', { city: ['R.'], characters: [], soldCards: 4 })]),
  soldLow: () => run('score', [file('soldm1.json', { city: ['R.'], characters: [], soldCards: -1 })]),
  soldFrac: () => run('score', [file('soldf.json', { city: ['R.'], characters: [], soldCards: 1.5 })]),
  notJson: () => run('score', [file('bad.json', '{"city": [')]),
  bom: () => run('score', [file('bom.json', `\ufeff${JSON.stringify({ city: ['R.'], characters: [] })}`)]),
  missing: () => run('score', [join(dir, 'does-not-exist.json')]),
  place: () =>
    run('placements', [file('place.json', { city: PLACE_CITY, card: ['.M', 'HM'], characters: [] })]),
  placeCaptain: () =>
    run('placements', [
      file('placecap.json', { city: ['........'], card: ['..', '..'], characters: ['Captain', 'Sheriff'] }),
    ]),
  placeEmpty: () => run('placements', [file('placeempty.json', { city: [], card: ['T.', '.X'] })]),
  placeBadCard: () => run('placements', [file('placebad.json', { city: ['..'], card: ['.Q', '..'] })]),
  placeBadChar: () =>
    run('placements', [file('placebadc.json', { city: ['..'], card: ['..', '..'], characters: ['Mayor'] })]),
  sim: () => run('sim', ['--games', '3', '--seats', '5', '--seed', '3']),
  simBad: () => run('sim', ['--games', '2', '--seats', '7']),
  huge: () => run('score', [file('huge.json', { city: [ROW9.repeat(111)], characters: [] })]),
  wide: () => run('score', [file('wide.json', { city: [ROW9], characters: ['Banker'] })]),
  captain9x8: () =>
    run('score', [file('cap98.json', { city: Array(8).fill(ROW9), characters: ['Captain'] })]),
  captain9x9: () =>
    run('score', [file('cap99.json', { city: Array(9).fill(ROW9), characters: ['Captain'] })]),
  padded: () => run('score', [file('padded.json', { city: ['__________', '_........_'], characters: [] })]),
  placeWide: () =>
    run('placements', [file('placewide.json', { city: [ROW9], card: ['..', '..'], characters: [] })]),
  bigFile: () => run('score', [file('big.json', `{"city": ["R."]${' '.repeat(1_000_000)}}`)]),
  devZero: () => run('score', ['/dev/zero']),
  simGames: () => run('sim', ['--games', '1e9']),
  simGamesHigh: () => run('sim', ['--games', '100001']),
  simGamesFrac: () => run('sim', ['--games', '1.5']),
  simReal: () => run('sim', ['--games', '1', '--seats', '4', '--real', '5']),
  simSeedHuge: () => run('sim', ['--games', '1', '--seed', '1e308']),
  simSeed2to32: () => run('sim', ['--games', '1', '--seed', '4294967296']),
  simSeedNeg: () => run('sim', ['--games', '1', '--seed', '-1']),
  simSeedMax: () => run('sim', ['--games', '2', '--seats', '4', '--seed', '4294967295']),
  tourSeed: () => run('tournament', ['--games', '4', '--seed', '1e308', '--mix', 'random']),
  tourGames: () => run('tournament', ['--games', '1e9', '--mix', 'random']),
  tourMasterJson: () => run('tournament', ['--games', '4', '--mix', 'random', '--master', '{horizon']),
  tourMasterKey: () => run('tournament', ['--games', '4', '--mix', 'random', '--master', '{"depth":2}']),
  tourMasterKind: () => run('tournament', ['--games', '4', '--mix', 'random', '--master', '{"horizon":"2"}']),
  tourMasterOk: () =>
    run('tournament', ['--games', '4', '--mix', 'random', '--master', '{"horizon":0,"valuedTakes":true}']),
};
const results: Record<string, ToolRun> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cc-cli-'));
  const names = Object.keys(jobs);
  // Two at a time: the machine has two cores.
  for (let i = 0; i < names.length; i += 2) {
    const batch = names.slice(i, i + 2);
    const out = await Promise.all(batch.map((n) => (jobs[n] as () => Promise<ToolRun>)()));
    batch.forEach((n, k) => (results[n] = out[k] as ToolRun));
  }
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (name: string): ToolRun => results[name] as ToolRun;

describe('score', () => {
  it('prints the worked example: the 13 lines in order and 109', () => {
    const r = get('worked');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { lines: Record<string, number>; total: number };
    expect(Object.keys(out)).toEqual(['lines', 'total']);
    expect(Object.keys(out.lines)).toEqual([...LINE_KEYS]);
    expect(out.lines).toEqual(WORKED_LINES);
    expect(out.total).toBe(109);
    expect(r.stdout).toBe(`${JSON.stringify({ lines: WORKED_LINES, total: 109 })}\n`);
  });

  it('reads a file that starts with a UTF-8 byte-order mark', () => {
    const r = get('bom');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const city = parseCity(['R.']) as CityGrid;
    expect((JSON.parse(r.stdout) as { total: number }).total).toBe(
      scoreCity(city, { characters: [], sold: 0 }).total,
    );
  });

  it('accepts character names as printed in German, Italian, French and Dutch too', () => {
    const r = get('workedLocal');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`${JSON.stringify({ lines: WORKED_LINES, total: 109 })}\n`);
    expect(get('repeatedLocal').stderr).toMatch(/Lehrerin is repeated/);
  });

  it('scores sold cards for the Auctioneer and treats a missing soldCards as 0', () => {
    const auc = JSON.parse(get('auctioneer').stdout) as { lines: { characters: number; ranches: number } };
    expect(auc.lines.characters).toBe(21);
    expect(auc.lines.ranches).toBe(1);
    const none = JSON.parse(get('noSold').stdout) as { lines: { outlaws: number }; total: number };
    expect(none.lines.outlaws).toBe(-6);
    expect(none.total).toBe(-6);
  });

  it.each([
    ['badLetter', /unknown letter 'Z'/],
    ['ragged', /ragged/],
    ['unknownChar', /unknown character "Wizard"/],
    ['repeated', /Teacher is repeated/],
    ['soldHigh', /soldCards/],
    ['soldLow', /soldCards/],
    ['soldFrac', /soldCards/],
    ['notJson', /not valid JSON/],
    ['missing', /cannot read/],
  ])('rejects bad input (%s) on stderr with exit code 2', (name, message) => {
    const r = get(name);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('placements', () => {
  it('prints the legal positions of the card, sorted, as the engine finds them', () => {
    const r = get('place');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as [number, number][];
    const g = parseCity(PLACE_CITY) as CityGrid;
    const want = legalPlacements(g, ['.', 'M', 'H', 'M'] as Content[], { captain: false, sheriff: false })
      .map((p) => [p.x, p.y])
      .sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
    expect(out).toEqual(want);
    expect(out.length).toBeGreaterThan(0);
    const sorted = [...out].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(out).toEqual(sorted);
    // At (1, 1) the card's empty parcel would cover the Mine; at (-2, 0) it touches the '.' at (0, 1).
    expect(out).not.toContainEqual([1, 1]);
    expect(out).toContainEqual([-2, 0]);
    expect(out.some(([x, y]) => x < 0 || y < 0)).toBe(true);
  });

  it('applies the Captain: a row of 8 grows to 9 wide only with him', () => {
    const out = JSON.parse(get('placeCaptain').stdout) as [number, number][];
    expect(out).toContainEqual([-1, 0]);
    expect(out).toContainEqual([7, -1]);
    expect(out).not.toContainEqual([-2, 0]);
  });

  it('puts the first card at [0, 0]', () => {
    expect(JSON.parse(get('placeEmpty').stdout)).toEqual([[0, 0]]);
  });

  it('rejects a bad card or character with exit code 2', () => {
    expect(get('placeBadCard').code).toBe(2);
    expect(get('placeBadCard').stderr).toMatch(/Q/);
    expect(get('placeBadChar').code).toBe(2);
    expect(get('placeBadChar').stderr).toMatch(/Mayor/);
  });
});

describe('sim', () => {
  it('plays full games and reports no invariant violation', () => {
    const r = get('sim');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.games).toBe(3);
    expect(out.seats).toBe(5);
    expect(out.invariantViolations).toBe(0);
    expect(typeof out.gamesPerSecond).toBe('number');
    expect(out.averageScore).toBeTypeOf('object');
  });

  it('rejects a bad seat count with exit code 2', () => {
    expect(get('simBad').code).toBe(2);
    expect(get('simBad').stdout).toBe('');
  });
});

describe('limits', () => {
  const refused = (name: string, message: RegExp): void => {
    const r = get(name);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  };

  it('refuses cities larger than 8x8, or 8x9 / 9x8 with the Captain (RULES 4)', () => {
    refused('huge', /999 columns and 1 rows.*8x8/);
    refused('wide', /9 columns and 1 rows; a city fits in 8x8 \(8x9 or 9x8 with the Captain\)/);
    refused('captain9x9', /9 columns and 9 rows/);
    refused('placeWide', /9 columns and 1 rows/);
    const cap = get('captain9x8');
    expect(cap.code).toBe(0);
    expect((JSON.parse(cap.stdout) as { total: number }).total).toBeTypeOf('number');
  });

  it('measures the covered parcels, not the "_" around them', () => {
    const r = get('padded');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('reads at most 1 MB of input, also from an endless file', () => {
    refused('bigFile', /larger than 1000000 bytes \(1 MB\)/);
    refused('devZero', /larger than 1000000 bytes/);
  });

  it('caps sim games and seat counts to whole numbers in range', () => {
    refused('simGames', /--games takes a whole number from 1 to 100000 \(got "1e9"\)/);
    refused('simGamesHigh', /--games takes a whole number from 1 to 100000/);
    refused('simGamesFrac', /--games takes a whole number/);
    refused('simReal', /--real takes a whole number from 0 to 4/);
    refused('tourGames', /--games takes a whole number from 1 to 100000/);
  });

  it('takes Master parameters for experiments, by their names and kinds only', () => {
    refused('tourMasterJson', /--master is not JSON/);
    refused('tourMasterKey', /--master: unknown parameter or wrong kind: depth/);
    refused('tourMasterKind', /--master: unknown parameter or wrong kind: horizon/);
    const ok = get('tourMasterOk');
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.stdout) as { master: unknown }).master).toEqual({ horizon: 0, valuedTakes: true });
  });

  it('accepts seeds 0..2^32-1 only, in sim and tournament', () => {
    refused('simSeedHuge', /--seed takes a whole number from 0 to 4294967295 \(got "1e308"\)/);
    refused('simSeed2to32', /--seed takes a whole number from 0 to 4294967295/);
    refused('simSeedNeg', /--seed takes a whole number from 0 to 4294967295/);
    refused('tourSeed', /--seed takes a whole number from 0 to 4294967295/);
    const max = get('simSeedMax');
    expect(max.code).toBe(0);
    const out = JSON.parse(max.stdout) as { seed: number; games: number; invariantViolations: number };
    expect(out.seed).toBe(4294967295);
    expect(out.games).toBe(2);
    expect(out.invariantViolations).toBe(0);
  });
});
