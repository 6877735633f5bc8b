/** Parcel tiles for the buildings of RULES 1.1. */
import { LINE, PAL, THIN, shadow, starPoints } from './svg';

/** Blacksmith: an anvil with a hammer and flying sparks. */
export function blacksmithBody(): string {
  const sparks = [
    [28, 28, 10],
    [14, 12, 7],
    [46, 12, 7],
    [8, 38, 6],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        `<polygon points="${starPoints(x, y, r, r * 0.3, 4, 0)}" fill="#ffb43a" stroke="#8a3a10" stroke-width="1.5" stroke-linejoin="round"/>`,
    )
    .join('');
  return (
    shadow(64, 108, 44, 6) +
    `<path d="M6 48Q22 46 32 44H108V60H98Q84 64 82 74V90L98 98V108H32V98L48 90V74Q46 64 32 62Q14 58 6 48Z" fill="${PAL.iron}" ${LINE}/>` +
    `<path d="M34 49H104" stroke="${PAL.ironLight}" stroke-width="4"/>` +
    `<path d="M54 78V90M76 78V90" stroke="#373b42" stroke-width="3"/>` +
    `<path d="M72 30L112 8" stroke="${PAL.ink}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M72 30L112 8" stroke="${PAL.woodLight}" stroke-width="5" stroke-linecap="round"/>` +
    `<g transform="rotate(-29 62 34)"><rect x="46" y="26" width="32" height="15" rx="2" fill="${PAL.ironLight}" ${LINE}/></g>` +
    sparks
  );
}

/** Drugstore: a mortar and pestle marked with a cross. */
export function drugstoreBody(): string {
  return (
    shadow(64, 110, 40, 6) +
    `<path d="M58 62L98 16" stroke="${PAL.ink}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M58 62L98 16" stroke="${PAL.cream}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M20 54H108Q106 92 78 98L82 108H46L50 98Q22 92 20 54Z" fill="${PAL.teal}" ${LINE}/>` +
    `<path d="M96 62Q96 84 78 92" stroke="${PAL.tealLight}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="64" cy="54" rx="44" ry="8" fill="${PAL.tealLight}" ${LINE}/>` +
    `<ellipse cx="64" cy="55" rx="36" ry="4.5" fill="#21493f"/>` +
    `<path d="M57 64h14v8h8v14h-8v8h-14v-8h-8v-14h8Z" fill="${PAL.white}" ${THIN}/>`
  );
}

/** Bank: a tied money bag printed with a dollar sign, and coins. */
export function bankBody(): string {
  const bag = '#cfa463';
  return (
    shadow(64, 110, 46, 6) +
    `<path d="M50 40Q28 54 22 80Q18 108 64 108Q110 108 106 80Q100 54 78 40Z" fill="${bag}" ${LINE}/>` +
    `<path d="M30 92Q36 104 56 106" stroke="#e6c58b" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M50 40L40 18Q54 28 64 20Q74 28 88 18L78 40Z" fill="${bag}" ${LINE}/>` +
    `<rect x="44" y="34" width="40" height="9" rx="4" fill="${PAL.rust}" ${LINE}/>` +
    `<path d="M77 64Q74 57 64 57Q52 57 52 66Q52 73 64 75Q77 77 77 86Q77 95 64 95Q53 95 50 87M64 50V101" ` +
    `fill="none" stroke="#2f5f35" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="106" cy="110" rx="12" ry="5" fill="${PAL.goldDark}" ${THIN}/>` +
    `<ellipse cx="106" cy="106" rx="12" ry="5" fill="${PAL.gold}" ${THIN}/>` +
    `<ellipse cx="22" cy="112" rx="10" ry="4" fill="${PAL.gold}" ${THIN}/>`
  );
}

