/** What the scorepad shows, for the test hook: the pad, the entry's sheet and the grid's cursor. */
import Phaser from 'phaser';
import { padResults, scoreEntry } from '../app/scorepad';
import type { PadRecord } from '../app/scorepad';
import type { PadGrid, Tool } from './scorepadGrid';

/** The scene's parts the hook reads besides the pad. */
export interface PadScreenParts {
  lines: readonly Phaser.GameObjects.Text[];
  tool: Tool;
  grid: PadGrid | null;
  gridFocus: boolean;
}

/** The scorepad's screen for the test hook: its results table, or the current entry with its live sheet. */
export function padScreen(pad: PadRecord | null, results: boolean, parts: PadScreenParts): object {
  if (!pad) return { loaded: false };
  if (results) return { loaded: true, results: padResults(pad.entries) };
  const entry = pad.entries[pad.current];
  if (!entry) return { loaded: true, current: pad.current, entries: pad.entries.length };
  const r = scoreEntry(entry);
  return {
    loaded: true,
    current: pad.current,
    entries: pad.entries.length,
    lines: r.sheet.lines,
    total: r.sheet.total,
    problems: r.problems.map((p) => p.code),
    shown: parts.lines.map((l) => l.text),
    cells: entry.cells.join(''),
    tool: parts.tool,
    window: parts.grid?.window() ?? null,
    cursor: parts.grid?.cursor ?? null,
    gridFocus: parts.gridFocus,
  };
}
