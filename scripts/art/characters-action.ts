/** Emblems of the eight action characters. */
import { gearPath, laurel } from './portrait';
import { LINE, PAL, THIN, shadow, starPoints } from './svg';

/** A thick wooden handle drawn as an outlined stroke between two points. */
export function handle(x1: number, y1: number, x2: number, y2: number, w: number, fill: string): string {
  const d = `M${x1} ${y1}L${x2} ${y2}`;
  return (
    `<path d="${d}" stroke="${PAL.ink}" stroke-width="${w + 6}" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${fill}" stroke-width="${w}" stroke-linecap="round"/>`
  );
}

/** Governor: a silk top hat resting on a sealed decree. */
export function governor(): string {
  return (
    shadow(80, 176, 60, 7) +
    `<rect x="26" y="128" width="108" height="40" fill="${PAL.cream}" ${LINE}/>` +
    `<path d="M40 140H120M40 149H112M40 158H96" stroke="#b39c74" stroke-width="2.5"/>` +
    `<ellipse cx="26" cy="148" rx="8" ry="20" fill="#e2cfa3" ${LINE}/>` +
    `<ellipse cx="134" cy="148" rx="8" ry="20" fill="#e2cfa3" ${LINE}/>` +
    `<path d="M108 166L102 184L110 178L114 186L118 166Z" fill="${PAL.rust}" ${THIN}/>` +
    `<circle cx="112" cy="162" r="11" fill="${PAL.red}" ${LINE}/>` +
    `<polygon points="${starPoints(112, 162, 6, 2.6, 5)}" fill="${PAL.rustDark}"/>` +
    `<path d="M52 122L57 50Q80 43 103 50L108 122Z" fill="#2c2a33" ${LINE}/>` +
    `<path d="M64 56L61 110" stroke="#5a5766" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M54.5 100H105.5L107 116H53Z" fill="${PAL.rust}" ${LINE}/>` +
    `<circle cx="95" cy="108" r="6" fill="${PAL.gold}" ${THIN}/>` +
    `<ellipse cx="80" cy="122" rx="46" ry="9" fill="#2c2a33" ${LINE}/>`
  );
}

/** Lawyer: brass scales of justice. */
export function lawyer(): string {
  const pan = (cx: number): string =>
    `<path d="M${cx} 70L${cx - 16} 122M${cx} 70L${cx + 16} 122" stroke="${PAL.ink}" stroke-width="2"/>` +
    `<path d="M${cx - 22} 120Q${cx} 142 ${cx + 22} 120Z" fill="${PAL.goldLight}" ${LINE}/>`;
  return (
    shadow(80, 180, 44, 6) +
    pan(36) +
    pan(124) +
    `<path d="M52 178H108L98 164H62Z" fill="${PAL.goldDark}" ${LINE}/>` +
    `<rect x="75" y="58" width="10" height="108" fill="${PAL.gold}" ${LINE}/>` +
    `<rect x="28" y="63" width="104" height="9" rx="4" fill="${PAL.gold}" ${LINE}/>` +
    `<circle cx="80" cy="52" r="9" fill="${PAL.goldLight}" ${LINE}/>` +
    `<circle cx="80" cy="68" r="5" fill="${PAL.goldDark}" ${THIN}/>`
  );
}

/** Chinese Worker: sledgehammer and pick crossed over the railroad they built. */
export function chineseWorker(): string {
  const ties = [132, 144, 158, 174, 192]
    .map((y) => {
      const t = (y - 118) / 74;
      const hw = 14 + t * 50;
      return `<rect x="${80 - hw - 8}" y="${y - 3}" width="${(hw + 8) * 2}" height="${4 + t * 5}" fill="${PAL.woodDark}"/>`;
    })
    .join('');
  return (
    `<path d="M0 122H160V200H0Z" fill="${PAL.sandDark}" opacity="0.5"/>` +
    ties +
    `<path d="M72 118L28 200M88 118L132 200" stroke="${PAL.iron}" stroke-width="6"/>` +
    `<path d="M72 118L28 200M88 118L132 200" stroke="${PAL.ironLight}" stroke-width="2"/>` +
    handle(50, 152, 112, 62, 7, PAL.woodLight) +
    handle(110, 152, 48, 62, 7, PAL.woodLight) +
    `<g transform="translate(112 62) rotate(35)"><rect x="-20" y="-10" width="40" height="20" rx="3" fill="${PAL.iron}" ${LINE}/>` +
    `<path d="M-14 -6V6M14 -6V6" stroke="${PAL.ironLight}" stroke-width="3"/></g>` +
    `<g transform="translate(48 62) rotate(-35)"><path d="M-34 8Q0 -16 34 8L34 1Q0 -26 -34 1Z" fill="${PAL.ironLight}" ${LINE}/>` +
    `<rect x="-7" y="-12" width="14" height="14" rx="2" fill="${PAL.iron}" ${THIN}/></g>` +
    `<path d="M76 168L74 196L80 198L84 170Z" fill="${PAL.gold}" ${THIN}/>` +
    `<rect x="70" y="164" width="18" height="6" rx="2" fill="${PAL.goldLight}" ${THIN}/>`
  );
}

