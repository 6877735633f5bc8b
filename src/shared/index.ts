/** What both games share, and their only entry to it: the seeded generator, the result type, replay, the worker frame, the bot workers' silence allowance and the Wilson interval. */
export * from './rng';
export * from './outcome';
export * from './replay';
export * from './frame';
export * from './silence';
export * from './wilson';
