/** The board lesson in the App: played unsaved with paced bots, its progress in the App's store, and a reload's way back. */
import { beforeAll, describe, expect, it } from 'vitest';
import { localBots } from '../../../src/app/app';
import { createApp } from '../../../src/app/createApp';
import type { App } from '../../../src/app/createApp';
import { MemoryKeyValue } from '../../../src/app/saveStore';
import type { SaveDeps } from '../../../src/app/storage';
import type { Scheduler } from '../../../src/app/scheduler';
import type { TextStore } from '../../../src/app/tutorial/progress';
import { readProgress } from '../../../src/app/tutorial/progress';
import { wireLate } from '../../../src/app/wireLate';
import { boardDigest } from '../../../src/app/board/boardDigest';
import { BOARD_LESSON_KEY } from '../../../src/app/boardLesson/lesson';
import type { BoardLesson } from '../../../src/app/boardLesson/lesson';
import { expectedAction, lessonPlan } from '../../../src/app/boardLesson/deal';
import { LESSON_DEAL, LESSON_SEAT, LESSON_SETUP, LESSON_STEPS } from '../../../src/app/boardLesson/script';
import { lessonNote, refusalText } from '../../../src/app/boardLesson/note';
import type { BoardAction } from '../../../src/board/engine';
import { IN_BOARD_LESSON_KEY } from '../../../src/app/atTable';
import { loadLanguage } from '../../../src/i18n';
import { FakeLocks, Hub } from '../../tabFakes';
import type { LockRequestOptions } from '../../../src/app/tabLock';

/** A clock whose timers run when the test says, with the delays they asked for. */
class StepClock implements Scheduler {
  private next = 1;
  private readonly timers = new Map<number, () => void>();
  readonly asked: number[] = [];
  schedule(ms: number, fn: () => void): number {
    this.asked.push(ms);
    this.timers.set(this.next, fn);
    return this.next++;
  }
  cancel(id: number): void {
    this.timers.delete(id);
  }
  get pending(): number {
    return this.timers.size;
  }
  run(): void {
    const due = [...this.timers.values()];
    this.timers.clear();
    for (const fn of due) fn();
  }
}

/** The Web Locks of the page, noting the name of every lock asked for. */
class NotingLocks extends FakeLocks {
  readonly asked: string[] = [];
  override request(
    name: string,
    options: LockRequestOptions,
    cb: (lock: unknown) => Promise<void>,
  ): Promise<unknown> {
    this.asked.push(name);
    return super.request(name, options, cb);
  }
}

/** What survives a reload: the App's store, and this tab's session slots. */
interface Device {
  kv: MemoryKeyValue;
  tab: Map<string, string>;
  locks: NotingLocks;
  hub: Hub;
}

const device = (): Device => ({
  kv: new MemoryKeyValue(),
  tab: new Map(),
  locks: new NotingLocks(),
  hub: new Hub(),
});

/** A page of the App on `d` (a new page after a reload, or another tab with a fresh `tab`). */
function page(d: Device): App {
  const app = createApp({ local: null });
  const deps: SaveDeps = {
    kv: d.kv,
    journal: null,
    locks: { locks: d.locks, channel: d.hub.open(), tabId: 'a', wait: () => Promise.resolve() },
    notify: () => undefined,
    onPageHidden: () => undefined,
    now: () => 1_700_000_000_000,
    waitMs: 60_000,
    tabSlot: (key): TextStore => ({
      read: () => d.tab.get(key) ?? null,
      write: (v) => void d.tab.set(key, v),
    }),
  };
  wireLate(app, localBots, deps);
  return app;
}

