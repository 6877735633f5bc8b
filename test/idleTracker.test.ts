import { describe, expect, it } from 'vitest';
import { IdleTracker } from '../src/ui/idleTracker';

/** A tracker on a hand-moved clock, counting its wake calls. */
function setup(): { t: IdleTracker; wakes: () => number; advance: (ms: number) => void } {
  let now = 1000;
  let wakes = 0;
  const t = new IdleTracker(
    () => wakes++,
    () => now,
    { quietFrames: 3, graceMs: 100 },
  );
  return { t, wakes: () => wakes, advance: (ms) => (now += ms) };
}

/** Frames until the tracker asks to sleep (at 16 ms a frame), or -1 after 1000 frames. */
function framesToSleep(t: IdleTracker, advance: (ms: number) => void, animating = false): number {
  for (let i = 1; i <= 1000; i++) {
    advance(16);
    if (t.afterFrame(animating)) return i;
  }
  return -1;
}

describe('IdleTracker', () => {
  it('sleeps after the quiet frames and the grace time, not before', () => {
    const { t, advance } = setup();
    t.poke();
    // 100 ms grace at 16 ms a frame: the 7th frame is the first one 100 ms or more after the poke.
    expect(framesToSleep(t, advance)).toBe(7);
    expect(t.sleeping).toBe(true);
  });

  it('stays awake while something animates, and counts quiet frames only after it stops', () => {
    const { t, advance } = setup();
    t.poke();
    for (let i = 0; i < 50; i++) {
      advance(16);
      expect(t.afterFrame(true)).toBe(false);
    }
    expect(framesToSleep(t, advance)).toBe(3);
  });

  it('wakes at once, exactly once, on a poke while asleep', () => {
    const { t, wakes, advance } = setup();
    framesToSleep(t, advance);
    expect(wakes()).toBe(0);
    t.poke();
    t.poke();
    expect(wakes()).toBe(1);
    expect(t.sleeping).toBe(false);
    expect(framesToSleep(t, advance)).toBe(7);
  });

  it('a held source keeps it awake until released; a double release is harmless', () => {
    const { t, wakes, advance } = setup();
    framesToSleep(t, advance);
    const release = t.hold('sfx');
    const other = t.hold('sfx');
    expect(wakes()).toBe(1);
    expect(t.busySources()).toEqual(['sfx', 'sfx']);
    expect(framesToSleep(t, advance)).toBe(-1);
    release();
    release();
    expect(t.busySources()).toEqual(['sfx']);
    expect(framesToSleep(t, advance)).toBe(-1);
    other();
    expect(t.busySources()).toEqual([]);
    expect(framesToSleep(t, advance)).toBe(7);
  });

  it('a bot move landing while asleep (a poke, then a short animation) wakes, plays, and sleeps again', () => {
    const { t, wakes, advance } = setup();
    framesToSleep(t, advance);
    t.poke();
    for (let i = 0; i < 20; i++) {
      advance(16);
      expect(t.afterFrame(true)).toBe(false);
    }
    expect(framesToSleep(t, advance)).toBe(3);
    expect(wakes()).toBe(1);
  });
});

describe('IdleTracker, a timer falling due', () => {
  it('wakes the loop and sleeps after the quiet frames alone, without the grace time of input', () => {
    const { t, wakes, advance } = setup();
    t.poke();
    expect(framesToSleep(t, advance)).toBe(7);
    advance(1000);
    t.poke('timer due', false);
    expect(wakes()).toBe(1);
    expect(t.sleeping).toBe(false);
    expect(framesToSleep(t, advance)).toBe(3);
    t.poke('click');
    expect(wakes()).toBe(2);
    expect(framesToSleep(t, advance)).toBe(7);
  });
});
