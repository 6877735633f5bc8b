import { describe, expect, it } from 'vitest';
import { DealLink } from '../src/app/dealLink';
import type { LinkPage } from '../src/app/dealLink';
import { legalActions, viewFor } from '../src/cards/engine';
import {
  badDealText,
  FIRST_DEAL,
  LAST_DEAL,
  dailyOutcome,
  dailySetup,
  dayNumber,
  dealCode,
  dealFromQuery,
  dealLink,
  dealSeed,
  isDailySetup,
  parseDeal,
  utcDay,
} from '../src/app/daily';
import {
  DAILY_SCHEMA_VERSION,
  DailyHistory,
  DailyTracker,
  parseDailyRecord,
  summarize,
} from '../src/app/dailyHistory';
import { MemoryKeyValue } from '../src/app/saveStore';
import type { GameSession } from '../src/app/session';
import { openSession } from './helpers';
import { loadLanguage } from '../src/i18n';

const NAMES = ['Ann', 'Bob', 'Cy'] as const;

/** Plays the person's first legal action (passing abilities) until `moves` more actions were applied or the game ends. */
function playOn(s: GameSession, moves: number): void {
  for (let i = 0; i < moves && s.state.phase !== 'over'; i++) {
    const seat = s.activeSeats()[0];
    if (seat === undefined) throw new Error(`nobody to act in ${s.state.phase}`);
    const legal = legalActions(s.state, seat);
    const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type !== 'sell') ?? legal[0];
    if (!a || s.send(a) !== null) throw new Error('no legal action');
  }
}

describe('the daily deal seed', () => {
  it('is a pure function of the date: the same date gives the same seed and the same first view', () => {
    expect(dealSeed('2026-11-23')).toBe(dealSeed('2026-11-23'));
    expect(dealSeed('2026-11-23')).not.toBe(dealSeed('2026-11-24'));
    const a = openSession(dailySetup('You', NAMES), dealSeed('2026-11-23'), null);
    const b = openSession(dailySetup('Someone', ['X', 'Y', 'Z']), dealSeed('2026-11-23'), null);
    expect(viewFor(a.state, 0).offer).toEqual(viewFor(b.state, 0).offer);
    expect(a.state.c).toEqual(b.state.c);
    expect(a.state.rng).toBe(b.state.rng);
  });

  it('has a fixed value for a known date, so Node and the browser can be compared', () => {
    expect(dealSeed('2026-11-23')).toMatchInlineSnapshot(`2000797203`);
  });

  it('spreads over many dates with no repeat in ten years', () => {
    const seeds = new Set<number>();
    for (let d = 20000; d < 23650; d++) seeds.add(dealSeed(utcDay(d * 86_400_000)));
    expect(seeds.size).toBe(3650);
  });
});