/** Saloon: a frothy beer mug beside a whiskey bottle. */
export function saloonBody(): string {
  return (
    shadow(64, 110, 50, 6) +
    `<path d="M14 108V62Q14 52 22 48V28H32V48Q40 52 40 62V108Z" fill="#7a4a1c" ${LINE}/>` +
    `<rect x="19" y="22" width="16" height="9" rx="2" fill="${PAL.woodLight}" ${LINE}/>` +
    `<rect x="16" y="72" width="22" height="18" fill="${PAL.cream}" ${THIN}/>` +
    `<path d="M20 79h14M22 84h10" stroke="${PAL.rust}" stroke-width="2.5"/>` +
    `<path d="M96 58Q116 58 116 76Q116 94 96 94" fill="none" stroke="${PAL.ink}" stroke-width="16"/>` +
    `<path d="M96 58Q116 58 116 76Q116 94 96 94" fill="none" stroke="#f3d79a" stroke-width="8"/>` +
    `<rect x="44" y="44" width="54" height="64" rx="7" fill="${PAL.gold}" ${LINE}/>` +
    `<path d="M56 54V100M71 54V100M86 54V100" stroke="${PAL.goldLight}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M40 48Q36 32 52 33Q56 22 69 26Q80 18 88 29Q104 26 102 42Q104 52 92 52H50Q38 54 40 48Z" fill="${PAL.white}" ${LINE}/>` +
    `<path d="M50 52Q48 62 53 62Q56 62 56 52" fill="${PAL.white}" ${THIN}/>`
  );
}

/** Hotel: a made bed with pillow, blanket and a sleeping "Z". */
export function hotelBody(): string {
  return (
    shadow(64, 110, 54, 6) +
    `<path d="M70 14H82L70 28H82M88 6H96L88 16H96" fill="none" stroke="${PAL.skyDark}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="10" y="34" width="20" height="76" rx="4" fill="${PAL.wood}" ${LINE}/>` +
    `<circle cx="20" cy="32" r="6" fill="${PAL.woodLight}" ${LINE}/>` +
    `<rect x="104" y="60" width="16" height="50" rx="3" fill="${PAL.wood}" ${LINE}/>` +
    `<circle cx="112" cy="58" r="5" fill="${PAL.woodLight}" ${LINE}/>` +
    `<rect x="26" y="64" width="82" height="18" fill="${PAL.white}" ${LINE}/>` +
    `<path d="M28 56Q26 46 36 46L54 48Q62 50 60 60L58 66H30Z" fill="${PAL.white}" ${LINE}/>` +
    `<path d="M52 60Q76 52 106 58L108 90Q78 96 50 90Z" fill="${PAL.red}" ${LINE}/>` +
    `<path d="M64 58L62 92M80 56L80 93M94 56L96 92" stroke="${PAL.redLight}" stroke-width="4"/>` +
    `<path d="M52 60Q76 52 106 58L108 90Q78 96 50 90Z" fill="none" ${LINE}/>` +
    `<rect x="26" y="88" width="82" height="9" fill="${PAL.woodDark}" ${LINE}/>`
  );
}

/** General store: stacked crates and a hooped barrel. */
export function generalStoreBody(): string {
  const crate = (x: number, y: number, w: number, h: number): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAL.woodLight}" ${LINE}/>` +
    `<path d="M${x + 5} ${y + 5}L${x + w - 5} ${y + h - 5}" stroke="${PAL.wood}" stroke-width="6"/>` +
    `<rect x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" fill="none" stroke="${PAL.wood}" stroke-width="3"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" ${LINE}/>`;
  return (
    shadow(66, 110, 56, 6) +
    crate(66, 20, 42, 40) +
    crate(60, 60, 54, 48) +
    `<circle cx="80" cy="16" r="7" fill="${PAL.red}" ${THIN}/><circle cx="93" cy="17" r="7" fill="${PAL.redLight}" ${THIN}/>` +
    `<path d="M80 9l2-4M93 10l1-4" ${THIN}/>` +
    `<path d="M18 40Q10 74 18 108H60Q68 74 60 40Z" fill="${PAL.wood}" ${LINE}/>` +
    `<path d="M31 41Q27 74 31 107M47 41Q51 74 47 107" stroke="${PAL.woodDark}" stroke-width="2.5" fill="none"/>` +
    `<path d="M16 54Q39 60 62 54M14 94Q39 100 64 94" stroke="${PAL.iron}" stroke-width="6" fill="none"/>` +
    `<path d="M18 40Q10 74 18 108H60Q68 74 60 40Z" fill="none" ${LINE}/>` +
    `<ellipse cx="39" cy="40" rx="21" ry="6" fill="${PAL.woodLight}" ${LINE}/>`
  );
}

