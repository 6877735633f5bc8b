/** Phases 3 and 4 as data: the round's steps in board order, each with its handler, run by one loop (BOARD 3.3, 3.4, 4). */
import { CH, PARCEL_KEY, PATH_RATES, SPACES, spotKey } from './data';
import { settleFee } from './duel';
import { incomeStep, parcelStep } from './contests';
import { hasPower } from './income';
import {
  buildingSpaces,
  buildingVp,
  buyVp,
  cowboyIncome,
  cowboyVp,
  deferredBuilds,
  gamble,
  giving,
  parcelIncome,
  parcelVp,
  takeAmmo,
  takeRoads,
  wages,
  type StepHandler,
} from './pathSteps';
import { endRound, handInStep } from './roundEnd';
import { passRank, seatOf, unsold } from './world';
import type { BoardEvent } from './events';
import type { BoardState } from './types';

/** The names of the round's steps in the order they run: the 14 of the action path (4.7 closing step 6), then phase 4 (BOARD 4, 3.4). */
export const STEP_NAMES = [
  'roads1',
  'roads2',
  'wages',
  'ammo',
  'parcels',
  'buildings',
  'deferred',
  'incParcels',
  'incCowboys',
  'gamble',
  'incBuildings',
  'buyVp',
  'vpCowboys',
  'vpBuildings',
  'vpParcels',
  'handIn',
  'end',
] as const;

/** One step's name. */
export type StepName = (typeof STEP_NAMES)[number];

/** A step's number (its place in `STEP_NAMES`), as held in `BoardState.step` and in the step events. */
export const STEP = Object.fromEntries(STEP_NAMES.map((name, i) => [name, i])) as Readonly<
  Record<StepName, number>
>;

/** One step of the round: its name, the spec section that describes it, the handler that runs it, and its path spaces. */
export interface RoundStep {
  readonly name: StepName;
  readonly cite: string;
  readonly run: StepHandler;
  /** The action path's spaces this step resolves (none for the parcels, the building income and phase 4). */
  readonly spaces: readonly string[];
}

const BUILDING_SPACES = SPACES.filter((n) => n.startsWith('bld'));
const VP_SPACES = SPACES.filter((n) => /^vp\d$/.test(n));

/** The round's steps, in the order they run (BOARD 4, 3.4). */
export const ROUND_STEPS: readonly RoundStep[] = [
  {
    name: 'roads1',
    cite: 'BOARD 4 step 1',
    run: giving('s:roads1', takeRoads(PATH_RATES.roads1, 'roads1')),
    spaces: ['roads1'],
  },
  {
    name: 'roads2',
    cite: 'BOARD 4 step 2',
    run: giving('s:roads2', takeRoads(PATH_RATES.roads2, 'roads2'), true),
    spaces: ['roads2'],
  },
  { name: 'wages', cite: 'BOARD 4 step 3', run: giving('s:wages', wages, true), spaces: ['wages'] },
  { name: 'ammo', cite: 'BOARD 4 step 4', run: giving('s:ammo', takeAmmo), spaces: ['ammo'] },
  { name: 'parcels', cite: 'BOARD 4 step 5, 4.5', run: parcelStep, spaces: [] },
  { name: 'buildings', cite: 'BOARD 4 step 6, 4.6', run: buildingSpaces, spaces: BUILDING_SPACES },
  { name: 'deferred', cite: 'BOARD 4 step 6, 4.7', run: deferredBuilds, spaces: BUILDING_SPACES },
  {
    name: 'incParcels',
    cite: 'BOARD 4 step 7',
    run: giving('s:incParcels', parcelIncome),
    spaces: ['incParcels'],
  },
  {
    name: 'incCowboys',
    cite: 'BOARD 4 step 8',
    run: giving('s:incCowboys', cowboyIncome),
    spaces: ['incCowboys'],
  },
  { name: 'gamble', cite: 'BOARD 4 step 9', run: giving('s:gamble', gamble), spaces: ['gamble'] },
  { name: 'incBuildings', cite: 'BOARD 4 step 10, 7.4', run: incomeStep, spaces: [] },
  { name: 'buyVp', cite: 'BOARD 4 step 11', run: buyVp, spaces: VP_SPACES },
  { name: 'vpCowboys', cite: 'BOARD 4 step 12', run: giving('s:vpCowboys', cowboyVp), spaces: ['vpCowboys'] },
  {
    name: 'vpBuildings',
    cite: 'BOARD 4 step 13',
    run: giving('s:vpBuildings', buildingVp),
    spaces: ['vpBuildings'],
  },
  { name: 'vpParcels', cite: 'BOARD 4 step 14', run: giving('s:vpParcels', parcelVp), spaces: ['vpParcels'] },
  { name: 'handIn', cite: 'BOARD 3.4 item 3', run: handInStep, spaces: [] },
  { name: 'end', cite: 'BOARD 3.4', run: endRound, spaces: [] },
];

