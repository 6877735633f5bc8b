/** The scorepad's words: the sheet, illegal entries explained, and the result table with the winner. */
import type Phaser from 'phaser';
import { padResults } from '../app/scorepad';
import type { PadEntry } from '../app/scorepad';
import { LINE_KEYS } from '../cards/engine';
import type { EnteredProblem } from '../cards/engine';
import { formatList, formatNumber, t } from '../i18n';
import { characterName, contentName, lineName } from '../i18n/names';
import { THEME } from '../ui/theme';
import { text } from '../ui/widgets';
import type { PadLayout } from './scorepadLayout';

/** An illegal entry in words. */
export function problemText(p: EnteredProblem): string {
  switch (p.code) {
    case 'too-big':
      return t('pad.problem.tooBig');
    case 'not-connected':
      return t('pad.problem.notConnected');
    case 'not-a-card':
      return t('pad.problem.notACard');
    case 'too-many':
      return t('pad.problem.tooMany', { content: contentName(p.content), max: p.max });
    case 'character-twice':
      return t('pad.problem.characterTwice', { character: characterName(p.character) });
    case 'sold-without-auctioneer':
      return t('pad.problem.soldWithout');
    case 'too-many-sold':
      return t('pad.problem.tooManySold', { max: p.max });
  }
}

/** Draws the result table: every entry's total (flagged when problems remain) and the winners. */
export function drawResultTable(
  scene: Phaser.Scene,
  T: PadLayout['table'],
  entries: readonly PadEntry[],
  nameOf: (i: number) => string,
): void {
  const rows = padResults(entries).map((r, i) => ({ ...r, name: nameOf(i) }));
  rows.forEach((r, i) => {
    const y = T.y + i * T.row;
    const color = r.winner ? THEME.css.gold : THEME.css.sand;
    text(scene, T.x, y, t('pad.resultRow', { name: r.name, total: formatNumber(r.total) }), {
      size: 24,
      bold: r.winner,
      color,
      origin: [0, 0.5],
    });
    if (r.problems)
      text(scene, T.x + T.w, y, t('pad.unsure', { count: r.problems }), {
        size: 16,
        color: '#ff9b8a',
        origin: [1, 0.5],
      });
  });
  const winners = rows.filter((r) => r.winner).map((r) => r.name);
  text(scene, T.x, T.y + rows.length * T.row + 20, t('pad.winner', { names: formatList(winners) }), {
    font: 'display',
    size: 28,
    bold: true,
    color: THEME.css.gold,
    origin: [0, 0.5],
  });
}

/** Draws the sheet's 13 line names and the total with empty values, and the status line (named 'status'). */
export function drawSheet(
  scene: Phaser.Scene,
  L: PadLayout,
): { values: Phaser.GameObjects.Text[]; objects: Phaser.GameObjects.GameObject[] } {
  const S = L.sheet;
  const values: Phaser.GameObjects.Text[] = [];
  const objects: Phaser.GameObjects.GameObject[] = [];
  [...LINE_KEYS, 'total' as const].forEach((k, i) => {
    const y = S.y + i * S.row + S.row / 2;
    const bold = k === 'total';
    const name = text(scene, S.x, y, k === 'total' ? t('pad.total') : lineName(k), {
      size: bold ? 20 : 17,
      bold,
      color: THEME.css.sand,
      origin: [0, 0.5],
    });
    if (name.width > S.w - 70) name.setScale((S.w - 70) / name.width);
    const value = text(scene, S.x + S.w, y, '', {
      font: 'figure',
      size: bold ? 22 : 18,
      bold,
      color: THEME.css.cream,
      origin: [1, 0.5],
    });
    values.push(value);
    objects.push(name, value);
  });
  const st = L.status;
  objects.push(
    text(scene, st.x, st.y, '', { size: 16, wrap: st.wrap, color: THEME.css.sand }).setName('status'),
  );
  return { values, objects };
}
