/** Export and import of board saves, and forged or damaged files: a message, and nothing in the library lost. */
import { beforeAll, describe, expect, it } from 'vitest';
import { saveProblemText } from '../../../src/app/saveFormat';
import type { SaveSummary } from '../../../src/app/saveStore';
import { BOARD_SAVE_PREFIX, readBoardSave } from '../../../src/app/board/boardSave';
import { boardDigest } from '../../../src/app/board/boardDigest';
import { loadLanguage } from '../../../src/i18n';
import { boardRecord, cardSave, shelves } from './boardRecords';

beforeAll(async () => {
  await loadLanguage('en');
});

/** What the list shows, to check that a refused file changed nothing. */
const snapshot = (rows: SaveSummary[]): string[] => rows.map((r) => `${r.kind}:${r.id}:${r.actions}`);

describe('board save files', () => {
  it('exports a board save without the bots’ reasons, and imports it back as the same game', async () => {
    const { kv, lib } = await shelves();
    const stored = boardRecord('b-run', { moves: 60 });
    await kv.setItem(`${BOARD_SAVE_PREFIX}b-run`, { ...stored, reasons: { 3: { kind: 'fallback' } } });
    const out = await lib.exportFile('b-run', 'board');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.name).toMatch(/^carson-city-board-\d{4}-\d{2}-\d{2}-b-run\.json$/);
    const file = JSON.parse(out.text) as Record<string, unknown>;
    expect(file.kind).toBe('board');
    expect(file.reasons).toEqual({});
    // The same game is already here; under its id elsewhere it arrives as itself.
    expect(await lib.importText(out.text)).toEqual({
      ok: true,
      kind: 'board',
      id: 'b-run',
      finished: false,
      already: true,
    });
    await lib.remove('b-run', 'board');
    const back = await lib.importText(out.text);
    expect(back).toMatchObject({ ok: true, kind: 'board', id: 'b-run', already: false });
    const r = readBoardSave(await kv.getItem(`${BOARD_SAVE_PREFIX}b-run`));
    const want = readBoardSave(stored);
    expect(r.ok && want.ok && boardDigest(r.session.state)).toBe(want.ok && boardDigest(want.session.state));
  });

  it('gives an imported board save a new id when a card save or another board game has its id', async () => {
    const { kv, lib } = await shelves();
    const onCard = JSON.stringify(boardRecord('card1', { moves: 12 }));
    const r1 = await lib.importText(onCard);
    expect(r1.ok && r1.id).not.toBe('card1');
    expect(await kv.getItem('game:card1')).toBe(cardSave());
    const other = JSON.stringify(boardRecord('b-run', { moves: 20 }));
    const r2 = await lib.importText(other);
    expect(r2.ok && [r2.kind, r2.already]).toEqual(['board', false]);
    expect(r2.ok && r2.id).not.toBe('b-run');
    expect((await lib.list()).find((r) => r.id === 'b-run')?.actions).toBe(60);
    const odd = await lib.importText(JSON.stringify(boardRecord('../../x y', { moves: 8 })));
    expect(odd.ok && /^lib\d+$/.test(odd.id)).toBe(true);
  });

  it('keeps a card save that has a board save’s id apart from it', async () => {
    const { lib } = await shelves();
    const card = JSON.parse(cardSave()) as Record<string, unknown>;
    const r = await lib.importText(JSON.stringify({ ...card, id: 'b-done' }));
    expect(r.ok && [r.kind, r.id === 'b-done']).toEqual(['cards', false]);
    expect((await lib.list()).filter((x) => x.id === 'b-done').map((x) => x.kind)).toEqual(['board']);
  });

  it('refuses forged and damaged board files with the card game’s messages, and loses nothing', async () => {
    const { lib } = await shelves();
    const before = snapshot(await lib.list());
    const good = boardRecord('f1', { moves: 40 });
    const text = JSON.stringify(good);
    const moves = good.actions.map((a) => ({ ...a }));
    const wrongSeat = moves.map((a, i) => (i === 30 ? { ...a, seat: (a.seat + 1) % 3 } : a));
    const cases: [string, string, string][] = [
      ['kind: cards on a board record', JSON.stringify({ ...good, kind: 'cards' }), 'missing-fields'],
      ['an unknown kind', JSON.stringify({ ...good, kind: 'chess' }), 'wrong-kind'],
      [
        'a card save named a board save',
        JSON.stringify({ ...(JSON.parse(cardSave()) as object), kind: 'board' }),
        'missing-fields',
      ],
      ['a newer version', JSON.stringify({ ...good, v: 2 }), 'future-version'],
      ['version 0', JSON.stringify({ ...good, v: 0 }), 'missing-fields'],
      ['no version', JSON.stringify({ ...good, v: undefined }), 'missing-fields'],
      ['truncated JSON', text.slice(0, Math.floor(text.length / 2)), 'truncated'],
      ['truncated after the kind', text.slice(0, text.indexOf('"kind"') + 20), 'truncated'],
      ['a move by the wrong seat', JSON.stringify({ ...good, actions: wrongSeat }), 'rejected-log'],
      [
        'a move that is not one',
        JSON.stringify({ ...good, actions: [...moves.slice(0, 10), { type: 'fly', seat: 0 }] }),
        'rejected-log',
      ],
      [
        'too many seats',
        JSON.stringify({ ...good, seats: [...good.seats, good.seats[0]] }),
        'missing-fields',
      ],
      ['a seed out of range', JSON.stringify({ ...good, seed: -4 }), 'missing-fields'],
      ['no dates', JSON.stringify({ ...good, createdAt: 'soon' }), 'missing-fields'],
      ['an array', JSON.stringify([good]), 'missing-fields'],
    ];
    for (const [what, file, problem] of cases) {
      const r = await lib.importText(file);
      expect(r.ok, what).toBe(false);
      if (r.ok) continue;
      expect([what, r.problem]).toEqual([what, problem]);
      expect(r.message, what).toBe(saveProblemText(r.problem as Parameters<typeof saveProblemText>[0]));
      expect(snapshot(await lib.list()), what).toEqual(before);
    }
  });

  it('refuses to export a damaged board record, with its message, and keeps it', async () => {
    const { kv, lib } = await shelves();
    await kv.setItem(`${BOARD_SAVE_PREFIX}bad`, { ...boardRecord('bad', { moves: 9 }), seed: 'x' });
    const r = await lib.exportFile('bad', 'board');
    expect(r).toEqual({ ok: false, problem: 'missing-fields', message: saveProblemText('missing-fields') });
    expect(await kv.getItem(`${BOARD_SAVE_PREFIX}bad`)).not.toBeNull();
    expect((await lib.exportFile('nothing', 'board')).ok).toBe(false);
  });

  it('reports a full store on import, and stores nothing', async () => {
    const { kv, lib } = await shelves();
    const before = snapshot(await lib.list());
    kv.quota = 10;
    const r = await lib.importText(JSON.stringify(boardRecord('q1', { moves: 30 })));
    expect(r.ok === false && r.problem).toBe('quota');
    kv.quota = Infinity;
    expect(snapshot(await lib.list())).toEqual(before);
  });
});
