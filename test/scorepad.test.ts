import { describe, expect, it } from 'vitest';
import { LINE_KEYS } from '../src/cards/engine';
import type { Cell } from '../src/cards/engine';
import {
  CYCLE,
  PAD_SIZE,
  PadStore,
  SCOREPAD_SCHEMA_VERSION,
  cycleCell,
  layCard,
  newEntry,
  newPad,
  padResults,
  paintCell,
  parsePad,
  scoreEntry,
  setSold,
  toggleCharacter,
} from '../src/app/scorepad';
import type { PadEntry } from '../src/app/scorepad';
import { MemoryKeyValue } from '../src/app/saveStore';
import { WORKED_EXAMPLE, WORKED_LINES } from './cityFixtures';

function entered(rows: readonly string[], name = 'A'): PadEntry {
  let e = newEntry(name);
  rows.forEach((r, y) => [...r].forEach((ch, x) => (e = paintCell(e, y * PAD_SIZE + x, ch as Cell))));
  return e;
}

describe('the scorepad model', () => {
  it('scores the worked example entered parcel by parcel with its three characters: 109', () => {
    let e = entered(WORKED_EXAMPLE);
    for (const c of ['Doctor', 'Teacher', 'Banker'] as const) e = toggleCharacter(e, c);
    const r = scoreEntry(e);
    expect(r.problems).toEqual([]);
    expect(LINE_KEYS.map((k) => r.sheet.lines[k])).toEqual(LINE_KEYS.map((k) => WORKED_LINES[k]));
    expect(r.sheet.total).toBe(109);
  });

  it('cycles a parcel through no card and every content, back to no card', () => {
    let e = newEntry('A');
    const seen: Cell[] = [];
    for (let i = 0; i < CYCLE.length; i++) {
      e = cycleCell(e, 3);
      seen.push(e.cells[3] as Cell);
    }
    expect(seen).toEqual([...CYCLE.slice(1), '_']);
  });

  it('toggles characters and never lets the sales go below 0', () => {
    let e = toggleCharacter(newEntry('A'), 'Auctioneer');
    expect(e.characters).toEqual(['Auctioneer']);
    e = setSold(e, 2);
    expect(scoreEntry(e).sheet.lines.characters).toBe(14);
    expect(setSold(e, -1).sold).toBe(0);
    expect(toggleCharacter(e, 'Auctioneer').characters).toEqual([]);
  });

  it('lays 2x2 cards by the building rules', () => {
    const first = layCard(newEntry('A'), ['H', 'H', '.', 'R'], { x: 0, y: 0 });
    if (!first.ok) throw new Error(first.problem);
    const bad = layCard(first.entry, ['P', '.', '.', '.'], { x: 0, y: 0 });
    expect(bad).toEqual({ ok: false, problem: 'covers-blocked' });
    const side = layCard(first.entry, ['P', '.', '.', '.'], { x: 2, y: 0 });
    expect(side.ok && side.entry.cells.slice(0, 4)).toEqual(['H', 'H', 'P', '.']);
  });

  it('gives the result table with the winner, sharing a tie', () => {
    let a = toggleCharacter(entered(['..', '..'], 'Ann'), 'Captain');
    const b = toggleCharacter(entered(['..', '..'], 'Bea'), 'Heroes');
    const c = entered(['X.', '..'], 'Cy');
    expect(padResults([a, b, c])).toEqual([
      { name: 'Ann', total: 6, problems: 0, winner: true },
      { name: 'Bea', total: 6, problems: 0, winner: true },
      { name: 'Cy', total: -6, problems: 0, winner: false },
    ]);
    a = paintCell(a, 0, 'Y');
    a = paintCell(a, 1, 'Y');
    expect(padResults([a])[0]?.problems).toBe(1);
  });

  it('keeps the entries in storage and refuses damaged or unknown records', async () => {
    const kv = new MemoryKeyValue();
    const store = new PadStore(kv);
    expect(await store.load()).toBeNull();
    const pad = newPad('Ann');
    pad.entries.push(entered(['HH', 'HH'], 'Bea'));
    pad.current = 1;
    expect(await store.save(pad)).toBe(true);
    expect(await store.load()).toEqual(pad);
    expect(pad.schemaVersion).toBe(SCOREPAD_SCHEMA_VERSION);
    expect(parsePad({ ...pad, schemaVersion: 2 })).toBeNull();
    expect(parsePad({ ...pad, entries: [{ ...pad.entries[0], cells: ['Q'] }] })).toBeNull();
    expect(parsePad({ ...pad, entries: [{ ...pad.entries[0], characters: ['Nobody'] }] })).toBeNull();
    expect(parsePad({ ...pad, current: 7 })?.current).toBe(0);
  });
});
