/** The tab guard for the board game: one board game in one tab, with take-over, as for the card game. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app/createApp';
import { MemoryKeyValue } from '../../../src/app/saveStore';
import { busyText, takenText } from '../../../src/app/tabGuard';
import { boardDigest } from '../../../src/app/board/boardDigest';
import { loadLanguage } from '../../../src/i18n';
import { FakeLocks, Hub } from '../../tabFakes';
import { appTab, turns } from '../../appTab';
import type { Notice, SharedTabs } from '../../appTab';
import { boardSeats } from './boardRecords';

/** A tab whose board opener counts the boards it showed. */
function tab(name: string, shared: SharedTabs): { app: App; notices: Notice[]; boardsOpened: number[] } {
  const boardsOpened: number[] = [];
  const { app, notices } = appTab(name, shared);
  app.late().saves.setBoardOpener(() => boardsOpened.push(1));
  return { app, notices, boardsOpened };
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('a board game open in two tabs', () => {
  it('is not opened in the second tab, which may take it over; the first then stops and may take it back', async () => {
    const shared = { kv: new MemoryKeyValue(), locks: new FakeLocks(), hub: new Hub() };
    const a = tab('a', shared);
    const b = tab('b', shared);
    const ga = a.app.late().boardGames;
    expect(ga.newGame({ players: 2 }, 8, boardSeats([null, null])).ok).toBe(true);
    const s = ga.current();
    if (!s) throw new Error('no game');
    for (let i = 0; i < 5; i++) {
      const move = s.legal(s.activeSeat()).find((x) => x.type !== 'road');
      if (move) expect(s.act(move).ok).toBe(true);
    }
    await ga.settle();
    await turns();
    const id = ga.currentId() ?? '';
    expect((await b.app.late().saves.list()).map((r) => [r.id, r.kind])).toEqual([[id, 'board']]);

    // The second tab is told the game is busy, and opens nothing.
    const got = await b.app.late().saves.resumeBoard(id);
    expect(got).toBeNull();
    expect(b.app.late().boardGames.current()).toBeNull();
    expect(b.notices.map((n) => n.message)).toEqual([busyText()]);

    // It takes the game over: the first tab stops (its last write kept) and is told; the second plays on from there.
    b.notices[0]?.action?.run();
    await turns(60);
    expect(ga.current()).toBeNull();
    expect(s.ended).toBe(true);
    expect(a.notices.map((n) => n.message)).toEqual([takenText()]);
    const there = b.app.late().boardGames.current();
    expect(there?.actions.length).toBe(5);
    expect(there && boardDigest(there.state)).toBe(boardDigest(s.state));
    expect(b.boardsOpened).toEqual([1]);

    // The first tab takes it back the same way.
    a.notices[0]?.action?.run();
    await turns(60);
    expect(b.app.late().boardGames.current()).toBeNull();
    expect(ga.current()?.actions.length).toBe(5);
    expect(a.boardsOpened).toEqual([1]);
  });

  it('tells the board on screen to leave when another tab takes its game over, and only then', async () => {
    const shared = { kv: new MemoryKeyValue(), locks: new FakeLocks(), hub: new Hub() };
    const a = tab('a', shared);
    const b = tab('b', shared);
    const ga = a.app.late().boardGames;
    let left = 0;
    const stop = ga.onTaken(() => left++);
    expect(ga.newGame({ players: 2 }, 8, boardSeats([null, null])).ok).toBe(true);
    // A new game ends the one before it here: that is no take-over.
    expect(ga.newGame({ players: 2 }, 9, boardSeats([null, null])).ok).toBe(true);
    await ga.settle();
    await turns();
    expect(left).toBe(0);
    const id = ga.currentId() ?? '';
    expect(await b.app.late().saves.resumeBoard(id)).toBeNull();
    b.notices[0]?.action?.run();
    await turns(60);
    // The board here leaves (for the title) once the game has ended, and the player reads the card game's message.
    expect(left).toBe(1);
    expect(ga.current()).toBeNull();
    expect(a.notices.map((n) => n.message)).toEqual([takenText()]);
    stop();
    // Taking it back here, then losing it again, tells no listener that has gone.
    a.notices[0]?.action?.run();
    await turns(60);
    b.notices.at(-1)?.action?.run();
    await turns(60);
    expect(ga.current()).toBeNull();
    expect(b.app.late().boardGames.current()).not.toBeNull();
    expect(left).toBe(1);
  });

  it('lets two tabs play two different board games, and a card game beside a board game', async () => {
    const shared = { kv: new MemoryKeyValue(), locks: new FakeLocks(), hub: new Hub() };
    const a = tab('a', shared);
    const b = tab('b', shared);
    a.app.late().boardGames.newGame({ players: 2 }, 8, boardSeats([null, null]));
    b.app.late().boardGames.newGame({ players: 3 }, 9, boardSeats([null, null, null]));
    await turns();
    const ida = a.app.late().boardGames.currentId();
    const idb = b.app.late().boardGames.currentId();
    expect(ida && idb && ida !== idb).toBe(true);
    // Each tab reopening its own game keeps it; neither was told of the other.
    expect(await a.app.late().saves.resumeBoard(ida ?? '')).not.toBeNull();
    expect(a.notices.concat(b.notices)).toEqual([]);
    // After tab b ends its game, tab a may open it.
    b.app.late().boardGames.end();
    await turns();
    expect((await a.app.late().saves.resumeBoard(idb ?? ''))?.seats.length).toBe(3);
    expect(a.notices).toEqual([]);
  });
});
