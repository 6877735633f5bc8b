/** The board lesson: its fixed deal teaches every point in order, wrong moves change nothing, progress survives a reload. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../../../src/i18n';
import { activeSeat, legalActions, neighbours } from '../../../src/board/engine';
import type { BoardAction, BoardEvent } from '../../../src/board/engine';
import { BoardLesson } from '../../../src/app/boardLesson/lesson';
import { decide, expectedAction, matches } from '../../../src/app/boardLesson/deal';
import { LESSON_DEAL, LESSON_SEAT, LESSON_STEPS } from '../../../src/app/boardLesson/script';
import { lessonText, lessonWhyText } from '../../../src/app/boardLesson/text';
import type { TextStore } from '../../../src/app/tutorial/progress';
import { en } from '../../../src/i18n/en';
import { de } from '../../../src/i18n/de';
import { fr } from '../../../src/i18n/fr';
import { it as itCat } from '../../../src/i18n/it';
import { nl } from '../../../src/i18n/nl';

const NAMES = { player: 'You', bots: ['Ada', 'Bo'] as const };

function memoryStore(): TextStore & { text: string | null } {
  const box = { text: null as string | null };
  return Object.assign(box, {
    read: () => box.text,
    write: (t: string) => {
      box.text = t;
    },
  });
}

/** Plays the bots of the lesson's session as the App's pacer does, until the person acts or the game ends. */
function runBots(lesson: BoardLesson): void {
  const s = lesson.session;
  for (let seat = s.activeSeat(); seat >= 0 && seat !== LESSON_SEAT; seat = s.activeSeat()) {
    const a = decide(s.state, seat, s.actions.length) as BoardAction;
    expect(s.actForBot(a, { kind: 'only' }).ok).toBe(true);
  }
}

/** Follows the lesson to its last step, collecting every event and the step ids in the order they were shown. */
function follow(lesson: BoardLesson): { events: BoardEvent[]; shown: string[] } {
  const events: BoardEvent[] = [];
  const shown: string[] = [];
  lesson.session.subscribe((u) => events.push(...u.events));
  for (let guard = 0; guard < 2000 && !lesson.last; guard++) {
    runBots(lesson);
    if (shown[shown.length - 1] !== lesson.step.id) shown.push(lesson.step.id);
    const step = lesson.step;
    if (step.auto) {
      const m = lesson.autoMove();
      if (m) expect(lesson.act(m)).toBeNull();
    } else if (step.expect) {
      const a = expectedAction(step, lesson.session.state);
      expect(a, step.id).not.toBeNull();
      expect(lesson.act(a as BoardAction)).toBeNull();
    } else expect(lesson.next()).toBe(true);
  }
  shown.push(lesson.step.id);
  return { events, shown };
}

