import { describe, expect, it } from 'vitest';
import { normalise } from '../src/ui/bake';

// Phaser's Graphics command codes: FILL_STYLE 7, FILL_RECT 3, LINE_STYLE 6, ARC 0, BEGIN_PATH 1, MOVE_TO 5, LINE_TO 4,
// STROKE_PATH 9, TRANSLATE 16.
const rect = (x: number, y: number): number[] => [7, 0xff0000, 1, 3, x, y, 40, 20];
const line = (x: number, y: number): number[] => [6, 4, 0xffffff, 1, 1, 5, x, y, 4, x + 30, y + 10, 9];

describe('baking a Graphics into a texture', () => {
  it('boxes a filled rectangle with a 2 px margin', () => {
    expect(normalise(rect(100, 50))).toMatchObject({ left: 98, top: 48, w: 44, h: 24 });
  });

  it('widens the box by half the thickest line and by arc radii', () => {
    expect(normalise(line(10, 10))).toMatchObject({ left: 6, top: 6, w: 38, h: 18 });
    expect(normalise([7, 0, 1, 1, 0, 50, 50, 10, 0, 6.3, 0, 0, 8])).toMatchObject({
      left: 38,
      top: 38,
      w: 24,
      h: 24,
    });
  });

  it('gives the same texture key to the same shape anywhere, and another key to another shape', () => {
    const a = normalise(rect(100, 50));
    expect(normalise(rect(713, 402))?.key).toBe(a?.key);
    expect(normalise([7, 0x00ff00, 1, 3, 100, 50, 40, 20])?.key).not.toBe(a?.key);
    expect(normalise(line(0, 0))?.key).toBe(normalise(line(300, 7))?.key);
  });

  it('leaves transformed, gradient or empty drawings alone', () => {
    expect(normalise([16, 5, 5, ...rect(0, 0)])).toBeNull();
    expect(normalise([21, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, 10, 10])).toBeNull();
    expect(normalise([])).toBeNull();
    expect(normalise([7, 0, 1])).toBeNull();
  });
});
