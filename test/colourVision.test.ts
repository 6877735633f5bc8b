/**
 * Nothing is told by colour alone (issue 13): under protanopia, deuteranopia and tritanopia (Machado 2009) each
 * colour-coded thing keeps a second cue (a glyph shape, a lightness step, a signed figure or a label), and the
 * high-contrast setting only ever raises contrast. The screenshots of the same checks come from
 * scripts/colour-check.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUITS } from '../src/cards/engine';
import { SPOT_COLOURS, heatColour, heatLabelColour } from '../src/scenes/table/heatLayout';
import { signed } from '../src/scenes/table/turn/specs';
import { STRONG_TEXT } from '../src/ui/contrast';
import { PLAYER_COLOURS } from '../src/ui/playerColours';
import { THEME } from '../src/ui/theme';
import { MATRICES, deltaE, deltaL, seen } from './colourMatrices';

const VISIONS: [string, number[] | undefined][] = [['normal', undefined], ...Object.entries(MATRICES)];
const hex = (c: string): number => parseInt(c.slice(1), 16);

/** WCAG contrast ratio of two colours. */
function ratio(a: number, b: number): number {
  const y = (c: number): number => {
    const [r, g, bl] = seen(c);
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [y(a), y(b)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A suit glyph's drawing with every colour taken out: what is left is its shape. */
function glyphShape(suit: string): string {
  const svg = readFileSync(join(__dirname, '..', 'assets', 'art', 'suits', `${suit}.svg`), 'utf8');
  return svg.replace(/(fill|stroke)="[^"]*"/g, '').replace(/\s+/g, ' ');
}

/** A board piece's drawing with every colour taken out. */
function boardShape(name: string): string {
  const svg = readFileSync(join(__dirname, '..', 'assets', 'art', 'board', `${name}.svg`), 'utf8');
  return svg.replace(/(fill|stroke)="[^"]*"/g, '').replace(/\s+/g, ' ');
}

describe('colour is never the only cue', () => {
  it('suits whose colours run together for some eyes still differ by their glyph shape', () => {
    const close: string[] = [];
    for (const [vision, m] of VISIONS)
      for (let i = 0; i < SUITS.length; i++)
        for (let j = i + 1; j < SUITS.length; j++) {
          const a = SUITS[i] as (typeof SUITS)[number];
          const b = SUITS[j] as (typeof SUITS)[number];
          const d = deltaE(THEME.suit[a], THEME.suit[b], m);
          if (d < 20) close.push(`${vision}: ${a}/${b} ΔE ${d.toFixed(1)}`);
          expect(glyphShape(a), `${a} and ${b} share a glyph`).not.toBe(glyphShape(b));
        }
    // Normal vision tells every suit colour apart; the dichromacies do not, which is why each suit has its glyph.
    expect(close.filter((c) => c.startsWith('normal'))).toEqual([]);
    console.info('[colour] suit colours within ΔE 20 (told apart by glyph):', close.join('; '));
  });

  it('the six board-game player colours stay apart for every vision, and each also has its own shape', () => {
    expect(PLAYER_COLOURS).toHaveLength(6);
    expect(new Set(PLAYER_COLOURS.map((c) => c.shape)).size).toBe(6);
    const closest: string[] = [];
    for (const [vision, m] of VISIONS) {
      let min = Infinity;
      for (let i = 0; i < 6; i++)
        for (let j = i + 1; j < 6; j++) {
          const a = PLAYER_COLOURS[i]?.fill ?? 0;
          const b = PLAYER_COLOURS[j]?.fill ?? 0;
          min = Math.min(min, deltaE(a, b, m));
        }
      closest.push(`${vision} ${min.toFixed(1)}`);
      expect(min, vision).toBeGreaterThan(19);
    }
    // The markers are the shapes themselves and the cowboys wear them: without any colour, no two are alike.
    for (const piece of ['marker', 'cowboy'])
      for (let i = 0; i < 6; i++)
        for (let j = i + 1; j < 6; j++)
          expect(boardShape(`${piece}-${i}`), `${piece} ${i} and ${j}`).not.toBe(boardShape(`${piece}-${j}`));
    console.info('[colour] closest pair of player colours (ΔE):', closest.join('; '));
  });

  it('legal, chosen and illegal spots differ in lightness for every kind of vision', () => {
    for (const [vision, m] of VISIONS) {
      expect(deltaL(SPOT_COLOURS.legal, SPOT_COLOURS.illegal, m), vision).toBeGreaterThan(25);
      expect(deltaL(SPOT_COLOURS.locked, SPOT_COLOURS.illegal, m), vision).toBeGreaterThan(25);
    }
  });

  it('heatmap dots carry a signed figure, and a losing dot turns its figure light', () => {
    const lo = -4;
    const hi = 9;
    for (let d = lo; d <= hi; d++) {
      const figure = signed(d);
      expect(figure, `dot ${d}`).toMatch(d > 0 ? /^\+\d+$/ : d < 0 ? /^−\d+$/ : /^±0$/);
    }
    const light = hex(heatLabelColour(-1));
    const dark = hex(heatLabelColour(1));
    for (const [vision, m] of VISIONS) {
      expect(deltaL(light, dark, m), vision).toBeGreaterThan(60);
      // The best dot and a losing dot also differ in lightness.
      expect(deltaL(heatColour(hi, lo, hi), heatColour(-1, lo, hi), m), vision).toBeGreaterThan(25);
    }
    expect(heatLabelColour(0)).toBe(heatLabelColour(5));
  });

  it('high contrast makes every soft text colour stronger, to at least 7:1 on its background', () => {
    const onDark = 0x2e2118;
    const onParchment = THEME.color.sand;
    for (const [soft, strong] of Object.entries(STRONG_TEXT)) {
      const bg = soft === THEME.css.muted ? onDark : onParchment;
      expect(ratio(hex(strong), bg), `${soft} -> ${strong}`).toBeGreaterThan(ratio(hex(soft), bg));
      expect(ratio(hex(strong), bg), `${strong}`).toBeGreaterThanOrEqual(7);
    }
  });
});
