/** The setup screen's wide rows: every level button lies between the kind buttons and the name field, apart from both. */
import { describe, expect, it } from 'vitest';
import { COL, KIND_W, NAME_W, levelSlots } from '../src/scenes/setupColumns';

const kindRight = COL.kind + 2 * COL.kindStep + KIND_W / 2;
const nameLeft = COL.name - NAME_W / 2;

describe('the level buttons of a wide seat row', () => {
  for (const n of [3, 4]) {
    it(`with ${n} choices stay 8 px clear of the kind buttons, the name field and each other`, () => {
      const slots = levelSlots(n);
      expect(slots.length).toBe(n);
      const first = slots[0] ?? { x: 0, w: 0 };
      const last = slots[n - 1] ?? { x: 0, w: 0 };
      expect(first.x - first.w / 2 - kindRight).toBeGreaterThanOrEqual(8);
      expect(nameLeft - (last.x + last.w / 2)).toBeGreaterThanOrEqual(8);
      for (let j = 1; j < n; j++) {
        const [a, b] = [slots[j - 1] ?? first, slots[j] ?? last];
        expect(b.x - b.w / 2 - (a.x + a.w / 2)).toBeGreaterThanOrEqual(8);
      }
      for (const s of slots) expect(s.w).toBeGreaterThanOrEqual(110);
    });
  }
});
