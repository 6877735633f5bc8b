/** The lint rules keep the board engine pure and behind its own gate, like the card engine. */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids ESLint reports for `code` as the file `filePath` (relative to the repository). */
async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  if (!result) throw new Error('no lint result');
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`parse error in snippet: ${fatal[0]?.message}`);
  return result.messages.map((m) => m.ruleId ?? '?');
}

const FILES = ['src/board/engine/x.ts', 'src/board/engine/systems/x.ts', 'src/board/engine/a/b/c/x.ts'];
const up = (file: string): string => '../'.repeat(file.split('/').length - 3);

describe('board engine purity', () => {
  const impure: [string, string][] = [
    ['Math.random', `export const r = Math.random();`],
    ['Date.now', `export const t = Date.now();`],
    ['new Date()', `export const t = new Date();`],
    ['performance', `export const t = performance.now();`],
    ['self.performance', `export const t = self.performance.now();`],
    ['localStorage', `export const v = localStorage.getItem('k');`],
    ['window', `export const w = window.innerWidth;`],
    ['setTimeout', `setTimeout(() => undefined, 1);`],
    ['phaser', `import Phaser from 'phaser';\nexport const P = Phaser;`],
    ['node fs', `import { readFileSync } from 'fs';\nexport const f = readFileSync;`],
    ['a dynamic import', `export const l = () => import('./apply');`],
  ];
  for (const file of FILES)
    it.each(impure)(`refuses %s in ${file}`, async (_, code) => {
      const hits = await rulesHit(code, file);
      expect(hits.some((r) => r.startsWith('no-restricted-'))).toBe(true);
    });

  it.each(FILES)("refuses leaving the folder from %s, except to the shared code's index", async (file) => {
    const p = up(file);
    for (const bad of [
      `import { t } from '${p}../ui/theme';\nexport const x = t;`,
      `import { nextFloat } from '${p}../shared/rng';\nexport const x = nextFloat;`,
      `import { nextFloat } from '${p}../engine';\nexport const x = nextFloat;`,
      `import { x } from '${p}../app/app';\nexport const y = x;`,
      `import { x } from '${p}other';\nexport const y = x;`,
    ])
      expect(await rulesHit(bad, file), bad).toContain('no-restricted-imports');
    for (const good of [
      `import { nextFloat } from '${p}../shared';\nexport const x = nextFloat;`,
      `import { nextFloat } from '${p}../shared/index';\nexport const x = nextFloat;`,
    ])
      expect(await rulesHit(good, file), good).toEqual([]);
  });

  it('passes clean board engine code', async () => {
    const code = `import { nextFloat } from '../../shared';\nimport type { BoardState } from './types';\nexport const f = (s: BoardState) => [nextFloat(s.rng), Math.max(1, 2), structuredClone(s)];`;
    expect(await rulesHit(code, 'src/board/engine/x.ts')).toEqual([]);
  });
});

describe('the gate into the board engine', () => {
  const outside: [string, string][] = [
    ['src/board/ui/x.ts', '../engine'],
    ['src/board/cli/x.ts', '../engine'],
    ['src/app/x.ts', '../board/engine'],
    ['test/board/x.test.ts', '../../src/board/engine'],
  ];
  it.each(outside)('refuses submodules from %s', async (file, p) => {
    for (const code of [
      `import { applyAction } from '${p}/apply';\nexport const a = applyAction;`,
      `import type { BoardState } from '${p}/types';\nexport type S = BoardState;`,
    ])
      expect(await rulesHit(code, file), code).toContain('no-restricted-imports');
  });
  it.each(outside)('passes the index from %s', async (file, p) => {
    const code = `import { applyAction } from '${p}';\nexport const a = applyAction;`;
    expect(await rulesHit(code, file)).toEqual([]);
  });
});
