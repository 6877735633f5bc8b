/** The look of the game: palette, type, sizes and the base resolution every scene lays out in. */
import type { Suit } from '../cards/engine';
import { t } from '../i18n';

/** Width of the game's coordinate space; the canvas is scaled to fit the window. */
export const BASE_W = 1600;
/** Height of the game's coordinate space. */
export const BASE_H = 900;

/** Palette, fonts, sizes and timings shared by every scene. */
export const THEME = {
  color: {
    /** Parchment and card stock. */
    sand: 0xecdcb8,
    sandLight: 0xf7eedb,
    sandDark: 0xd6bf92,
    /** Warm clay, the main accent. */
    adobe: 0xc8794b,
    adobeLight: 0xe0986a,
    rust: 0xa4472a,
    rustDark: 0x7c321d,
    sage: 0x7f9471,
    sageDark: 0x566b4b,
    leather: 0x5b3a24,
    leatherLight: 0x7a5235,
    leatherDark: 0x3a2416,
    ink: 0x2b1a10,
    gold: 0xe2b456,
    goldDark: 0xb08433,
    sky: 0x6f9fb0,
    danger: 0x9e2b25,
    /** Page and table background. */
    night: 0x1b120c,
    shadow: 0x000000,
    white: 0xffffff,
    /** Positive and negative score changes. */
    good: 0x4f8a3c,
    bad: 0xb2382b,
  },
  /** CSS colour strings for Text. */
  css: {
    ink: '#2b1a10',
    inkSoft: '#5a4330',
    sand: '#ecdcb8',
    sandLight: '#f7eedb',
    cream: '#fff6e2',
    gold: '#f0c766',
    rust: '#a4472a',
    sage: '#566b4b',
    muted: '#a89478',
    good: '#3f7a2e',
    bad: '#b2382b',
  },
  font: {
    /** Headings and card names: a slab/serif stack. */
    display: "Rockwell, 'Roboto Slab', 'Clarendon', Georgia, 'DejaVu Serif', serif",
    /** Body text and labels. */
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif",
    /** Figures on cards and score sheets. */
    figure: "Georgia, 'DejaVu Serif', 'Times New Roman', serif",
  },
  size: {
    title: 56,
    heading: 34,
    subheading: 26,
    body: 22,
    small: 18,
    tiny: 15,
    /** Buttons: big enough for a thumb on a phone in landscape. */
    buttonH: 64,
    buttonW: 300,
    radius: 14,
    cardRadius: 10,
    /** Minimum gap between interactive targets. */
    gap: 16,
  },
  /** Suit colours (the glyph shape tells suits apart; colour only helps). */
  suit: {
    hat: 0x8a5a34,
    star: 0xd9a21e,
    cactus: 0x3f8a3a,
    boot: 0xb23a2b,
    horseshoe: 0x2f6fa8,
    cow: 0x7d4b9c,
  } satisfies Record<Suit, number>,
  /** Frame colours of the two eras' terrain cards. */
  era: { 1: 0xa4532f, 2: 0x5f7c58 } as Record<1 | 2, number>,
  /** Base durations (ms) before the animation-speed setting scales them. */
  ms: { hover: 120, press: 80, tooltip: 380, fade: 260, slide: 420 },
} as const;

/** Suit display names in the current language (read at use, so a language switch shows at the next redraw). */
export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  get hat() {
    return t('suit.hat');
  },
  get star() {
    return t('suit.star');
  },
  get cactus() {
    return t('suit.cactus');
  },
  get boot() {
    return t('suit.boot');
  },
  get horseshoe() {
    return t('suit.horseshoe');
  },
  get cow() {
    return t('suit.cow');
  },
};

/** A 0xRRGGBB colour as a CSS string. */
export function css(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** A colour mixed toward another by t (0..1). */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number): number => (c >> s) & 0xff;
  const m = (s: number): number => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return m(16) | m(8) | m(0);
}

/** Resolution for Text textures: sharp when the canvas is scaled up or on HiDPI screens. */
export function textResolution(): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(3, Math.max(2, Math.ceil(dpr * 1.5)));
}

/** A font size in CSS pixels for Text styles, enlarged by `scale` (the text-size setting, see SettingsState). */
export function fontPx(size: number, scale: number): string {
  return `${Math.max(8, Math.round(size * scale))}px`;
}