describe('deal codes and links', () => {
  it('turns a date into a short code and back', () => {
    expect(dealCode('2026-11-23')).toBe('G18');
    expect(dayNumber('2026-11-23')).toBe(20780);
    expect(parseDeal(dealCode('2026-11-23'))).toBe('2026-11-23');
    expect(parseDeal(dealCode('2026-11-23').toLowerCase())).toBe('2026-11-23');
    expect(parseDeal('2026-11-23')).toBe('2026-11-23');
  });

  it('refuses texts that name no date', () => {
    for (const bad of ['', '2026-02-30', '2026-13-01', 'hello!', 'x', '12345', null])
      expect(parseDeal(bad)).toBeNull();
  });

  it('gives every deal a code that opens it again, and no deal outside the range codes can name', () => {
    expect([FIRST_DEAL, LAST_DEAL]).toEqual(['1973-07-20', '6568-08-18']);
    for (const date of [FIRST_DEAL, '1999-12-31', '2026-11-23', '4000-02-29', LAST_DEAL]) {
      expect(parseDeal(date), date).toBe(date);
      expect(parseDeal(dealCode(date)), date).toBe(date);
    }
    for (let d = 20000; d < 20400; d++) {
      const date = utcDay(d * 86_400_000);
      expect(parseDeal(dealCode(date))).toBe(date);
    }
    // A link or a typed date outside the range opens no deal (its code could not be typed back).
    for (const date of ['1970-01-02', '1973-07-19', '6568-08-19', '9999-12-31', '0001-01-01'])
      expect(parseDeal(date), date).toBeNull();
    expect(dealFromQuery('?deal=1972-05-01')).toBeNull();
  });

  it('says which dates have a deal when a text names none', async () => {
    await loadLanguage('en');
    expect(badDealText()).toBe(
      'That is neither a deal code nor a date from July 20, 1973 to August 18, 6568.',
    );
  });

  it('builds and reads the link', () => {
    const link = dealLink('https://example.test/cc/?x=1#top', '2026-11-23');
    expect(link).toBe('https://example.test/cc/?deal=2026-11-23');
    expect(dealFromQuery(new URL(link).search)).toBe('2026-11-23');
    expect(dealFromQuery(`?deal=${dealCode('2026-11-23')}`)).toBe('2026-11-23');
    expect(dealFromQuery('?other=1')).toBeNull();
  });

  it('knows the UTC day of a moment', () => {
    expect(utcDay(Date.UTC(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(utcDay(Date.UTC(2026, 10, 24, 0, 0))).toBe('2026-11-24');
  });
});

describe('the daily setup', () => {
  it('is one person and three expert virtual players', () => {
    const s = dailySetup('You', NAMES);
    expect(s.seats.map((x) => x.kind)).toEqual(['real', 'virtual', 'virtual', 'virtual']);
    expect(isDailySetup(s)).toBe(true);
    expect(isDailySetup({ seats: s.seats.slice(0, 3) })).toBe(false);
  });
});

describe('the daily history', () => {
  it('records a game once, even after a reload mid-game', async () => {
    const kv = new MemoryKeyValue();
    const date = '2026-11-23';
    const setup = dailySetup('You', NAMES);
    const first = openSession(setup, dealSeed(date), null);
    let history = new DailyHistory(kv);
    let tracker = new DailyTracker({ history, saveId: () => 'save-1', now: () => 1000 });
    await history.start('save-1', date);
    tracker.watch(first);
    playOn(first, 60);
    expect(first.state.phase).not.toBe('over');
    // The reload: a new page rebuilds the session from its log, with new history and tracker objects.
    tracker.stop();
    const again = openSession(setup, dealSeed(date), null, first.actions);
    history = new DailyHistory(kv);
    const recorded: string[] = [];
    tracker = new DailyTracker({
      history,
      saveId: () => 'save-1',
      now: () => 2000,
      recorded: (g) => recorded.push(g),
    });
    tracker.watch(again);
    playOn(again, 5000);
    expect(again.state.phase).toBe('over');
    await new Promise((r) => setTimeout(r, 0));
    expect(await tracker.settle(again, 'save-1')).toBe(false);
    // Reopened once more, already over: still one result.
    const third = new DailyTracker({
      history: new DailyHistory(kv),
      saveId: () => 'save-1',
      now: () => 3000,
    });
    third.watch(openSession(setup, dealSeed(date), null, again.actions));
    await new Promise((r) => setTimeout(r, 0));
    const rec = await history.read();
    const out = dailyOutcome(again.state);
    expect(rec?.results).toEqual([
      { date, game: 'save-1', score: out?.score, won: out?.won, finishedAt: 2000 },
    ]);
    expect(recorded).toEqual(['save-1']);
  });

  it('ignores games that were not started as daily games', async () => {
    const h = new DailyHistory(new MemoryKeyValue());
    expect(await h.finish('other', 50, true, 1)).toBe(false);
    expect((await h.read())?.results).toEqual([]);
  });

  it('keeps the best score per deal and counts the streak of days', async () => {
    const h = new DailyHistory(new MemoryKeyValue());
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-22', '2026-11-18'];
    for (const [i, d] of days.entries()) {
      await h.start(`g${i}`, d);
      await h.finish(`g${i}`, 40 + i * 10, i % 2 === 0, i);
    }
    const rec = await h.read();
    if (!rec) throw new Error('unreadable');
    expect(rec.schemaVersion).toBe(DAILY_SCHEMA_VERSION);
    const s = summarize(rec, '2026-11-23');
    expect(s.best['2026-11-22']).toBe(70);
    expect(s.results.map((r) => r.game)).toEqual(['g4', 'g3', 'g2', 'g1', 'g0']);
    expect(s.streak).toBe(3);
    expect(summarize(rec, '2026-11-22').streak).toBe(3);
    expect(summarize(rec, '2026-11-25').streak).toBe(0);
  });

  it('leaves a record of an unknown version alone', async () => {
    const kv = new MemoryKeyValue();
    const future = { schemaVersion: 99, started: {}, results: [] };
    await kv.setItem('daily', future);
    const h = new DailyHistory(kv);
    expect(await h.read()).toBeNull();
    expect(await h.start('g', '2026-11-23')).toBe(false);
    expect(await kv.getItem('daily')).toEqual(future);
    expect(parseDailyRecord('junk')).toBeNull();
  });
});

describe('the deal link the page was opened with', () => {
  /** An address with `search` whose query cannot be taken off when `stuck`; counts the tries. */
  function address(search: string, stuck = false): LinkPage & { clears: number } {
    const page = {
      clears: 0,
      search: () => search,
      clearQuery: () => {
        page.clears++;
        if (stuck) throw new Error('no history');
      },
    };
    return page;
  }

  it('is read once, then taken off the address; a link without a deal is left alone', () => {
    const page = address('?deal=2026-11-23');
    const link = new DealLink(page);
    expect(link.take()).toBe(dealFromQuery('?deal=2026-11-23'));
    expect(link.take()).toBeNull();
    expect(page.clears).toBe(1);
    const plain = address('?lang=de');
    expect(new DealLink(plain).take()).toBeNull();
    expect(plain.clears).toBe(0);
    expect(new DealLink(null).take()).toBeNull();
  });

  it('each App reads it once for itself, even when the address keeps its query', () => {
    const page = address('?deal=2026-11-23', true);
    const one = new DealLink(page);
    const two = new DealLink(page);
    expect(one.take()).not.toBeNull();
    expect(one.take()).toBeNull();
    expect(two.take()).toBe(dealFromQuery('?deal=2026-11-23'));
    expect(two.take()).toBeNull();
  });
});
