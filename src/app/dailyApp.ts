/** The daily deal and the scorepad in the browser: their records in localforage, starting a deal, following games. */
import localforage from 'localforage';
import { newGame, onGameStart } from './app';
import { dailySetup, dealSeed, utcDay } from './daily';
import { DailyHistory, DailyTracker, summarize } from './dailyHistory';
import type { DailySummary } from './dailyHistory';
import { PadStore } from './scorepad';
import { currentSaveId } from './storage';
import { t } from '../i18n';
import { showNotice } from '../ui/notice';

let local: { history: DailyHistory; pads: PadStore } | null = null;

function stores(): { history: DailyHistory; pads: PadStore } {
  if (!local) {
    const kv = localforage.createInstance({ name: 'carson-city' });
    local = { history: new DailyHistory(kv), pads: new PadStore(kv) };
  }
  return local;
}

/** Follows every game that becomes current and records a daily game's result once when it ends (createApp, once). */
export function installDaily(): void {
  const tracker = new DailyTracker({
    history: stores().history,
    saveId: currentSaveId,
    now: () => Date.now(),
    recorded: (game) =>
      void stores()
        .history.read()
        .then((r) => {
          const res = r?.results.find((x) => x.game === game);
          if (res) showNotice(t('daily.recorded', { date: res.date, score: res.score }), 'info', 6000);
        }),
  });
  onGameStart((s) => tracker.watch(s));
}

/** Today's deal date (UTC). */
export function todayDeal(): string {
  return utcDay(Date.now());
}

/** Starts a date's deal as the current game and notes it in the history; false when the game could not start. */
export async function startDaily(date: string): Promise<boolean> {
  const setup = dailySetup(t('daily.you'), [
    t('daily.rival', { n: 1 }),
    t('daily.rival', { n: 2 }),
    t('daily.rival', { n: 3 }),
  ]);
  if (!newGame(setup, dealSeed(date)).ok) return false;
  const id = currentSaveId();
  if (id) await stores().history.start(id, date);
  return true;
}

/** The daily summary for the screen, or null when the history cannot be read. */
export async function loadDailySummary(): Promise<DailySummary | null> {
  const rec = await stores().history.read();
  return rec ? summarize(rec, todayDeal()) : null;
}

/** The scorepad's store. */
export function padStore(): PadStore {
  return stores().pads;
}
