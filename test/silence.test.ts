/** The bot workers' silence allowance both games share: the floor plus four times a level's p95, whole ms. */
import { describe, expect, it } from 'vitest';
import { SILENCE_FLOOR_MS, silenceAllowance, silenceAllowances } from '../src/shared';
import { BOT_P95_MS, BOT_TIMEOUT_MS } from '../src/cards/bots';
import { BOARD_BOT_P95_MS, BOARD_BOT_TIMEOUT_MS } from '../src/board/bots/timeouts';

describe('silence allowance', () => {
  it('is the floor plus four times the p95, rounded up to a whole ms', () => {
    const above = [0, 0.05, 1.1, 3, 45, 449.9, 450].map((p95) => silenceAllowance(p95) - SILENCE_FLOOR_MS);
    expect(above).toEqual([0, 1, 5, 12, 180, 1800, 1800]);
  });

  it('grows with the latency', () => {
    const ps = [0, 0.2, 1, 2.5, 45, 400];
    const ms = ps.map(silenceAllowance);
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    expect(new Set(ms).size).toBe(ps.length);
  });

  it('gives each level of both games the allowance of its own p95, and no other key', () => {
    const check = (p95: Readonly<Record<string, number>>, table: Readonly<Record<string, number>>): void => {
      expect(Object.keys(table)).toEqual(Object.keys(p95));
      for (const [level, ms] of Object.entries(p95)) expect(table[level]).toBe(silenceAllowance(ms));
    };
    check(BOT_P95_MS, BOT_TIMEOUT_MS);
    check(BOARD_BOT_P95_MS, BOARD_BOT_TIMEOUT_MS);
    expect(silenceAllowances({ a: 1, b: 2 })).toEqual({ a: silenceAllowance(1), b: silenceAllowance(2) });
  });
});
