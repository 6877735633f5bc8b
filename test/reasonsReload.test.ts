/** A reload keeps the bots' reasons in the log (issue 27): they are saved as data with the game, never exported. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Library } from '../src/app/library';
import type { Journal } from '../src/app/library';
import { LogWriter, openingLines, resumedLog } from '../src/app/logHistory';
import { loadSave } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import type { BotRunner } from '../src/app/botRunner';
import type { GameSession, SessionUpdate } from '../src/app/session';
import { TableController } from '../src/app/tableController';
import type { TableDisplay } from '../src/app/tableController';
import type { Scheduler } from '../src/app/scheduler';
import { botFor } from '../src/cards/bots';
import { CARD_DATA_FINGERPRINT } from '../src/cards/engine';
import type { GameSetup } from '../src/cards/engine';
import type { LogLine } from '../src/ui/logText';
import { loadLanguage, setLanguage, t } from '../src/i18n';
import { openSession } from './helpers';

beforeAll(async () => {
  await loadLanguage('en');
});

/** A clock whose timers run only when the test moves it on. */
class StepClock implements Scheduler {
  private next = 1;
  private readonly timers = new Map<number, () => void>();
  schedule(_ms: number, fn: () => void): number {
    this.timers.set(this.next, fn);
    return this.next++;
  }
  cancel(id: number): void {
    this.timers.delete(id);
  }
  /** Runs the timers due so far. */
  run(): void {
    const due = [...this.timers.entries()];
    this.timers.clear();
    for (const [, fn] of due) fn();
  }
}

/** A display that writes the log as TableScene does, through a LogWriter, and draws nothing. */
class LogDisplay implements TableDisplay {
  constructor(
    readonly lines: LogLine[],
    private readonly writer: LogWriter,
  ) {}
  isActive = (): boolean => true;
  viewerChanged(): void {}
  redraw(): void {}
  thinkingChanged(): void {}
  play(u: SessionUpdate): Promise<void> {
    this.lines.push(...this.writer.lines(u));
    return Promise.resolve();
  }
  showHandOff(): void {}
  hideHandOff(): void {}
  present(): void {}
  wait(): void {}
  showOver(): void {}
  settled(): void {}
}

const flush = (): Promise<void> => new Promise((done) => setImmediate(done));

/** The bots in the page; the first `failing` decisions fail, so the table makes the fallback move for them. */
function bots(failing = 0): BotRunner {
  let left = failing;
  return {
    decide: (level, view, legal, seed) =>
      left-- > 0
        ? Promise.reject(new Error('bot failed'))
        : Promise.resolve(botFor(level).decide(view, legal, seed)),
  };
}

/** A table run headlessly: the controller with its log, and a step that lets the due bot move. */
function table(session: GameSession, lines: LogLine[], writer: LogWriter): { step: () => Promise<void> } {
  const clock = new StepClock();
  const ctl = new TableController({
    session,
    display: new LogDisplay(lines, writer),
    clock,
    botDelay: () => 0,
  });
  ctl.start();
  return {
    step: async () => {
      clock.run();
      for (let i = 0; i < 5; i++) await flush();
    },
  };
}

/** Plays until `done` holds (or the game ends). */
async function playUntil(
  session: GameSession,
  step: () => Promise<void>,
  done: () => boolean,
): Promise<void> {
  for (let i = 0; i < 2000 && !done() && session.state.phase !== 'over'; i++) await step();
}

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Jesse', suit: 'hat', controller: 'easy' },
    { kind: 'real', name: 'Belle', suit: 'cactus', controller: 'medium' },
    { kind: 'real', name: 'Annie', suit: 'star', controller: 'easy' },
    { kind: 'virtual', name: 'Hank', suit: 'boot', strength: 'intermediate' },
  ],
};

/** A kv store and journal kept across a "reload" (a new Library over the same records). */
function device(): { kv: MemoryKeyValue; library: () => Library } {
  const kv = new MemoryKeyValue();
  let text: string | null = null;
  const journal: Journal = { read: () => text, write: (t) => (text = t), clear: () => (text = null) };
  let n = 0;
  const library = (): Library =>
    new Library({
      store: new SaveStore(kv),
      journal,
      now: () => 1000 + n,
      newId: () => `save-${n++}`,
      bots: bots(),
    });
  return { kv, library };
}

