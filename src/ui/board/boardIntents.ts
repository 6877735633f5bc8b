/**
 * What the board screen lights for the seat that acts: the legal actions grouped by where they are clicked (a
 * character card, a spot, a parcel, a road) and every other one as a button's data. Each legal action lands in
 * exactly one group, and each answer carries what its value means, so the words can be made at the edge.
 */
import {
  BUILDING_KINDS,
  CAPTAIN_PRICES,
  CH,
  doctorTargets,
  GROCER_MONEY,
  handInOptions,
  handInVp,
  hasPower,
  segmentBetween,
  type BoardAction,
  type BoardView,
  type BuildingKind,
  type Prompt,
  type PromptKind,
} from '../../board/engine';

/** Prompt kinds whose answers (other than -1) are parcels, lit on the town (BOARD 2, 8.5, 8.9, 8.12, 8.17, 9.2). */
export const PARCEL_PROMPTS: readonly PromptKind[] = [
  'start',
  'settler',
  'lawyer',
  'goldSeeker',
  'auctionParcel',
  'townHall',
  'dynamite',
  'hallHouse',
];

/** What an answer's value means, as data for its button's words. */
export type AnswerMeaning =
  /** -1: no second card, no parcel, no more dynamite, the loser's cowboy stays home (BOARD 8.0, 8.9, 8.14, 8.17). */
  | { kind: 'none' }
  /** The parcel prompt: buy the parcel at its price or not (BOARD 4.5). */
  | { kind: 'buyParcel'; parcel: number; price: number; buy: boolean }
  /** The building prompt: buy the building and keep it, or leave it (BOARD 4.6, 4.7); building it is a parcel. */
  | { kind: 'keepBuilding'; space: number; building: BuildingKind | null; price: number; buy: boolean }
  /** The deferred prompt: place no (more) kept building now (BOARD 4.7). */
  | { kind: 'keepAll' }
  /** The Captain: `count` cowboys for `price` (BOARD 8.6). */
  | { kind: 'cowboys'; count: number; price: number }
  /** The auction: bid `amount`, or 0 to drop out (BOARD 8.12). */
  | { kind: 'bid'; amount: number }
  /** A VP purchase: `count` VP at `price` each (BOARD 4 step 11). */
  | { kind: 'vp'; count: number; price: number; cost: number }
  /** The round-end hand-in of `amount` for `vp`; `required` is the least allowed, the money over the limit (BOARD 3.4). */
  | { kind: 'handIn'; amount: number; vp: number; required: boolean }
  /** The Grocer at the income step: double a kind, or take the money when `building` is null (BOARD 8.3). */
  | { kind: 'grocer'; building: BuildingKind | null; money: number }
  /** The Grocer when taken: the money now, or the choice later (BOARD 8.3). */
  | { kind: 'grocerNow'; take: boolean; money: number }
  /** Fight this duel next (BOARD 4, Decision). */
  | { kind: 'duel'; spot: string; seats: number[] }
  /** A house on the answering seat's parcels for another's building: yes or no (BOARD 4.6). */
  | {
      kind: 'consent';
      yes: boolean;
      builder: number;
      building: BuildingKind;
      parcel: number;
      houses: number[];
    }
  /** The side of a character card: the red side or the yellow one (BOARD 8.14). */
  | { kind: 'side'; card: number; red: boolean }
  /** A duel loser's fee to the Undertaker: money or a VP (BOARD 8.14). */
  | { kind: 'undertaker'; pay: 'money' | 'vp' }
  /** The Doctor moves the loser's cowboy to `spot`; `free` for the Doctor's own cowboys (BOARD 8.14). */
  | { kind: 'doctor'; spot: string; free: boolean };

/** A button's data: a pass or an answer with its meaning, and the action it sends. */
export type BoardChoice =
  | { kind: 'pass'; action: BoardAction }
  | { kind: 'answer'; prompt: PromptKind; value: number; meaning: AnswerMeaning; action: BoardAction };

/** The legal actions of the seat that acts, grouped for the screen. */
export interface BoardIntents {
  /** The seat that acts (-1 when nobody may act). */
  seat: number;
  /** The open question, or null in phases 1 and 2 outside a prompt. */
  prompt: Prompt | null;
  /** Character cards that may be taken, by card number (phase 1, and the Paperboy's second card). */
  characters: Map<number, BoardAction>;
  /** Cowboy placements by spot (`s:`, `p:`, `b:`), each with its variants (plain, white, no duel, dynamite). */
  spots: Map<string, BoardAction[]>;
  /** Parcel answers and builds by parcel (a build with each of its house options). */
  parcels: Map<number, BoardAction[]>;
  /** Roads that may be laid, by the engine's segment number. */
  roads: { seg: number; action: BoardAction }[];
  /** Every other action, as a button. */
  choices: BoardChoice[];
}

