import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// In flat config a later block's options for a rule replace an earlier block's, so the import, global and property
// restrictions are given in disjoint blocks (engine files, bot files, all other files), each with every pattern that
// applies to its files.

/** Code outside src/cards/engine imports src/cards/engine/index.ts only. */
const GATE = {
  regex: '(^|/)engine/(?!(index(\\.[jt]s)?)?$)',
  message: 'Import the engine through src/cards/engine/index.ts only.',
};
/** Code outside src/shared imports src/shared/index.ts only. */
const SHARED_GATE = {
  regex: '(^|/)shared/(?!(index(\\.[jt]s)?)?$)',
  message: 'Import the shared code through src/shared/index.ts only.',
};
/** The gates of the card engine and of the shared code. */
const GATES = [GATE, SHARED_GATE];
/** Neither the engine nor the bots render, play sound or store anything. */
const NO_MEDIA = [
  { regex: '^phaser(/|$)', message: 'The engine and the bots hold no rendering.' },
  { regex: '^(howler|localforage)(/|$)', message: 'The engine and the bots hold no audio or storage.' },
];
/** Neither the engine nor the bots depend on the UI, the app or the command line. */
const NO_UI = {
  regex: '(^|/)(ui|app|scenes|cli)(/|$)',
  message: 'The engine and the bots must not depend on the UI.',
};
/** The engine depends on no other part of the game, and on no Node or browser module. */
const ENGINE_ONLY = [
  {
    regex: '(^|/)(ui|app|scenes|bots|cli)(/|$)',
    message: 'The engine must not depend on the UI, the app or the bots.',
  },
  {
    regex: '^(node:|fs$|os$|path$|crypto$|perf_hooks$|process$|timers$)',
    message: 'The engine is pure TypeScript.',
  },
];
/** A relative path that leaves src/cards/engine from a file `depth` folders below it, other than to the shared gate. */
const leavesEngine = (depth) => ({
  regex: `^(?!(\\.\\./){${depth + 2}}shared(/index(\\.[jt]s)?)?$)(\\.\\./){${depth + 1},}`,
  message: 'The engine imports only its own modules and src/shared/index.ts.',
});

/** Globals of the clock, the page, storage and chance. */
const IMPURE_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'performance',
  'Date',
  'crypto',
  'globalThis',
  'global',
  'process',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
];
/** Math.random and Date.now, and the same globals reached through a worker's `self` (e.g. `self.performance`). */
const IMPURE_PROPERTIES = [
  { object: 'Math', property: 'random', message: 'Use the seeded RNG in the state.' },
  { object: 'Date', property: 'now', message: 'The engine and the bots have no clock.' },
  ...IMPURE_GLOBALS.map((property) => ({
    object: 'self',
    property,
    message: 'The engine and the bots have no clock, page, storage or chance of their own.',
  })),
];
/** Imports the import rule does not see: dynamic, `require`, `import x = require()` and `import('…')` types. */
const NO_OTHER_IMPORTS = [
  'ImportExpression',
  "CallExpression[callee.name='require']",
  'TSImportEqualsDeclaration',
  'TSImportType',
].map((selector) => ({ selector, message: 'Only static imports here, so that the import rules see them.' }));
/** An engine or shared submodule reached by an import the import rule does not see. */
const GATE_SOURCE = '/(^|\\x2F)(engine|shared)\\x2F(?!(index(\\.[jt]s)?)?$)/';

/** The purity rules of the engine and the bots, with the import patterns of their files. */
const pure = (files, patterns, globals) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-globals': ['error', ...globals],
    'no-restricted-properties': ['error', ...IMPURE_PROPERTIES],
    'no-restricted-syntax': ['error', ...NO_OTHER_IMPORTS],
  },
});

const ENGINE_DEPTHS = 4;

/** The board game's engine, beside the card game's: same purity, its own folder (README, "Two games"). */
const BOARD_ENGINE = 'src/board/engine';
/**
 * A relative path that leaves src/board/engine from a file `depth` folders below it; the one way out is the shared
 * code's gate (`src/shared/index.ts`), which holds the seeded generator, the result type and replay.
 */
const leavesBoardEngine = (depth) => ({
  regex: `^(?!(\\.\\./){${depth + 2}}shared(/index(\\.[jt]s)?)?$)(\\.\\./){${depth + 1},}`,
  message: 'The board engine imports only its own modules and src/shared/index.ts.',
});
/** One file glob per folder depth below an engine folder, the last one reaching all deeper files. */
const depthGlob = (root, depth) =>
  depth < ENGINE_DEPTHS - 1 ? `${root}/${'*/'.repeat(depth)}*.ts` : `${root}/${'*/'.repeat(depth)}**/*.ts`;

/** Lint rules; src/cards/engine must stay free of Phaser, DOM, audio, storage, clock and chance, and has one gate. */
export default tseslint.config(
  { ignores: ['dist/**', '**/dist/**', 'dev-dist/**', 'node_modules/**', 'public/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts'],
    ignores: [
      'src/cards/engine/**',
      'src/cards/bots/**',
      `${BOARD_ENGINE}/**`,
      'src/board/bots/**',
      'src/shared/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: GATES }],
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportExpression',
          "CallExpression[callee.name='require']",
          'TSImportType',
          'TSExternalModuleReference',
        ].map((node) => ({
          selector: `${node} Literal[value=${GATE_SOURCE}]`,
          message: 'Import the engine and the shared code through their index.ts only.',
        })),
      ],
    },
  },
  pure(['src/cards/bots/**/*.ts', 'src/board/bots/**/*.ts'], [...GATES, ...NO_MEDIA, NO_UI], IMPURE_GLOBALS),
  // The shared code is as pure as the engines, and depends on nothing outside its folder.
  pure(
    ['src/shared/**/*.ts'],
    [
      ...NO_MEDIA,
      ...ENGINE_ONLY,
      { regex: '^\\.\\./', message: 'The shared code imports only its own modules.' },
    ],
    [...IMPURE_GLOBALS, 'self'],
  ),
  // One block per folder depth below src/cards/engine, so that a relative import may not climb out of it.
  ...Array.from({ length: ENGINE_DEPTHS }, (_, depth) =>
    pure(
      [depthGlob('src/cards/engine', depth)],
      [...NO_MEDIA, ...ENGINE_ONLY, SHARED_GATE, leavesEngine(depth)],
      [...IMPURE_GLOBALS, 'self'],
    ),
  ),
  ...Array.from({ length: ENGINE_DEPTHS }, (_, depth) =>
    pure(
      [depthGlob(BOARD_ENGINE, depth)],
      [...NO_MEDIA, ...ENGINE_ONLY, SHARED_GATE, leavesBoardEngine(depth)],
      [...IMPURE_GLOBALS, 'self'],
    ),
  ),
  {
    // Layers run one way: ui is below app, so ui never imports app (the test hook's registry lives in ui).
    files: ['src/ui/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...GATES,
            { regex: '(^|/)app(/|$)', message: 'src/ui must not import src/app: app builds on ui.' },
          ],
        },
      ],
    },
  },
  {
    // Headless code runs in Node tests: the app layer and the pure spec builders of the table's controls.
    files: ['src/app/**/*.ts', 'src/scenes/table/turn/specs.ts', 'src/scenes/table/actionSpec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...GATES, { regex: '^phaser(/|$)', message: 'Headless code does not import Phaser.' }] },
      ],
    },
  },
);