const LAST = ROUND_STEPS[ROUND_STEPS.length - 1] as RoundStep;

/** The action path's spaces that step number `step` resolves, for a screen to mark (BOARD 4). */
export function stepSpaces(step: number): readonly string[] {
  return ROUND_STEPS[step]?.spaces ?? [];
}

/** Closes the current step and opens the next one with a fresh cursor. */
function nextStep(s: BoardState, ev: BoardEvent[]): void {
  ev.push({ type: 'step', step: s.step, edge: 'end' });
  s.step++;
  s.sub = 0;
  s.queue = [];
  ev.push({ type: 'step', step: s.step, edge: 'start' });
}

/** Asks a duel loser's pending choice (the Undertaker's fee, then the Doctor's move) before any step goes on (BOARD 8.14). */
function loserPrompt(s: BoardState, ev: BoardEvent[]): boolean {
  for (let f = s.fees[0]; f !== undefined; f = s.fees[0]) {
    const t = seatOf(s, f);
    if (t.money >= 2 && t.vp >= 1) {
      s.prompt = { kind: 'undertaker', seat: f }; // BOARD 8.14: the loser picks
      return true;
    }
    settleFee(s, true, ev);
  }
  const d = s.doctorQueue.slice().sort((a, b) => doctorRank(s, a.seat) - doctorRank(s, b.seat))[0];
  if (!d) return false;
  s.prompt = { kind: 'doctor', seat: d.seat, key: d.key };
  return true;
}

/** Runs the round's steps from the current one until a player must decide or the round is over. */
export function runSteps(s: BoardState, ev: BoardEvent[]): void {
  while (!s.prompt && s.phase === 'actions') {
    if (loserPrompt(s, ev)) return;
    const step = ROUND_STEPS[s.step] ?? LAST;
    if (!step.run(s, ev)) return;
    nextStep(s, ev);
  }
}

/** Order of the Doctor's offers: the Doctor's own cowboys first, then the pass track (BOARD 8.14). */
const doctorRank = (s: BoardState, seat: number): number =>
  hasPower(s, seat, CH.doctor) ? -1 : passRank(s, seat);

/** Empty spots later on the path than `key` where a duel loser may be moved by the Doctor (BOARD 8.14). */
export function doctorTargets(
  s: Pick<BoardState, 'seats' | 'cells' | 'townHall' | 'display' | 'round' | 'placements'>,
  seat: number,
  key: number,
): string[] {
  const t = seatOf(s, seat);
  const spaces = SPACES.filter((n) => !n.startsWith('bld') || s.display[Number(n.slice(3))] !== null)
    .filter((n) => !/^vp\d$/.test(n) || Number(n.slice(2)) >= s.round - 1)
    .map((n) => `s:${n}`);
  const parcels = t.markers > 0 ? unsold(s).map((p) => `p:${p}`) : [];
  return [...spaces, ...parcels]
    .filter((spot) => spotKey(spot) > key || (key === PARCEL_KEY && spotKey(spot) === PARCEL_KEY))
    .filter((spot) => !s.placements.some((p) => p.spot === spot))
    .sort((a, b) => spotKey(a) - spotKey(b));
}
