/** The Medium level: duel-aware spot values, the lead over the others, characters by their abilities and limits. */
import { determinize, randomSource } from './determinize';
import { decideByPolicy, type PolicyParams } from './policy';
import type { BoardLevelBot } from './types';

/** Medium's parameters. */
export const MEDIUM: PolicyParams = {
  odds: true,
  relative: true,
  noise: 0.05,
  keep: 1.2,
  tries: 150,
  characters: true,
};

/** Medium: a careful one-step player. */
export const mediumBot: BoardLevelBot = {
  name: 'medium',
  decide(view, legal, seed) {
    const rnd = randomSource(seed);
    return decideByPolicy(determinize(view, seed), view.seat, legal, MEDIUM, rnd);
  },
};
