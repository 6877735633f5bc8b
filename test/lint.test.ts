/** The lint rules that keep the engine pure and gated, run on small snippets through ESLint's API. */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
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

const ENGINE_FILES = [
  'src/cards/engine/x.ts',
  'src/cards/engine/systems/x.ts',
  'src/cards/engine/data/x.ts',
  'src/cards/engine/systems/deep/x.ts',
];

describe('engine purity', () => {
  const uiImports: [string, string][] = [
    ['src/cards/engine/x.ts', `import { THEME } from '../ui/theme';`],
    ['src/cards/engine/systems/x.ts', `import { THEME } from '../../ui/theme';`],
    ['src/cards/engine/data/x.ts', `import { SCENES } from '../../scenes/common';`],
    ['src/cards/engine/systems/x.ts', `import { botFor } from '../../bots';`],
    ['src/cards/engine/data/x.ts', `export { currentGame } from '../../app/app';`],
    ['src/cards/engine/systems/deep/x.ts', `import type { Bot } from '../../../bots/types';`],
    ['src/cards/engine/x.ts', `import { THEME } from 'src/ui/theme';`],
    ['src/cards/engine/x.ts', `import { THEME } from '/work/src/ui/theme';`],
    ['src/cards/engine/x.ts', `import { THEME } from '@/ui/theme';`],
    ['src/cards/engine/systems/x.ts', `import '../../app/app';`],
    ['src/cards/engine/systems/x.ts', `import { readFile } from '../../cli/io';`],
    ['src/cards/engine/x.ts', `import { x } from '../other/place';`],
    ['src/cards/engine/x.ts', `import Phaser from 'phaser';`],
    ['src/cards/engine/data/x.ts', `import { Howl } from 'howler';`],
    ['src/cards/engine/x.ts', `import localforage from 'localforage';`],
    ['src/cards/engine/x.ts', `import { performance } from 'node:perf_hooks';`],
    ['src/cards/engine/x.ts', `import { randomInt } from 'crypto';`],
  ];
  it.each(uiImports)('refuses in %s: %s', async (file, code) => {
    expect(await rulesHit(code, file)).toContain('no-restricted-imports');
  });

  const otherImports: [string, string][] = [
    ['a dynamic import', `export const ui = () => import('../../ui/theme');`],
    ['require', `export const ui = require('../../ui/theme');`],
    ['import = require', `import ui = require('../../ui/theme');\nexport const t = ui;`],
    ['an import type', `export type T = typeof import('../../ui/theme');`],
  ];
  it.each(otherImports)('refuses %s in the engine and the bots', async (_, code) => {
    expect(await rulesHit(code, 'src/cards/engine/systems/x.ts')).toContain('no-restricted-syntax');
    expect(await rulesHit(code.replace('../../', '../'), 'src/cards/bots/x.ts')).toContain(
      'no-restricted-syntax',
    );
  });

  const impure: [string, string][] = [
    ['new Date()', `export const t = new Date();`],
    ['Date.now', `export const t = Date.now();`],
    ['Date.now as a value', `export const clock = Date.now;`],
    ['performance', `export const t = performance.now();`],
    ['globalThis.performance', `export const t = globalThis.performance.now();`],
    ['window.performance', `export const t = window.performance.now();`],
    ['self.performance', `export const t = self.performance.now();`],
    ['Math.random', `export const r = Math.random();`],
    ['Math.random destructured', `const { random } = Math;\nexport const r = random();`],
    ['crypto', `export const r = crypto.getRandomValues(new Uint8Array(1));`],
    ['localStorage', `export const v = localStorage.getItem('k');`],
    ['document', `export const b = document.body;`],
    ['setTimeout', `setTimeout(() => undefined, 1);`],
  ];
  for (const file of ENGINE_FILES) {
    it.each(impure)(`refuses %s in ${file}`, async (_, code) => {
      const hits = await rulesHit(code, file);
      expect(hits.some((r) => r.startsWith('no-restricted-'))).toBe(true);
    });
  }

  it('passes clean engine code at every depth', async () => {
    const clean = [
      [
        'src/cards/engine/x.ts',
        `import { offer } from './world';\nimport type { GameState } from './types';\nexport const f = (s: GameState) => offer(s).length;`,
      ],
      [
        'src/cards/engine/systems/x.ts',
        `import { BID_BONUS } from '../data/characters';\nimport { nextFloat } from '../../../shared';\nexport const g = { BID_BONUS, nextFloat };`,
      ],
      [
        'src/cards/engine/data/x.ts',
        `import type { Suit } from '../types';\nexport const s: Suit = 'hat';\nexport const m = Math.max(1, 2);`,
      ],
      [
        'src/cards/engine/x.ts',
        `export * from './systems/flow';\nexport const state = { performance: 1 }.performance;`,
      ],
    ];
    for (const [file, code] of clean)
      expect(await rulesHit(code as string, file as string), `${file}: ${code}`).toEqual([]);
  });
});

