/** Emblems of the thirteen victory-point characters. */
import { handle } from './characters-action';
import { LINE, PAL, THIN, f, shadow, starPoints } from './svg';

/** Singer: beamed music notes before an open lace fan. */
export function singer(): string {
  let fan = '';
  for (let i = 0; i < 9; i++) {
    const a0 = ((200 + i * 15.5) * Math.PI) / 180;
    const a1 = ((200 + (i + 1) * 15.5) * Math.PI) / 180;
    const p = (a: number, r: number): string => `${f(80 + r * Math.cos(a))} ${f(160 + r * Math.sin(a))}`;
    fan += `<path d="M${p(a0, 8)}L${p(a0, 92)}L${p(a1, 92)}L${p(a1, 8)}Z" fill="${i % 2 ? PAL.red : PAL.redLight}" ${THIN}/>`;
  }
  const note =
    '<ellipse cx="58" cy="148" rx="13" ry="9" transform="rotate(-20 58 148)"/>' +
    '<ellipse cx="102" cy="136" rx="13" ry="9" transform="rotate(-20 102 136)"/>' +
    '<path d="M64 146V74L114 60V134H108V80L70 92V146Z"/>';
  return (
    fan +
    `<circle cx="80" cy="160" r="8" fill="${PAL.gold}" ${LINE}/>` +
    `<g fill="${PAL.cream}" stroke="${PAL.cream}" stroke-width="9" stroke-linejoin="round">${note}</g>` +
    `<g fill="${PAL.ink}">${note}</g>` +
    `<polygon points="${starPoints(36, 70, 9, 3, 4, 0)}" fill="${PAL.goldLight}" ${THIN}/>` +
    `<polygon points="${starPoints(128, 104, 7, 2.5, 4, 0)}" fill="${PAL.goldLight}" ${THIN}/>`
  );
}

/** One eagle wing, extending to +x from the body. */
const WING = 'M4 -6Q28 -26 62 -22L70 -16L60 -12L68 -7L58 -4L64 1L52 2Q30 2 4 12Z';

/** Indian: a bald eagle soaring over mesas at sunrise. */
export function indian(): string {
  return (
    `<circle cx="80" cy="118" r="40" fill="${PAL.goldLight}" opacity="0.95"/>` +
    `<circle cx="80" cy="118" r="30" fill="#fbe6a2"/>` +
    `<path d="M0 200V150H26L32 140H58L64 152H96L102 128H136L142 142H160V200Z" fill="${PAL.adobe}" ${LINE}/>` +
    `<path d="M102 128H136L142 142H108Z" fill="${PAL.adobeLight}"/>` +
    `<path d="M0 200V170H40L46 162H90L96 176H160V200Z" fill="${PAL.adobeDark}" ${LINE}/>` +
    `<path d="M8 156H24M106 140H132M54 168H84" stroke="${PAL.rustDark}" stroke-width="2" opacity="0.6"/>` +
    `<g transform="translate(80 86) scale(0.86)">` +
    `<path d="${WING}" fill="${PAL.leatherDark}" ${LINE}/>` +
    `<path d="${WING}" transform="scale(-1 1)" fill="${PAL.leatherDark}" ${LINE}/>` +
    `<path d="M12 -8Q30 -18 50 -16M-12 -8Q-30 -18 -50 -16" stroke="${PAL.leatherLight}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-8 20L8 20L13 36L0 32L-13 36Z" fill="${PAL.white}" ${LINE}/>` +
    `<ellipse cx="0" cy="4" rx="9" ry="19" fill="${PAL.leatherDark}" ${LINE}/>` +
    `<circle cx="0" cy="-17" r="8" fill="${PAL.white}" ${LINE}/>` +
    `<path d="M-3 -12L0 -4L3 -12Z" fill="${PAL.gold}" ${THIN}/></g>`
  );
}

