/** Every bot level the Setup screen offers is a registered bot level, and a Master seat survives a replay of its setup. */
import { describe, expect, it } from 'vitest';
import { AI_LEVELS, WIDE_SEED, seatsFromSetup, toSetup } from '../src/scenes/setupModel';
import { isLevel } from '../src/cards/bots/index';
import type { GameSetup } from '../src/cards/engine';

describe('setup levels', () => {
  it('offers Master above Hard, and every offered level has a bot', () => {
    expect(AI_LEVELS.slice(-2)).toEqual(['hard', 'master']);
    for (const l of AI_LEVELS) expect(isLevel(l)).toBe(true);
  });

  it('keeps a Master seat when a played setup is loaded back', () => {
    const setup: GameSetup = {
      seats: [
        { kind: 'real', name: 'Ann', suit: 'star', controller: 'human' },
        { kind: 'real', name: 'Wyatt', suit: 'hat', controller: 'master' },
        { kind: 'virtual', name: 'V', suit: 'cactus', strength: 'expert' },
        { kind: 'virtual', name: 'W', suit: 'boot', strength: 'novice' },
      ],
    };
    const drafts = seatsFromSetup(setup);
    expect(drafts?.[1]?.level).toBe('master');
    expect(drafts && toSetup(drafts).seats[1]).toMatchObject({ kind: 'real', controller: 'master' });
  });
});

describe('the wide setup seed line', () => {
  it('leaves its caption room before the field ("Startwert" ran under it)', () => {
    const { label, field } = WIDE_SEED;
    expect(label.x + label.w + 8).toBeLessThanOrEqual(field.x - field.w / 2);
    expect(label.y).toBe(field.y);
    expect(label.w).toBeGreaterThanOrEqual(120);
  });
});
