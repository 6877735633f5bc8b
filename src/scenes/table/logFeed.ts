/** What the screen reader hears of the game log: every line with its bot's reason, or a summary of a resumed history. */
import { t } from '../../i18n';
import { announceLines } from '../../ui/a11yFeed';
import type { LogLine } from '../../ui/logText';

/**
 * A log line as it is spoken: its text, then the bot's reason it carries ("Jesse:" alone says nothing). A line that
 * only introduces the reason (it ends with a colon) is followed by it directly.
 */
export function spokenLine(line: LogLine): string {
  if (!line.reason) return line.text;
  return line.text.endsWith(':')
    ? `${line.text} ${line.reason}`
    : t('log.spoken', { line: line.text, reason: line.reason });
}

/**
 * Announces new log lines, each one, in order. A history rebuilt on resume is summarised in one line (its length),
 * followed by its last line, rather than read out whole.
 */
export function announceLog(lines: readonly LogLine[], history = false): void {
  const last = lines.at(-1);
  if (history && last && lines.length > 1)
    announceLines([t('a11y.logHistory', { count: lines.length - 1 }), spokenLine(last)]);
  else announceLines(lines.map(spokenLine));
}
