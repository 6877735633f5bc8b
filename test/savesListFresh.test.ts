/** The saved-games list after an import (issue 27, 28): every row, each with the moves its game has now. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Library } from '../src/app/library';
import { loadSave } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { GameSession } from '../src/app/session';

const text = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');

describe('saved-games list after an import', () => {
  it('lists the imported game beside the game being played, with the moves just played', async () => {
    const kv = new MemoryKeyValue();
    let n = 0;
    let clock = 1000;
    const lib = new Library({
      store: new SaveStore(kv),
      journal: null,
      now: () => (clock += 10),
      newId: () => `id${++n}`,
      bots: null,
      onProblem: () => undefined,
    });
    const mid = loadSave(text('v2-midgame.json'));
    if (!mid.ok) throw new Error(mid.problem);
    const made = GameSession.create(mid.save.setup, mid.save.seed, null);
    if (!made.ok) throw new Error(made.error);
    const s = made.session;
    const ref = lib.track(s, null);
    expect((await lib.list()).map((r) => r.actions)).toEqual([0]);
    for (const a of mid.save.actions.slice(0, 6)) expect(s.send(a)).toBeNull();
    const r = await lib.importText(text('v2-finished.json'));
    expect(r.ok).toBe(true);
    const rows = await lib.list();
    expect(rows).toHaveLength(2);
    expect(rows.find((x) => x.id === ref.id)?.actions).toBe(6);
  });
});