/** Church: a white chapel with steeple and cross. */
export function churchBody(): string {
  const win = (x: number): string =>
    `<path d="M${x} 92V80Q${x + 6} 72 ${x + 12} 80V92Z" fill="${PAL.sky}" ${THIN}/>`;
  return (
    shadow(64, 108, 48, 6) +
    `<path d="M26 106V70L64 48L102 70V106Z" fill="${PAL.white}" ${LINE}/>` +
    `<path d="M18 74L64 46L110 74L110 80L64 53L18 80Z" fill="${PAL.rust}" ${LINE}/>` +
    `<rect x="52" y="38" width="24" height="28" fill="${PAL.white}" ${LINE}/>` +
    `<path d="M58 58V50Q64 43 70 50V58Z" fill="${PAL.night}"/>` +
    `<path d="M48 40L64 16L80 40Z" fill="${PAL.rust}" ${LINE}/>` +
    `<path d="M64 2V18M57 8H71" stroke="${PAL.ink}" stroke-width="4" stroke-linecap="round"/>` +
    win(32) +
    win(84) +
    `<path d="M54 106V86Q64 74 74 86V106Z" fill="${PAL.woodDark}" ${LINE}/>` +
    `<path d="M64 80V106" stroke="${PAL.ink}" stroke-width="2"/>`
  );
}

/** Prison: a stone wall with a heavily barred window and, unless `sign` is false, a JAIL board. */
export function prisonBody(sign = true): string {
  const rows: string[] = [];
  for (let y = 34, i = 0; y < 108; y += 12, i++) {
    rows.push(`M16 ${y}H112`);
    for (let x = 16 + (i % 2 === 0 ? 14 : 28); x < 112; x += 28) rows.push(`M${x} ${y - 12}V${y}`);
  }
  const bars = [47, 59, 71, 83]
    .map(
      (x) =>
        `<path d="M${x} 40V88" stroke="${PAL.ink}" stroke-width="8"/><path d="M${x} 40V88" stroke="${PAL.ironLight}" stroke-width="4"/>`,
    )
    .join('');
  return (
    shadow(64, 110, 52, 5) +
    `<rect x="16" y="22" width="96" height="86" fill="${PAL.stone}" ${LINE}/>` +
    `<path d="${rows.join('')}" stroke="${PAL.stoneDark}" stroke-width="2.5"/>` +
    `<rect x="16" y="22" width="96" height="86" fill="none" ${LINE}/>` +
    `<rect x="36" y="40" width="56" height="48" fill="${PAL.night}" ${LINE}/>` +
    bars +
    `<path d="M36 64H92" stroke="${PAL.ink}" stroke-width="7"/><path d="M36 64H92" stroke="${PAL.ironLight}" stroke-width="3"/>` +
    `<rect x="36" y="40" width="56" height="48" fill="none" ${LINE}/>` +
    (sign
      ? `<rect x="38" y="8" width="52" height="18" rx="2" fill="${PAL.woodLight}" ${LINE}/>` +
        `<text x="64" y="22.5" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="bold" ` +
        `font-size="14" letter-spacing="1.5" fill="${PAL.ink}">JAIL</text>`
      : '')
  );
}

/** City hall: columns under a pediment, topped by a dome and a flag. */
export function cityHallBody(): string {
  const cols = [22, 40, 78, 96]
    .map((x) => `<rect x="${x}" y="70" width="10" height="30" fill="${PAL.white}" ${THIN}/>`)
    .join('');
  return (
    shadow(64, 112, 56, 5) +
    `<path d="M64 4V26" stroke="${PAL.ink}" stroke-width="3"/>` +
    `<path d="M65 4L86 9L65 15Z" fill="${PAL.red}" ${THIN}/>` +
    `<path d="M44 40Q44 22 64 22Q84 22 84 40Z" fill="#6fa89a" ${LINE}/>` +
    `<path d="M52 36Q52 28 60 26" stroke="#a8d4c8" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<rect x="40" y="38" width="48" height="9" fill="${PAL.cream}" ${LINE}/>` +
    `<path d="M12 64L64 44L116 64Z" fill="${PAL.cream}" ${LINE}/>` +
    `<circle cx="64" cy="56" r="5" fill="${PAL.white}" ${THIN}/>` +
    `<path d="M64 53V56L66 57" stroke="${PAL.ink}" stroke-width="1.5" fill="none"/>` +
    `<rect x="16" y="63" width="96" height="8" fill="${PAL.cream}" ${LINE}/>` +
    `<rect x="18" y="70" width="92" height="30" fill="#d9cdb2"/>` +
    cols +
    `<rect x="55" y="76" width="18" height="24" fill="${PAL.woodDark}" ${LINE}/>` +
    `<rect x="12" y="100" width="104" height="6" fill="${PAL.stoneLight}" ${LINE}/>` +
    `<rect x="6" y="106" width="116" height="7" fill="${PAL.stoneLight}" ${LINE}/>`
  );
}
