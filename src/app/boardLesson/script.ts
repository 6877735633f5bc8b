/**
 * The board game's guided first game: a fixed deal (setup, seed, the bots' level) and the steps that walk a newcomer
 * through round 1 move by move, let the other rounds play themselves, and end on the final score. The deal was found
 * with scripts/boardLessonSeeds.ts; test/board/lesson checks that following the steps reaches every teaching point.
 */
import { segmentBetween } from '../../board/engine';
import type { BoardAction, BoardSetup } from '../../board/engine';
import type { BoardLevel } from '../../board/bots/levels';
import type { BoardSeatConfig } from '../board/boardSession';

/** The seed of the lesson's deal: the centre house on parcel 30, mountains around parcel 11, a saloon on the $5 space. */
export const LESSON_SEED = 176;

/** The level of both bot seats: fixed, so the bots' moves (seeded per decision) are the same every time. */
export const LESSON_LEVEL: BoardLevel = 'easy';

/** The person's seat. */
export const LESSON_SEAT = 0;

/** Three players, the rulebook's first-game characters 1..7 and its first-game buildings (BOARD 2, Decision). */
export const LESSON_SETUP: BoardSetup = {
  players: 3,
  characters: [1, 2, 3, 4, 5, 6, 7],
  buildings: 'first',
};

/** The lesson's seats: the person first, then the two bots. */
export function lessonSeats(playerName: string, botNames: readonly [string, string]): BoardSeatConfig[] {
  return [
    { name: playerName, colour: 0, bot: null },
    { name: botNames[0], colour: 1, bot: LESSON_LEVEL },
    { name: botNames[1], colour: 2, bot: LESSON_LEVEL },
  ];
}

/** Places of the deal the steps name (checked against the engine by test/board/lesson). */
export const LESSON_DEAL = {
  /** The town centre's house. */
  centre: 30,
  /** The two start parcels, both beside the centre. */
  start1: 21,
  start2: 22,
  /** The parcel bought without a fight, where the saloon goes. */
  parcel: 15,
  /** The mountain parcel a bot also wants: the duel. */
  duelParcel: 11,
  /** The $5 building space and the saloon on it. */
  space: 'bld2',
  building: 'saloon',
  /** The free house that comes with the saloon, beside it. */
  house: 14,
  /** The Mercenary: action order 7 and +3 firepower (BOARD 8.7). */
  character: 7,
  /** The road that joins parcel 15 to the network (grid points, BOARD 4.8). */
  road: { from: { x: 7, y: 2 }, to: { x: 7, y: 3 } },
} as const;

/**
 * What a step points at. Ids of the board screen's targets (boardScreen.ts, scenes/board/hits.ts): `char:<card>`,
 * `spot:<spot>`, `parcel:<p>`, `road:<segment>`; buttons of its bar: `pass`, `answer-<value>`; or a whole area of the
 * table for a reading step: `area:town`, `area:path`, `area:characters`, `area:seats`, `area:bar`, `area:sheet`.
 */
export type LessonTarget = string;

/** Where a step's words come from: `boardLesson.step.<id>`. */
export type LessonStepId =
  | 'welcome'
  | 'town'
  | 'start1'
  | 'start2'
  | 'characters'
  | 'pickCharacter'
  | 'path'
  | 'placeParcel'
  | 'placeBuilding'
  | 'placeDuel'
  | 'pass'
  | 'actions'
  | 'buyParcel'
  | 'duel'
  | 'buyDuelParcel'
  | 'network'
  | 'road'
  | 'build'
  | 'income'
  | 'handIn'
  | 'roundEnd'
  | 'autoPlay'
  | 'finalScore'
  | 'done';

/** The choices of the last step. */
export type LessonChoice = 'realGame' | 'replay';

/**
 * One step: read and tap to go on (`expect` absent), make the one move that matches `expect` (every field given
 * must equal the action's), let the rest of the game play itself (`auto`), or choose how to go on (`choices`).
 */
export interface LessonStep {
  id: LessonStepId;
  target: LessonTarget | null;
  expect?: Partial<BoardAction>;
  auto?: true;
  choices?: readonly LessonChoice[];
}

const D = LESSON_DEAL;
const me = LESSON_SEAT;

/** The whole lesson, in order (BOARD 2, 3, 4, 4.5, 4.6, 4.8, 5, 7, 3.4, 10). */
export const LESSON_STEPS: readonly LessonStep[] = [
  { id: 'welcome', target: null },
  { id: 'town', target: 'area:town' },
  { id: 'start1', target: `parcel:${D.start1}`, expect: { type: 'answer', seat: me, value: D.start1 } },
  { id: 'start2', target: `parcel:${D.start2}`, expect: { type: 'answer', seat: me, value: D.start2 } },
  { id: 'characters', target: 'area:characters' },
  {
    id: 'pickCharacter',
    target: `char:${D.character}`,
    expect: { type: 'character', seat: me, card: D.character },
  },
  { id: 'path', target: 'area:path' },
  {
    id: 'placeParcel',
    target: `spot:p:${D.parcel}`,
    expect: { type: 'place', seat: me, spot: `p:${D.parcel}` },
  },
  {
    id: 'placeBuilding',
    target: `spot:s:${D.space}`,
    expect: { type: 'place', seat: me, spot: `s:${D.space}` },
  },
  {
    id: 'placeDuel',
    target: `spot:p:${D.duelParcel}`,
    expect: { type: 'place', seat: me, spot: `p:${D.duelParcel}` },
  },
  { id: 'pass', target: 'pass', expect: { type: 'pass', seat: me } },
  { id: 'actions', target: 'area:path' },
  { id: 'buyParcel', target: 'answer-1', expect: { type: 'answer', seat: me, value: 1 } },
  { id: 'duel', target: `parcel:${D.duelParcel}` },
  { id: 'buyDuelParcel', target: 'answer-1', expect: { type: 'answer', seat: me, value: 1 } },
  { id: 'network', target: `parcel:${D.parcel}` },
  {
    id: 'road',
    target: `road:${segmentBetween(D.road.from, D.road.to)}`,
    expect: { type: 'road', seat: me, from: D.road.from, to: D.road.to },
  },
  {
    id: 'build',
    target: `parcel:${D.parcel}`,
    expect: { type: 'build', seat: me, parcel: D.parcel, houses: [D.house] },
  },
  { id: 'income', target: `parcel:${D.parcel}` },
  { id: 'handIn', target: 'answer-0', expect: { type: 'answer', seat: me, value: 0 } },
  { id: 'roundEnd', target: 'area:seats' },
  { id: 'autoPlay', target: null, auto: true },
  { id: 'finalScore', target: 'area:sheet' },
  { id: 'done', target: null, choices: ['realGame', 'replay'] },
];
