/** The Random level: a uniformly random legal action (a baseline for tests). */
import { nextFloat } from '../../shared';
import type { Bot } from './types';

/** Picks uniformly among the legal actions. */
export const randomBot: Bot = {
  name: 'random',
  decide(_view, legal, seed) {
    const [f] = nextFloat(seed >>> 0);
    const action = legal[Math.floor(f * legal.length)];
    if (!action) throw new Error('no legal action');
    return { action };
  },
};
