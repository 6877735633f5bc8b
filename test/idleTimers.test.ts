/** Timers that wait without drawing (issue 24): the wait to the next timer, the credit for a sleep, one nap. */
import { describe, expect, it } from 'vitest';
import {
  creditTimers,
  TimerNap,
  timerWaitMs,
  type TimerClock,
  type WaitingTimer,
} from '../src/ui/idleTimers';

function timer(delay: number, elapsed = 0, o: Partial<WaitingTimer> = {}): WaitingTimer {
  return { delay, elapsed, paused: false, timeScale: 1, ...o };
}

/** A page clock whose time moves only when told; due timeouts run in order of their time. */
function fakeClock(): {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  advance(ms: number): void;
  pending(): number;
} {
  let t = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => t,
    setTimeout(fn, ms) {
      const id = next++;
      due.set(id, { at: t + ms, fn });
      return id;
    },
    clearTimeout(id) {
      due.delete(id as number);
    },
    advance(ms) {
      const end = t + ms;
      for (;;) {
        const first = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!first || first[1].at > end) break;
        due.delete(first[0]);
        t = first[1].at;
        first[1].fn();
      }
      t = end;
    },
    pending: () => due.size,
  };
}

describe('timers that wait without drawing', () => {
  it('the wait is the soonest unpaused timer in real time, scaled by its clock and itself', () => {
    const clocks: TimerClock[] = [
      { timeScale: 1, events: [timer(550, 50), timer(100, 0, { paused: true })] },
      { timeScale: 2, events: [timer(1000, 0, { timeScale: 2 })] },
    ];
    expect(timerWaitMs(clocks)).toBe(250);
    expect(timerWaitMs([{ timeScale: 1, events: [timer(300, 400)] }])).toBe(0);
    expect(timerWaitMs([])).toBe(Number.POSITIVE_INFINITY);
    expect(timerWaitMs([{ timeScale: 0, events: [timer(10)] }])).toBe(Number.POSITIVE_INFINITY);
  });

  it('a sleep is credited to the unpaused timers, never past their delay', () => {
    const a = timer(500, 100);
    const b = timer(500, 100, { paused: true });
    const c = timer(200, 150, { timeScale: 0.5 });
    creditTimers([{ timeScale: 1, events: [a, b, c] }], 200);
    expect([a.elapsed, b.elapsed, c.elapsed]).toEqual([300, 100, 200]);
    creditTimers([{ timeScale: 1, events: [a] }], -50);
    expect(a.elapsed).toBe(300);
  });

  it('a nap wakes the loop when the timer is due and credits the time asleep less the waking frame', () => {
    const clock = fakeClock();
    let wakes = 0;
    const nap = new TimerNap(clock, () => wakes++, 16);
    const bot = timer(550, 50);
    nap.start([{ timeScale: 1, events: [bot] }]);
    clock.advance(499);
    expect(wakes).toBe(0);
    clock.advance(1);
    expect(wakes).toBe(1);
    nap.end();
    // 500 ms asleep, 16 of them left to the waking frame's own step.
    expect(bot.elapsed).toBe(534);
    expect(clock.pending()).toBe(0);
  });

  it('a nap cut short by input credits only the time slept and drops its wake-up', () => {
    const clock = fakeClock();
    let wakes = 0;
    const nap = new TimerNap(clock, () => wakes++, 16);
    const hold = timer(500);
    nap.start([{ timeScale: 1, events: [hold] }]);
    clock.advance(216);
    nap.end();
    expect(hold.elapsed).toBe(200);
    clock.advance(1000);
    expect(wakes).toBe(0);
    nap.end();
    expect(hold.elapsed).toBe(200);
  });

  it('a new sleep drops a nap that was never ended, without crediting its timers', () => {
    const clock = fakeClock();
    const nap = new TimerNap(clock, () => undefined, 16);
    const old = timer(5000);
    nap.start([{ timeScale: 1, events: [old] }]);
    clock.advance(1000);
    nap.start([{ timeScale: 1, events: [timer(300)] }]);
    expect(old.elapsed).toBe(0);
    expect(clock.pending()).toBe(1);
  });

  it('without timers the loop sleeps with no wake-up set', () => {
    const clock = fakeClock();
    const nap = new TimerNap(clock, () => undefined, 16);
    nap.start([{ timeScale: 1, events: [timer(100, 0, { paused: true })] }]);
    expect(clock.pending()).toBe(0);
  });
});
