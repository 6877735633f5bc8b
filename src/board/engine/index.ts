/** The board game engine's only entry point: code outside src/board/engine imports from here. */
export * from './apply';
export * from './data';
export * from './grid';
export * from './income';
export * from './invariants';
export * from './legal';
export * from './replay';
export * from './scoring';
export * from './setup';
export * from './types';
export * from './view';
export { hallParcels } from './hall';
export { STEP, buildingPrice, handInOptions } from './steps';
export { answerValues, CAPTAIN_PRICES } from './answers';
export { buildOptions, MAX_COMBINATIONS } from './build';
export { advance, currentSeat, spotOk } from './flow';
export * from './position';
export { applyEvents } from './rebuild';
