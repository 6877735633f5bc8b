/** The guided first game: a fixed deal (setup and seed) and the steps that walk a newcomer through Era I and its score. */
import type { Action, GameSetup } from '../../cards/engine';

/** The seed of the tutorial's deal: with TUTORIAL_SETUP the first bid ties and the next character's back breaks it. */
export const TUTORIAL_SEED = 106;

/** The tutorial's table: the player (seat 0, stars) and three novice virtual players. */
export function tutorialSetup(playerName: string): GameSetup {
  return {
    seats: [
      { kind: 'real', name: playerName, suit: 'star', controller: 'human' },
      { kind: 'virtual', name: 'Ada', suit: 'hat', strength: 'novice' },
      { kind: 'virtual', name: 'Bo', suit: 'cactus', strength: 'novice' },
      { kind: 'virtual', name: 'Cy', suit: 'boot', strength: 'novice' },
    ],
  };
}

/** A part of the table a step points at; the scene maps each to the rectangle it draws it in. */
export type TutorialRegion = 'offer' | 'characterPile' | 'panel' | 'board' | 'seats' | 'top' | 'log';

/** Entity ids of the fixed deal (checked against the engine by test/tutorial.test.ts). */
export const DEAL = {
  /** Round 1: the Banker, a scoring character, and the terrain card the player takes first. */
  banker: 107,
  firstCard: 0,
  /** Round 2: the Ranch card placed to the left of the first card, covering its two empty parcels. */
  ranchCard: 11,
  /** Round 3: the Heroes, an action character. */
  heroes: 99,
  /** The player's auction cards 7, 8 and 9. */
  bid7: 123,
  bid8: 124,
  bid9: 125,
} as const;

/** Where a step's text comes from: `tutorial.step.<id>` and, for a wrong move, the explanation codes in check.ts. */
export type StepId =
  | 'welcome'
  | 'offer'
  | 'scoring'
  | 'back'
  | 'bid'
  | 'tie'
  | 'virtual'
  | 'firstCard'
  | 'building'
  | 'bid2'
  | 'cover'
  | 'action'
  | 'bid3'
  | 'takeHeroes'
  | 'fastForward'
  | 'era'
  | 'scoreSheet'
  | 'readSheet'
  | 'done';

/** One step: read and press Next (`action` absent), or make exactly `action` at the table. */
export interface TutorialStep {
  id: StepId;
  /** What the spotlight shows, in drawing order (empty: the whole table). */
  focus: TutorialRegion[];
  /** The move this step waits for. */
  action?: Action;
  /** The rest of the era plays itself: the player's moves are made for them (auto.ts) until Era II begins. */
  auto?: true;
  /** Next opens the score sheet. */
  opensSheet?: true;
  /** The step is shown over the score sheet, not the table. */
  onSheet?: true;
}

const bid = (card: number): Action => ({ type: 'bid', seat: 0, card });

/** The whole lesson, in order (RULES 3, 4, 5). */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'welcome', focus: [] },
  { id: 'offer', focus: ['offer'] },
  { id: 'scoring', focus: ['offer'] },
  { id: 'back', focus: ['characterPile'] },
  { id: 'bid', focus: ['panel'], action: bid(DEAL.bid7) },
  { id: 'tie', focus: ['seats', 'characterPile'] },
  { id: 'virtual', focus: ['seats'] },
  {
    id: 'firstCard',
    focus: ['offer', 'board', 'panel'],
    action: { type: 'take', seat: 0, card: DEAL.firstCard, at: { x: 0, y: 0 } },
  },
  { id: 'building', focus: ['board'] },
  { id: 'bid2', focus: ['panel'], action: bid(DEAL.bid8) },
  {
    id: 'cover',
    focus: ['offer', 'board', 'panel'],
    action: { type: 'take', seat: 0, card: DEAL.ranchCard, at: { x: -1, y: 0 } },
  },
  { id: 'action', focus: ['offer'] },
  { id: 'bid3', focus: ['panel'], action: bid(DEAL.bid9) },
  { id: 'takeHeroes', focus: ['offer', 'panel'], action: { type: 'take', seat: 0, card: DEAL.heroes } },
  { id: 'fastForward', focus: ['top', 'offer', 'board'], auto: true },
  { id: 'era', focus: ['top', 'panel'] },
  { id: 'scoreSheet', focus: ['board'], opensSheet: true },
  { id: 'readSheet', focus: [], onSheet: true },
  { id: 'done', focus: [] },
];
