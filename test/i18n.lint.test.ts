/** No player-facing text as a literal outside src/i18n: scenes, widgets and the update banner take it from t(). */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTextLiterals } from './textLiterals';

const ROOT = join(import.meta.dirname, '..');

/**
 * Temporary exceptions: the table scene and its parts are being restructured by another engineer. Their keys are
 * already in the catalogues (src/i18n/<lang>/table.ts: table.*, phase.*, turn.*, handoff.*, reveal.*, seat.*, log.*);
 * converting them is wiring only. Remove each file from this list once it uses t().
 */
const NOT_YET_CONVERTED = new Set([
  'src/scenes/TableScene.ts',
  'src/scenes/table/actionPanel.ts',
  'src/scenes/table/auctionReveal.ts',
  'src/scenes/table/cityBoard.ts',
  'src/scenes/table/compact.ts',
  'src/scenes/table/gameLog.ts',
  'src/scenes/table/handOff.ts',
  'src/scenes/table/humanTurn.ts',
  'src/scenes/table/logText.ts',
  'src/scenes/table/miniCity.ts',
  'src/scenes/table/offerRow.ts',
  'src/scenes/table/placement.ts',
  'src/scenes/table/seatPanels.ts',
  'src/scenes/table/sellMarks.ts',
  'src/scenes/table/topBar.ts',
  'src/scenes/table/turn/bid.ts',
  'src/scenes/table/turn/place.ts',
  'src/scenes/table/turn/prompt.ts',
  'src/scenes/table/turn/sell.ts',
  'src/scenes/table/turn/specs.ts',
  'src/scenes/table/turn/take.ts',
  'src/scenes/table/turn/paperboy.ts',
  'src/scenes/table/revealChips.ts',
  'src/scenes/table/heatLayout.ts',
]);

function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const SCANNED = [...tsFiles('src/scenes'), ...tsFiles('src/ui'), 'src/app/pwa.ts', 'src/app/storage.ts'].map(
  (f) => relative(ROOT, join(ROOT, f)),
);

describe('text literals', () => {
  it('scenes, widgets, notices and the update banner hand no literal words to a text, label or tooltip', () => {
    const found = SCANNED.filter((f) => !NOT_YET_CONVERTED.has(f)).flatMap((f) =>
      findTextLiterals(f, readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(found.map((x) => `${x.file}:${x.line} ${x.sink} ${JSON.stringify(x.text)}`)).toEqual([]);
  });

  it('every exception still exists and still has literals (drop it from the list once converted)', () => {
    for (const f of NOT_YET_CONVERTED) {
      expect(SCANNED).toContain(f);
    }
    const stillLiteral = [...NOT_YET_CONVERTED].filter(
      (f) => findTextLiterals(f, readFileSync(join(ROOT, f), 'utf8')).length > 0,
    );
    expect(stillLiteral.length).toBeGreaterThan(0);
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