describe('a reload keeps the bots’ reasons in the log', () => {
  it('logs the same lines, reasons included, before and after a reload in the middle of secret bids', async () => {
    const seed = 2027;
    const d = device();
    const lib = d.library();
    const session = openSession(SETUP, seed, bots(1));
    const ref = lib.track(session, null);
    const live: LogLine[] = openingLines(session.state);
    const writer = new LogWriter(SETUP);
    const t1 = table(session, live, writer);
    // A cut after a bot chose a bid that is still secret: its reason must come out at the reveal after the reload.
    await playUntil(
      session,
      t1.step,
      () =>
        session.actions.length > 30 &&
        session.state.phase === 'bidding' &&
        session.actions.at(-1)?.type === 'bid',
    );
    expect(session.state.phase).toBe('bidding');
    expect(live.filter((l) => l.reason).length).toBeGreaterThan(5);
    expect(live.some((l) => l.reason === t('reason.fallback'))).toBe(true);
    await lib.flush();

    // The reload: a new library over the same store opens the game again.
    const opened = await d.library().open(ref.id);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const again = opened.session;
    expect(again.actions).toEqual(session.actions);
    const writer2 = new LogWriter(SETUP);
    const resumed = resumedLog(again.setup, again.seed, again.actions, again.reasons, writer2);
    expect(resumed.at(-1)?.text).toBe('Game resumed.');
    expect(resumed.slice(0, -1)).toEqual(live);

    // Both tables play on to the same moves; the reloaded one logs the same lines, the held bid reasons included.
    const mark = live.length;
    const after: LogLine[] = [];
    const t2 = table(again, after, writer2);
    const target = session.actions.length + 12;
    await playUntil(session, t1.step, () => session.actions.length >= target);
    await playUntil(again, t2.step, () => again.actions.length >= target);
    expect(again.actions).toEqual(session.actions);
    const tail = live.slice(mark);
    expect(tail.some((l) => l.reason && l.text.endsWith(':'))).toBe(true);
    expect(after).toEqual(tail);
  }, 60_000);

  it('words the saved reasons again in the language of the moment', async () => {
    const d = device();
    const lib = d.library();
    const session = openSession(SETUP, 77, bots());
    const ref = lib.track(session, null);
    const t1 = table(session, [], new LogWriter(SETUP));
    await playUntil(session, t1.step, () => session.actions.length > 20);
    await lib.flush();
    const opened = await d.library().open(ref.id);
    if (!opened.ok) throw new Error(opened.message);
    const s = opened.session;
    const reasonsOf = (lines: readonly LogLine[]): string[] =>
      lines.flatMap((l) => (l.reason ? [l.reason] : []));
    const english = reasonsOf(resumedLog(s.setup, s.seed, s.actions, s.reasons));
    await setLanguage('de');
    let german: string[];
    try {
      german = reasonsOf(resumedLog(s.setup, s.seed, s.actions, s.reasons));
    } finally {
      await setLanguage('en');
    }
    expect(english.length).toBeGreaterThan(3);
    expect(german).toHaveLength(english.length);
    // Stored as data, not words: every reason is worded anew in German.
    german.forEach((r, i) => expect(r).not.toBe(english[i]));
  }, 60_000);

  it('keeps the reasons out of an exported file, and an exported file still opens', async () => {
    const d = device();
    const lib = d.library();
    const session = openSession(SETUP, 5, bots());
    const ref = lib.track(session, null);
    const t1 = table(session, [], new LogWriter(SETUP));
    await playUntil(session, t1.step, () => session.actions.length > 20 && session.state.phase !== 'bidding');
    await lib.flush();
    const stored = JSON.parse((await d.kv.getItem<string>(`game:${ref.id}`)) ?? '{}') as {
      reasons?: unknown;
    };
    expect(Object.keys(stored.reasons ?? {}).length).toBeGreaterThan(3);
    const file = await lib.exportFile(ref.id);
    if (!file.ok) throw new Error(file.message);
    expect(file.text).not.toContain('reasons');
    const back = loadSave(file.text);
    expect(back.ok && back.save.reasons).toBe(undefined);
    expect(back.ok && back.save.actions).toEqual(session.actions);
  }, 60_000);

  it('loads a save whose reasons it cannot word, keeping only the sound ones', () => {
    const session = openSession(SETUP, 9, null);
    const legal = session.legal(session.activeSeats()[0] ?? 0);
    const base = {
      schemaVersion: 3,
      fingerprint: CARD_DATA_FINGERPRINT,
      id: 'x',
      createdAt: 1,
      updatedAt: 2,
      setup: SETUP,
      seed: 9,
      actions: legal.slice(0, 1),
      finished: false,
    };
    const reasons = {
      0: { kind: 'bid', bid: 3 },
      1: { kind: 'sell' },
      '-1': { kind: 'sell' },
      '00': { kind: 'sell' },
    };
    const r = loadSave(JSON.stringify({ ...base, reasons }));
    expect(r.ok && r.save.reasons).toEqual({ 0: { kind: 'bid', bid: 3 } });
    for (const bad of [
      'Annie saves its high cards',
      { kind: 'take', card: 1e9 },
      { kind: 'nonsense' },
      [1],
    ]) {
      const b = loadSave(JSON.stringify({ ...base, reasons: { 0: bad } }));
      expect(b.ok).toBe(true);
      expect(b.ok && b.save.reasons).toBe(undefined);
    }
    expect(loadSave(JSON.stringify({ ...base, reasons: 'prose' })).ok).toBe(true);
  });
});
