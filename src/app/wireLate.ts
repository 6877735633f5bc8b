/** Builds the App's late parts, behind the title (src/late.ts): the games, the bots' worker, the saves, the daily deals and the test hook's sources. */
import { Games } from './app';
import type { BotRunner } from './botRunner';
import type { App } from './createApp';
import { DailyApp } from './dailyApp';
import { stateDigest } from './digest';
import { Saves, newSaveId } from './storage';
import { BoardGames } from './board/boardGames';
import { boardSummaryOf } from './board/boardSummary';
import { boardJournal } from './board/boardJournal';
import { easyInPage } from './boardBots';
import type { BoardBotRunner } from './boardBots';
import type { SaveDeps } from './storage';
import { Lessons } from './tutorial/run';
import { Insights } from './insights';
import { BoardLessons } from './boardLesson/run';
import { sessionSlot } from './tutorial/progress';
import { IN_BOARD_LESSON_KEY } from './atTable';

/**
 * Attaches the games, saves, daily deals and the board game to `app` (bots from `bots` and `boardBots`, records in
 * `deps`) and feeds the test hook.
 */
export function wireLate(
  app: App,
  bots: BotRunner,
  deps: SaveDeps,
  boardBots: BoardBotRunner = easyInPage,
): void {
  const games = new Games(bots);
  const boardGames = new BoardGames({
    kv: deps.kv,
    now: deps.now,
    newId: newSaveId,
    bots: boardBots,
    journal: boardJournal(),
  });
  const saves = new Saves(games, app.settings, bots, deps, boardGames);
  const daily = new DailyApp(games, saves, deps.kv, deps.notify);
  games.onStart(() => boardGames.cardsStarted());
  const boardLessons = new BoardLessons({
    games: boardGames,
    kv: deps.kv,
    playing: () => (deps.tabSlot ?? sessionSlot)(IN_BOARD_LESSON_KEY),
  });
  app.attachLate({
    games,
    saves,
    daily,
    boardGames,
    lessons: new Lessons(games),
    boardLessons,
    insights: new Insights(),
  });
  app.hook.setSources({
    board: () => boardSummaryOf(boardGames, boardLessons.summary()),
    errors: () => [...(games.current()?.errors ?? []), ...(boardGames.current()?.errors ?? [])],
    view: () => {
      const s = games.current();
      return s ? s.view(games.viewerSeat(s)) : null;
    },
    game: () => {
      const s = games.current();
      if (!s) return null;
      return {
        seed: s.seed,
        actions: s.actions.length,
        phase: s.state.phase,
        id: saves.currentSaveId(),
        digest: stateDigest(s.state),
        viewer: games.viewerSeat(s),
      };
    },
  });
}
