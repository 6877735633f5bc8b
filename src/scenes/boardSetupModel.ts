/** The board game's setup screen as data: seats (person or AI level), character set, buildings and seed. */
import { BOARD_PLAYERS, CHARACTER_SETS } from '../board/engine';
import type { BoardSetup, BuildingSet } from '../board/engine';
import { BOARD_LEVELS } from '../board/bots/levels';
import type { BoardLevel } from '../board/bots/levels';
import { parseSeed } from './setupModel';

/** One seat as the setup screen edits it; `bot` null is a person, `colour` indexes the six player colours. */
export interface BoardSeatDraft {
  name: string;
  /** The player typed the name (it no longer follows the kind). */
  named: boolean;
  colour: number;
  bot: BoardLevel | null;
}

/** Which characters are laid out: drawn at random, or one of the rulebook's sets (BOARD 2, Decision). */
export type CharacterChoice = 'random' | keyof typeof CHARACTER_SETS;

/** The whole screen's choices. */
export interface BoardDraft {
  seats: BoardSeatDraft[];
  characters: CharacterChoice;
  buildings: BuildingSet;
  seed: string;
}

/** What a seat's kind button cycles through: a person, then each AI level. */
export const SEAT_KINDS: readonly (BoardLevel | null)[] = [null, ...BOARD_LEVELS];
/** The character choices in menu order. */
export const CHARACTER_CHOICES: readonly CharacterChoice[] = ['random', ...Object.keys(CHARACTER_SETS)];
/** The building choices in menu order (BOARD 2, Decision). */
export const BUILDING_CHOICES: readonly BuildingSet[] = ['all', 'base', 'first'];
/** Seats allowed (BOARD 1, Decision). */
export const BOARD_SEATS = BOARD_PLAYERS;
/** The six player colours. */
export const BOARD_COLOURS = 6;

const BOT_NAMES = ['Wyatt', 'Annie', 'Jesse', 'Belle', 'Doc', 'Pearl'];

/** What a seat is called until the player types a name: a person's key and number, or a bot's name. */
export type SeatName = { key: 'you' } | { key: 'player'; n: number } | { name: string };

/** The name a seat gets until the player types one, as data for the screen to word. */
export function defaultSeatName(seats: readonly BoardSeatDraft[], i: number): SeatName {
  const s = seats[i];
  if (!s || s.bot) return { name: BOT_NAMES[i] ?? BOT_NAMES[0] ?? '' };
  const persons = seats.filter((x) => !x.bot).length;
  if (persons === 1) return { key: 'you' };
  return { key: 'player', n: seats.slice(0, i + 1).filter((x) => !x.bot).length };
}

/** The first game's draft: you against three Medium bots, the first-game characters, every building. */
export function defaultBoardDraft(): BoardDraft {
  const seats: BoardSeatDraft[] = [null, 'medium', 'medium', 'medium'].map((bot, colour) => ({
    name: '',
    named: false,
    colour,
    bot: bot as BoardLevel | null,
  }));
  return { seats, characters: 'first', buildings: 'all', seed: '' };
}

/** The lowest colour no other seat uses. */
function freeColour(seats: readonly BoardSeatDraft[], except: number): number {
  const used = new Set(seats.filter((_, j) => j !== except).map((s) => s.colour));
  for (let c = 0; c < BOARD_COLOURS; c++) if (!used.has(c)) return c;
  return 0;
}

/** Adds a Medium bot in a free colour (up to six seats). */
export function addBoardSeat(d: BoardDraft): void {
  if (d.seats.length >= BOARD_SEATS.max) return;
  d.seats.push({ name: '', named: false, colour: freeColour(d.seats, -1), bot: 'medium' });
}

/** Removes a seat (down to two). */
export function removeBoardSeat(d: BoardDraft, i: number): void {
  if (d.seats.length <= BOARD_SEATS.min) return;
  d.seats.splice(i, 1);
}

/** Moves a seat to the next kind: person, Easy, Medium, Hard, person. */
export function cycleSeatKind(d: BoardDraft, i: number): void {
  const s = d.seats[i];
  if (!s) return;
  const at = SEAT_KINDS.indexOf(s.bot);
  s.bot = SEAT_KINDS[(at + 1) % SEAT_KINDS.length] ?? null;
}

/** Moves a seat to the next colour no other seat holds. */
export function cycleSeatColour(d: BoardDraft, i: number): void {
  const s = d.seats[i];
  if (!s) return;
  const used = new Set(d.seats.filter((_, j) => j !== i).map((x) => x.colour));
  for (let k = 1; k <= BOARD_COLOURS; k++) {
    const c = (s.colour + k) % BOARD_COLOURS;
    if (!used.has(c)) {
      s.colour = c;
      return;
    }
  }
}

/** The next entry of a list after `v`, wrapping. */
export function nextOf<T>(list: readonly T[], v: T): T {
  return list[(list.indexOf(v) + 1) % list.length] ?? v;
}

/** Why the draft cannot start, as a catalogue key's last part, or null. */
export function boardDraftProblem(d: BoardDraft): 'seats' | 'colours' | 'seed' | null {
  if (d.seats.length < BOARD_SEATS.min || d.seats.length > BOARD_SEATS.max) return 'seats';
  if (new Set(d.seats.map((s) => s.colour)).size !== d.seats.length) return 'colours';
  if (parseSeed(d.seed) === 'bad') return 'seed';
  return null;
}

/** The engine's setup for the draft (BOARD 2). */
export function boardSetupOf(d: BoardDraft): BoardSetup {
  const setup: BoardSetup = { players: d.seats.length, buildings: d.buildings };
  if (d.characters !== 'random') {
    const set = CHARACTER_SETS[d.characters];
    if (set) setup.characters = set.slice();
  }
  return setup;
}
