/** The setup screen's editable seats, presets and their conversion to an engine setup. */
import { SEAT_COUNT, STRENGTHS, setupProblem } from '../cards/engine';
import type { GameSetup, SeatSetup, Strength, Suit } from '../cards/engine';
import { t } from '../i18n';
import { LEVELS } from '../cards/bots/levels';
import type { Level } from '../cards/bots/levels';

/** Who sits in a seat. */
export type SeatKind = 'person' | 'ai' | 'virtual';
/** An AI level offered on the setup screen: every bot level but Random, which plays for tests and the tools. */
export type AiLevel = Exclude<Level, 'random'>;

/** One seat as the setup screen edits it. */
export interface SeatDraft {
  kind: SeatKind;
  level: AiLevel;
  strength: Strength;
  name: string;
  /** The player typed the name (it no longer follows the kind). */
  named: boolean;
  suit: Suit;
}

/** Suits in the order new seats receive them. */
export const SUIT_ORDER: readonly Suit[] = ['star', 'hat', 'cactus', 'boot', 'horseshoe', 'cow'];
/** AI levels, weakest first. */
export const AI_LEVELS: readonly AiLevel[] = LEVELS.filter((l): l is AiLevel => l !== 'random');
/** Virtual strengths, weakest first. */
export { STRENGTHS };
const AI_NAMES = ['Wyatt', 'Annie', 'Jesse', 'Belle', 'Doc', 'Pearl'];
const VIRTUAL_NAMES = ['Dusty', 'Clementine', 'Hank', 'Rosa', 'Silas', 'Etta'];

/** The name a seat gets until the player types one. */
export function defaultName(seats: readonly SeatDraft[], i: number): string {
  const s = seats[i];
  if (!s) return '';
  if (s.kind === 'person') {
    const nth = seats.slice(0, i + 1).filter((x) => x.kind === 'person').length;
    const persons = seats.filter((x) => x.kind === 'person').length;
    return persons === 1 ? t('setup.you') : t('setup.player', { n: nth });
  }
  return (s.kind === 'ai' ? AI_NAMES : VIRTUAL_NAMES)[i] ?? t('common.seat', { n: i + 1 });
}

/** Renames every seat whose name the player has not typed. */
export function refreshNames(seats: SeatDraft[]): void {
  seats.forEach((s, i) => {
    if (!s.named || !s.name.trim()) {
      s.name = defaultName(seats, i);
      s.named = false;
    }
  });
}

function seat(kind: SeatKind, suit: Suit, extra: Partial<SeatDraft> = {}): SeatDraft {
  return { kind, level: 'medium', strength: 'novice', name: '', named: false, suit, ...extra };
}

/** Quick-start presets: the catalogue keys of their labels and tooltips. */
export const PRESETS = {
  solo: { label: 'setup.preset.solo', tip: 'setup.preset.soloTip' },
  ai: { label: 'setup.preset.ai', tip: 'setup.preset.aiTip' },
  hotseat: { label: 'setup.preset.pass', tip: 'setup.preset.passTip' },
} as const;

/** A preset's seats. */
export function presetSeats(p: keyof typeof PRESETS): SeatDraft[] {
  const seats =
    p === 'solo'
      ? [seat('person', 'star'), seat('virtual', 'hat'), seat('virtual', 'cactus'), seat('virtual', 'boot')]
      : p === 'ai'
        ? [seat('person', 'star'), seat('ai', 'hat'), seat('ai', 'cactus'), seat('ai', 'boot')]
        : [seat('person', 'star'), seat('person', 'hat'), seat('virtual', 'cactus'), seat('virtual', 'boot')];
  refreshNames(seats);
  return seats;
}

/** Seats from a setup played before. */
export function seatsFromSetup(setup: GameSetup): SeatDraft[] | null {
  if (setupProblem(setup)) return null;
  const seats = setup.seats.map((s): SeatDraft => {
    if (s.kind === 'virtual') return seat('virtual', s.suit, { strength: s.strength, name: s.name });
    if (s.controller === 'human') return seat('person', s.suit, { name: s.name });
    const level: AiLevel = AI_LEVELS.find((l) => l === s.controller) ?? 'medium';
    return seat('ai', s.suit, { level, name: s.name });
  });
  seats.forEach((s, i) => (s.named = s.name !== defaultName(seats, i)));
  return seats;
}

/** The first suit no other seat uses, after `from` in the suit order. */
export function nextFreeSuit(seats: readonly SeatDraft[], i: number, from: Suit | null): Suit {
  const used = new Set(seats.filter((_, j) => j !== i).map((s) => s.suit));
  const start = from ? SUIT_ORDER.indexOf(from) + 1 : 0;
  for (let k = 0; k < SUIT_ORDER.length; k++) {
    const s = SUIT_ORDER[(start + k) % SUIT_ORDER.length] as Suit;
    if (!used.has(s)) return s;
  }
  return from ?? 'star';
}

/** A new seat for the end of the table. */
export function addSeat(seats: SeatDraft[]): void {
  const s = seat('virtual', nextFreeSuit([...seats, seat('virtual', 'star')], seats.length, null));
  seats.push(s);
  refreshNames(seats);
}

/** The engine setup of the drafted seats. */
export function toSetup(seats: readonly SeatDraft[]): GameSetup {
  return {
    seats: seats.map((s, i): SeatSetup => {
      const name = s.name.trim() || defaultName(seats, i);
      if (s.kind === 'virtual') return { kind: 'virtual', name, suit: s.suit, strength: s.strength };
      return { kind: 'real', name, suit: s.suit, controller: s.kind === 'person' ? 'human' : s.level };
    }),
  };
}

/** Why the drafted seats cannot start, in plain words, or null. */
export function draftProblem(seats: readonly SeatDraft[]): string | null {
  if (seats.length < SEAT_COUNT.min) return t('setup.tooFew');
  if (seats.length > SEAT_COUNT.max) return t('setup.tooMany');
  if (!seats.some((s) => s.kind !== 'virtual')) return t('setup.needPlayer');
  if (new Set(seats.map((s) => s.suit)).size !== seats.length) return t('setup.needSuits');
  const p = setupProblem(toSetup(seats));
  return p ? t('setup.cannotStart', { problem: p }) : null;
}

/** Parses the seed field: empty means random; otherwise an unsigned 32-bit integer. */
export function parseSeed(text: string): number | null | 'bad' {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d{1,10}$/.test(t)) return 'bad';
  const n = Number(t);
  return n <= 0xffffffff ? n >>> 0 : 'bad';
}

/** Where the wide setup puts the seed's caption (left end, at most `w` wide) and its field (centred), on one line. */
export const WIDE_SEED = {
  label: { x: 96, y: 842, w: 136 },
  field: { x: 372, y: 842, w: 260 },
} as const;
