/** A press on the table as a hold, a tap or neither (issue 27 item 7), timed by a hand-advanced clock. */
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from './kit/manualScheduler';
import { HOLD_MS, HoldGesture } from '../src/app/holdGesture';

/**
 * A gesture on a fake clock whose hold is taken (or not), counting the holds. Real time is the scene's clock unless
 * `real` is given (a scene clock that runs ahead of it).
 */
function setUp(
  take = true,
  real?: { now: number },
): { clock: ManualScheduler; g: HoldGesture; holds: () => number } {
  const clock = new ManualScheduler();
  let n = 0;
  const g = new HoldGesture(
    clock,
    () => {
      n++;
      return take;
    },
    () => real?.now ?? clock.now,
  );
  return { clock, g, holds: () => n };
}

describe('holding a card', () => {
  /**
   * A press whose scene clock runs ahead: after slow frames Phaser steps its clock by their average, so one step may
   * pass the hold time while the finger has been down 16 ms. No hold yet.
   */
  function earlyLook(): ReturnType<typeof setUp> & { real: { now: number } } {
    const real = { now: 0 };
    const set = setUp(true, real);
    set.g.down(1, 100, 100);
    real.now = 16;
    set.clock.advance(900);
    expect(set.holds()).toBe(0);
    return { ...set, real };
  }

  it('a scene clock that runs ahead of real time makes no hold: the quick release is still a tap', () => {
    const { clock, g, holds } = earlyLook();
    expect(g.plain).toBe(true);
    expect(g.up(1)).toBe('tap');
    clock.advance(2000);
    expect(holds()).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('a hold whose release says the finger was down less than the hold time is put away: the press was a tap', () => {
    // The release waited behind a slow frame, long enough for the hold to be taken; its own time is earlier.
    const real = { now: 0 };
    const { clock, g, holds } = setUp(true, real);
    g.down(1, 100, 100, 0);
    real.now = 1500;
    clock.advance(HOLD_MS);
    expect(holds()).toBe(1);
    expect(g.up(1, 120)).toBe('unheld');
    expect(g.pressing).toBe(false);
    // Released at the hold time or later, by its own clock, the hold stands.
    g.down(1, 100, 100, 2000);
    real.now = 2000 + HOLD_MS;
    clock.advance(HOLD_MS);
    expect(holds()).toBe(2);
    expect(g.up(1, 2000 + HOLD_MS)).toBe('held');
  });

  it('a press held still that long in real time is a hold at the clock’s next look', () => {
    const { clock, g, holds, real } = earlyLook();
    real.now = HOLD_MS;
    clock.advance(HOLD_MS);
    expect(holds()).toBe(1);
    expect(g.up(1)).toBe('held');
  });

  it('a quick press is a tap and shows nothing', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    clock.advance(HOLD_MS - 1);
    expect(g.plain).toBe(true);
    expect(g.up(1)).toBe('tap');
    clock.advance(1000);
    expect(holds()).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('a press kept still for the hold time is a hold, once; its release is the hold’s and no tap', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    clock.advance(HOLD_MS);
    expect(holds()).toBe(1);
    expect(g.plain).toBe(false);
    g.move(1, 104, 103);
    clock.advance(2000);
    expect(holds()).toBe(1);
    expect(g.up(1)).toBe('held');
    expect(g.pressing).toBe(false);
    // The next press starts afresh.
    g.down(1, 100, 100);
    expect(g.plain).toBe(true);
    expect(g.up(1)).toBe('tap');
  });

  it('a finger that trembles within the drag threshold still holds', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    g.move(1, 106, 106);
    clock.advance(HOLD_MS);
    expect(holds()).toBe(1);
    expect(g.up(1)).toBe('held');
  });

  it('moving past the drag threshold before the hold time makes a drag: no hold, no tap', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    clock.advance(HOLD_MS / 2);
    g.move(1, 100, 112);
    expect(g.plain).toBe(false);
    clock.advance(HOLD_MS * 2);
    expect(holds()).toBe(0);
    expect(g.up(1)).toBe('none');
    expect(clock.pending).toBe(0);
  });

  it('a second finger cancels the hold: a pinch is neither a hold nor a tap', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    clock.advance(100);
    g.down(2, 200, 100);
    clock.advance(HOLD_MS * 2);
    expect(holds()).toBe(0);
    expect(g.up(2)).toBe('none');
    expect(g.up(1)).toBe('none');
    // Both fingers up: the next press is a tap again.
    g.down(1, 100, 100);
    expect(g.up(1)).toBe('tap');
  });

  it('the first finger lifted before the second: the second finger is no new press', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    g.down(2, 200, 100);
    expect(g.up(1)).toBe('none');
    clock.advance(HOLD_MS * 2);
    expect(holds()).toBe(0);
    expect(g.up(2)).toBe('none');
  });

  it('a hold nothing takes (no card under the finger) ends as a slow tap', () => {
    const { clock, g, holds } = setUp(false);
    g.down(1, 100, 100);
    clock.advance(HOLD_MS * 3);
    expect(holds()).toBe(1);
    expect(g.plain).toBe(true);
    expect(g.up(1)).toBe('tap');
  });

  it('the release of another pointer, or a move of another pointer, leaves the press alone', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    g.move(7, 400, 400);
    expect(g.up(7)).toBe('none');
    clock.advance(HOLD_MS);
    expect(holds()).toBe(1);
  });

  it('cancel drops the press and its timer', () => {
    const { clock, g, holds } = setUp();
    g.down(1, 100, 100);
    g.cancel();
    expect(clock.pending).toBe(0);
    clock.advance(HOLD_MS * 2);
    expect(holds()).toBe(0);
    expect(g.up(1)).toBe('none');
    expect(g.plain).toBe(true);
  });

  it('says whether a pointer going down begins a press (a second finger does not)', () => {
    const { g } = setUp();
    expect(g.down(1, 100, 100)).toBe(true);
    expect(g.down(2, 200, 100)).toBe(false);
    g.up(2);
    g.up(1);
    expect(g.down(1, 50, 50)).toBe(true);
  });
});
