/** Public API of the rules engine. */
export { applyAction } from './apply';
export { createGame, setupProblem, PILE_VALUES } from './setup';
export { legalActions, activeSeats } from './legal';
export { viewFor } from './view';
export type { GameView, SeatView } from './view';
export { replay } from './replay';
export type { ReplayResult } from './replay';
export { scoreSeat, seatTotal, virtualScore } from './seatScore';
export { scoreCity, LINE_KEYS } from './scoring';
export type { ScoreSheet, LineKey, ScoreInput } from './scoring';
export { buildGrid, legalPlacements, placementProblem, sellableCards } from './city';
export type { CityGrid, PlacedCard, BuildFlags, PlacementProblem } from './city';
export { parseCity, formatCity } from './notation';
export * from './world';
export * from './types';
