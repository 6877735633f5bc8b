/** The title wordmark and the app icons. */
import type { ArtFile } from './ground';
import { PAL, starPoints, svgDoc } from './svg';

const SERIF = `Rockwell, 'Clarendon', 'Roboto Slab', Georgia, 'DejaVu Serif', 'Times New Roman', serif`;

/** A concave-cornered western sign-board outline. */
function signPath(x: number, y: number, w: number, h: number, c: number): string {
  return (
    `M${x + c} ${y}H${x + w - c}A${c} ${c} 0 0 0 ${x + w} ${y + c}V${y + h - c}A${c} ${c} 0 0 0 ${x + w - c} ${y + h}` +
    `H${x + c}A${c} ${c} 0 0 0 ${x} ${y + h - c}V${y + c}A${c} ${c} 0 0 0 ${x + c} ${y}Z`
  );
}

/** The "Carson City — The Card Game" wordmark on a hanging wooden sign (960x340). */
export function logo(): string {
  const board = signPath(40, 40, 880, 200, 26);
  const planks = [90, 140, 190]
    .map((y) => `<path d="M48 ${y}H912" stroke="#5a3820" stroke-width="3" opacity="0.7"/>`)
    .join('');
  const nails = [
    [70, 64],
    [890, 64],
    [70, 216],
    [890, 216],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="6" fill="${PAL.ironLight}" stroke="${PAL.ink}" stroke-width="2"/>`,
    )
    .join('');
  const title = (dx: number, dy: number, fill: string, stroke: string, sw: number): string =>
    `<text x="${480 + dx}" y="${178 + dy}" text-anchor="middle" textLength="716" lengthAdjust="spacingAndGlyphs" ` +
    `font-family="${SERIF}" font-weight="bold" font-size="118" fill="${fill}" stroke="${stroke}" stroke-width="${sw}" ` +
    `stroke-linejoin="round" paint-order="stroke">CARSON CITY</text>`;
  const ribbon =
    `<path d="M180 262L140 252L162 284L140 316L228 316Z" fill="${PAL.rustDark}" stroke="${PAL.ink}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M780 262L820 252L798 284L820 316L732 316Z" fill="${PAL.rustDark}" stroke="${PAL.ink}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M196 246Q480 226 764 246V304Q480 284 196 304Z" fill="${PAL.red}" stroke="${PAL.ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M206 256Q480 237 754 256" fill="none" stroke="${PAL.redLight}" stroke-width="2"/>` +
    `<text x="480" y="287" text-anchor="middle" textLength="430" lengthAdjust="spacingAndGlyphs" font-family="${SERIF}" ` +
    `font-weight="bold" font-size="38" fill="${PAL.cream}" stroke="${PAL.ink}" stroke-width="4" paint-order="stroke">` +
    `— THE CARD GAME —</text>`;
  return svgDoc(
    960,
    340,
    `<path d="M180 0L200 44M780 0L760 44" stroke="${PAL.ink}" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M180 0L200 44M780 0L760 44" stroke="#c9a46a" stroke-width="5" stroke-linecap="round" stroke-dasharray="4 3"/>` +
      `<path d="${board}" fill="${PAL.ink}" transform="translate(6 8)" opacity="0.45"/>` +
      `<path d="${board}" fill="url(#wood)" stroke="${PAL.ink}" stroke-width="6"/>` +
      planks +
      `<path d="${signPath(58, 58, 844, 164, 18)}" fill="none" stroke="${PAL.goldLight}" stroke-width="2.5" opacity="0.7"/>` +
      nails +
      `<polygon points="${starPoints(88, 140, 18, 7, 5)}" fill="${PAL.gold}" stroke="${PAL.ink}" stroke-width="3"/>` +
      `<polygon points="${starPoints(872, 140, 18, 7, 5)}" fill="${PAL.gold}" stroke="${PAL.ink}" stroke-width="3"/>` +
      title(5, 6, PAL.ink, PAL.ink, 12) +
      title(0, 0, 'url(#goldText)', PAL.ink, 10) +
      ribbon,
    `<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PAL.woodLight}"/>` +
      `<stop offset="1" stop-color="${PAL.wood}"/></linearGradient>` +
      `<linearGradient id="goldText" x1="0" y1="0" x2="0" y2="1"><stop offset="0.15" stop-color="#fde9a8"/>` +
      `<stop offset="0.55" stop-color="${PAL.gold}"/><stop offset="1" stop-color="${PAL.goldDark}"/></linearGradient>`,
  );
}

