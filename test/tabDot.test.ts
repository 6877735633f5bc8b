/** The players tab's "something new" dot on a phone sits inside the tab, not over its corner (issue 27 item 11). */
import { describe, expect, it } from 'vitest';
import { tabDot } from '../src/scenes/table/layout';

describe('tabDot', () => {
  for (const tab of [
    { x: 332, y: 72, w: 140, h: 56 },
    { x: 450, y: 4, w: 150, h: 56 },
  ])
    it(`keeps the dot inside the ${tab.w}x${tab.h} tab`, () => {
      const d = tabDot(tab);
      expect(d.r).toBeGreaterThanOrEqual(5);
      expect(d.x - d.r).toBeGreaterThan(tab.x);
      expect(d.x + d.r).toBeLessThan(tab.x + tab.w);
      expect(d.y - d.r).toBeGreaterThan(tab.y);
      expect(d.y + d.r).toBeLessThan(tab.y + tab.h);
    });
});
