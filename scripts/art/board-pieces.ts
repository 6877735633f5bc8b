/** The board game's small pieces: cowboys, property markers, dice, revolver, coin, VP star, road and round marker. */
import type { ColourShape } from '../../src/ui/playerColours';
import { LINE, PAL, THIN, f, shadow, starPoints, svgDoc } from './svg';

/** A 0xRRGGBB colour as a CSS string. */
export function hex(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}

/** A colour mixed toward another by t (0..1). */
function mixHex(a: number, b: number, t: number): string {
  const ch = (c: number, s: number): number => (c >> s) & 0xff;
  const m = (s: number): number => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return hex(m(16) | m(8) | m(0));
}

/** The path of a colour's shape centred on (cx, cy) with radius r. */
export function shapePath(shape: ColourShape, cx: number, cy: number, r: number): string {
  const p = (pts: [number, number][]): string =>
    `M${pts.map(([x, y]) => `${f(cx + x * r)} ${f(cy + y * r)}`).join('L')}Z`;
  switch (shape) {
    case 'circle':
      return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
    case 'square':
      return p([
        [-0.85, -0.85],
        [0.85, -0.85],
        [0.85, 0.85],
        [-0.85, 0.85],
      ]);
    case 'triangle':
      return p([
        [0, -1.05],
        [1, 0.8],
        [-1, 0.8],
      ]);
    case 'diamond':
      return p([
        [0, -1.1],
        [0.9, 0],
        [0, 1.1],
        [-0.9, 0],
      ]);
    case 'cross': {
      const a = 0.36;
      return p([
        [-a, -1],
        [a, -1],
        [a, -a],
        [1, -a],
        [1, a],
        [a, a],
        [a, 1],
        [-a, 1],
        [-a, a],
        [-1, a],
        [-1, -a],
        [-a, -a],
      ]);
    }
    case 'crescent':
      return (
        `M${f(cx + 0.35 * r)} ${f(cy - 0.94 * r)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + 0.35 * r)} ${f(cy + 0.94 * r)}` +
        `A${f(0.72 * r)} ${f(0.72 * r)} 0 1 1 ${f(cx + 0.35 * r)} ${f(cy - 0.94 * r)}Z`
      );
  }
}

/** A property marker: the colour's own shape as a thick token with an edge below, 48x48. */
export function marker(fill: number, shape: ColourShape): string {
  const top = shapePath(shape, 24, 21, 17);
  const side = shapePath(shape, 24, 26, 17);
  return svgDoc(
    48,
    48,
    shadow(24, 42, 17, 4) +
      `<path d="${side}" fill="${mixHex(fill, 0x000000, 0.45)}" ${THIN}/>` +
      `<path d="${top}" fill="${hex(fill)}" ${THIN}/>` +
      `<path d="${shapePath(shape, 22, 18, 9)}" fill="#ffffff" opacity="0.22"/>`,
  );
}

/** A cowboy figure, 64x80, in a colour, wearing a badge: the colour's shape, or the Sheriff's star. */
function figure(fill: string, hat: string, badge: string, line: string = PAL.ink): string {
  const w = line === PAL.ink ? 1 : 0.55;
  const edge = `stroke="${line}" stroke-width="${f(4 * w)}" stroke-linejoin="round"`;
  const thin = `stroke="${line}" stroke-width="${f(2.5 * w)}" stroke-linejoin="round"`;
  return svgDoc(
    64,
    80,
    shadow(32, 75, 22, 4) +
      `<path d="M22 32Q32 27 42 32L51 52Q50 56 45 54L42 45V56L45 74H35L32 60L29 74H19L22 56V45L19 54Q14 56 13 52Z" fill="${fill}" ${edge}/>` +
      `<path d="M22 56H42" stroke="${line}" stroke-width="${f(3 * w)}"/>` +
      `<circle cx="32" cy="22" r="7.5" fill="${fill}" ${edge}/>` +
      `<path d="M22 15Q21 2 27 3Q32 6 37 3Q43 2 42 15Z" fill="${hat}" ${thin}/>` +
      `<path d="M8 11Q12 17 32 17Q52 17 56 11Q55 20 32 20Q9 20 8 11Z" fill="${hat}" ${thin}/>` +
      badge,
  );
}

/** A player's cowboy: the colour's body and a cream badge with the colour's shape in ink (a light edge when dark). */
export function cowboy(fill: number, shape: ColourShape): string {
  const dark = (((fill >> 16) & 255) + ((fill >> 8) & 255) + (fill & 255)) / 3 < 60;
  return figure(
    hex(fill),
    mixHex(fill, 0x000000, dark ? 0 : 0.4),
    `<circle cx="32" cy="41" r="10" fill="${PAL.cream}" ${THIN}/>` +
      `<path d="${shapePath(shape, 32, 41, 6)}" fill="${PAL.ink}"/>`,
    dark ? PAL.stone : PAL.ink,
  );
}

/** The Sheriff's white cowboy (BOARD 8.1): white with a gold star. */
export function whiteCowboy(): string {
  return figure(
    '#fbf8f0',
    '#d9d2c2',
    `<polygon points="${starPoints(32, 41, 11, 5, 5)}" fill="${PAL.gold}" ${THIN}/>` +
      `<circle cx="32" cy="41" r="2.2" fill="${PAL.goldDark}"/>`,
  );
}

