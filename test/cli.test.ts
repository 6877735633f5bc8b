/** The command-line tools as child processes: JSON on stdout, bad input on stderr with exit code 2. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_KEYS, legalPlacements, parseCity } from '../src/engine';
import type { CityGrid, Content } from '../src/engine';
import { WORKED_EXAMPLE, WORKED_LINES } from './cityFixtures';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(tool: string, args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'src/cli', `${tool}.ts`), ...args],
      { cwd: ROOT, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        done({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

let dir = '';
const file = (name: string, content: unknown): string => {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

const PLACE_CITY = ['_HH_', '.mM.', 'RMM.'];
const jobs: Record<string, () => Promise<Run>> = {
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
};
const results: Record<string, Run> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cc-cli-'));
  const names = Object.keys(jobs);
  // Two at a time: the machine has two cores.
  for (let i = 0; i < names.length; i += 2) {
    const batch = names.slice(i, i + 2);
    const out = await Promise.all(batch.map((n) => (jobs[n] as () => Promise<Run>)()));
    batch.forEach((n, k) => (results[n] = out[k] as Run));
  }
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (name: string): Run => results[name] as Run;

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
