/** The daily deal and the scorepad in the browser: their records, starting a deal, following games. */
import type { Games } from './app';
import { dailySetup, dealSeed, utcDay } from './daily';
import { DailyHistory, DailyTracker, summarize } from './dailyHistory';
import type { DailySummary } from './dailyHistory';
import { PadStore } from './scorepad';
import type { KeyValue } from './saveStore';
import type { Saves } from './storage';
import { t } from '../i18n';
import type { showNotice } from '../ui/notice';

/** Today's deal date (UTC). */
export function todayDeal(): string {
  return utcDay(Date.now());
}

/** One App's daily deals and scorepads, kept in `kv` (localforage in the browser). */
export class DailyApp {
  private readonly history: DailyHistory;
  /** The scorepad's store. */
  readonly pads: PadStore;

  /** Follows every game of `games` and records a daily game's result once when it ends. */
  constructor(
    private readonly games: Games,
    private readonly saves: Saves,
    kv: KeyValue,
    notify: typeof showNotice,
  ) {
    this.history = new DailyHistory(kv);
    this.pads = new PadStore(kv);
    const tracker = new DailyTracker({
      history: this.history,
      saveId: () => saves.currentSaveId(),
      now: () => Date.now(),
      recorded: (game) =>
        void this.history.read().then((r) => {
          const res = r?.results.find((x) => x.game === game);
          if (res) notify(t('daily.recorded', { date: res.date, score: res.score }), 'info', 6000);
        }),
    });
    games.onStart((s) => tracker.watch(s));
  }

  /** Starts a date's deal as the current game and notes it in the history; false when the game could not start. */
  async start(date: string): Promise<boolean> {
    const setup = dailySetup(t('daily.you'), [
      t('daily.rival', { n: 1 }),
      t('daily.rival', { n: 2 }),
      t('daily.rival', { n: 3 }),
    ]);
    if (!this.games.newGame(setup, dealSeed(date)).ok) return false;
    const id = this.saves.currentSaveId();
    if (id) await this.history.start(id, date);
    return true;
  }

  /** The daily summary for the screen, or null when the history cannot be read. */
  async summary(): Promise<DailySummary | null> {
    const rec = await this.history.read();
    return rec ? summarize(rec, todayDeal()) : null;
  }
}
