/** The board's choice rings in high contrast (issue 29): heavier, and each one clear of the light face under it. */
import { describe, expect, it } from 'vitest';
import { choiceRing, CONTRAST_INK } from '../../../src/ui/contrast';
import type { ChoiceMark } from '../../../src/ui/contrast';
import { THEME } from '../../../src/ui/theme';

/** WCAG relative luminance of a 0xRRGGBB colour. */
function luminance(c: number): number {
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((c >> 16) & 255) + 0.7152 * lin((c >> 8) & 255) + 0.0722 * lin(c & 255);
}

/** WCAG contrast ratio of two colours. */
function ratio(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The faces the rings are drawn on: a path space, a free and a taken character card, and a lit town parcel. */
const FACES = [0xf3e6c8, 0xf7eedb, 0xcdb88f, THEME.color.gold];
const MARKS: ChoiceMark[] = ['picked', 'offered', 'plain'];

describe('the board choice rings', () => {
  it('are heavier in high contrast', () => {
    for (const mark of MARKS)
      expect(choiceRing(true, mark, THEME.color.leather).width, mark).toBeGreaterThan(
        choiceRing(false, mark, THEME.color.leather).width,
      );
  });

  it('stand out from every face under them in high contrast (3:1, by the ring or its outline)', () => {
    for (const mark of MARKS)
      for (const face of FACES) {
        const ring = choiceRing(true, mark, THEME.color.leather);
        const best = Math.max(
          ratio(ring.colour, face),
          ring.outline === null ? 0 : ratio(ring.outline, face),
        );
        expect(best, `${mark} on ${face.toString(16)}`).toBeGreaterThanOrEqual(3);
      }
  });

  it('tell the picked choice from an offered one by colour in both settings', () => {
    for (const contrast of [false, true])
      expect(choiceRing(contrast, 'picked', 0).colour).not.toBe(choiceRing(contrast, 'offered', 0).colour);
    expect(choiceRing(true, 'picked', 0).colour).toBe(CONTRAST_INK);
  });
});
