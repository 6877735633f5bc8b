/** The game log rebuilt from saved actions equals what the table logged live, at every point of a game. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LogWriter, rebuildLog, resumedLog } from '../src/app/logHistory';
import type { GameSession } from '../src/app/session';
import type { SessionUpdate } from '../src/app/session';
import type { BotRunner } from '../src/app/botRunner';
import { botFor } from '../src/cards/bots';
import type { Action, GameSetup } from '../src/cards/engine';
import { eraNumeral, listText } from '../src/ui/logText';
import type { LogLine } from '../src/ui/logText';
import { openSession, rand } from './helpers';
import { loadLanguage } from '../src/i18n';

beforeAll(async () => {
  await loadLanguage('en');
});

const inPage: BotRunner = {
  decide: (level, view, legal, seed) => Promise.resolve(botFor(level).decide(view, legal, seed)),
};

/**
 * The table's live log, written as TableScene writes it: the opening heading and line when the table comes up on a
 * new game, then the LogWriter's lines for each session update (a bot's bid reason held back until the bids are shown).
 * `marks[k]` is the number of lines once k actions were played.
 */
function liveLog(session: GameSession): { lines: LogLine[]; marks: number[] } {
  const view = session.view(-1);
  const names = view.setup.seats.map((s) => s.name);
  const lines: LogLine[] = [
    { seat: -1, heading: true, text: `Era ${eraNumeral(view.era)} · Round ${view.round}` },
    { seat: -1, text: `A new game: ${listText(names)}. ${view.offer.length} cards are on offer.` },
  ];
  const marks = [lines.length];
  const writer = new LogWriter(session.setup);
  session.subscribe((u: SessionUpdate) => {
    lines.push(...writer.lines(u));
    marks.push(lines.length);
  });
  return { lines, marks };
}

/** Plays a whole game: bots through the session, people by seeded random legal actions. */
async function playOut(session: GameSession, seed: number): Promise<void> {
  const r = rand(seed);
  for (let step = 0; step < 5000 && session.state.phase !== 'over'; step++) {
    if (await session.stepBot()) continue;
    const due = session.dueHuman();
    if (due < 0) throw new Error(`nobody to act in ${session.state.phase}`);
    const legal = session.legal(due);
    const a = legal[Math.floor(r() * legal.length)] as Action;
    expect(session.send(a)).toBeNull();
  }
  expect(session.state.phase).toBe('over');
}

/** Lines without bots' reasons (as a save from before they were kept): reasons dropped, lines that only carried one left out. */
function withoutReasons(lines: readonly LogLine[]): LogLine[] {
  return lines
    .filter((l) => !(l.reason && (l.text.endsWith(':') || l.text.endsWith(' acts.'))))
    .map(({ reason: _reason, ...rest }) => rest);
}

const PASS_AND_PLAY: GameSetup = {
  seats: [
    { kind: 'real', name: 'Anna', suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Ben', suit: 'hat', controller: 'human' },
    { kind: 'virtual', name: 'Dusty', suit: 'cactus', strength: 'novice' },
    { kind: 'virtual', name: 'Rosa', suit: 'boot', strength: 'expert' },
  ],
};

const WITH_BOTS: GameSetup = {
  seats: [
    { kind: 'real', name: 'You', suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Jesse', suit: 'hat', controller: 'easy' },
    { kind: 'real', name: 'Belle', suit: 'cactus', controller: 'medium' },
    { kind: 'virtual', name: 'Hank', suit: 'boot', strength: 'intermediate' },
  ],
};

describe('rebuildLog', () => {
  it('gives exactly the live lines after every action of a pass-and-play game', async () => {
    const seed = 4242;
    const session = openSession(PASS_AND_PLAY, seed, null);
    const live = liveLog(session);
    await playOut(session, 7);
    const actions = session.actions;
    expect(actions.length).toBeGreaterThan(50);
    expect(live.marks).toHaveLength(actions.length + 1);
    for (let k = 0; k <= actions.length; k++)
      expect(rebuildLog(PASS_AND_PLAY, seed, actions.slice(0, k))).toEqual(
        live.lines.slice(0, live.marks[k]),
      );
    expect(live.lines.some((l) => l.text.startsWith('Bids: '))).toBe(true);
    expect(live.lines.at(-1)?.text).toMatch(/wins with|Shared victory/);
  });

  it('logs nothing of a chosen bid that is not revealed yet (pass and play)', async () => {
    const seed = 99;
    const session = openSession(PASS_AND_PLAY, seed, null);
    const live = liveLog(session);
    await playOut(session, 3);
    const actions = session.actions;
    // A cut just after a person chose a bid while another person still has to choose: the bid is hidden.
    const cuts: number[] = [];
    for (let k = 1; k < actions.length; k++) {
      const a = actions[k - 1] as Action;
      const next = actions[k] as Action;
      if (a.type === 'bid' && next.type === 'bid' && next.seat !== a.seat) cuts.push(k);
    }
    expect(cuts.length).toBeGreaterThan(5);
    for (const k of cuts) {
      const before = rebuildLog(PASS_AND_PLAY, seed, actions.slice(0, k - 1));
      const after = rebuildLog(PASS_AND_PLAY, seed, actions.slice(0, k));
      expect(after).toEqual(before);
      expect(after).toEqual(live.lines.slice(0, live.marks[k]));
      // Both bids come out together once the second person chose.
      const revealed = rebuildLog(PASS_AND_PLAY, seed, actions.slice(0, k + 1));
      const bids = revealed.slice(after.length).find((l) => l.text.startsWith('Bids: '));
      expect(bids?.text).toContain('Anna');
      expect(bids?.text).toContain('Ben');
    }
  });

  it('gives the live lines, bots’ reasons included, in a game with AIs', async () => {
    const seed = 20250;
    const session = openSession(WITH_BOTS, seed, inPage);
    const live = liveLog(session);
    await playOut(session, 11);
    const actions = session.actions;
    expect(live.lines.some((l) => l.reason)).toBe(true);
    for (const k of [0, 1, 17, Math.floor(actions.length / 2), actions.length - 1, actions.length])
      expect(rebuildLog(WITH_BOTS, seed, actions.slice(0, k), session.reasons)).toEqual(
        live.lines.slice(0, live.marks[k]),
      );
    // Without the reasons (a save from before they were kept) the same lines come, less the reasons.
    expect(rebuildLog(WITH_BOTS, seed, actions)).toEqual(withoutReasons(live.lines));
    // "Jesse uses the Heroes" and the like survive a reload.
    const all = rebuildLog(WITH_BOTS, seed, actions).map((l) => l.text);
    expect(all.filter((t) => t.startsWith('Jesse ')).length).toBeGreaterThan(5);
  }, 120_000);

  it('ends a resumed log with "Game resumed." and stops at an action the engine refuses', () => {
    const seed = 5;
    const good = rebuildLog(PASS_AND_PLAY, seed, []);
    const bad: Action[] = [{ type: 'take', seat: 0, card: 0 }];
    expect(rebuildLog(PASS_AND_PLAY, seed, bad)).toEqual(good);
    expect(resumedLog(PASS_AND_PLAY, seed, [])).toEqual([...good, { seat: -1, text: 'Game resumed.' }]);
  });
});