/** Settler: a covered wagon. */
export function settler(): string {
  const wheel = (cx: number, cy: number, r: number): string => {
    let spokes = '';
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 6;
      spokes += `M${f(cx - r * Math.cos(a))} ${f(cy - r * Math.sin(a))}L${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
    }
    return (
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${PAL.ink}" stroke-width="10"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${PAL.wood}" stroke-width="5"/>` +
      `<path d="${spokes}" stroke="${PAL.woodDark}" stroke-width="3"/>` +
      `<circle cx="${cx}" cy="${cy}" r="5" fill="${PAL.iron}" ${THIN}/>`
    );
  };
  return (
    shadow(80, 178, 66, 6) +
    `<path d="M124 136L156 150" stroke="${PAL.ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M124 136L156 150" stroke="${PAL.wood}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M34 120Q26 72 44 64Q80 54 116 64Q134 72 126 120Z" fill="${PAL.cream}" ${LINE}/>` +
    `<path d="M56 60Q50 90 54 120M80 56V120M104 60Q110 90 106 120" stroke="#cbb58a" stroke-width="3" fill="none"/>` +
    `<path d="M34 120Q26 72 44 64Q80 54 116 64Q134 72 126 120Z" fill="none" ${LINE}/>` +
    `<rect x="28" y="116" width="104" height="26" fill="${PAL.wood}" ${LINE}/>` +
    `<path d="M30 129H130" stroke="${PAL.woodDark}" stroke-width="2.5"/>` +
    wheel(50, 154, 24) +
    wheel(116, 160, 18)
  );
}

/** Banker: stacks of gold coins before banknotes. */
export function banker(): string {
  const note = (rot: number): string =>
    `<g transform="rotate(${rot} 80 96)"><rect x="34" y="66" width="92" height="50" rx="4" fill="#86ad72" ${LINE}/>` +
    `<rect x="40" y="72" width="80" height="38" rx="2" fill="none" stroke="#4f7a44" stroke-width="2"/>` +
    `<circle cx="80" cy="91" r="12" fill="#b7d3a4" stroke="#4f7a44" stroke-width="2"/></g>`;
  const stack = (x: number, n: number): string => {
    let s = '';
    for (let i = 0; i < n; i++) {
      const y = 172 - i * 9;
      s +=
        `<path d="M${x - 18} ${y - 4}V${y + 3}A18 6 0 0 0 ${x + 18} ${y + 3}V${y - 4}Z" fill="${PAL.goldDark}" ${THIN}/>` +
        `<ellipse cx="${x}" cy="${y - 4}" rx="18" ry="6" fill="${PAL.gold}" ${THIN}/>`;
    }
    return s;
  };
  return (
    note(-14) +
    note(6) +
    shadow(80, 180, 64, 6) +
    stack(44, 4) +
    stack(116, 6) +
    stack(80, 8) +
    `<polygon points="${starPoints(80, 105, 7, 3, 5)}" fill="${PAL.goldDark}"/>`
  );
}

/** Cowboy: a wide-brimmed hat inside a coiled lasso. */
export function cowboy(): string {
  const rope = 'M80 64C20 64 14 124 50 134C78 142 128 140 138 112C148 80 116 62 80 64';
  return (
    `<path d="${rope}" fill="none" stroke="${PAL.ink}" stroke-width="11"/>` +
    `<path d="${rope}" fill="none" stroke="#d2ae6e" stroke-width="6"/>` +
    `<path d="${rope}" fill="none" stroke="#9a7440" stroke-width="6" stroke-dasharray="2 5"/>` +
    `<path d="M120 132Q132 160 112 184" fill="none" stroke="${PAL.ink}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M120 132Q132 160 112 184" fill="none" stroke="#d2ae6e" stroke-width="6" stroke-linecap="round"/>` +
    shadow(80, 176, 56, 6) +
    `<path d="M48 134Q44 86 60 78Q70 74 80 84Q90 74 100 78Q116 86 112 134Z" fill="${PAL.leatherLight}" ${LINE}/>` +
    `<path d="M48.5 118Q80 126 111.5 118L111.8 132Q80 140 48.2 132Z" fill="${PAL.leatherDark}"/>` +
    `<path d="M18 132Q14 118 26 124Q50 138 80 138Q110 138 134 124Q146 118 142 132Q134 158 80 158Q26 158 18 132Z" fill="${PAL.leatherLight}" ${LINE}/>` +
    `<path d="M60 90Q56 100 58 114" stroke="#c48e5e" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<polygon points="${starPoints(98, 128, 5, 2, 5)}" fill="${PAL.goldLight}"/>`
  );
}