/** Heroes: a medal of valour on a ribbon inside a laurel wreath. */
export function heroes(): string {
  return (
    `<path d="M56 30H104L94 104H66Z" fill="${PAL.red}" ${LINE}/>` +
    `<path d="M70 30L74 104M90 30L86 104" stroke="${PAL.white}" stroke-width="6"/>` +
    `<path d="M80 30V104" stroke="${PAL.skyDark}" stroke-width="5"/>` +
    `<path d="M56 30H104L94 104H66Z" fill="none" ${LINE}/>` +
    laurel(80, 130, 46, 100, 230, 8, PAL.sage) +
    laurel(80, 130, 46, 80, -50, 8, PAL.sage) +
    `<rect x="66" y="96" width="28" height="10" rx="3" fill="${PAL.goldDark}" ${LINE}/>` +
    `<circle cx="80" cy="132" r="30" fill="${PAL.gold}" ${LINE}/>` +
    `<circle cx="80" cy="132" r="22" fill="${PAL.goldLight}" stroke="${PAL.goldDark}" stroke-width="3"/>` +
    `<polygon points="${starPoints(80, 133, 17, 7, 5)}" fill="${PAL.goldDark}" ${THIN}/>`
  );
}

/** Gunsmith: a revolver before a cog wheel, with cartridges. */
export function gunsmith(): string {
  const bullet = (x: number): string =>
    `<path d="M${x} 180V164Q${x + 5} 152 ${x + 10} 164V180Z" fill="${PAL.gold}" ${THIN}/>` +
    `<path d="M${x} 164H${x + 10}" stroke="${PAL.goldDark}" stroke-width="2"/>`;
  const gun =
    '<rect x="-66" y="-9" width="70" height="13" rx="2"/><rect x="-52" y="3" width="54" height="6" rx="2"/>' +
    '<rect x="-64" y="-15" width="6" height="8"/><path d="M-4 -15H30L37 -8V13H-4Z"/>' +
    '<path d="M29 -14L37 -28L45 -24L38 -7Z"/><path d="M20 6L40 2Q56 26 52 54Q50 62 42 62H31Q31 36 18 16Z"/>';
  return (
    `<path d="${gearPath(98, 76, 36, 28, 10)}" fill="${PAL.stoneLight}" ${LINE}/>` +
    `<circle cx="98" cy="76" r="11" fill="#e7ddc9" ${LINE}/>` +
    `<g transform="translate(86 118) scale(0.86) rotate(-10)">` +
    `<g fill="${PAL.ink}" stroke="${PAL.ink}" stroke-width="8" stroke-linejoin="round">${gun}</g>` +
    `<g fill="${PAL.iron}">${gun}</g>` +
    `<path d="M-62 -5H0" stroke="${PAL.ironLight}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="0" y="-12" width="28" height="21" rx="4" fill="${PAL.ironLight}" ${THIN}/>` +
    `<path d="M4 -6H24M4 0H24M4 5H24" stroke="${PAL.iron}" stroke-width="2"/>` +
    `<path d="M22 9L39 5Q52 27 49 52Q48 58 42 58H34Q33 36 22 16Z" fill="${PAL.woodLight}"/>` +
    `<path d="M38 18Q44 34 42 50" stroke="${PAL.wood}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M4 13Q4 32 22 28" fill="none" stroke="${PAL.ink}" stroke-width="4"/>` +
    `<path d="M12 13L14 22" stroke="${PAL.ink}" stroke-width="3" stroke-linecap="round"/></g>` +
    bullet(30) +
    bullet(46) +
    bullet(62)
  );
}

