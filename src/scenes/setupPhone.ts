/**
 * Setup on a phone: one line per seat (suit, name, who plays it, remove), the "who" button stepping through a
 * person, the AI levels and the virtual strengths; and where the setup's parts go in each layout.
 */
import type Phaser from 'phaser';
import { keyHints } from '../ui/viewport';
import { suitTipText } from '../ui/inputText';
import { levelName, suitName } from '../i18n/names';
import type { LayoutMode } from '../ui/layoutMode';
import { suitKey } from '../ui/textures';
import { button } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { AI_LEVELS, STRENGTHS } from './setupModel';
import type { SeatDraft } from './setupModel';

/** Where a phone layout puts the setup's fixed parts and its seat lines. */
export interface PhoneSetupLayout {
  title: { x: number; y: number };
  back: { x: number; y: number };
  rules: { x: number; y: number };
  presets: (i: number) => { x: number; y: number; w: number };
  /** The left end and centre line of seat line i (i up to 6 for the add button). */
  seat: (i: number) => { x: number; y: number };
  seed: { x: number; y: number; w: number };
  /** The seed field's caption: its left end, centre line and the width it may take. */
  seedLabel: { x: number; y: number; w: number };
  problem: { x: number; y: number; wrap: number };
  start: { x: number; y: number; w: number };
}

/** The phone layouts (null for the wide one, which keeps its table of seats). */
export function phoneSetupLayout(mode: LayoutMode): PhoneSetupLayout | null {
  if (mode === 'portrait')
    return {
      title: { x: 240, y: 40 },
      back: { x: 68, y: 40 },
      rules: { x: 412, y: 40 },
      presets: (i) => ({ x: 84 + i * 156, y: 116, w: 144 }),
      seat: (i) => ({ x: 4, y: 196 + i * 74 }),
      seed: { x: 118, y: 760, w: 220 },
      seedLabel: { x: 10, y: 708, w: 220 },
      problem: { x: 240, y: 830, wrap: 450 },
      start: { x: 240, y: 904, w: 300 },
    };
  if (mode === 'short')
    return {
      title: { x: 480, y: 34 },
      back: { x: 70, y: 34 },
      rules: { x: 890, y: 34 },
      presets: (i) => ({ x: 240 + i * 240, y: 108, w: 226 }),
      seat: (i) => ({ x: i < 3 ? 4 : 486, y: 180 + (i % 3) * 72 }),
      seed: { x: 218, y: 396, w: 180 },
      seedLabel: { x: 8, y: 396, w: 112 },
      problem: { x: 480, y: 396, wrap: 300 },
      start: { x: 800, y: 396, w: 300 },
    };
  return null;
}

type Who =
  | { kind: 'person' }
  | { kind: 'ai'; level: SeatDraft['level'] }
  | { kind: 'virtual'; strength: SeatDraft['strength'] };

/** Every choice of who plays a seat, in the order the "who" button steps through them. */
const WHO: readonly Who[] = [
  { kind: 'person' },
  ...AI_LEVELS.map((level): Who => ({ kind: 'ai', level })),
  ...STRENGTHS.map((strength): Who => ({ kind: 'virtual', strength })),
];

function whoIndex(s: SeatDraft): number {
  const i = WHO.findIndex(
    (w) =>
      w.kind === s.kind &&
      (w.kind === 'person' ||
        (w.kind === 'ai' && w.level === s.level) ||
        (w.kind === 'virtual' && w.strength === s.strength)),
  );
  return Math.max(0, i);
}

/** The label of who plays a seat: "Person", "AI · Hard", "Virtual · Expert". */
export function whoLabel(s: SeatDraft): string {
  if (s.kind === 'person') return levelName('person');
  // A no-break space keeps the dot with the first word when the label takes two lines.
  return `${levelName(s.kind)}\u00a0· ${levelName(s.kind === 'ai' ? s.level : s.strength)}`;
}

/** Sets a seat to the next choice of who plays it. */
export function stepWho(s: SeatDraft): void {
  const w = WHO[(whoIndex(s) + 1) % WHO.length] ?? WHO[0];
  if (!w) return;
  s.kind = w.kind;
  if (w.kind === 'ai') s.level = w.level;
  if (w.kind === 'virtual') s.strength = w.strength;
}

/** The suit and who buttons of a seat line at (x, y); the name field (centre x + 150) and remove (x + 438) come from the scene. */
export function seatButtons(
  scene: Phaser.Scene,
  s: SeatDraft,
  i: number,
  at: { x: number; y: number },
  on: { suit: () => void; who: () => void },
): { suit: Button; who: Button } {
  const suit = button(scene, at.x + 30, at.y, '', on.suit, {
    id: `seat-${i}-suit`,
    width: 58,
    height: 58,
    style: 'light',
    icon: suitKey(s.suit),
    tip: () => suitTipText(suitName(s.suit), !keyHints()),
  });
  const who = button(scene, at.x + 318, at.y, whoLabel(s), on.who, {
    id: `seat-${i}-who`,
    width: 150,
    height: 58,
    style: s.kind === 'person' ? 'light' : 'primary',
    fontSize: 18,
  });
  return { suit, who };
}