const ICON_DEFS =
  `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7c77e"/>` +
  `<stop offset="0.6" stop-color="#e38652"/><stop offset="1" stop-color="#b0452c"/></linearGradient>`;

const SKYLINE =
  'M56 380V290H80V278H140V290H150V380Z' +
  'M150 380V300H156V262H196V300H202V380Z' +
  'M150 262L176 236L202 262Z' +
  'M198 380V256H222V244H290V256H304V380Z' +
  'M302 380V304L338 284L374 304V380Z' +
  'M326 292V232H350V292Z' +
  'M322 234L338 184L354 234Z' +
  'M372 380V296H392V284H448V380Z' +
  'M446 380V330L462 318L478 330V380Z';

/** The icon's sun and town skyline, in a 512 box. */
function iconScene(): string {
  return (
    `<circle cx="256" cy="236" r="128" fill="#fbe3a0"/>` +
    `<circle cx="256" cy="236" r="106" fill="${PAL.goldLight}"/>` +
    `<path d="M0 340L60 318H140L160 330H360L380 312H460L512 330V400H0Z" fill="#c0684a" opacity="0.8"/>` +
    `<path d="${SKYLINE}" fill="#3a2216"/>` +
    `<path d="M338 156V184M328 166H348" stroke="#3a2216" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M214 296h14v18h-14zM246 296h14v18h-14zM274 296h14v18h-14zM92 316h14v16h-14zM400 316h14v16h-14zM420 316h14v16h-14z" fill="${PAL.goldLight}"/>` +
    `<path d="M230 380V340H274V380Z" fill="#5a3520"/>` +
    `<polygon points="${starPoints(256, 132, 26, 11, 5)}" fill="#fffaf0" stroke="#3a2216" stroke-width="5" stroke-linejoin="round"/>`
  );
}

/** The ground band below the skyline, full width, starting at `top`. */
function iconGround(top: number): string {
  return (
    `<rect x="0" y="${top}" width="512" height="${512 - top}" fill="${PAL.adobeDark}"/>` +
    `<path d="M0 ${top}H512V${top + 14}H0Z" fill="#6e3420"/>` +
    `<path d="M216 512L244 ${top + 14}H268L296 512Z" fill="${PAL.sandDark}" opacity="0.7"/>`
  );
}

/** Square app icon with rounded corners (512x512). */
export function icon(): string {
  return svgDoc(
    512,
    512,
    `<clipPath id="round"><rect width="512" height="512" rx="104"/></clipPath>` +
      `<g clip-path="url(#round)"><rect width="512" height="512" fill="url(#dusk)"/>${iconScene()}${iconGround(378)}</g>` +
      `<rect x="10" y="10" width="492" height="492" rx="96" fill="none" stroke="${PAL.leatherDark}" stroke-width="20"/>` +
      `<rect x="24" y="24" width="464" height="464" rx="84" fill="none" stroke="${PAL.goldLight}" stroke-width="4" opacity="0.8"/>`,
    ICON_DEFS,
  );
}

const MASK_SCALE = 0.74;

/** Maskable app icon: full-bleed background, scene kept inside the central 80% safe zone (512x512). */
export function iconMaskable(): string {
  return svgDoc(
    512,
    512,
    `<rect width="512" height="512" fill="url(#dusk)"/>` +
      `<g transform="translate(256 256) scale(${MASK_SCALE}) translate(-256 -256)">${iconScene()}</g>` +
      iconGround(256 + (378 - 256) * MASK_SCALE),
    ICON_DEFS,
  );
}

/** The logo and both icon sources. */
export function brandArt(): ArtFile[] {
  return [
    { path: 'logo.svg', svg: logo() },
    { path: 'icon.svg', svg: icon() },
    { path: 'icon-maskable.svg', svg: iconMaskable() },
  ];
}
