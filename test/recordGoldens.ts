/**
 * Records the golden saves of test/fixtures/saves (run once, with `npx tsx test/recordGoldens.ts`). It never
 * overwrites a recorded file: the goldens must keep loading as they are, forever.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { botFor } from '../src/cards/bots';
import { playGame } from '../src/cards/bots/play';
import { randomBot } from '../src/cards/bots/random';
import type { Bot } from '../src/cards/bots/types';
import { CARD_DATA_FINGERPRINT, isCharacter } from '../src/cards/engine';
import { nextFloat } from '../src/shared';
import type { Action, GameSetup } from '../src/cards/engine';
import { SCHEMA_VERSION } from '../src/app/saveFormat';
import type { SaveV3 } from '../src/app/saveFormat';
import { EVERY_ABILITY, abilitiesUsed, runGolden, stateDigest, totalsOf } from './goldenChecks';

/** A scripted player that uses every ability it is offered, sells when it may and likes characters. */
const eager: Bot = {
  name: 'eager',
  decide(view, legal, seed) {
    const pick = (list: readonly Action[]): Action => {
      const [f] = nextFloat(seed >>> 0);
      return list[Math.floor(f * list.length)] as Action;
    };
    const of = (t: Action['type']): Action[] => legal.filter((a) => a.type === t);
    if (of('use').length) return { action: of('use')[0] as Action };
    if (of('sell').length) return { action: pick(of('sell')) };
    const paper = legal.filter((a) => a.type === 'paperboy' && a.card !== null);
    if (paper.length) return { action: pick(paper) };
    const chars = legal.filter((a) => a.type === 'take' && isCharacter(a.card));
    if (chars.length) return { action: pick(chars) };
    return randomBot.decide(view, legal, seed);
  },
};

const RECORDED_AT = Date.UTC(2026, 10, 23, 22, 0, 0);

function record(file: string, id: string, setup: GameSetup, seed: number, actions: Action[]): void {
  const path = new URL(`./fixtures/saves/${file}`, import.meta.url);
  const run = runGolden(setup, seed, actions);
  const save: SaveV3 = {
    schemaVersion: SCHEMA_VERSION as 3,
    fingerprint: CARD_DATA_FINGERPRINT,
    id,
    createdAt: RECORDED_AT,
    updatedAt: RECORDED_AT + 3_600_000,
    setup,
    seed,
    actions,
    finished: run.state.phase === 'over',
    totals: totalsOf(run.state),
  };
  console.log(file, { seed, actions: actions.length, digest: stateDigest(run.state), totals: save.totals });
  console.log('  abilities', abilitiesUsed(run.events), 'skull risk', run.skullRisk);
  if (existsSync(path)) console.log('  kept the recorded file');
  else writeFileSync(path, JSON.stringify(save, null, 1));
}

const four: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ada', suit: 'hat', controller: 'medium' },
    { kind: 'real', name: 'Bert', suit: 'star', controller: 'easy' },
    { kind: 'virtual', name: 'Virtual 3', suit: 'cactus', strength: 'intermediate' },
    { kind: 'real', name: 'Dora', suit: 'boot', controller: 'hard' },
  ],
};
const six: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ada', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'Bert', suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Cleo', suit: 'cactus', controller: 'human' },
    { kind: 'virtual', name: 'Virtual 4', suit: 'boot', strength: 'novice' },
    { kind: 'real', name: 'Eli', suit: 'horseshoe', controller: 'human' },
    { kind: 'virtual', name: 'Virtual 6', suit: 'cow', strength: 'expert' },
  ],
};

function search(setup: GameSetup, bots: (Bot | null)[], from: number, allAbilities: boolean): number {
  for (let seed = from; seed < from + 5000; seed++) {
    const g = playGame(setup, seed, bots);
    if (g.problems.length || g.state.phase !== 'over') continue;
    const run = runGolden(setup, seed, g.actions);
    if (run.skullRisk.length) continue;
    const used = abilitiesUsed(run.events);
    if (allAbilities && !EVERY_ABILITY.every((k) => (used[k] ?? 0) > 0)) continue;
    return seed;
  }
  throw new Error('no seed found');
}

const fourBots = [botFor('medium'), botFor('easy'), null, botFor('hard')];
const s4 = search(four, fourBots, 20261123, false);
record('golden-4-seats.json', 'golden-4', four, s4, playGame(four, s4, fourBots).actions);
const sixBots = six.seats.map((s) => (s.kind === 'real' ? eager : null));
const s6 = search(six, sixBots, 20261123, true);
record('golden-6-seats.json', 'golden-6', six, s6, playGame(six, s6, sixBots).actions);
