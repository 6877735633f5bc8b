/** The seat panels' pills during an auction: a person who has bid no longer reads "Choosing a bid" (issue 27, item 31). */
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { Action, GameState } from '../src/cards/engine';
import { LANGUAGES, setLanguage, t } from '../src/i18n';
import { seatStatuses } from '../src/scenes/table/tableTexts';
import { tieStart } from './browser/langStates';

afterAll(async () => {
  await setLanguage('en');
});

/** The golden game's first auction where seat 0 (a person) bids while another seat has still to bid; after its bid. */
function afterOwnBid(): GameState {
  const save = JSON.parse(tieStart().record) as { setup: never; seed: number; actions: Action[] };
  const start = createGame(save.setup, save.seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  for (const a of save.actions) {
    const v = viewFor(s, 0);
    if (v.phase === 'bidding' && v.active.includes(0) && v.active.length > 1) break;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`);
    s = r.state;
  }
  const bid = legalActions(s, 0).find((a) => a.type === 'bid');
  if (!bid) throw new Error('seat 0 has no bid to make');
  const r = applyAction(s, bid);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('the seat pills once the person has bid', () => {
  const view = viewFor(afterOwnBid(), 0);
  const waiting = view.active.filter((i) => i !== 0);

  it.each(LANGUAGES)('%s: the bidder has no "choosing" pill, the seats still to bid have one', async (l) => {
    await setLanguage(l);
    expect(view.phase).toBe('bidding');
    expect(waiting.length).toBeGreaterThan(0);
    for (const shared of [false, true]) {
      const st = seatStatuses(view, 0, -1, shared);
      expect(st[0]?.label ?? null).not.toBe(t('table.choosingBid'));
      expect(st[0]?.active).toBe(false);
      for (const i of waiting) expect(st[i]?.label).toBe(t('table.choosingBid'));
    }
  });
});
