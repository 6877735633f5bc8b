/** No player-facing text as a literal outside src/i18n: scenes, widgets and the update banner take it from t(). */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTextLiterals, findWordsInTextModule } from './textLiterals';

const ROOT = join(import.meta.dirname, '..');

function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const SCANNED = [...tsFiles('src/scenes'), ...tsFiles('src/ui'), 'src/app/pwa.ts', 'src/app/storage.ts'].map(
  (f) => relative(ROOT, join(ROOT, f)),
);

/** Modules that only word texts for others (the screen-reader layer, the score sheet's explanations). */
const TEXT_MODULES = [
  'src/ui/a11yText.ts',
  'src/ui/boardReasonText.ts',
  'src/scenes/scoreExplainText.ts',
  'src/ui/board/boardText.ts',
  'src/ui/board/boardLog.ts',
  'src/ui/board/boardWords.ts',
  'src/ui/board/boardSetupText.ts',
  'src/ui/board/boardA11y.ts',
  'src/ui/board/boardSpoken.ts',
  'src/ui/a11yGames.ts',
];

describe('text literals', () => {
  it('scenes, widgets, notices and the update banner hand no literal words to a text, label or tooltip', () => {
    const found = SCANNED.flatMap((f) => findTextLiterals(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found.map((x) => `${x.file}:${x.line} ${x.sink} ${JSON.stringify(x.text)}`)).toEqual([]);
  });

  it('the screen-reader and score-explanation text modules word nothing themselves: every sentence is a key', () => {
    const found = TEXT_MODULES.flatMap((f) => findWordsInTextModule(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found.map((x) => `${x.file}:${x.line} ${JSON.stringify(x.text)}`)).toEqual([]);
  });

  it('the text-module scanner flags sentences and plurals in code and lets keys and ids through', () => {
    const src = `
      import { t } from '../i18n';
      export const a = (n: number) => \`Offer, \${n} card\${n === 1 ? '' : 's'}:\`;
      export const b = (): string => 'Loading';
      export const c = { gone: 'That choice is gone.' };
      export const d = (n: number) => t(\`explain.count.\${what}\`, { count: n });
      export const e = (x: string) => (x === 'Sheriff' ? characterName('Sheriff') : t('a11y.noCard'));
      switch (line) { case 'ranchBonus': break; }
      const f = (type: Action['type'], r: Extract<Reason, { kind: 'search' }>) => type;
    `;
    const found = findWordsInTextModule('sample.ts', src).map((x) => x.text);
    expect(found).toEqual(['Offer, ', ' card', 's', 'Loading', 'That choice is gone.']);
  });

  it('the scanner catches each kind of sink and lets symbols, digits and t() through', () => {
    const src = `
      text(this, 1, 2, 'Hello', {});
      this.add.text(0, 0, \`Era \${n}\`);
      b.setText('Done');
      b.setLabel(on ? 'Muted' : 'Sound on');
      button(this, 0, 0, 'Start', () => go(), { tip: () => 'Start the game' });
      el.textContent = 'Update now';
      el.setAttribute('aria-label', 'Close');
      showNotice('Saved');
      const preset = { label: 'setup.preset.solo' };
      text(this, 1, 2, '✕', {});
      text(this, 1, 2, \`\${a} / \${b}\`, {});
      b.setText('');
      b.setText(t('common.done'));
      button(this, 0, 0, t('setup.start'), () => go(), { tip: () => t('setup.remove') });
    `;
    const found = findTextLiterals('sample.ts', src).map((x) => x.text);
    expect(found).toEqual([
      'Hello',
      'Era ',
      'Done',
      'Muted Sound on',
      'Start',
      'Start the game',
      'Update now',
      'Close',
      'Saved',
    ]);
  });
});
