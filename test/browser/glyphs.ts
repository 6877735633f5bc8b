/**
 * Glyph coverage of the game's fonts: the characters the five catalogues (and Intl's numbers and lists) put on screen,
 * and, in the page, which of them a font stack draws as its missing-glyph box instead of a real glyph.
 */
import type { Page } from 'playwright-core';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { it } from '../../src/i18n/it';
import { nl } from '../../src/i18n/nl';
import type { Catalogue, Lang } from '../../src/i18n/types';

const CATALOGUES: Record<Lang, Catalogue> = { en, de, it, fr, nl };

function strings(v: unknown, out: string[]): void {
  if (typeof v === 'string') out.push(v);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
}

/**
 * Every character (no white space) of every catalogue value, plus what Intl writes around numbers and lists in each
 * language (e.g. French groups digits with a narrow no-break space), sorted by code point.
 */
export function catalogueChars(): string[] {
  const texts: string[] = [];
  for (const [l, cat] of Object.entries(CATALOGUES)) {
    strings(cat, texts);
    texts.push(new Intl.NumberFormat(l).format(-1234567.5));
    texts.push(new Intl.ListFormat(l, { style: 'long', type: 'conjunction' }).format(['a', 'b', 'c']));
  }
  const set = new Set<string>();
  for (const s of texts)
    for (const ch of s) if (!/\s/.test(ch) || ch === '\u202f' || ch === '\u00a0') set.add(ch);
  return [...set].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/** What the page found for one font: the characters drawn as the missing-glyph box, and those with no ink at all. */
export interface GlyphFinding {
  font: string;
  boxes: string[];
  blank: string[];
  /** True when a code point no font has (U+10FFFC) is caught as a box: the comparison works in this browser. */
  controlCaught: boolean;
}

/**
 * Draws each character in each CSS font (e.g. "bold 40px Georgia, serif") on a canvas, as Phaser's texts are drawn,
 * and compares it with the drawing of U+10FFFD and U+E000, which no font of the game's stacks has: a character drawn
 * exactly like them is a box. Spaces are expected blank; any other blank character is reported too (a browser that
 * draws nothing for a missing glyph).
 */
export function findBoxes(
  page: Page,
  fonts: readonly string[],
  chars: readonly string[],
): Promise<GlyphFinding[]> {
  return page.evaluate(
    ({ fonts, chars }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 72;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2d context');
      const draw = (font: string, ch: string): string => {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        ctx.font = font;
        ctx.textBaseline = 'middle';
        ctx.fillStyle = '#000';
        ctx.fillText(ch, 12, 36);
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let alpha = '';
        let ink = false;
        for (let i = 3; i < data.length; i += 4) {
          alpha += String.fromCharCode(data[i] ?? 0);
          if ((data[i] ?? 0) > 0) ink = true;
        }
        return `${ink ? 'ink' : 'none'} ${ctx.measureText(ch).width.toFixed(2)}|${alpha}`;
      };
      const inkless = (s: string): boolean => s.startsWith('none ');
      return fonts.map((font) => {
        const refs = new Set(['\u{10FFFD}', '\uE000'].map((c) => draw(font, c)));
        const spaces = new Set([' ', '\u00a0', '\u202f']);
        const boxes: string[] = [];
        const blank: string[] = [];
        for (const ch of chars) {
          const d = draw(font, ch);
          if (refs.has(d)) boxes.push(ch);
          else if (inkless(d) && !spaces.has(ch)) blank.push(ch);
        }
        const control = draw(font, '\u{10FFFC}');
        return { font, boxes, blank, controlCaught: refs.has(control) || inkless(control) };
      });
    },
    { fonts, chars },
  );
}

/**
 * The fonts that drew a text set in each CSS font (e.g. "bold 20px Georgia, serif") in a DOM element, as Chromium
 * reports them (CSS.getPlatformFontsForNode), in the order of `fonts`.
 */
export async function platformFonts(
  page: Page,
  fonts: readonly string[],
  text: string,
): Promise<{ familyName: string; glyphCount: number }[][]> {
  await page.evaluate(
    ({ fonts, text }) => {
      fonts.forEach((font, i) => {
        const el = document.createElement('div');
        el.id = `glyph-probe-${i}`;
        el.className = 'glyph-probe';
        el.style.cssText = `position:absolute;left:0;top:${i * 30}px;white-space:pre;`;
        el.style.font = font;
        el.textContent = text;
        document.body.appendChild(el);
        el.getBoundingClientRect();
      });
    },
    { fonts, text },
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const out: { familyName: string; glyphCount: number }[][] = [];
    for (let i = 0; i < fonts.length; i++) {
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `#glyph-probe-${i}`,
      });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      out.push(used.map((f) => ({ familyName: f.familyName, glyphCount: f.glyphCount })));
    }
    return out;
  } finally {
    await cdp.detach();
    await page.evaluate(() => document.querySelectorAll('.glyph-probe').forEach((e) => e.remove()));
  }
}
