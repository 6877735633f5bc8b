/** The screen reader hears the whole game log: every line, in order, with the bots' reasons, none cut. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BotRunner } from '../src/app/botRunner';
import type { GameSession, SessionUpdate } from '../src/app/session';
import { resumedLog } from '../src/app/logHistory';
import { botFor } from '../src/cards/bots';
import type { Action, GameSetup } from '../src/cards/engine';
import { loadLanguage, setLanguage } from '../src/i18n';
import { announceLog, spokenLine } from '../src/scenes/table/logFeed';
import { describeEvents } from '../src/ui/logText';
import type { LogLine } from '../src/ui/logText';
import { onAnnounce } from '../src/ui/a11yFeed';
import { openSession, rand } from './helpers';

beforeAll(async () => {
  await loadLanguage('en');
});

const stops: (() => void)[] = [];
afterEach(async () => {
  for (const s of stops.splice(0)) s();
  await setLanguage('en');
});

const inPage: BotRunner = {
  decide: (level, view, legal, seed) => Promise.resolve(botFor(level).decide(view, legal, seed)),
};

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'You', suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Jesse', suit: 'hat', controller: 'easy' },
    { kind: 'real', name: 'Belle', suit: 'cactus', controller: 'easy' },
    { kind: 'virtual', name: 'Hank', suit: 'boot', strength: 'novice' },
  ],
};

/** Collects what the screen-reader layer is told. */
function listen(): string[] {
  const heard: string[] = [];
  stops.push(onAnnounce((lines) => heard.push(...lines)));
  return heard;
}

/** Plays a whole game, logging each update as the table does (one batch per update) and announcing it. */
async function playLogged(session: GameSession, seed: number): Promise<LogLine[]> {
  const log: LogLine[] = [];
  const bidReasons = new Map<number, string>();
  session.subscribe((u: SessionUpdate) => {
    const secret = u.events.length > 0 && u.events.every((e) => e.type === 'bidChosen');
    if (secret && u.reason) bidReasons.set(u.seat, u.reason);
    const batch = describeEvents(u.events, session.setup, u.seat, secret ? undefined : u.reason, bidReasons);
    if (u.events.some((e) => e.type === 'bidsRevealed')) bidReasons.clear();
    log.push(...batch);
    announceLog(batch);
  });
  const r = rand(seed);
  for (let step = 0; step < 5000 && session.state.phase !== 'over'; step++) {
    if (await session.stepBot()) continue;
    const due = session.dueHuman();
    const legal = session.legal(due);
    expect(session.send(legal[Math.floor(r() * legal.length)] as Action)).toBeNull();
  }
  expect(session.state.phase).toBe('over');
  return log;
}

describe('screen-reader feed of the game log', () => {
  it('announces every log line of a whole game, in order, with the bots’ reasons', async () => {
    const heard = listen();
    const log = await playLogged(openSession(SETUP, 31, inPage), 5);
    expect(log.length).toBeGreaterThan(100);
    expect(heard).toHaveLength(log.length);
    expect(heard).toEqual(log.map(spokenLine));
    for (const [i, line] of log.entries()) {
      expect(heard[i]?.startsWith(line.text)).toBe(true);
      if (line.reason) expect(heard[i]).toContain(line.reason);
    }
    // Every round's bids are heard, and no reason line is a bare name.
    expect(heard.filter((l) => l.startsWith('Bids: ')).length).toBeGreaterThanOrEqual(16);
    expect(heard.filter((l) => /^(Jesse|Belle|Hank):$/.test(l))).toEqual([]);
    expect(heard.some((l) => l.startsWith('Jesse: bid '))).toBe(true);
  });

  it('summarises a resumed history in two lines, the summary counting what it stands for', async () => {
    expect(await setLanguage('de')).toBe(true);
    const heard = listen();
    const lines = resumedLog(SETUP, 31, []);
    announceLog(lines, true);
    expect(heard).toEqual([
      `Der Spielverlauf enthält ${lines.length - 1} frühere Zeilen; es folgt die letzte.`,
      'Spiel fortgesetzt.',
    ]);
  });
});