/** Pip positions of a die face on a 64 box. */
const PIPS: Record<number, [number, number][]> = {
  1: [[32, 32]],
  2: [
    [20, 44],
    [44, 20],
  ],
  3: [
    [19, 45],
    [32, 32],
    [45, 19],
  ],
  4: [
    [20, 20],
    [44, 20],
    [20, 44],
    [44, 44],
  ],
  5: [
    [19, 19],
    [45, 19],
    [32, 32],
    [19, 45],
    [45, 45],
  ],
  6: [
    [20, 17],
    [44, 17],
    [20, 32],
    [44, 32],
    [20, 47],
    [44, 47],
  ],
};

/** A die face 1..6, 64x64: the white die with ink pips, the black die with cream pips. */
export function die(colour: 'white' | 'black', face: number): string {
  const [body, edge, pip] =
    colour === 'white' ? [PAL.white, '#d8cdb6', PAL.ink] : ['#26211e', '#0e0b09', PAL.cream];
  const pips = (PIPS[face] ?? [])
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${face === 1 ? 7 : 5.5}" fill="${pip}"/>`)
    .join('');
  return svgDoc(
    64,
    64,
    `<rect x="3" y="5" width="58" height="57" rx="11" fill="${edge}" ${LINE}/>` +
      `<rect x="3" y="3" width="58" height="55" rx="11" fill="${body}" ${LINE}/>` +
      pips,
  );
}

/** A revolver seen from the side, muzzle to the right, 64x48. */
export function revolver(): string {
  return svgDoc(
    64,
    48,
    `<path d="M15 22L27 24Q23 34 19 45H5Q8 32 15 22Z" fill="${PAL.woodLight}" ${LINE}/>` +
      `<path d="M12 38h8" stroke="${PAL.woodDark}" stroke-width="2"/>` +
      `<path d="M27 25Q27 35 36 33" fill="none" ${LINE}/>` +
      `<path d="M31 26l1 5" ${THIN}/>` +
      `<rect x="36" y="9" width="25" height="8" rx="2" fill="${PAL.ironLight}" ${LINE}/>` +
      `<path d="M58 9V5" stroke="${PAL.ink}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M13 10H38V25H27Q21 26 15 23Q11 18 13 10Z" fill="${PAL.iron}" ${LINE}/>` +
      `<rect x="22" y="8" width="16" height="15" rx="3" fill="${PAL.ironLight}" ${LINE}/>` +
      `<path d="M26 12.5h8M26 18.5h8" stroke="${PAL.iron}" stroke-width="2.2" stroke-linecap="round"/>` +
      `<path d="M14 11L8 5L11 3L18 10" fill="${PAL.iron}" ${THIN}/>`,
  );
}

/** A gold coin with a dollar sign, 48x48. */
export function coin(): string {
  return svgDoc(
    48,
    48,
    `<circle cx="24" cy="25" r="20" fill="${PAL.goldDark}" ${LINE}/>` +
      `<circle cx="24" cy="23" r="20" fill="${PAL.gold}" ${LINE}/>` +
      `<circle cx="24" cy="23" r="14" fill="none" stroke="${PAL.goldDark}" stroke-width="2"/>` +
      `<path d="M30 16Q28 13 24 13Q18 13 18 18Q18 22 24 23Q30 24 30 28Q30 33 24 33Q19 33 17 29M24 9V37" ` +
      `fill="none" stroke="${PAL.ink}" stroke-width="3.4" stroke-linecap="round"/>`,
  );
}

/** A victory-point star, 48x48: rust red with a gold rim. */
export function vpStar(): string {
  return svgDoc(
    48,
    48,
    `<polygon points="${starPoints(24, 26, 22, 10, 5)}" fill="${PAL.goldDark}" ${LINE}/>` +
      `<polygon points="${starPoints(24, 25, 17, 7.6, 5)}" fill="${PAL.rust}"/>` +
      `<polygon points="${starPoints(24, 25, 8, 3.6, 5)}" fill="${PAL.redLight}"/>`,
  );
}

/** A road piece for a grid line, 128x24: packed earth with wheel ruts and a dark edge. */
export function road(): string {
  return svgDoc(
    128,
    24,
    `<rect x="2" y="3" width="124" height="18" rx="6" fill="#9b7650" ${LINE}/>` +
      `<path d="M10 9H118M10 15H118" stroke="#6e5134" stroke-width="2.4" stroke-dasharray="10 6" stroke-linecap="round"/>`,
  );
}

/** The round marker, 64x64: a brass disc with a wagon wheel. */
export function roundMarker(): string {
  const spokes = [0, 45, 90, 135]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const dx = 17 * Math.cos(r);
      const dy = 17 * Math.sin(r);
      return `M${f(32 - dx)} ${f(32 - dy)}L${f(32 + dx)} ${f(32 + dy)}`;
    })
    .join('');
  return svgDoc(
    64,
    64,
    `<circle cx="32" cy="34" r="28" fill="${PAL.goldDark}" ${LINE}/>` +
      `<circle cx="32" cy="32" r="28" fill="${PAL.gold}" ${LINE}/>` +
      `<circle cx="32" cy="32" r="19" fill="${PAL.wood}" ${LINE}/>` +
      `<circle cx="32" cy="32" r="14" fill="${PAL.goldLight}"/>` +
      `<path d="${spokes}" stroke="${PAL.woodDark}" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="32" cy="32" r="5" fill="${PAL.woodDark}" ${THIN}/>`,
  );
}
