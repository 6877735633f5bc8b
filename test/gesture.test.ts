import { describe, expect, it } from 'vitest';
import { clampView, fitZoom, isDoubleTap, isDrag, pan, pinch, released, toWorld } from '../src/ui/gesture';

const SW = 390;
const SH = 844;

describe('city gestures', () => {
  it('fits an area whole on the screen', () => {
    expect(fitZoom(480, 1040, 390, 844)).toBeCloseTo(0.8115, 3);
    expect(fitZoom(480, 960, 390, 844)).toBeCloseTo(0.8125, 4);
  });

  it('a pinch doubles the zoom when the fingers spread twice as far, keeping the point between them', () => {
    const v0 = { zoom: 1, cx: 240, cy: 520 };
    const a0 = { x: 150, y: 400 };
    const b0 = { x: 250, y: 400 };
    const under = toWorld(v0, { x: 200, y: 400 }, SW, SH);
    const v1 = pinch(v0, a0, b0, { x: 100, y: 400 }, { x: 300, y: 400 }, SW, SH);
    expect(v1.zoom).toBeCloseTo(2);
    const still = toWorld(v1, { x: 200, y: 400 }, SW, SH);
    expect(still.x).toBeCloseTo(under.x);
    expect(still.y).toBeCloseTo(under.y);
  });

  it('a pinch whose fingers also move carries the point along with them', () => {
    const v0 = { zoom: 1.5, cx: 200, cy: 700 };
    const anchor = toWorld(v0, { x: 100, y: 300 }, SW, SH);
    const v1 = pinch(
      v0,
      { x: 50, y: 300 },
      { x: 150, y: 300 },
      { x: 100, y: 500 },
      { x: 250, y: 500 },
      SW,
      SH,
    );
    const moved = toWorld(v1, { x: 175, y: 500 }, SW, SH);
    expect(v1.zoom).toBeCloseTo(2.25);
    expect(moved.x).toBeCloseTo(anchor.x);
    expect(moved.y).toBeCloseTo(anchor.y);
  });

  it('a drag moves the world with the finger, by the finger distance over the zoom', () => {
    expect(pan({ zoom: 2, cx: 100, cy: 100 }, 40, -20)).toEqual({ zoom: 2, cx: 80, cy: 110 });
  });

  it('clamping keeps the zoom in range and the screen inside the area', () => {
    const area = { x: 0, y: 0, w: 480, h: 1040 };
    expect(clampView({ zoom: 9, cx: 240, cy: 520 }, area, SW, SH, 0.8, 2.4).zoom).toBe(2.4);
    expect(clampView({ zoom: 0.1, cx: 240, cy: 520 }, area, SW, SH, 0.8, 2.4).zoom).toBe(0.8);
    // Zoomed 2x, half the screen is 97.5 world px wide: the centre stays at least that far from the left edge.
    const v = clampView({ zoom: 2, cx: -500, cy: 5000 }, area, SW, SH, 0.8, 2.4);
    expect(v.cx).toBeCloseTo(97.5);
    expect(v.cy).toBeCloseTo(1040 - 211);
    // When the screen shows more than the area along an axis, the area is centred.
    const w = clampView({ zoom: 0.5, cx: 0, cy: 0 }, area, SW, SH, 0.5, 2.4);
    expect(w.cx).toBe(240);
  });

  it('tells a double tap from two taps and a tap from a drag', () => {
    expect(isDoubleTap(null, { x: 0, y: 0, at: 100 })).toBe(false);
    expect(isDoubleTap({ x: 10, y: 10, at: 0 }, { x: 20, y: 15, at: 300 })).toBe(true);
    expect(isDoubleTap({ x: 10, y: 10, at: 0 }, { x: 20, y: 15, at: 400 })).toBe(false);
    expect(isDoubleTap({ x: 10, y: 10, at: 0 }, { x: 90, y: 15, at: 100 })).toBe(false);
    expect(isDrag(6, 6)).toBe(false);
    expect(isDrag(9, 9)).toBe(true);
  });

  it('takes a lifted pointer, or an up sent without one, as a release, and a cancelled touch as none', () => {
    expect(released({ wasCanceled: false })).toBe(true);
    expect(released(undefined)).toBe(true);
    expect(released({ wasCanceled: true })).toBe(false);
  });
});