/** One sabre, hilt at the origin, blade towards -y. */
function sabre(): string {
  return (
    `<path d="M-4 0Q-10 -56 8 -104Q1 -56 4 0Z" fill="#dfe3e6" ${LINE}/>` +
    `<rect x="-13" y="-1" width="26" height="6" rx="3" fill="${PAL.gold}" ${THIN}/>` +
    `<rect x="-4" y="2" width="8" height="20" rx="3" fill="${PAL.woodDark}" ${THIN}/>` +
    `<circle cx="0" cy="24" r="4" fill="${PAL.gold}" ${THIN}/>`
  );
}

/** Captain: a cavalry guidon behind crossed sabres. */
export function captain(): string {
  return (
    `<path d="M74 188V34" stroke="${PAL.ink}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M74 188V34" stroke="${PAL.woodLight}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="74" cy="32" r="5" fill="${PAL.gold}" ${THIN}/>` +
    `<path d="M76 40H142L124 62H76Z" fill="${PAL.red}"/>` +
    `<path d="M76 62H124L142 84H76Z" fill="${PAL.white}"/>` +
    `<path d="M76 40H142L124 62L142 84H76Z" fill="none" ${LINE}/>` +
    `<polygon points="${starPoints(100, 62, 10, 4, 5)}" fill="${PAL.gold}" ${THIN}/>` +
    `<g transform="translate(56 168) rotate(38)">${sabre()}</g>` +
    `<g transform="translate(104 168) rotate(-38) scale(-1 1)">${sabre()}</g>`
  );
}

/** Grocer: a crate heaped with apples. */
export function grocer(): string {
  const apple = (x: number, y: number, c: string): string =>
    `<circle cx="${x}" cy="${y}" r="14" fill="${c}" ${LINE}/>` +
    `<path d="M${x - 7} ${y - 5}Q${x - 5} ${y - 9} ${x - 1} ${y - 10}" stroke="#f3b3a0" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M${x} ${y - 13}L${x + 2} ${y - 19}" ${THIN}/>`;
  return (
    shadow(80, 178, 60, 6) +
    apple(44, 114, PAL.red) +
    apple(72, 112, PAL.redLight) +
    apple(100, 112, PAL.red) +
    apple(124, 116, '#b9c24a') +
    apple(58, 92, PAL.red) +
    apple(86, 90, PAL.red) +
    apple(112, 94, PAL.redLight) +
    apple(72, 70, PAL.red) +
    `<path d="M74 55Q84 44 94 52Q84 60 74 55Z" fill="${PAL.sageDark}" ${THIN}/>` +
    `<rect x="26" y="118" width="108" height="56" fill="${PAL.woodLight}" ${LINE}/>` +
    `<path d="M28 136H132M28 156H132" stroke="${PAL.wood}" stroke-width="3"/>` +
    `<rect x="56" y="128" width="48" height="24" rx="3" fill="${PAL.cream}" ${THIN}/>` +
    `<circle cx="80" cy="140" r="7" fill="${PAL.red}" ${THIN}/>` +
    `<rect x="26" y="118" width="108" height="56" fill="none" ${LINE}/>`
  );
}