/** One rifle lying along the x-axis, muzzle at +x. */
function rifle(): string {
  return (
    `<rect x="-8" y="-4" width="76" height="7" rx="2" fill="${PAL.iron}" ${THIN}/>` +
    `<rect x="-8" y="3" width="52" height="6" rx="2" fill="${PAL.wood}" ${THIN}/>` +
    `<path d="M-70 0L-20 -5L-18 8L-64 18Q-74 10 -70 0Z" fill="${PAL.woodLight}" ${LINE}/>` +
    `<rect x="-22" y="-7" width="20" height="14" rx="2" fill="${PAL.ironLight}" ${THIN}/>` +
    `<path d="M-16 7Q-14 18 -6 16" fill="none" stroke="${PAL.ink}" stroke-width="3"/>`
  );
}

/** Mercenary: crossed rifles over a pile of coins. */
export function mercenary(): string {
  const coin = (x: number, y: number): string =>
    `<ellipse cx="${x}" cy="${y + 4}" rx="17" ry="6" fill="${PAL.goldDark}" ${THIN}/>` +
    `<ellipse cx="${x}" cy="${y}" rx="17" ry="6" fill="${PAL.gold}" ${THIN}/>`;
  return (
    `<g transform="translate(80 104) rotate(-42)">${rifle()}</g>` +
    `<g transform="translate(80 104) rotate(222) scale(1 -1)">${rifle()}</g>` +
    shadow(80, 180, 52, 6) +
    coin(56, 170) +
    coin(56, 163) +
    coin(104, 170) +
    coin(104, 163) +
    coin(104, 156) +
    coin(80, 174) +
    `<circle cx="80" cy="146" r="20" fill="${PAL.gold}" ${LINE}/>` +
    `<circle cx="80" cy="146" r="14" fill="none" stroke="${PAL.goldDark}" stroke-width="2.5"/>` +
    `<polygon points="${starPoints(80, 147, 9, 4, 5)}" fill="${PAL.goldDark}"/>`
  );
}

/** Doctor: a black medical bag with a stethoscope. */
export function doctor(): string {
  return (
    shadow(80, 178, 62, 7) +
    `<path d="M62 74Q62 46 80 46Q98 46 98 74" fill="none" stroke="${PAL.ink}" stroke-width="13"/>` +
    `<path d="M62 74Q62 46 80 46Q98 46 98 74" fill="none" stroke="${PAL.leather}" stroke-width="6"/>` +
    `<path d="M32 88Q32 78 42 76H118Q128 78 128 88L136 166Q136 176 126 176H34Q24 176 24 166Z" fill="#332a26" ${LINE}/>` +
    `<path d="M36 96L32 164" stroke="#54483f" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="34" y="70" width="92" height="14" rx="6" fill="${PAL.ironLight}" ${LINE}/>` +
    `<rect x="74" y="80" width="12" height="10" rx="2" fill="${PAL.gold}" ${THIN}/>` +
    `<path d="M72 108h16v16h16v16h-16v16h-16v-16h-16v-16h16Z" fill="${PAL.cream}" ${THIN}/>` +
    `<path d="M118 84Q150 100 140 140Q134 160 116 160" fill="none" stroke="${PAL.ink}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M118 84Q150 100 140 140Q134 160 116 160" fill="none" stroke="#6a7a86" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="112" cy="160" r="8" fill="${PAL.ironLight}" ${THIN}/>`
  );
}

/** Auctioneer: a gavel striking its sound block. */
export function auctioneer(): string {
  return (
    shadow(78, 172, 50, 7) +
    `<path d="M36 150V162Q78 178 120 162V150Z" fill="${PAL.wood}" ${LINE}/>` +
    `<ellipse cx="78" cy="150" rx="42" ry="11" fill="${PAL.woodLight}" ${LINE}/>` +
    `<g transform="translate(64 118) rotate(-38)">` +
    `<rect x="10" y="-6" width="92" height="12" rx="5" fill="${PAL.woodLight}" ${LINE}/>` +
    `<rect x="-17" y="-34" width="34" height="68" rx="8" fill="${PAL.wood}" ${LINE}/>` +
    `<rect x="-17" y="-24" width="34" height="7" fill="${PAL.gold}" ${THIN}/>` +
    `<rect x="-17" y="17" width="34" height="7" fill="${PAL.gold}" ${THIN}/></g>` +
    `<path d="M24 128Q18 118 22 106M34 120Q28 112 32 102M132 128Q140 120 138 108" fill="none" stroke="${PAL.ink}" ` +
    `stroke-width="3.5" stroke-linecap="round"/>`
  );
}
