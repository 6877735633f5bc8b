import { describe, expect, it } from 'vitest';
import { canvasRatio, phoneCanvas, wideCanvas } from '../src/ui/canvasSize';

describe('the canvas on a phone', () => {
  it('has the device pixels of the screen, 1 to 3 per CSS pixel', () => {
    expect(phoneCanvas(390, 844, 2)).toEqual({ w: 780, h: 1688 });
    expect(phoneCanvas(844, 390, 2)).toEqual({ w: 1688, h: 780 });
    expect(phoneCanvas(412, 915, 2.625)).toEqual({ w: 1082, h: 2402 });
    expect(phoneCanvas(390, 844, 4)).toEqual({ w: 1170, h: 2532 });
    expect(phoneCanvas(740, 360, 0.5)).toEqual({ w: 740, h: 360 });
  });

  it('draws at most `most` canvas pixels per CSS pixel when asked (a test page)', () => {
    expect(phoneCanvas(390, 844, 2, 1)).toEqual({ w: 390, h: 844 });
    expect(phoneCanvas(412, 915, 2.625, 2)).toEqual({ w: 824, h: 1830 });
    expect(phoneCanvas(390, 844, 2, 0.5)).toEqual({ w: 195, h: 422 });
    expect(phoneCanvas(390, 844, 1, 0.5)).toEqual({ w: 195, h: 422 });
    expect(phoneCanvas(390, 844, 2, 0.1)).toEqual({ w: 390, h: 844 });
    expect(wideCanvas(1280, 720, 1, 1600, 900, 0.5)).toEqual({ w: 640, h: 360 });
    expect(phoneCanvas(390, 844, 2, Number.NaN)).toEqual({ w: 780, h: 1688 });
    expect(wideCanvas(1280, 720, 2, 1600, 900, 1)).toEqual({ w: 1280, h: 720 });
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

describe('the canvas on a desktop', () => {
  it('has the window device pixels up to the 1600x900 design, in its shape', () => {
    expect(wideCanvas(1600, 900, 1, 1600, 900)).toEqual({ w: 1600, h: 900 });
    expect(wideCanvas(1280, 720, 1, 1600, 900)).toEqual({ w: 1280, h: 720 });
    expect(wideCanvas(1366, 768, 1, 1600, 900)).toEqual({ w: 1365, h: 768 });
    expect(wideCanvas(1280, 720, 2, 1600, 900)).toEqual({ w: 1600, h: 900 });
    expect(wideCanvas(1920, 1080, 1, 1600, 900)).toEqual({ w: 1600, h: 900 });
    expect(wideCanvas(1000, 900, 1, 1600, 900)).toEqual({ w: 1000, h: 563 });
  });

  it('keeps the design for a window not laid out yet', () => {
    expect(wideCanvas(0, 0, 1, 1600, 900)).toEqual({ w: 1600, h: 900 });
    expect(wideCanvas(Number.NaN, 720, 1, 1600, 900)).toEqual({ w: 1600, h: 900 });
  });

  it('draws 0.64 of the pixels at 1280x720', () => {
    const { w, h } = wideCanvas(1280, 720, 1, 1600, 900);
    expect((w * h) / (1600 * 900)).toBeCloseTo(0.64, 5);
  });
});