/** Undertaker: an upright coffin with a shovel and a white lily. */
export function undertaker(): string {
  return (
    `<path d="M120 40L110 150" stroke="${PAL.ink}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M120 40L110 150" stroke="${PAL.woodLight}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M112 36H128" stroke="${PAL.ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M98 146L124 148L120 178Q110 186 100 176Z" fill="${PAL.ironLight}" ${LINE}/>` +
    shadow(74, 180, 34, 5) +
    `<path d="M74 34L100 58L92 178H56L48 58Z" fill="${PAL.wood}" ${LINE}/>` +
    `<path d="M74 44L92 62L86 168H62L56 62Z" fill="${PAL.woodLight}" stroke="${PAL.woodDark}" stroke-width="2"/>` +
    `<path d="M74 70V118M62 86H86" stroke="${PAL.goldDark}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M36 182Q40 160 44 150" stroke="${PAL.sageDark}" stroke-width="3" fill="none"/>` +
    `<path d="M44 150Q34 140 30 146Q36 150 44 152Q50 142 46 136Q40 144 44 150Q54 144 56 150Q50 154 44 152Z" fill="${PAL.white}" ${THIN}/>` +
    `<path d="M38 170Q30 164 28 168Q32 172 38 172Z" fill="${PAL.sage}" ${THIN}/>`
  );
}

/** Editor: a quill in an inkwell before a written page. */
export function editor(): string {
  const lines = [84, 96, 106, 116, 126, 136, 146]
    .map(
      (y, i) =>
        `<path d="M40 ${y}H${i === 0 ? 92 : 100 - (i % 3) * 8}" stroke="${i === 0 ? PAL.ink : '#9d907c'}" stroke-width="${i === 0 ? 5 : 2.5}"/>`,
    )
    .join('');
  return (
    `<g transform="rotate(-8 70 110)"><rect x="28" y="60" width="84" height="108" fill="${PAL.white}" ${LINE}/>${lines}</g>` +
    shadow(106, 180, 30, 5) +
    `<path d="M108 132Q82 110 70 80Q60 56 50 30Q76 42 92 66Q106 92 112 130Z" fill="${PAL.cream}" ${LINE}/>` +
    `<path d="M64 50L76 46M70 64L84 58M78 80L94 74M86 96L100 92M66 60L58 66M74 78L66 86" stroke="#c9b99a" stroke-width="2.5" fill="none"/>` +
    `<path d="M54 36Q84 80 110 134" stroke="${PAL.ink}" stroke-width="2.5" fill="none"/>` +
    `<path d="M84 178V152Q84 142 96 140V132H118V140Q130 142 130 152V178Z" fill="#2f3d5c" ${LINE}/>` +
    `<path d="M90 152V170" stroke="#6f82a8" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="92" y="126" width="30" height="8" rx="2" fill="${PAL.iron}" ${THIN}/>`
  );
}

/** Paperboy: a bundle of newspapers with an EXTRA front page. */
export function paperboy(): string {
  const cols = [112, 122, 132, 142, 152]
    .map((y) => `<path d="M44 ${y}H76M86 ${y}H118" stroke="#9d907c" stroke-width="2.5"/>`)
    .join('');
  return (
    shadow(80, 182, 62, 6) +
    `<rect x="26" y="162" width="112" height="14" rx="3" fill="#ddd3bd" ${LINE}/>` +
    `<rect x="30" y="150" width="108" height="14" rx="3" fill="#e8dfca" ${LINE}/>` +
    `<g transform="rotate(-4 80 110)"><rect x="32" y="62" width="98" height="96" fill="${PAL.white}" ${LINE}/>` +
    `<text x="81" y="92" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="bold" ` +
    `font-size="24" fill="${PAL.ink}">EXTRA!</text>` +
    `<path d="M40 100H122" stroke="${PAL.ink}" stroke-width="2"/>${cols}` +
    `<rect x="86" y="106" width="32" height="24" fill="#c8bca4" ${THIN}/></g>` +
    `<path d="M80 150V178" stroke="${PAL.rust}" stroke-width="4"/>` +
    `<path d="M28 58Q30 34 62 34Q92 36 96 54Q64 62 28 58Z" fill="#8d7760" ${LINE}/>` +
    `<path d="M28 58Q16 62 22 68Q40 72 60 62" fill="#6e5a46" ${LINE}/>` +
    `<circle cx="62" cy="36" r="3.5" fill="#6e5a46" ${THIN}/>`
  );
}

