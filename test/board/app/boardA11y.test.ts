/** The board session as the screen reader reads it: the source of its models and the lines announced per update. */
import { beforeAll, describe, expect, it } from 'vitest';
import { BoardSession } from '../../../src/app/board/boardSession';
import type { BoardSeatConfig, BoardUpdate } from '../../../src/app/board/boardSession';
import { boardA11ySource, boardOpening, boardSpokenAfter } from '../../../src/app/boardA11y';
import { boardLogAfter } from '../../../src/app/boardLog';
import type { BoardLogLine } from '../../../src/app/boardLog';
import { setLanguage, t } from '../../../src/i18n';

const SEATS: BoardSeatConfig[] = [
  { name: 'Ann', colour: 0, bot: null },
  { name: 'Bea', colour: 1, bot: 'easy' },
  { name: 'Cid', colour: 2, bot: 'easy' },
  { name: 'Dot', colour: 3, bot: 'easy' },
];

let WHY = '';

beforeAll(async () => {
  await setLanguage('en');
  WHY = t('boardTable.because', { reason: t('reason.fallback') });
});

function session(): BoardSession {
  const r = BoardSession.create({ players: 4 }, 11, SEATS);
  if (!r.ok) throw new Error(r.error);
  return r.session;
}

describe('the board session for the screen reader', () => {
  it('reads the person seats, the seat due and the action count from the session', () => {
    const s = session();
    const src = boardA11ySource(s);
    expect(src.persons).toEqual([true, false, false, false]);
    expect(src.names).toEqual(['Ann', 'Bea', 'Cid', 'Dot']);
    expect(src.active).toBe(s.activeSeat());
    expect(src.actions).toBe(0);
    expect(boardOpening(s).length).toBe(src.active === 0 ? 1 : 0);
  });

  it('announces each action as the log shows it, asks the person when due, and says nothing after an undo', () => {
    const s = session();
    let log: BoardLogLine[] = [];
    let asked = 0;
    let spokenActions = 0;
    let acted = 0;
    let undone = false;
    let undos = 0;
    const stop = s.subscribe((u: BoardUpdate) => {
      log = boardLogAfter(s, log, u);
      const spoken = boardSpokenAfter(s, u);
      if (!u.action) {
        undos++;
        expect(spoken).toEqual([]);
        return;
      }
      spokenActions++;
      // The log's latest lines are the action's, then the bot's reason, which is not announced.
      const shown = log.filter((l) => l.last && l.text !== WHY).map((l) => l.text);
      const personDue = s.state.phase !== 'over' && s.seats[s.activeSeat()]?.bot === null;
      expect(spoken.slice(0, shown.length)).toEqual(shown);
      expect(spoken).toHaveLength(shown.length + (personDue ? 1 : 0));
      if (personDue) {
        asked++;
        expect(spoken.at(-1)).toMatch(/^Your turn: /);
      }
    });
    for (let i = 0; i < 1000 && s.state.phase !== 'over'; i++) {
      const a = s.legal(s.activeSeat())[0];
      if (!a) throw new Error(`no move at ${i}: ${s.state.phase} seat ${s.activeSeat()}`);
      const seat = s.activeSeat();
      const r = s.seats[seat]?.bot ? s.actForBot(a, { kind: 'fallback' }) : s.act(a);
      expect(r.ok).toBe(true);
      acted++;
      // Once, right after the person's first move: take it back (the person knows; nothing is announced).
      if (seat === 0 && !undone && s.canUndo()) undone = s.undo();
    }
    expect(s.state.phase).toBe('over');
    stop();
    expect(spokenActions).toBe(acted);
    expect(undos).toBe(1);
    expect(asked).toBeGreaterThan(0);
  });
});