describe('board lesson', () => {
  beforeAll(async () => {
    await setLanguage('en');
  });

  it('following the script reaches every teaching point, in order', () => {
    const lesson = BoardLesson.open(NAMES, memoryStore(), true);
    expect(lesson.session.state.cells[LESSON_DEAL.centre]?.thing).toBe('house');
    const { events, shown } = follow(lesson);
    expect(shown).toEqual(LESSON_STEPS.map((s) => s.id));
    const me = LESSON_SEAT;
    const points: [string, (e: BoardEvent) => boolean][] = [
      ['character', (e) => e.type === 'chosen' && e.seat === me && e.card === LESSON_DEAL.character],
      ['placement', (e) => e.type === 'placed' && e.seat === me],
      [
        'duel',
        (e) =>
          e.type === 'duel' &&
          e.seats.includes(me) &&
          e.rolls.length === e.seats.length &&
          e.rolls.every((r) => r >= 1 && r <= 6) &&
          e.winner === me,
      ],
      ['parcel', (e) => e.type === 'bought' && e.seat === me && e.parcel === LESSON_DEAL.duelParcel],
      ['road', (e) => e.type === 'road' && e.seat === me],
      [
        'building',
        (e) =>
          e.type === 'built' &&
          e.seat === me &&
          e.parcel === LESSON_DEAL.parcel &&
          neighbours(e.parcel).includes(LESSON_DEAL.house),
      ],
      ['income', (e) => e.type === 'money' && e.seat === me && e.cause === 'buildings' && e.amount > 0],
      ['round end', (e) => e.type === 'round' && e.round === 2],
      ['final scores', (e) => e.type === 'over' && e.scores.length === 3],
    ];
    let at = 0;
    const reached: string[] = [];
    for (const [name, test] of points) {
      const i = events.findIndex((e, j) => j >= at && test(e));
      if (i < 0) break;
      reached.push(name);
      at = i + 1;
    }
    expect(reached).toEqual(points.map(([n]) => n));
    // The saloon's house stands beside it, and its income counts that house (BOARD 7.1, 7.2: $5 per house symbol).
    expect(events.some((e) => e.type === 'house' && e.parcel === LESSON_DEAL.house)).toBe(true);
    expect(lesson.facts().income).toBe(5);
    expect(lesson.session.state.phase).toBe('over');
    expect(lesson.step.choices).toEqual(['realGame', 'replay']);
  });

  it('a wrong move at each acting step is refused with its sentence and changes nothing', () => {
    const lesson = BoardLesson.open(NAMES, memoryStore(), true);
    const tried: string[] = [];
    for (let guard = 0; guard < 200 && !lesson.step.auto; guard++) {
      runBots(lesson);
      const step = lesson.step;
      const s = lesson.session.state;
      const legal = legalActions(s, activeSeat(s));
      if (step.expect) {
        const wrong = legal.filter((a) => !matches(step.expect as Partial<BoardAction>, a));
        expect(wrong.length, step.id).toBeGreaterThan(0);
        for (const a of [wrong[0], wrong[wrong.length - 1]] as BoardAction[]) {
          const before = JSON.stringify(s);
          const count = lesson.session.actions.length;
          const why = lesson.act(a);
          expect(why, `${step.id} ${JSON.stringify(a)}`).not.toBeNull();
          expect(lessonWhyText(why as NonNullable<typeof why>)).not.toMatch(/boardLesson\.|[{}]/);
          expect(JSON.stringify(lesson.session.state)).toBe(before);
          expect(lesson.session.actions.length).toBe(count);
          expect(lesson.step.id).toBe(step.id);
          tried.push(`${step.id}:${(why as NonNullable<typeof why>).code}`);
        }
        expect(lesson.act(expectedAction(step, s) as BoardAction)).toBeNull();
      } else {
        const a = legal[0];
        if (a) expect(lesson.act(a)).toEqual({ code: 'readFirst' });
        lesson.next();
      }
    }
    expect(new Set(tried.map((x) => x.split(':')[0]))).toEqual(
      new Set(LESSON_STEPS.filter((s) => s.expect).map((s) => s.id)),
    );
  });

  it('its progress is kept in the given store: left, reopened at the same step, and replayed from the start', () => {
    const store = memoryStore();
    const first = BoardLesson.open(NAMES, store, true);
    for (let i = 0; i < 8; i++) {
      runBots(first);
      const step = first.step;
      if (step.expect) first.act(expectedAction(step, first.session.state) as BoardAction);
      else first.next();
    }
    const index = first.stepIndex;
    const actions = first.session.actions.length;
    first.dispose();
    expect(JSON.parse(store.text ?? 'null')).toEqual({ step: index, done: false });
    const again = BoardLesson.open(NAMES, store);
    expect(again.stepIndex).toBe(index);
    expect(again.session.actions.length).toBeLessThanOrEqual(actions);
    runBots(again);
    expect(again.session.actions.length).toBeGreaterThanOrEqual(actions);
    again.finish();
    expect(BoardLesson.open(NAMES, store).stepIndex).toBe(0);
    expect(BoardLesson.open(NAMES, memoryStore()).stepIndex).toBe(0);
  });

  it('the last step offers a real game or the lesson again, and marks the lesson done', () => {
    const store = memoryStore();
    store.write(JSON.stringify({ step: LESSON_STEPS.length - 1, done: false }));
    const lesson = BoardLesson.open(NAMES, store);
    expect(lesson.last).toBe(true);
    expect(lesson.session.state.phase).toBe('over');
    expect(lesson.next()).toBe(false);
    expect(lesson.choose('realGame')).toBe('realGame');
    expect(JSON.parse(store.text ?? 'null')).toEqual({ step: 0, done: true });
  });

  it('every lesson key exists in all five languages with its placeholders, and the notes leave none unfilled', async () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('boardLesson.'));
    expect(keys.length).toBeGreaterThan(40);
    const holes = (m: unknown): string[] => (typeof m === 'string' ? (m.match(/\{\w+\}/g) ?? []).sort() : []);
    for (const cat of [de, fr, itCat, nl] as Record<string, unknown>[])
      for (const k of keys) {
        expect(typeof cat[k], k).toBe('string');
        expect(holes(cat[k]), k).toEqual(holes((en as Record<string, unknown>)[k]));
      }
    const store = memoryStore();
    store.write(JSON.stringify({ step: LESSON_STEPS.length - 1, done: false }));
    const ended = BoardLesson.open(NAMES, store);
    const start = BoardLesson.open(NAMES, memoryStore(), true);
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      for (const step of LESSON_STEPS) {
        const facts = step.id === 'finalScore' ? ended.facts() : start.facts();
        expect(lessonText(step, facts), `${lang} ${step.id}`).not.toMatch(/boardLesson\.|[{}]/);
      }
    }
    await setLanguage('en');
  });
});
