/** BOARD 3.3, 3.4, 4: the round's steps as data, in the spec's order, each citing a section the spec has. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  ROUND_STEPS,
  SPACES,
  STEP,
  STEP_NAMES,
  stepSpaces,
  type BoardEvent,
  type BoardState,
} from '../../src/board/engine';
import { randomBot } from '../../src/board/bots/bots';
import { playBoardGame } from '../../src/board/bots/play';
import { accepted } from '../shared';

const SPEC = readFileSync(new URL('../../docs/board/RULES.md', import.meta.url), 'utf8');

/** The spec's sections by number ("4", "4.5", "3.4"), each with its body up to the next heading. */
function sections(): Map<string, string> {
  const out = new Map<string, string>();
  const parts = SPEC.split(/^#{2,3} /m).slice(1);
  for (const part of parts) {
    const m = /^(\d+(?:\.\d+)?)\.? /.exec(part);
    if (m?.[1]) out.set(m[1], part);
  }
  return out;
}

/** True when the cite names a section the spec has, and a numbered item that section lists. */
function resolves(cite: string, spec: Map<string, string>): boolean {
  const [head, ...more] = cite.replace(/^BOARD /, '').split(', ');
  const m = /^(\d+(?:\.\d+)?)(?: (?:step|item) (\d+))?$/.exec(head ?? '');
  const body = m?.[1] === undefined ? undefined : spec.get(m[1]);
  if (!m || body === undefined) return false;
  if (m[2] !== undefined && !new RegExp(`^${m[2]}\\. `, 'm').test(body)) return false;
  return more.every((sec) => spec.has(sec));
}

describe('the round steps as data', () => {
  it('the table runs the steps in the order the engine names them, and STEP numbers them by that order', () => {
    expect(ROUND_STEPS.map((step) => step.name)).toEqual([...STEP_NAMES]);
    STEP_NAMES.forEach((name, i) => expect(STEP[name]).toBe(i));
  });

  it("each step cites the spec's section, and an item of its numbered list", () => {
    const spec = sections();
    expect(spec.get('4')).toMatch(/^14\. /m);
    for (const step of ROUND_STEPS)
      expect(resolves(step.cite, spec), `${step.name}: ${step.cite}`).toBe(true);
    expect(resolves('BOARD 4 step 15', spec)).toBe(false);
    expect(resolves('BOARD 4.9', spec)).toBe(false);
  });

  it('the action path is the 14 steps of BOARD 4 in their order, the deferred builds closing step 6', () => {
    const path = ROUND_STEPS.filter((step) => step.cite.startsWith('BOARD 4 step'));
    const numbers = path.map((step) => Number(/step (\d+)/.exec(step.cite)?.[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(path.length).toBe(ROUND_STEPS.length - 2);
  });

  it('every round of a game opens and closes the steps in table order, the last step never closing', () => {
    const start = createGame({ players: 3 }, 4);
    if (!start.ok) throw new Error(start.error);
    const game = playBoardGame({ players: 3 }, 4, [randomBot, randomBot, randomBot], false);
    const events: BoardEvent[] = [...start.events];
    let s: BoardState = start.state;
    for (const a of game.actions) {
      const r = accepted(applyAction, s, a);
      events.push(...r.events);
      s = r.state;
    }
    const rounds: string[][] = [];
    for (const e of events) {
      if (e.type === 'round') rounds.push([]);
      if (e.type === 'phase' && e.phase === 'actions') rounds.at(-1)?.push('phase');
      if (e.type === 'step') rounds.at(-1)?.push(`${e.edge} ${STEP_NAMES[e.step]}`);
    }
    const last = STEP_NAMES.length - 1;
    const oneRound = [
      'phase',
      ...STEP_NAMES.slice(0, last).flatMap((name) => [`start ${name}`, `end ${name}`]),
      `start ${STEP_NAMES[last]}`,
    ];
    expect(rounds).toEqual([oneRound, oneRound, oneRound, oneRound]);
  });

  it('names the path spaces each step resolves: every space once, by its own step (buildings and VP by their rows)', () => {
    const seen = new Map<string, string[]>();
    STEP_NAMES.forEach((name, i) => {
      for (const space of stepSpaces(i)) seen.set(space, [...(seen.get(space) ?? []), name]);
    });
    for (const space of SPACES) {
      const by = seen.get(space) ?? [];
      if (space.startsWith('bld')) expect(by).toEqual(['buildings', 'deferred']);
      else if (/^vp\d$/.test(space)) expect(by).toEqual(['buyVp']);
      else expect(by).toEqual([space]);
    }
    for (const name of ['parcels', 'incBuildings', 'handIn', 'end'] as const)
      expect(stepSpaces(STEP[name])).toEqual([]);
    expect(stepSpaces(-1)).toEqual([]);
    expect(stepSpaces(STEP_NAMES.length)).toEqual([]);
  });
});
