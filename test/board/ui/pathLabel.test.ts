/** The phone's path labels fit their boxes in every language, at no less than 12 CSS px on the smallest phone. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SPACES } from '../../../src/board/engine';
import { LANGUAGES, loadLanguage, setLanguage } from '../../../src/i18n';
import { PHONE_DESIGNS, boardPhoneLayout, type PhoneMode } from '../../../src/ui/board/boardLayoutPhone';
import {
  LABEL_PAD,
  LINE_HEIGHT,
  phonePathLabel,
  phoneSpaceNames,
  wrapWords,
} from '../../../src/ui/board/pathLabel';
import { textWidth } from '../../../src/ui/textWidth';

/** The smallest phone of each mode in CSS px (test/board/ui/boardLayoutPhone.test.ts lists the phones). */
const SMALLEST: Record<PhoneMode, [number, number]> = { portrait: [390, 844], short: [740, 360] };

beforeAll(async () => {
  for (const l of LANGUAGES) await loadLanguage(l);
});

describe('text width estimate', () => {
  it('adds the letters, a wide letter more than a narrow one, an unknown one as the widest', () => {
    expect(textWidth('', 16)).toBe(0);
    expect(textWidth('ii', 10)).toBeCloseTo(2 * textWidth('i', 10), 9);
    expect(textWidth('m', 16)).toBeGreaterThan(textWidth('l', 16) * 2);
    expect(textWidth('ü', 16)).toBe(textWidth('u', 16));
    expect(textWidth('\u2603', 10)).toBeGreaterThanOrEqual(textWidth('W', 10));
  });

  it('wraps at words and gives up on a word wider than the line', () => {
    expect(wrapWords('VP: buildings', 200, 16)).toEqual(['VP: buildings']);
    expect(wrapWords('VP: buildings', 100, 16)).toEqual(['VP:', 'buildings']);
    expect(wrapWords('Grundbesitz', 40, 16)).toBeNull();
  });
});

describe('phone path labels', () => {
  for (const lang of LANGUAGES)
    for (const mode of ['portrait', 'short'] as const)
      it(`${lang}, ${mode}: every space's label fits its box at 12 CSS px or more`, async () => {
        await setLanguage(lang);
        const design = PHONE_DESIGNS[mode];
        const [w, h] = SMALLEST[mode];
        const css = Math.min(w / design.w, h / design.h);
        const L = boardPhoneLayout(mode, 4, 8, 'path');
        for (const space of SPACES) {
          const r = L.space(space);
          const label = phonePathLabel(space, r.w, r.h, design.minText);
          expect(
            label,
            `${space} (${phoneSpaceNames(space).join(' | ')}) in ${r.w.toFixed(0)}`,
          ).not.toBeNull();
          if (!label) continue;
          expect(label.px * css).toBeGreaterThanOrEqual(12);
          for (const line of label.lines)
            expect(textWidth(line, label.px), `${space}: ${line}`).toBeLessThanOrEqual(r.w - 2 * LABEL_PAD);
          expect(LABEL_PAD + label.lines.length * label.px * LINE_HEIGHT).toBeLessThanOrEqual(r.h);
        }
      });
});
