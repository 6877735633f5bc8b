/** A card game taken over by another tab: the table on screen is told to leave, and only on a take-over. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryKeyValue } from '../src/app/saveStore';
import { takenText } from '../src/app/tabGuard';
import { loadLanguage } from '../src/i18n';
import { FakeLocks, Hub } from './tabFakes';
import { appTab, turns } from './appTab';
import { realSetup } from './helpers';

beforeAll(async () => {
  await loadLanguage('en');
});

describe('a card game taken over by another tab', () => {
  it('tells the table on screen to leave once its game has ended here, and a new game is no take-over', async () => {
    const shared = { kv: new MemoryKeyValue(), locks: new FakeLocks(), hub: new Hub() };
    const a = appTab('a', shared);
    const b = appTab('b', shared);
    const ga = a.app.late().games;
    let left = 0;
    const stop = ga.onTaken(() => left++);
    expect(ga.newGame(realSetup(4), 8).ok).toBe(true);
    expect(ga.newGame(realSetup(4), 9).ok).toBe(true);
    await turns(60);
    expect(left).toBe(0);
    const id = a.app.late().saves.currentSaveId() ?? '';
    expect((await b.app.late().saves.list()).map((r) => r.id)).toContain(id);
    expect(await b.app.late().saves.resume(id)).toBeNull();
    b.notices[0]?.action?.run();
    await turns(60);
    expect(left).toBe(1);
    expect(ga.current()).toBeNull();
    expect(b.app.late().games.current()).not.toBeNull();
    expect(a.notices.map((n) => n.message)).toEqual([takenText()]);
    stop();
    a.notices[0]?.action?.run();
    await turns(60);
    b.notices.at(-1)?.action?.run();
    await turns(60);
    expect(ga.current()).toBeNull();
    expect(left).toBe(1);
  });
});
