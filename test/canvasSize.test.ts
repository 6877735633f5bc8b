import { describe, expect, it } from 'vitest';
import { canvasRatio, phoneCanvas } from '../src/ui/canvasSize';

describe('the canvas on a phone', () => {
  it('has the device pixels of the screen, 1 to 3 per CSS pixel', () => {
    expect(phoneCanvas(390, 844, 2)).toEqual({ w: 780, h: 1688 });
    expect(phoneCanvas(844, 390, 2)).toEqual({ w: 1688, h: 780 });
    expect(phoneCanvas(412, 915, 2.625)).toEqual({ w: 1082, h: 2402 });
    expect(phoneCanvas(390, 844, 4)).toEqual({ w: 1170, h: 2532 });
    expect(phoneCanvas(740, 360, 0.5)).toEqual({ w: 740, h: 360 });
  });

  it('takes an unknown pixel ratio as 1', () => {
    expect(canvasRatio(Number.NaN)).toBe(1);
    expect(canvasRatio(0)).toBe(1);
    expect(canvasRatio(1.5)).toBe(1.5);
  });

  it('draws far fewer pixels upright than the 1600x3462 canvas grown from the wide base', () => {
    const { w, h } = phoneCanvas(390, 844, 2);
    expect((1600 * Math.round((844 * 1600) / 390)) / (w * h)).toBeGreaterThan(4);
  });
});
