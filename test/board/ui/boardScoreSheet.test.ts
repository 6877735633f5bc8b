import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/board/engine';
import { boardScoreSheet } from '../../../src/app/boardScoreSheet';
import { playOut } from '../play';

describe('the board score sheet', () => {
  it('adds up to every seat’s VP and names the engine’s winner, over whole random games', () => {
    for (const [players, seed] of [
      [2, 3],
      [4, 11],
      [6, 29],
    ] as const) {
      const setup = { players };
      const game = playOut(setup, seed, false);
      const r = replay(setup, seed, game.actions);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const sheet = boardScoreSheet(r.events, players);
      expect(sheet.totals).toEqual(r.state.seats.map((s) => s.vp));
      expect(sheet.winner).toBe(r.state.winner);
      expect(sheet.rows.length).toBeGreaterThan(0);
      expect(sheet.rows.every((row) => row.vp.some((v) => v !== 0))).toBe(true);
    }
  });
});