/** What `value` means for prompt `pr` seen in `view`; null when the value is a parcel or a card lit on the board. */
export function answerMeaning(view: BoardView, pr: Prompt, value: number): AnswerMeaning | null {
  if (value === -1 && pr.kind !== 'grocer') return { kind: 'none' };
  switch (pr.kind) {
    case 'start':
    case 'settler':
    case 'lawyer':
    case 'goldSeeker':
    case 'auctionParcel':
    case 'townHall':
    case 'dynamite':
    case 'hallHouse':
    case 'paperboy':
      return null;
    case 'parcel':
      return { kind: 'buyParcel', parcel: pr.parcel, price: pr.price, buy: value === 1 };
    case 'building':
      return {
        kind: 'keepBuilding',
        space: pr.space,
        building: view.display[pr.space] ?? null,
        price: pr.price,
        buy: value === 1,
      };
    case 'deferred':
      return { kind: 'keepAll' };
    case 'captain':
      return { kind: 'cowboys', count: value, price: CAPTAIN_PRICES[value] ?? 0 };
    case 'bid':
      return { kind: 'bid', amount: value };
    case 'buyVp':
      return { kind: 'vp', count: value, price: pr.price, cost: value * pr.price };
    case 'handIn':
      return {
        kind: 'handIn',
        amount: value,
        vp: handInVp(value),
        required: value === handInOptions(view, pr.seat)[0],
      };
    case 'grocer':
      return { kind: 'grocer', building: BUILDING_KINDS[value] ?? null, money: GROCER_MONEY };
    case 'grocerNow':
      return { kind: 'grocerNow', take: value === 1, money: GROCER_MONEY };
    case 'duelOrder': {
      const d = pr.duels[value];
      return { kind: 'duel', spot: d?.spot ?? '', seats: d?.seats.slice() ?? [] };
    }
    case 'consent':
      return {
        kind: 'consent',
        yes: value === 1,
        builder: pr.builder,
        building: pr.building,
        parcel: pr.parcel,
        houses: pr.houses.slice(),
      };
    case 'side':
      return { kind: 'side', card: pr.card, red: value === 1 };
    case 'undertaker':
      return { kind: 'undertaker', pay: value === 0 ? 'money' : 'vp' };
    case 'doctor':
      return {
        kind: 'doctor',
        spot: doctorTargets(view, pr.seat, pr.key)[value] ?? '',
        free: hasPower(view, pr.seat, CH.doctor),
      };
  }
}

/** Adds `a` to the list under `key`. */
function push<K>(map: Map<K, BoardAction[]>, key: K, a: BoardAction): void {
  const list = map.get(key);
  if (list) list.push(a);
  else map.set(key, [a]);
}

/** Groups the legal actions of the seat that acts for the screen (BOARD 3.1, 3.2, 4.5..4.8, 8). */
export function boardIntents(view: BoardView, legal: readonly BoardAction[]): BoardIntents {
  const pr = view.prompt;
  const out: BoardIntents = {
    seat: legal[0]?.seat ?? pr?.seat ?? -1,
    prompt: pr,
    characters: new Map(),
    spots: new Map(),
    parcels: new Map(),
    roads: [],
    choices: [],
  };
  for (const a of legal)
    switch (a.type) {
      case 'character':
        out.characters.set(a.card, a);
        break;
      case 'place':
        push(out.spots, a.spot, a);
        break;
      case 'pass':
        out.choices.push({ kind: 'pass', action: a });
        break;
      case 'road':
        out.roads.push({ seg: segmentBetween(a.from, a.to), action: a });
        break;
      case 'build':
        push(out.parcels, a.parcel, a);
        break;
      case 'answer': {
        if (!pr) break;
        const meaning = answerMeaning(view, pr, a.value);
        if (meaning)
          out.choices.push({ kind: 'answer', prompt: pr.kind, value: a.value, meaning, action: a });
        else if (pr.kind === 'paperboy') out.characters.set(a.value, a);
        else push(out.parcels, a.value, a);
        break;
      }
    }
  return out;
}
