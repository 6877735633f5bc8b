import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ReplayModel } from '../src/app/replayModel';
import type { SaveV3 } from '../src/app/saveFormat';
import { replay } from '../src/cards/engine';

const save = JSON.parse(
  readFileSync(new URL('./fixtures/saves/v2-finished.json', import.meta.url), 'utf8'),
) as SaveV3;

describe('replay model', () => {
  const m = new ReplayModel(save.setup, save.seed, save.actions);

  it('has one step per action plus the deal, each equal to replaying that prefix', () => {
    expect(m.length).toBe(save.actions.length + 1);
    for (const k of [0, 1, 7, m.last]) {
      const r = replay(save.setup, save.seed, save.actions.slice(0, k));
      expect(r.ok && r.state).toEqual(m.step(k).state);
    }
    expect(m.step(0).actor).toBe(-1);
    expect(m.step(3).action).toEqual(save.actions[2]);
    expect(m.step(m.last).state.phase).toBe('over');
    expect(m.step(9999).index).toBe(m.last);
  });

  it('shows steps as a spectator: nobody sees an unrevealed bid', () => {
    const k = save.actions.findIndex((a) => a.type === 'bid') + 1;
    const v = m.view(k);
    expect(v.viewer).toBe(-1);
    expect(v.seats.every((s) => s.bid === null)).toBe(true);
  });

  it('jumps between rounds both ways', () => {
    const key = (i: number): string => `${m.step(i).state.era}:${m.step(i).state.round}`;
    const next = m.roundStep(0, 1);
    expect(key(next)).not.toBe(key(0));
    expect(key(next - 1)).toBe(key(0));
    expect(m.roundStep(next, -1)).toBe(0);
    expect(m.roundStep(next + 1, -1)).toBe(next);
    expect(m.roundStep(m.last, 1)).toBe(m.last);
  });

  it('refuses a log the engine rejects', () => {
    expect(
      () =>
        new ReplayModel(
          save.setup,
          save.seed,
          [save.actions[1], save.actions[0]].filter((a) => a !== undefined),
        ),
    ).toThrow(/rejected/);
  });
});