/** Prospector: a gold pan full of nuggets, with a pickaxe. */
export function prospector(): string {
  const nuggets = [
    [62, 138, 7],
    [80, 144, 9],
    [98, 136, 6],
    [88, 130, 5],
    [70, 148, 5],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        `<path d="M${x - r} ${y}L${x - r / 2} ${y - r}L${x + r / 2} ${y - r * 0.8}L${x + r} ${y}L${x + r / 3} ${y + r * 0.7}L${x - r / 2} ${y + r * 0.6}Z" fill="${PAL.gold}" ${THIN}/>`,
    )
    .join('');
  return (
    handle(50, 152, 114, 60, 7, PAL.woodLight) +
    `<g transform="translate(114 60) rotate(-145)"><path d="M-40 8Q0 -16 40 8L40 1Q0 -26 -40 1Z" fill="${PAL.ironLight}" ${LINE}/>` +
    `<rect x="-7" y="-13" width="14" height="14" rx="2" fill="${PAL.iron}" ${THIN}/></g>` +
    shadow(80, 172, 62, 8) +
    `<ellipse cx="80" cy="140" rx="60" ry="26" fill="#8f8170" ${LINE}/>` +
    `<ellipse cx="80" cy="138" rx="48" ry="18" fill="#6b6154" ${THIN}/>` +
    `<ellipse cx="80" cy="142" rx="38" ry="12" fill="${PAL.sky}" opacity="0.7"/>` +
    nuggets +
    `<polygon points="${starPoints(104, 124, 8, 2.5, 4, 0)}" fill="${PAL.white}"/>` +
    `<polygon points="${starPoints(58, 130, 6, 2, 4, 0)}" fill="${PAL.white}"/>`
  );
}

/** Sheriff: a six-pointed star badge. */
export function sheriff(): string {
  const tips = Array.from({ length: 6 }, (_, i) => {
    const a = ((-90 + i * 60) * Math.PI) / 180;
    return `<circle cx="${f(80 + 62 * Math.cos(a))}" cy="${f(112 + 62 * Math.sin(a))}" r="8" fill="${PAL.gold}" ${LINE}/>`;
  }).join('');
  return (
    shadow(80, 182, 50, 6) +
    tips +
    `<polygon points="${starPoints(80, 112, 60, 34, 6)}" fill="${PAL.gold}" ${LINE}/>` +
    `<polygon points="${starPoints(80, 112, 48, 28, 6)}" fill="none" stroke="${PAL.goldDark}" stroke-width="2.5"/>` +
    `<circle cx="80" cy="112" r="22" fill="${PAL.goldLight}" stroke="${PAL.goldDark}" stroke-width="3"/>` +
    `<polygon points="${starPoints(80, 113, 14, 6, 5)}" fill="${PAL.goldDark}"/>` +
    `<path d="M52 82L60 74" stroke="${PAL.white}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`
  );
}

/** Teacher: a brass school bell on a stack of books, with an apple. */
export function teacher(): string {
  return (
    shadow(80, 182, 62, 6) +
    `<rect x="24" y="160" width="112" height="18" rx="3" fill="${PAL.teal}" ${LINE}/>` +
    `<rect x="32" y="144" width="100" height="17" rx="3" fill="${PAL.rust}" ${LINE}/>` +
    `<path d="M128 148V158M132 164V174" stroke="${PAL.cream}" stroke-width="3"/>` +
    `<rect x="73" y="48" width="14" height="46" rx="6" fill="${PAL.woodLight}" ${LINE}/>` +
    `<ellipse cx="80" cy="48" rx="11" ry="8" fill="${PAL.wood}" ${LINE}/>` +
    `<path d="M56 130Q56 92 80 90Q104 92 104 130Q110 138 116 140H44Q50 138 56 130Z" fill="${PAL.gold}" ${LINE}/>` +
    `<path d="M64 128Q64 104 76 98" stroke="${PAL.goldLight}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="80" cy="144" r="6" fill="${PAL.goldDark}" ${THIN}/>` +
    `<circle cx="120" cy="132" r="12" fill="${PAL.red}" ${LINE}/>` +
    `<path d="M120 120L122 114" ${THIN}/>` +
    `<path d="M24 100Q18 92 22 84M136 100Q142 92 138 84" stroke="${PAL.ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
  );
}
