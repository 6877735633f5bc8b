/** Parcel tiles for land and homes: empty, house, townhouse, mountain, mine, ranch, outlaws. */
import { pebbles, tufts } from './ground';
import { LINE, PAL, THIN, seedOf, shadow } from './svg';

/** Empty parcel: dusty ground with cracks, tufts and pebbles. */
export function emptyBody(): string {
  const s = seedOf('empty-detail');
  const cracks =
    `<path d="M18 96l10-6 6 4 9-7M84 28l7 6 9-2 5 7M70 104l6-5 8 2" fill="none" ` +
    `stroke="#9e7f55" stroke-width="1.6" stroke-linecap="round" opacity="0.8"/>`;
  return cracks + tufts(s, 6, PAL.sageDark) + pebbles(s + 3, 4);
}

/** House: a low single-storey cottage with a pitched roof and one door. */
export function houseBody(): string {
  const planks = [68, 78, 88, 98]
    .map((y) => `<path d="M26 ${y}h76" stroke="#b88a55" stroke-width="2"/>`)
    .join('');
  const win = (x: number): string =>
    `<rect x="${x}" y="68" width="15" height="14" fill="${PAL.skyLight}" ${LINE}/>` +
    `<path d="M${x + 7.5} 68v14M${x} 75h15" ${THIN}/>`;
  return (
    shadow(64, 106, 50, 7) +
    `<rect x="80" y="28" width="12" height="24" fill="${PAL.brick}" ${LINE}/>` +
    `<rect x="26" y="58" width="76" height="46" fill="#e6c08a" ${LINE}/>` +
    planks +
    `<rect x="26" y="58" width="76" height="46" fill="none" ${LINE}/>` +
    `<path d="M14 64L64 22L114 64Z" fill="${PAL.rust}" ${LINE}/>` +
    `<path d="M30 56L64 28M46 60L64 44" stroke="${PAL.rustDark}" stroke-width="2.5" opacity="0.6"/>` +
    win(33) +
    win(80) +
    `<rect x="56" y="76" width="16" height="28" fill="${PAL.woodDark}" ${LINE}/>` +
    `<circle cx="68" cy="91" r="1.8" fill="${PAL.goldLight}"/>`
  );
}

/** Townhouse: a tall two-storey brick row house with two doors. */
export function townhouseBody(): string {
  const win = (x: number): string =>
    `<rect x="${x}" y="32" width="20" height="22" fill="${PAL.skyLight}" ${LINE}/>` +
    `<path d="M${x + 10} 32v22M${x} 43h20" ${THIN}/>` +
    `<rect x="${x - 3}" y="54" width="26" height="5" fill="${PAL.cream}" ${THIN}/>`;
  const door = (x: number): string =>
    `<rect x="${x}" y="72" width="18" height="34" fill="${PAL.woodDark}" ${LINE}/>` +
    `<rect x="${x + 4}" y="77" width="10" height="8" fill="${PAL.goldLight}" opacity="0.85"/>` +
    `<circle cx="${x + 14}" cy="92" r="1.8" fill="${PAL.goldLight}"/>`;
  const bricks = [34, 46, 78, 90]
    .map((y) => `<path d="M28 ${y}h4M96 ${y}h4" stroke="${PAL.adobeDark}" stroke-width="2"/>`)
    .join('');
  return (
    shadow(64, 107, 50, 6) +
    `<rect x="24" y="22" width="80" height="84" fill="${PAL.brick}" ${LINE}/>` +
    bricks +
    `<path d="M44 16L64 4L84 16Z" fill="${PAL.adobeDark}" ${LINE}/>` +
    `<rect x="18" y="14" width="92" height="12" fill="${PAL.adobeDark}" ${LINE}/>` +
    `<rect x="24" y="61" width="80" height="6" fill="${PAL.adobeDark}" ${LINE}/>` +
    `<path d="M64 67v39" ${LINE}/>` +
    win(33) +
    win(75) +
    door(35) +
    door(75)
  );
}

/** Mountain: two grey-brown peaks with shaded faces. */
export function mountainBody(): string {
  const peak = (l: number, px: number, py: number, r: number, base: number): string => {
    const shade = `M${px} ${py}L${r} ${base}L${px + (r - px) * 0.35} ${base}L${px + 4} ${py + 30}L${px + 8} ${py + 16}Z`;
    const cap = `M${px} ${py}L${px + 10} ${py + 16}L${px + 4} ${py + 13}L${px - 1} ${py + 19}L${px - 6} ${py + 13}L${px - 11} ${py + 17}Z`;
    return (
      `<path d="M${l} ${base}L${px} ${py}L${r} ${base}Z" fill="${PAL.rock}"/>` +
      `<path d="${shade}" fill="${PAL.rockDark}"/>` +
      `<path d="M${l + 10} ${base}L${px - 6} ${py + 30}M${px - 2} ${base - 6}L${px - 4} ${py + 40}" ` +
      `stroke="${PAL.rockLight}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="${cap}" fill="#ece3d2" ${THIN}/>` +
      `<path d="M${l} ${base}L${px} ${py}L${r} ${base}Z" fill="none" ${LINE}/>`
    );
  };
  return (
    shadow(64, 108, 60, 6) +
    peak(40, 86, 16, 126, 106) +
    peak(2, 44, 30, 90, 108) +
    `<ellipse cx="104" cy="110" rx="9" ry="5" fill="${PAL.rock}" ${THIN}/>` +
    `<ellipse cx="18" cy="114" rx="7" ry="4" fill="${PAL.rockDark}" ${THIN}/>`
  );
}

