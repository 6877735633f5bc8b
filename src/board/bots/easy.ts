/** The Easy level: flat spot values with plenty of noise, its own worth only, characters by what they give at once. */
import { determinize, randomSource } from './determinize';
import { decideByPolicy, type PolicyParams } from './policy';
import type { BoardLevelBot } from './types';

/** Easy's parameters: blind to duel odds and to later abilities, noisy. */
export const EASY: PolicyParams = {
  odds: false,
  relative: false,
  noise: 0.9,
  keep: 0.3,
  tries: 40,
  characters: false,
};

/** Easy: a noisy one-step player, for beginners. */
export const easyBot: BoardLevelBot = {
  name: 'easy',
  decide(view, legal, seed) {
    const rnd = randomSource(seed);
    return decideByPolicy(determinize(view, seed), view.seat, legal, EASY, rnd);
  },
};
