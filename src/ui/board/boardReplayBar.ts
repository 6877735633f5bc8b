/**
 * Where the board replay's bar puts its parts: in the place of the table's prompt bar (which a replay does not
 * show), the step counter on the question's line and the six step controls where the answers go. A table whose
 * bar has room for fewer buttons (a phone in landscape: four) gets its row of buttons cut into six, the same gap
 * apart and as tall, so every control keeps the table's target size.
 */
import type { Rect } from './boardLayout';

/** The number of replay controls: first, round back, back, forward, round on, last. */
export const REPLAY_CONTROLS = 6;

/** The replay's bar: its panel, the counter's line and one rectangle per control. */
export interface ReplayBarPlace {
  panel: Rect;
  counter: Rect;
  controls: Rect[];
}

/** The bar of a table layout (the wide table's or a phone's): anything with a prompt, a question and buttons. */
export function boardReplayBar(L: {
  prompt: Rect;
  question: Rect;
  buttons(n: number): Rect[];
}): ReplayBarPlace {
  const given = L.buttons(REPLAY_CONTROLS);
  const base = { panel: L.prompt, counter: L.question };
  if (given.length >= REPLAY_CONTROLS) return { ...base, controls: given.slice(0, REPLAY_CONTROLS) };
  const first = given[0];
  const last = given[given.length - 1];
  if (!first || !last) return { ...base, controls: [] };
  const second = given[1];
  const gap = second ? second.x - (first.x + first.w) : 8;
  const span = last.x + last.w - first.x;
  const w = (span - gap * (REPLAY_CONTROLS - 1)) / REPLAY_CONTROLS;
  const controls = Array.from({ length: REPLAY_CONTROLS }, (_, i) => ({
    x: first.x + i * (w + gap),
    y: first.y,
    w,
    h: first.h,
  }));
  return { ...base, controls };
}