/** Event-loop turns for the bots' promised decisions (not time). */
const turns = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Follows the lesson as a person would: runs the clock, makes each step's move, goes on from reading steps. */
async function follow(app: App, clock: StepClock, until: (l: BoardLesson) => boolean): Promise<string[]> {
  const lessons = app.late().boardLessons;
  const seen: string[] = [];
  for (let guard = 0; guard < 20000; guard++) {
    const l = lessons.current();
    if (!l || until(l)) break;
    const hooked = app.hook.hook().board()?.lesson;
    const at = `${hooked?.index}:${hooked?.step}`;
    if (seen[seen.length - 1] !== at) seen.push(at);
    if (clock.pending > 0) clock.run();
    else if (l.ready() && !l.step.auto) {
      const step = l.step;
      if (step.expect) expect(lessons.act(expectedAction(step, l.session.state) as BoardAction)).toBeNull();
      else if (!step.choices) expect(lessons.next()).toBe(true);
    }
    await turns();
  }
  return seen;
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('the board lesson in the App', () => {
  it('plays to its end on a step clock, on script, and the hook follows every step; nothing is saved', async () => {
    const d = device();
    const app = page(d);
    const { boardLessons, boardGames, saves } = app.late();
    const lesson = await boardLessons.start(true);
    expect(boardGames.current()).toBe(lesson.session);
    const clock = new StepClock();
    const stop = boardLessons.drive(clock, () => 300);
    const seen = await follow(app, clock, (l) => !!l.step.choices);
    stop();
    expect(seen).toEqual(LESSON_STEPS.slice(0, -1).map((s, i) => `${i}:${s.id}`));
    expect(app.hook.hook().board()?.lesson).toEqual({ step: 'done', index: LESSON_STEPS.length - 1 });
    // Every move came through the pacer, one timer each, and the game is the script's own.
    expect(clock.asked.length).toBeGreaterThan(0);
    expect(new Set(clock.asked)).toEqual(new Set([300]));
    expect(lesson.session.errors).toEqual([]);
    expect(lesson.session.state.phase).toBe('over');
    expect(boardDigest(lesson.session.state)).toBe(boardDigest(lessonPlan().run.state));
    // No record, no latest game, no kind for Continue, no tab lock.
    await boardGames.settle();
    await boardLessons.settle();
    expect(await saves.list()).toEqual([]);
    expect((await d.kv.keys()).filter((k) => k !== BOARD_LESSON_KEY)).toEqual([]);
    expect(boardGames.currentId()).toBeNull();
    expect(await boardGames.latestUnfinished()).toBeNull();
    expect(await boardGames.lastKind()).toBeNull();
    expect(d.locks.asked).toEqual([]);

    // The last step offers a real game: the lesson is finished and left, and its setup comes back for the setup.
    const chosen = await boardLessons.choose('realGame');
    expect(chosen?.choice).toBe('realGame');
    if (chosen?.choice !== 'realGame') throw new Error('no real game');
    expect(chosen.game.setup).toEqual(LESSON_SETUP);
    expect(chosen.game.seats.map((s) => s.bot)).toEqual([null, 'easy', 'easy']);
    expect(boardGames.newGame(chosen.game.setup, 5, chosen.game.seats).ok).toBe(true);
    expect(boardLessons.current()).toBeNull();
    expect(app.hook.hook().board()?.lesson).toBeNull();
    await boardLessons.settle();
    expect(await boardLessons.interrupted()).toBe(false);
    expect(d.tab.get(IN_BOARD_LESSON_KEY)).toBe('');
    const stored = await d.kv.getItem<string>(BOARD_LESSON_KEY);
    expect(readProgress({ read: () => stored, write: () => undefined }, LESSON_STEPS.length).done).toBe(true);
  });

  it('refuses a wrong move with its reason, a move while the bots play, and a token the engine would refuse', async () => {
    const app = page(device());
    const { boardLessons } = app.late();
    const lesson = await boardLessons.start(true);
    const clock = new StepClock();
    const stop = boardLessons.drive(clock, () => 0);
    const s = lesson.session;
    await follow(app, clock, (l) => l.ready());
    expect(lesson.step.id).toBe('welcome');
    const made = s.actions.length;
    const first = s.legal(LESSON_SEAT)[0] as BoardAction;
    expect(boardLessons.act(first)).toEqual({ code: 'readFirst' });
    expect(s.actions.length).toBe(made);

    await follow(app, clock, (l) => l.step.id === 'placeParcel' && l.ready());
    const before = boardDigest(s.state);
    const spot = `p:${LESSON_DEAL.parcel}`;
    const token: BoardAction = { type: 'place', seat: LESSON_SEAT, spot, white: true };
    expect(s.legal(LESSON_SEAT).some((a) => a.type === 'place' && a.white)).toBe(false);
    expect(boardLessons.act(token)).toEqual({ code: 'plainCowboy' });
    expect(boardLessons.act({ type: 'pass', seat: LESSON_SEAT })).toEqual({ code: 'notPassYet' });
    expect(boardDigest(s.state)).toBe(before);
    const note = lessonNote(lesson);
    expect(note).toMatchObject({ id: 'placeParcel', target: `spot:${spot}`, ready: true, next: null });
    expect(note.key).toBe('boardLesson.step.placeParcel');
    expect(note.text.length).toBeGreaterThan(0);

    // The person places; the bots are next, and until they have played every tap waits.
    expect(boardLessons.act({ type: 'place', seat: LESSON_SEAT, spot })).toBeNull();
    expect(s.isBotTurn()).toBe(true);
    expect(lesson.ready()).toBe(false);
    const after = boardDigest(s.state);
    const placeNext: BoardAction = { type: 'place', seat: LESSON_SEAT, spot: `s:${LESSON_DEAL.space}` };
    expect(boardLessons.act(placeNext)).toEqual({ code: 'waiting' });
    expect(refusalText({ code: 'waiting' })).toBe(lessonNote(lesson).waiting);
    expect(boardLessons.next()).toBe(false);
    expect(boardDigest(s.state)).toBe(after);
    stop();
  });

  it('keeps its step in the App store: a fresh App over the same store opens it there, in the same game', async () => {
    const d = device();
    const one = page(d);
    await one.late().boardLessons.start(true);
    const clock = new StepClock();
    const stop = one.late().boardLessons.drive(clock, () => 0);
    await follow(one, clock, (l) => l.step.id === 'placeBuilding' && l.ready());
    stop();
    const was = one.late().boardLessons.current() as BoardLesson;
    await one.late().boardLessons.settle();

    // Another tab (no mark of its own) opens the lesson where it was left.
    const other = page({ ...d, tab: new Map() });
    expect(await other.late().boardLessons.interrupted()).toBe(false);
    const back = await other.late().boardLessons.start();
    expect(back.step.id).toBe('placeBuilding');
    expect(back.stepIndex).toBe(was.stepIndex);
    expect(other.late().boardGames.current()).toBe(back.session);
    // It reopens where the step began; the bots' moves before the person's come again from the pacer, as before.
    expect(back.session.actions.length).toBeLessThanOrEqual(was.session.actions.length);
    const again = new StepClock();
    const stopAgain = other.late().boardLessons.drive(again, () => 0);
    await follow(other, again, (l) => l.ready());
    stopAgain();
    expect(back.step.id).toBe('placeBuilding');
    expect(boardDigest(back.session.state)).toBe(boardDigest(was.session.state));
    // Fresh starts over.
    expect((await other.late().boardLessons.start(true)).stepIndex).toBe(0);
  });

  it('a reload mid-lesson returns to it; after Leave, or once finished, a reload does not', async () => {
    const d = device();
    const one = page(d);
    await one.late().boardLessons.start(true);
    const clock = new StepClock();
    one.late().boardLessons.drive(clock, () => 0);
    await follow(one, clock, (l) => l.step.id === 'characters');
    const digest = boardDigest(one.late().boardGames.current()?.state as never);
    await one.late().boardLessons.settle();
    expect(d.tab.get(IN_BOARD_LESSON_KEY)).toBe('1');

    // The page goes away without leaving the lesson.
    const two = page(d);
    expect(await two.late().boardLessons.interrupted()).toBe(true);
    const back = await two.late().boardLessons.resumeInterrupted();
    expect(back?.step.id).toBe('characters');
    expect(two.late().boardGames.current()).toBe(back?.session);
    expect(boardDigest(back?.session.state as never)).toBe(digest);
    expect(two.hook.hook().board()?.lesson).toEqual({ step: 'characters', index: back?.stepIndex });

    // Leave keeps the step but drops the mark: the next reload shows the title, and the lesson resumes from there.
    two.late().boardLessons.leave(false);
    expect(two.late().boardGames.current()).toBeNull();
    await two.late().boardLessons.settle();
    const three = page(d);
    expect(await three.late().boardLessons.interrupted()).toBe(false);
    expect(await three.late().boardLessons.resumeInterrupted()).toBeNull();
    expect((await three.late().boardLessons.start()).step.id).toBe('characters');

    // Finished (skipped): a reload with the mark still set does not reopen it.
    three.late().boardLessons.leave(true);
    d.tab.set(IN_BOARD_LESSON_KEY, '1');
    await three.late().boardLessons.settle();
    const four = page(d);
    expect(await four.late().boardLessons.interrupted()).toBe(false);
    expect(await four.late().boardLessons.resumeInterrupted()).toBeNull();
    expect(d.tab.get(IN_BOARD_LESSON_KEY)).toBe('');
  });

  it('Start the lesson again opens it from its start as the board game', async () => {
    const app = page(device());
    const { boardLessons, boardGames } = app.late();
    await boardLessons.start(true);
    const clock = new StepClock();
    boardLessons.drive(clock, () => 0);
    await follow(app, clock, (l) => !!l.step.choices);
    const chosen = await boardLessons.choose('replay');
    if (chosen?.choice !== 'replay') throw new Error('no replay');
    expect(chosen.lesson.stepIndex).toBe(0);
    expect(chosen.lesson.session.actions.length).toBe(0);
    expect(boardGames.current()).toBe(chosen.lesson.session);
    expect(boardLessons.current()).toBe(chosen.lesson);
  });
});
