/** The seat panels' pills during an auction: a person who has bid no longer reads "Choosing a bid" (issue 27, item 31). */
import { afterAll, describe, expect, it } from 'vitest';
import { viewFor } from '../src/cards/engine';
import { LANGUAGES, setLanguage, t } from '../src/i18n';
import { seatStatuses } from '../src/scenes/table/tableTexts';
import { afterOwnBid } from './tieGame';

afterAll(async () => {
  await setLanguage('en');
});

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
