/**
 * The part of main the title does not need, fetched once the title is up (smaller initial JS, see scripts/perf.ts):
 * the app (engine, bots, saves store), the scenes after the title, and the screen reader's texts of each game.
 */
import Phaser from 'phaser';
import { localBots } from './app/app';
import type { Games } from './app/app';
import { markAtTable } from './app/atTable';
import { wireLate } from './app/wireLate';
import { appOfGame } from './scenes/appOf';
import { browserSaveDeps } from './app/storage';
import { workerBots } from './app/workerBots';
import { boardWorkerBots, easyInPage } from './app/boardBots';
import { showNotice } from './ui/notice';
import { goTo, SCENES } from './scenes/common';
import type { LateParts } from './app/startUp';
import { DailyScene } from './scenes/DailyScene';
import { ReplayScene } from './scenes/ReplayScene';
import { RulesScene } from './scenes/RulesScene';
import { SavesScene } from './scenes/SavesScene';
import { ScorepadScene } from './scenes/ScorepadScene';
import { ScoringScene } from './scenes/ScoringScene';
import { SettingsScene } from './scenes/SettingsScene';
import { SetupScene } from './scenes/SetupScene';
import { StatsScene } from './scenes/StatsScene';
import { TableScene } from './scenes/TableScene';
import { BoardSetupScene } from './scenes/BoardSetupScene';
import { BoardScene } from './scenes/BoardScene';
import { BoardScoreScene } from './scenes/BoardScoreScene';
import { BoardReplayScene } from './scenes/BoardReplayScene';
import { lensAvailable } from './scenes/table/bidLens';
import { provideA11yGame } from './ui/a11yGames';
import { cardA11yGame } from './ui/a11yModel';
import { boardA11yGame } from './ui/board/boardA11y';
import { boardA11ySource } from './app/boardA11y';
import type { GameView } from './cards/engine';

const LATE_SCENES: [string, Phaser.Types.Scenes.SceneType][] = [
  [SCENES.setup, SetupScene],
  [SCENES.settings, SettingsScene],
  [SCENES.rules, RulesScene],
  [SCENES.table, TableScene],
  [SCENES.scoring, ScoringScene],
  [SCENES.saves, SavesScene],
  [SCENES.stats, StatsScene],
  [SCENES.replay, ReplayScene],
  [SCENES.daily, DailyScene],
  [SCENES.scorepad, ScorepadScene],
  [SCENES.boardSetup, BoardSetupScene],
  [SCENES.board, BoardScene],
  [SCENES.boardScore, BoardScoreScene],
  [SCENES.boardReplay, BoardReplayScene],
];

/** The longest the table waits for the lens worker to load. */
const LENS_BOOT_WAIT_MS = 300;

/** The view of the seat on screen, null without a game. */
function viewOnScreen(games: Games): GameView | null {
  const s = games.current();
  return s ? s.view(games.viewerSeat(s)) : null;
}

/** Wires the app, registers the late scenes with the game and opens the saves store; returns what the title calls. */
export async function startLate(game: Phaser.Game): Promise<LateParts> {
  const app = appOfGame(game);
  const bots = workerBots(localBots, { notify: (m) => showNotice(m, 'warning', 10_000) });
  const boardBots = boardWorkerBots(easyInPage, { notify: (m) => showNotice(m, 'warning', 10_000) });
  wireLate(app, bots, browserSaveDeps(), boardBots);
  const { games, saves, boardGames, lessons, boardLessons, insights } = app.late();
  for (const [key, scene] of LATE_SCENES) {
    if (!game.scene.getScene(key)) game.scene.add(key, scene);
  }
  // A reload while the table is on screen goes straight back to the game (see bootDestination).
  const table = game.scene.getScene(SCENES.table);
  table?.events.on(Phaser.Scenes.Events.CREATE, () => markAtTable(true));
  table?.events.on(Phaser.Scenes.Events.SHUTDOWN, () => markAtTable(false));
  // The lens worker starts with a game that offers it, and the table waits (after its fade, briefly) until it has
  // loaded: a worker cannot start while the page builds the table, whose first turn asks at once. The table ends it.
  games.onStart((s) => {
    if (lensAvailable(s.setup, app.settings.get().bidLens)) insights.warmLens();
  });
  app.startUp.setSceneGate((key) => (key === SCENES.table ? insights.lensBooting(LENS_BOOT_WAIT_MS) : null));
  // After this tab takes a game over from another tab, the table shows it (restarting if it is already up).
  saves.setTableOpener(() => {
    const from = game.scene.getScenes(true)[0];
    if (from) goTo(from, SCENES.table);
  });
  saves.setBoardOpener(() => {
    const from = game.scene.getScenes(true)[0];
    if (from) goTo(from, SCENES.board);
  });
  provideA11yGame(
    SCENES.table,
    cardA11yGame(() => viewOnScreen(games)),
  );
  provideA11yGame(
    SCENES.board,
    boardA11yGame(() => {
      const s = boardGames.current();
      return s ? boardA11ySource(s) : null;
    }),
  );
  await saves.init();
  return {
    // A reload in a lesson goes back to the lesson, never to a saved game.
    bootDestination: async () => {
      if (lessons.interrupted()) return 'lesson';
      return (await boardLessons.interrupted()) ? 'boardLesson' : saves.bootDestination();
    },
    continueProvider: () => games.continueProvider(),
    canResume: async () =>
      (await games.continueProvider().available()) || (await boardGames.latestUnfinished()) !== null,
    resumeGame: async () => {
      const board = await boardGames.latestUnfinished();
      if (
        board &&
        ((await boardGames.lastKind()) === 'board' || !(await games.continueProvider().available()))
      )
        return (await saves.resumeBoard(board)) ? 'board' : null;
      return (await games.continueProvider().resume()) ? 'table' : null;
    },
    startTutorial: () => void lessons.start(),
    startBoardLesson: () =>
      boardLessons.start().then(
        () => true,
        () => false,
      ),
    resumeLesson: () => lessons.resumeInterrupted() !== null,
    resumeBoardLesson: async () => (await boardLessons.resumeInterrupted()) !== null,
  };
}
