/** Short-lived texts and pills stay inside what the camera shows (issue 27, item 10). */
import { describe, expect, it } from 'vitest';
import { centreInside } from '../src/ui/cameraView';

describe('a box kept inside a span', () => {
  it('leaves a box that fits where it is', () => {
    expect(centreInside(200, 100, 0, 480)).toBe(200);
  });

  it('moves a box that would cross the left or right edge back inside, with the margin', () => {
    // A pill 240 wide over the city's leftmost spot of the upright page (x 30): its left edge would be at -90.
    const x = centreInside(30, 240, 0, 480, 6);
    expect(x - 120).toBe(6);
    const r = centreInside(470, 240, 0, 480, 6);
    expect(r + 120).toBe(474);
  });

  it('centres a box wider than the span', () => {
    expect(centreInside(10, 600, 0, 480)).toBe(240);
  });

  it('works for a span that does not start at 0 (the second page of the phone table)', () => {
    expect(centreInside(500, 200, 480, 960, 6) - 100).toBe(486);
  });
});
