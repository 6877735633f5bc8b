/** GameSession.create's results, and engine failures (bugs) met while playing or loading: never "bad input". */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Library } from '../src/app/library';
import { loadSave, saveProblemText } from '../src/app/saveFormat';
import type { SaveV3 } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { GameSession, refusalText } from '../src/app/session';
import { loadLanguage } from '../src/i18n';
import type { SessionUpdate } from '../src/app/session';
import type { Result } from '../src/cards/engine';
import { realSetup } from './helpers';

/** When set, the engine's applyAction and replay (as the app sees them) fail with this internal error. */
const fault = vi.hoisted(() => ({ message: null as string | null }));

vi.mock('../src/cards/engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/cards/engine')>();
  return {
    ...real,
    applyAction: (...args: Parameters<typeof real.applyAction>): Result =>
      fault.message === null
        ? real.applyAction(...args)
        : { ok: false, error: 'internal', message: fault.message },
    replay: (...args: Parameters<typeof real.replay>): ReturnType<typeof real.replay> =>
      fault.message === null
        ? real.replay(...args)
        : { ok: false, error: 'internal', index: 2, message: fault.message },
  };
});

const mid = (): SaveV3 =>
  JSON.parse(readFileSync(new URL('./fixtures/saves/v2-midgame.json', import.meta.url), 'utf8')) as SaveV3;

beforeEach(() => {
  fault.message = null;
});

describe('GameSession.create', () => {
  it('returns the session, rebuilt from its log', () => {
    const save = mid();
    const r = GameSession.create(save.setup, save.seed, null, save.actions);
    expect(r.ok && r.session.actions).toEqual(save.actions);
  });

  it('returns an error for a bad setup instead of throwing', () => {
    const setup = realSetup(4);
    (setup.seats[1] as { suit: string }).suit = 'hat';
    expect(GameSession.create(setup, 1, null)).toEqual({ ok: false, error: 'bad-setup', index: -1 });
  });

  it('returns the index and error of the first rejected action of a log', () => {
    const save = mid();
    const log = [...save.actions.slice(0, 3), { type: 'pass' as const, seat: 9 }];
    expect(GameSession.create(save.setup, save.seed, null, log)).toEqual({
      ok: false,
      error: 'malformed',
      index: 3,
    });
  });

  it('passes an engine failure on as internal with its message', () => {
    const save = mid();
    fault.message = 'boom';
    expect(GameSession.create(save.setup, save.seed, null, save.actions)).toEqual({
      ok: false,
      error: 'internal',
      index: 2,
      message: 'boom',
    });
  });
});

describe('GameSession.send with an engine failure', () => {
  it('refuses the move, keeps the game as it was and logs the failure for the test hook', () => {
    const save = mid();
    const made = GameSession.create(save.setup, save.seed, null);
    if (!made.ok) throw new Error(made.error);
    const s = made.session;
    const heard: SessionUpdate[] = [];
    s.subscribe((u) => heard.push(u));
    const before = s.state;
    fault.message = 'boom';
    const action = save.actions[0] as SaveV3['actions'][number];
    expect(s.send(action)).toBe('internal');
    expect(s.state).toBe(before);
    expect(s.actions).toEqual([]);
    expect(heard).toEqual([]);
    expect(s.errors).toEqual([`action 0 ${JSON.stringify(action)}: boom`]);
    fault.message = null;
    expect(s.send(action)).toBeNull();
    expect(s.errors).toHaveLength(1);
  });

  it('tells the player something went wrong, not that the move was refused', async () => {
    await loadLanguage('en');
    expect(refusalText('internal')).toBe('Something went wrong — the game was saved before this move.');
    expect(refusalText('not-in-hand')).toBe('That move was refused (not-in-hand).');
  });
});

describe('loading a save when the engine fails', () => {
  it('reports an engine error, not a save that breaks the rules', () => {
    fault.message = 'boom';
    expect(loadSave(JSON.stringify(mid()))).toEqual({
      ok: false,
      problem: 'engine-error',
      detail: 'action 2: boom',
    });
  });

  it('opens a stored save with the engine-error message', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const save = mid();
    expect(await store.write(save)).toBeNull();
    const lib = new Library({ store, journal: null, now: () => 1, newId: () => 'x', bots: null });
    expect((await lib.open(save.id)).ok).toBe(true);
    fault.message = 'boom';
    expect(await lib.open(save.id)).toEqual({
      ok: false,
      problem: 'engine-error',
      message: saveProblemText('engine-error'),
    });
  });
});
