import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Lint rules; src/engine must stay free of Phaser, DOM, audio and storage. */
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
    files: ['src/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*', '!**/engine/index'],
              message: 'Import the engine through src/engine/index.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts', 'src/bots/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['phaser', 'phaser/*'], message: 'The engine holds no rendering.' },
            { group: ['howler', 'localforage'], message: 'The engine holds no audio or storage.' },
            {
              group: ['../scenes/*', '../ui/*', '../app/*'],
              message: 'The engine must not depend on the UI.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'performance'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
    },
  },
  {
    // Layers run one way: ui is below app, so ui never imports app (the test hook's registry lives in ui).
    // This block repeats the engine gate because a later no-restricted-imports replaces an earlier one.
    files: ['src/ui/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*', '!**/engine/index'],
              message: 'Import the engine through src/engine/index.ts only.',
            },
            { group: ['**/app', '**/app/*'], message: 'src/ui must not import src/app: app builds on ui.' },
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
        {
          patterns: [
            {
              group: ['**/engine/*', '!**/engine/index'],
              message: 'Import the engine through src/engine/index.ts only.',
            },
            { group: ['phaser', 'phaser/*'], message: 'Headless code does not import Phaser.' },
          ],
        },
      ],
    },
  },
);
