/** The lesson's moves: the bots' (as the App's pacer makes them), the person's scripted ones, and those made for them. */
import { decisionSeed } from '../../shared';
import { activeSeat, applyAction, createGame, legalActions, viewFor } from '../../board/engine';
import type { BoardAction, BoardEvent, BoardState } from '../../board/engine';
import { boardBotFor } from '../../board/bots/levels';
import { LESSON_LEVEL, LESSON_SEAT, LESSON_SEED, LESSON_SETUP, LESSON_STEPS } from './script';
import type { LessonStep } from './script';

/** True when every field of `pattern` equals the action's (arrays and points compared by value). */
export function matches(pattern: Partial<BoardAction>, a: BoardAction): boolean {
  const got = a as Readonly<Record<string, unknown>>;
  return Object.entries(pattern).every(([k, v]) => JSON.stringify(got[k]) === JSON.stringify(v));
}

/** The legal action of the person that a step expects, or null when none matches. */
export function expectedAction(step: LessonStep, s: BoardState): BoardAction | null {
  const want = step.expect;
  if (!want) return null;
  return legalActions(s, LESSON_SEAT).find((a) => matches(want, a)) ?? null;
}

/**
 * The move of seat `seat` decided as the App's pacer decides it (BoardGames.drive): the lesson's level, seeded by the
 * deal's seed, the seat and the number of actions so far. The person's moves made for them use the same rule.
 */
export function decide(s: BoardState, seat: number, made: number): BoardAction | null {
  const legal = legalActions(s, seat);
  if (legal.length === 0) return null;
  return boardBotFor(LESSON_LEVEL).decide(viewFor(s, seat), legal, decisionSeed(LESSON_SEED, seat, made))
    .action;
}

/** A game on the lesson's deal, played on by applying actions; its events are kept in order. */
export interface LessonRun {
  state: BoardState;
  log: BoardAction[];
  events: BoardEvent[];
}

/** The lesson's deal before any move. */
export function lessonStart(): LessonRun {
  const r = createGame(LESSON_SETUP, LESSON_SEED);
  // The deal is checked by test/board/lesson: a refusal here is a bug.
  if (!r.ok) throw new Error(`lesson deal refused: ${r.error}`);
  return { state: r.state, log: [], events: [...r.events] };
}

/** Applies one action to a run; a refusal is a bug in the script. */
export function play(run: LessonRun, a: BoardAction): void {
  const r = applyAction(run.state, a);
  if (!r.ok) throw new Error(`lesson move refused at action ${run.log.length}: ${r.error}`);
  run.state = r.state;
  run.log.push(a);
  run.events.push(...r.events);
}

/** Plays the bots until the person must act or the game is over. */
export function playBots(run: LessonRun): void {
  for (let seat = activeSeat(run.state); seat >= 0 && seat !== LESSON_SEAT; seat = activeSeat(run.state)) {
    const a = decide(run.state, seat, run.log.length);
    if (!a) throw new Error(`lesson: seat ${seat} has no move`);
    play(run, a);
  }
}

/** Plays everyone, the person by the same rule as the bots, until the game is over. */
export function playToEnd(run: LessonRun): void {
  for (let seat = activeSeat(run.state); seat >= 0; seat = activeSeat(run.state)) {
    const a = decide(run.state, seat, run.log.length);
    if (!a) throw new Error(`lesson: seat ${seat} has no move`);
    play(run, a);
  }
}

/** The whole lesson played through: its run, and for each step the number of actions made before it (one more: the end). */
export interface LessonPlan {
  run: LessonRun;
  marks: number[];
}

/** Plays every step: the bots until the person acts, then the step's move; the auto step plays the game out. */
export function lessonPlan(): LessonPlan {
  const run = lessonStart();
  const marks: number[] = [];
  for (const step of LESSON_STEPS) {
    marks.push(run.log.length);
    playBots(run);
    if (step.auto) playToEnd(run);
    if (!step.expect) continue;
    const a = expectedAction(step, run.state);
    if (!a) throw new Error(`lesson step ${step.id}: the expected move is not legal`);
    play(run, a);
  }
  marks.push(run.log.length);
  return { run, marks };
}

/** The person's move made for them on the auto step, or null when they have none. */
export function autoMove(s: BoardState, made: number): BoardAction | null {
  return activeSeat(s) === LESSON_SEAT ? decide(s, LESSON_SEAT, made) : null;
}
