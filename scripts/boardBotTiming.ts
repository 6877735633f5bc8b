/**
 * Times the board bots' decisions through the worker protocol path in Node: each request is cloned as postMessage
 * would, handled by the worker's receiver (progress messages, Hard's time cap on this clock) and its messages cloned
 * back. Prints JSON per level: decisions, p50/p95/max of the whole decision and the longest silence between two
 * messages (what the page's watch judges), this process's CPU time and the load average.
 * Usage: npx tsx scripts/boardBotTiming.ts [games] [seed]
 */
import { loadavg } from 'node:os';
import { floatSource, seedState } from '../src/shared';
import { activeSeat, applyAction, createGame, legalActions, viewFor } from '../src/board/engine';
import { BOARD_LEVELS, type BoardLevel } from '../src/board/bots/levels';
import { boardBotReceiver, type BoardBotRequest, type BoardBotResponse } from '../src/board/bots/protocol';

const games = Number(process.argv[2] ?? 3);
const seed0 = Number(process.argv[3] ?? 1);
/** Seats by level: one Hard against Medium and Easy, rotated each game. */
const TABLE: readonly BoardLevel[] = ['hard', 'medium', 'easy', 'medium'];

const whole: Record<BoardLevel, number[]> = { easy: [], medium: [], hard: [] };
const silence: Record<BoardLevel, number[]> = { easy: [], medium: [], hard: [] };

/** One decision through the protocol path, timed: the worker's answer. */
function decide(req: BoardBotRequest): BoardBotResponse {
  const sent = structuredClone(req);
  const t0 = performance.now();
  let last = t0;
  let longest = 0;
  let answer: BoardBotResponse | null = null;
  boardBotReceiver(
    (m) => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      const back = structuredClone(m);
      if (!('kind' in back)) answer = back;
    },
    () => performance.now(),
  )(sent);
  whole[req.level].push(performance.now() - t0);
  silence[req.level].push(longest);
  if (!answer) throw new Error('no answer');
  return answer;
}

const cpu0 = process.cpuUsage();
let id = 1;
for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const start = createGame({ players: TABLE.length }, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const rnd = floatSource(seedState(seed));
  while (s.phase !== 'over') {
    const seat = activeSeat(s);
    const level = TABLE[(seat + g) % TABLE.length] as BoardLevel;
    const req: BoardBotRequest = {
      id: id++,
      level,
      view: viewFor(s, seat),
      legal: legalActions(s, seat),
      seed: Math.floor(rnd() * 0x100000000),
    };
    const m = decide(req);
    if ('error' in m) throw new Error(m.error);
    const r = applyAction(s, m.action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
}
const cpu = process.cpuUsage(cpu0);

const pick = (xs: readonly number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};
const figures = (xs: readonly number[]) => ({ p50: pick(xs, 0.5), p95: pick(xs, 0.95), max: pick(xs, 1) });

console.log(
  JSON.stringify(
    {
      games,
      seed: seed0,
      table: TABLE,
      levels: Object.fromEntries(
        BOARD_LEVELS.map((l) => [
          l,
          { decisions: whole[l].length, decisionMs: figures(whole[l]), silenceMs: figures(silence[l]) },
        ]),
      ),
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
      load: loadavg().map((x) => Math.round(x * 100) / 100),
    },
    null,
    2,
  ),
);