/** Mine: timbered entrance cut into a hill, rails and an ore cart. */
export function mineBody(): string {
  return (
    `<path d="M2 104C6 54 28 30 60 28C94 26 118 48 126 104Z" fill="${PAL.rock}" ${LINE}/>` +
    `<path d="M84 32C104 42 118 66 124 104L96 104C98 80 94 52 84 32Z" fill="${PAL.rockDark}" opacity="0.7"/>` +
    `<path d="M34 104V62Q52 54 70 62V104Z" fill="${PAL.night}"/>` +
    `<path d="M44 104L36 126M62 104L72 126" stroke="${PAL.iron}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M42 110h22M40 117h27M38 124h32" stroke="${PAL.woodDark}" stroke-width="3"/>` +
    `<rect x="27" y="54" width="11" height="52" fill="${PAL.wood}" ${LINE}/>` +
    `<rect x="66" y="54" width="11" height="52" fill="${PAL.wood}" ${LINE}/>` +
    `<rect x="20" y="44" width="64" height="13" fill="${PAL.woodLight}" ${LINE}/>` +
    `<circle cx="32" cy="50.5" r="2" fill="${PAL.ink}"/><circle cx="72" cy="50.5" r="2" fill="${PAL.ink}"/>` +
    shadow(96, 114, 28, 4) +
    `<circle cx="90" cy="74" r="8" fill="${PAL.gold}" ${THIN}/>` +
    `<circle cx="103" cy="72" r="9" fill="${PAL.stoneDark}" ${THIN}/>` +
    `<circle cx="113" cy="76" r="6" fill="${PAL.goldLight}" ${THIN}/>` +
    `<path d="M74 78H122L116 104H80Z" fill="${PAL.iron}" ${LINE}/>` +
    `<path d="M80 86H116" stroke="${PAL.ironLight}" stroke-width="3"/>` +
    `<circle cx="86" cy="106" r="7.5" fill="${PAL.ink}"/><circle cx="86" cy="106" r="2.5" fill="${PAL.ironLight}"/>` +
    `<circle cx="110" cy="106" r="7.5" fill="${PAL.ink}"/><circle cx="110" cy="106" r="2.5" fill="${PAL.ironLight}"/>`
  );
}

/** Ranch: a rail fence with a longhorn skull mounted on its centre post. */
export function ranchBody(): string {
  const post = (x: number): string =>
    `<rect x="${x}" y="56" width="10" height="52" fill="${PAL.wood}" ${LINE}/>`;
  const rail = (y: number): string =>
    `<rect x="2" y="${y}" width="124" height="8" fill="${PAL.woodLight}" ${LINE}/>`;
  return (
    shadow(64, 110, 62, 5, 0.2) +
    post(10) +
    post(59) +
    post(108) +
    rail(70) +
    rail(90) +
    `<path d="M64 32C48 26 24 30 6 12C12 32 30 46 54 46Z" fill="${PAL.bone}" ${LINE}/>` +
    `<path d="M64 32C80 26 104 30 122 12C116 32 98 46 74 46Z" fill="${PAL.bone}" ${LINE}/>` +
    `<path d="M14 18C20 24 28 28 36 30M114 18C108 24 100 28 92 30" stroke="#c9b48e" stroke-width="2.5" fill="none"/>` +
    `<path d="M48 34Q64 26 80 34L77 60Q72 78 64 80Q56 78 51 60Z" fill="${PAL.bone}" ${LINE}/>` +
    `<ellipse cx="57" cy="47" rx="4.5" ry="5.5" fill="${PAL.ink}"/>` +
    `<ellipse cx="71" cy="47" rx="4.5" ry="5.5" fill="${PAL.ink}"/>` +
    `<path d="M60 70l2 4M68 70l-2 4" ${THIN}/>` +
    `<path d="M64 36v8" stroke="#c9b48e" stroke-width="2"/>`
  );
}

/** One masked outlaw bust centred on its head at the origin. */
function outlaw(coat: string, hat: string, skin: string): string {
  return (
    `<path d="M-40 80Q-38 30 0 26Q38 30 40 80Z" fill="${coat}" ${LINE}/>` +
    `<path d="M-12 28L0 44L12 28" fill="none" stroke="${PAL.cream}" stroke-width="3" opacity="0.5"/>` +
    `<ellipse cx="0" cy="0" rx="16" ry="19" fill="${skin}" ${LINE}/>` +
    `<path d="M-17 2H17Q18 16 8 25L0 31L-8 25Q-18 16-17 2Z" fill="${PAL.red}" ${LINE}/>` +
    `<circle cx="-7" cy="12" r="1.6" fill="${PAL.cream}"/><circle cx="6" cy="16" r="1.6" fill="${PAL.cream}"/>` +
    `<circle cx="0" cy="8" r="1.6" fill="${PAL.cream}"/>` +
    `<path d="M-11-3q4-3 7 0M4-3q4-3 7 0" fill="${PAL.white}" stroke="${PAL.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="-7" cy="-3.2" r="1.7" fill="${PAL.ink}"/><circle cx="7.5" cy="-3.2" r="1.7" fill="${PAL.ink}"/>` +
    `<path d="M-15-14Q-17-38-6-37Q0-31 6-37Q17-38 15-14Z" fill="${hat}" ${LINE}/>` +
    `<path d="M-15-20Q0-16 15-20" stroke="${PAL.goldDark}" stroke-width="3" fill="none"/>` +
    `<ellipse cx="0" cy="-14" rx="31" ry="6" fill="${hat}" ${LINE}/>`
  );
}

/** Outlaws: two bandana-masked figures on reddish ground. */
export function outlawsBody(): string {
  return (
    `<g transform="translate(38 54) scale(0.86)">${outlaw('#5b4a3c', '#4a3424', '#a77a57')}</g>` +
    `<g transform="translate(82 70)">${outlaw(PAL.leatherDark, PAL.night, '#b98a64')}</g>`
  );
}
