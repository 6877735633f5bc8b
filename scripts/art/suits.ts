/** The six auction suits and the skull as 64x64 glyphs on transparent ground. */
import type { ArtFile } from './ground';
import { PAL, starPoints, svgDoc } from './svg';

/** Suit names (RULES 1). */
export type SuitName = 'hat' | 'star' | 'cactus' | 'boot' | 'horseshoe' | 'cow';

/** The distinct colour of each suit. */
export const SUIT_COLOURS: Record<SuitName, string> = {
  hat: '#8b5a2b',
  star: '#e0a21b',
  cactus: '#3f8f4a',
  boot: '#b83a2a',
  horseshoe: '#2f6fa8',
  cow: '#7a4f9a',
};

/** Fills shapes as one silhouette with a single outer outline. */
export function silhouette(shapes: string, fill: string, outline = 7): string {
  return (
    `<g fill="${PAL.ink}" stroke="${PAL.ink}" stroke-width="${outline}" stroke-linejoin="round">${shapes}</g>` +
    `<g fill="${fill}">${shapes}</g>`
  );
}

const HIGHLIGHT =
  'fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2.5" stroke-linecap="round"';
const DETAIL = `fill="none" stroke="${PAL.ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

/** Body of each suit glyph in a 64x64 box. */
export const SUIT_GLYPHS: Record<SuitName, () => string> = {
  hat: () =>
    silhouette(
      '<path d="M17 40Q15 19 23 14Q28 12 32 17Q36 12 41 14Q49 19 47 40Z"/>' +
        '<path d="M3 38Q2 31 8 34Q18 39 32 39Q46 39 56 34Q62 31 61 38Q58 48 32 48Q6 48 3 38Z"/>',
      SUIT_COLOURS.hat,
    ) +
    `<path d="M17.5 31Q32 35 46.5 31L46.8 37Q32 41 17.2 37Z" fill="${PAL.leatherDark}"/>` +
    `<path d="M22 28Q21 20 25 17" ${HIGHLIGHT}/><path d="M9 40Q20 45 32 45" ${HIGHLIGHT}/>`,
  star: () =>
    silhouette(`<polygon points="${starPoints(32, 34, 29, 12.5, 5)}"/>`, SUIT_COLOURS.star, 6) +
    `<polygon points="${starPoints(32, 34, 14, 6, 5)}" fill="${PAL.goldLight}"/>`,
  cactus: () =>
    silhouette(
      '<rect x="25" y="5" width="14" height="54" rx="7"/>' +
        '<rect x="11" y="34" width="18" height="10" rx="5"/><rect x="11" y="17" width="10" height="27" rx="5"/>' +
        '<rect x="35" y="27" width="18" height="10" rx="5"/><rect x="43" y="11" width="10" height="26" rx="5"/>' +
        '<rect x="14" y="55" width="36" height="5" rx="2.5"/>',
      SUIT_COLOURS.cactus,
    ) +
    `<path d="M32 11V53M16 22V38M48 16V31" fill="none" stroke="#2c6a35" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M29 10V30" ${HIGHLIGHT}/>`,
  boot: () =>
    silhouette(
      '<path d="M16 5H41L40 33Q41 39 48 41L57 44Q63 46 62 52L61 55H30L29 60H17V51Q14 30 16 5Z"/>',
      SUIT_COLOURS.boot,
    ) +
    `<path d="M16 12H41" stroke="${PAL.ink}" stroke-width="2"/>` +
    `<path d="M17 55H29V60H17Z" fill="${PAL.leatherDark}"/>` +
    `<path d="M23 18Q30 26 25 36Q33 38 36 44" ${DETAIL}/>` +
    `<path d="M20 9V44" ${HIGHLIGHT}/>`,
  horseshoe: () =>
    silhouette(
      '<path d="M9 57L7 31Q7 6 32 6Q57 6 57 31L55 57H43L45 31Q45 18 32 18Q19 18 19 31L21 57Z"/>',
      SUIT_COLOURS.horseshoe,
    ) +
    [
      [13, 46],
      [12, 32],
      [17, 19],
      [51, 46],
      [52, 32],
      [47, 19],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${(x ?? 0) - 1.5}" y="${(y ?? 0) - 2.5}" width="3" height="5" rx="1" fill="${PAL.ink}"/>`,
      )
      .join('') +
    `<path d="M25 10Q16 13 13 24" ${HIGHLIGHT}/>`,
  cow: () =>
    silhouette(
      '<path d="M18 17Q6 16 3 5Q12 12 22 11Z"/><path d="M46 17Q58 16 61 5Q52 12 42 11Z"/>' +
        '<ellipse cx="11" cy="24" rx="9" ry="5" transform="rotate(20 11 24)"/>' +
        '<ellipse cx="53" cy="24" rx="9" ry="5" transform="rotate(-20 53 24)"/>' +
        '<path d="M19 13Q32 8 45 13Q49 30 45 44H19Q15 30 19 13Z"/>' +
        '<ellipse cx="32" cy="48" rx="15" ry="11"/>',
      SUIT_COLOURS.cow,
    ) +
    `<path d="M18 17Q6 16 3 5Q12 12 22 11Z" fill="${PAL.bone}"/><path d="M46 17Q58 16 61 5Q52 12 42 11Z" fill="${PAL.bone}"/>` +
    `<path d="M27 12Q32 10 37 12L34 30H30Z" fill="${PAL.white}"/>` +
    `<ellipse cx="32" cy="48.5" rx="12" ry="8" fill="#c9aede"/>` +
    `<ellipse cx="27" cy="48" rx="2.5" ry="3" fill="${PAL.ink}"/><ellipse cx="37" cy="48" rx="2.5" ry="3" fill="${PAL.ink}"/>` +
    `<circle cx="23" cy="28" r="3" fill="${PAL.ink}"/><circle cx="41" cy="28" r="3" fill="${PAL.ink}"/>` +
    `<circle cx="24" cy="27" r="1" fill="${PAL.white}"/><circle cx="42" cy="27" r="1" fill="${PAL.white}"/>`,
};

/** A bone-white skull glyph, 64x64. */
export function skullGlyph(): string {
  return (
    silhouette(
      '<ellipse cx="32" cy="27" rx="23" ry="22"/><rect x="19" y="38" width="26" height="19" rx="6"/>',
      PAL.bone,
    ) +
    `<path d="M16 40Q20 46 22 40" fill="none" stroke="#cdbf9f" stroke-width="2"/>` +
    `<ellipse cx="23" cy="29" rx="7" ry="8" fill="${PAL.ink}"/><ellipse cx="41" cy="29" rx="7" ry="8" fill="${PAL.ink}"/>` +
    `<path d="M32 36L28.5 43H35.5Z" fill="${PAL.ink}"/>` +
    `<path d="M26 49V56M32 49V57M38 49V56M21 49H43" ${DETAIL}/>` +
    `<path d="M19 15Q25 8 33 7" ${HIGHLIGHT}/>`
  );
}

/** Shrinks a 64x64 glyph about its centre so its outline keeps clear of the edges. */
function fit(body: string): string {
  return `<g transform="translate(32 32) scale(0.88) translate(-32 -32)">${body}</g>`;
}

/** All suit glyph files plus the skull. */
export function suitArt(): ArtFile[] {
  const suits = (Object.keys(SUIT_GLYPHS) as SuitName[]).map((s) => ({
    path: `suits/${s}.svg`,
    svg: svgDoc(64, 64, fit(SUIT_GLYPHS[s]())),
  }));
  return [...suits, { path: 'skull.svg', svg: svgDoc(64, 64, fit(skullGlyph())) }];
}
