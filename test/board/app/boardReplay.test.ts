/** The board game's replay model: stepping and its bounds, jumps by round, each step's state, log and counter. */
import { beforeAll, describe, expect, it } from 'vitest';
import { BoardReplay } from '../../../src/app/board/boardReplay';
import type { ReplayMove } from '../../../src/app/board/boardReplay';
import { boardDigest } from '../../../src/app/board/boardDigest';
import { readBoardSave } from '../../../src/app/board/boardSave';
import { replay } from '../../../src/board/engine';
import { loadLanguage } from '../../../src/i18n';
import { BoardShelf } from '../../../src/app/board/boardShelf';
import { boardRecord, shelves } from './boardRecords';

beforeAll(async () => {
  await loadLanguage('en');
});

const record = boardRecord('done', { players: 3, seed: 21 });
const model = (): BoardReplay => BoardReplay.of(record);

describe('the board replay model', () => {
  it('opens at the end of a finished game, whose state is the saved final state', () => {
    const m = model();
    expect(m.last).toBe(record.actions.length);
    expect(m.at).toBe(m.last);
    const read = readBoardSave(record);
    if (!read.ok) throw new Error(read.problem);
    expect(read.session.state.phase).toBe('over');
    expect(m.digest(m.last)).toBe(boardDigest(read.session.state));
    expect(m.hook()).toMatchObject({ loaded: true, step: m.last, phase: 'over', round: 4 });
  });

  it("gives at step k the engine's replay of the first k actions", () => {
    const m = model();
    for (const k of [0, 1, 2, 17, Math.floor(m.last / 2), m.last - 1, m.last]) {
      const r = replay(record.setup, record.seed, record.actions.slice(0, k));
      if (!r.ok) throw new Error(`replay of ${k} refused`);
      expect(m.digest(k), `step ${k}`).toBe(boardDigest(r.state));
      expect(m.step(k).action).toEqual(k === 0 ? null : record.actions[k - 1]);
    }
  });

  it('steps one at a time and stops at both ends, its controls off where they would not move', () => {
    const m = model();
    const off = (): string[] => m.controls().flatMap((c) => (c.enabled ? [] : [c.move]));
    expect(off().sort()).toEqual(['forward', 'last', 'roundOn']);
    expect(m.move('forward')).toBe(false);
    expect(m.move('back')).toBe(true);
    expect(m.at).toBe(m.last - 1);
    expect(off()).toEqual([]);
    expect(m.move('forward')).toBe(true);
    expect(m.move('first')).toBe(true);
    expect(m.at).toBe(0);
    expect(off().sort()).toEqual(['back', 'first', 'roundBack']);
    expect(m.move('back')).toBe(false);
    expect(m.go(-5)).toBe(false);
    expect(m.go(m.last + 40)).toBe(true);
    expect(m.at).toBe(m.last);
    expect(m.go(2.7)).toBe(true);
    expect(m.at).toBe(2);
    expect(m.move('last')).toBe(true);
    expect(m.at).toBe(m.last);
  });

  it('jumps a round on to the first step of each round, and back to the start of this round or the one before', () => {
    const m = model();
    const round = (k: number): number => m.step(k).state.round;
    m.go(0);
    const starts: number[] = [0];
    while (m.move('roundOn')) starts.push(m.at);
    expect(m.at).toBe(m.last);
    // Each stop but the last is the first step of a new round, and the rounds come in order.
    const inner = starts.slice(1, -1);
    for (const k of inner) expect(round(k), `step ${k}`).toBe(round(k - 1) + 1);
    expect(inner.map(round)).toEqual([2, 3, 4]);
    // Round back from inside round 3 goes to its first step; from there, to round 2's.
    const r3 = inner[1] ?? -1;
    m.go(r3 + 5);
    expect(m.move('roundBack')).toBe(true);
    expect(m.at).toBe(r3);
    expect(m.move('roundBack')).toBe(true);
    expect(m.at).toBe(inner[0]);
    expect(m.roundStep(3, -1)).toBe(0);
    expect(m.roundStep(0, -1)).toBe(0);
  });

  it('shows the log up to the step, that step marked, and the counter with the round', () => {
    const m = model();
    expect(m.log(0)).toEqual([]);
    const five = m.log(5);
    const six = m.log(6);
    expect(six.slice(0, five.length).map((l) => l.text)).toEqual(five.map((l) => l.text));
    expect(six.length).toBeGreaterThan(five.length);
    expect(six.slice(five.length).every((l) => l.last)).toBe(true);
    expect(six.slice(0, five.length).some((l) => l.last)).toBe(false);
    expect(m.counter(6)).toBe(`Replay · round ${m.step(6).state.round}, step 6 of ${m.last}`);
  });

  it('draws a read-only table: every seat, nothing lit, no buttons, whose turn it was named', () => {
    const m = model();
    const mid = Math.floor(m.last / 2);
    const sc = m.screen(mid, 6);
    expect(sc.view.seat).toBe(-1);
    expect(sc.seats.map((s) => s.name)).toEqual(['P0', 'P1', 'P2']);
    expect(sc.seats.every((s) => s.holdings.length > 0)).toBe(true);
    expect(sc.bar.buttons).toEqual([]);
    expect(sc.town.cells.size + sc.town.roads.size + sc.path.spaces.size + sc.characters.cards.size).toBe(0);
    expect(sc.bar.headline.text).not.toMatch(/thinking/);
    expect(m.screen(m.last, 6).over).toBe(true);
    const moves: ReplayMove[] = ['first', 'roundBack', 'back', 'forward', 'roundOn', 'last'];
    expect(m.controls().map((c) => c.move)).toEqual(moves);
  });

  it('is opened from the library by id; a missing or damaged record gives a message instead', async () => {
    const { kv } = await shelves();
    const shelf = new BoardShelf({ kv, now: () => 1, newId: () => 'x' });
    const r = await shelf.openReplay('b-done');
    if (!r.ok) throw new Error(r.message);
    expect(r.replay.step(r.replay.last).state.phase).toBe('over');
    expect(r.replay.seats.map((s) => s.name)).toEqual(['P0', 'P1', 'P2']);
    const missing = await shelf.openReplay('nothing');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.message.length).toBeGreaterThan(0);
  });
});