describe('the gate into the engine', () => {
  const outside = [
    'src/app/x.ts',
    'src/scenes/table/x.ts',
    'src/cards/bots/x.ts',
    'src/cards/cli/x.ts',
    'test/x.test.ts',
  ];
  const deep = [
    (p: string) => `import { offer } from '${p}/world';`,
    (p: string) => `import { BID_BONUS } from '${p}/data/characters';`,
    (p: string) => `import type { GameView } from '${p}/view';`,
    (p: string) => `export { advance } from '${p}/systems/flow';`,
  ];
  const prefix = (file: string): string =>
    file.startsWith('test/')
      ? '../src/cards/engine'
      : file.startsWith('src/cards/')
        ? '../engine'
        : file.split('/').length > 3
          ? '../../cards/engine'
          : '../cards/engine';

  for (const file of outside) {
    it(`refuses engine submodules from ${file}`, async () => {
      for (const make of deep) {
        const code = make(prefix(file));
        expect(await rulesHit(code, file), code).toContain('no-restricted-imports');
      }
    });
    it(`passes the engine's index from ${file}`, async () => {
      const p = prefix(file);
      for (const code of [
        `import { offer } from '${p}';\nexport const f = offer;`,
        `import { offer } from '${p}/index';\nexport const f = offer;`,
        `import type { GameView } from '${p}/index.ts';\nexport type V = GameView;`,
      ])
        expect(await rulesHit(code, file), code).toEqual([]);
    });
  }

  const unseen: [string, string, string][] = [
    [
      'a dynamic import',
      `export const load = () => import('../cards/engine/world');`,
      `export const load = () => import('../cards/engine');`,
    ],
    [
      'require',
      `export const w = require('../cards/engine/world');`,
      `export const w = require('../cards/bots');`,
    ],
    [
      'import = require',
      `import w = require('../cards/engine/world');\nexport const x = w;`,
      `import w = require('../cards/engine');\nexport const x = w;`,
    ],
    [
      'an import type',
      `export type W = typeof import('../cards/engine/world');`,
      `export type W = typeof import('../cards/engine/index');`,
    ],
  ];
  it.each(unseen)('refuses an engine submodule through %s outside the engine', async (_, bad, good) => {
    expect(await rulesHit(bad, 'src/app/x.ts')).toContain('no-restricted-syntax');
    // require in any form is refused everywhere by typescript-eslint's no-require-imports.
    const hits = await rulesHit(good, 'src/app/x.ts');
    expect(hits.filter((r) => r !== '@typescript-eslint/no-require-imports')).toEqual([]);
  });
});

describe('bot purity', () => {
  const refused: [string, string][] = [
    ['phaser', `import Phaser from 'phaser';\nexport const P = Phaser;`],
    ['storage', `import localforage from 'localforage';\nexport const l = localforage;`],
    ['the UI', `import { THEME } from '../ui/theme';\nexport const t = THEME;`],
    ['the app', `import { currentGame } from '../app/app';\nexport const g = currentGame;`],
    ['an engine submodule', `import { offer } from '../engine/world';\nexport const o = offer;`],
    ['new Date()', `export const t = new Date();`],
    ['Date.now', `export const t = Date.now();`],
    ['performance', `export const t = performance.now();`],
    ['self.performance', `export const t = self.performance.now();`],
    ['Math.random', `export const r = Math.random();`],
    ['localStorage', `export const v = localStorage.getItem('k');`],
    ['window', `export const w = window.innerWidth;`],
  ];
  it.each(refused)('refuses %s in src/cards/bots', async (_, code) => {
    const hits = await rulesHit(code, 'src/cards/bots/x.ts');
    expect(hits.some((r) => r.startsWith('no-restricted-'))).toBe(true);
  });

  it('passes clean bot code', async () => {
    const code = `import { offer } from '../engine';\nimport { nextFloat } from '../../shared';\nimport type { GameView } from '../engine';\nimport { scoreOf } from './common';\nexport const f = (v: GameView) => [nextFloat, offer, scoreOf, v.offer.length, Math.max(1, 2)];`;
    expect(await rulesHit(code, 'src/cards/bots/x.ts')).toEqual([]);
  });
});

describe('the shared code', () => {
  const importers: [string, string][] = [
    ['src/cards/engine/x.ts', '../../shared'],
    ['src/cards/engine/systems/x.ts', '../../../shared'],
    ['src/board/engine/x.ts', '../../shared'],
    ['src/cards/bots/x.ts', '../../shared'],
    ['src/app/x.ts', '../shared'],
    ['src/scenes/table/x.ts', '../../shared'],
    ['test/x.test.ts', '../src/shared'],
  ];
  it.each(importers)('is reached from %s through its index only', async (file, p) => {
    for (const bad of [
      `import { nextFloat } from '${p}/rng';`,
      `export type { Outcome } from '${p}/outcome';`,
    ])
      expect(await rulesHit(bad, file), bad).toContain('no-restricted-imports');
    for (const good of [
      `import { nextFloat } from '${p}';\nexport const f = nextFloat;`,
      `import { replayWith } from '${p}/index';\nexport const f = replayWith;`,
    ])
      expect(await rulesHit(good, file), good).toEqual([]);
  });

  const refused: [string, string][] = [
    ['the card engine', `import { offer } from '../cards/engine';\nexport const o = offer;`],
    ['the board engine', `import { replay } from '../board/engine';\nexport const r = replay;`],
    ['the bots', `import { botFor } from '../cards/bots';\nexport const b = botFor;`],
    ['the UI', `import { THEME } from '../ui/theme';\nexport const t = THEME;`],
    ['phaser', `import Phaser from 'phaser';\nexport const P = Phaser;`],
    ['Math.random', `export const r = Math.random();`],
    ['Date.now', `export const t = Date.now();`],
    ['self.performance', `export const t = self.performance.now();`],
  ];
  it.each(refused)('refuses %s in src/shared', async (_, code) => {
    const hits = await rulesHit(code, 'src/shared/x.ts');
    expect(hits.some((r) => r.startsWith('no-restricted-'))).toBe(true);
  });

  it('passes clean shared code', async () => {
    const code = `import { nextFloat } from './rng';\nimport type { Outcome } from './outcome';\nexport const f = (o: Outcome<number, string, string>) => (o.ok ? nextFloat(o.state) : null);`;
    expect(await rulesHit(code, 'src/shared/x.ts')).toEqual([]);
  });
});
