/** Entry point: wires the app (createApp), then creates the Phaser game (WebGL, 1600x900 scaled to fit) with every scene, audio and the PWA. */
import Phaser from 'phaser';
import { currentGame, viewerSeat } from './app/app';
import { createApp } from './app/createApp';
import { initStorage, markAtTable, reloadedAtTable, setTableOpener } from './app/storage';
import { setupPwa } from './app/pwa';
import { HOOK_ENABLED, setHookCapture, setHookTexts } from './app/testHook';
import { ArtLoaderScene, BootScene, restOfArt } from './scenes/BootScene';
import { registerLateLoad } from './scenes/lateLoad';
import { RulesScene } from './scenes/RulesScene';
import { SettingsScene } from './scenes/SettingsScene';
import { SetupScene } from './scenes/SetupScene';
import { TitleScene } from './scenes/TitleScene';
import { goTo, SCENES, redrawOnLanguageChange, relayoutOnModeChange } from './scenes/common';
import { language, loadLanguage, startIn, startLanguage } from './i18n';
import { getSettings } from './ui/settings';
import { installA11y } from './ui/a11y';
import { initAudio } from './ui/audio';
import { applyTextSize } from './ui/settings';
import { fixMultiTextureSampling } from './ui/rendererFix';
import { visibleTexts } from './ui/textProbe';
import { BASE_H, BASE_W } from './ui/theme';
import { installViewport, scaleModeAtStart } from './ui/viewport';

/**
 * Scenes the title does not need, kept out of the entry chunk (smaller initial JS, see scripts/perf.ts). They are
 * fetched once the title is up and registered when they arrive; goTo waits for them (and the rest of the art and the
 * saves store), see lateLoad.ts.
 */
const lateScenes = (): Promise<[string, Phaser.Types.Scenes.SceneType][]> =>
  Promise.all([
    import('./scenes/TableScene'),
    import('./scenes/ScoringScene'),
    import('./scenes/SavesScene'),
    import('./scenes/StatsScene'),
    import('./scenes/ReplayScene'),
  ]).then(([table, scoring, saves, stats, replay]): [string, Phaser.Types.Scenes.SceneType][] => [
    [SCENES.table, table.TableScene],
    [SCENES.scoring, scoring.ScoringScene],
    [SCENES.saves, saves.SavesScene],
    [SCENES.stats, stats.StatsScene],
    [SCENES.replay, replay.ReplayScene],
  ]);

/** Registers the late scenes with the game once both they and the game exist. */
async function registerLateScenes(game: Phaser.Game): Promise<void> {
  const scenes = await lateScenes();
  for (const [key, scene] of scenes) {
    if (!game.scene.getScene(key)) game.scene.add(key, scene);
  }
  // A reload while the table is on screen goes straight back to the game (see bootDestination).
  const table = game.scene.getScene(SCENES.table);
  table?.events.on(Phaser.Scenes.Events.CREATE, () => markAtTable(true));
  table?.events.on(Phaser.Scenes.Events.SHUTDOWN, () => markAtTable(false));
}

/** Creates the Phaser game with every scene; called once the player's language is loaded. */
function startGame(): Phaser.Game {
  return new Phaser.Game({
    type: Phaser.WEBGL,
    parent: 'game',
    transparent: true,
    scale: {
      // FIT with a letterbox; on a phone EXPAND fills the screen and the cameras centre the layout (ui/viewport.ts).
      mode: scaleModeAtStart(),
      autoCenter: Phaser.Scale.CENTER_BOTH,
      width: BASE_W,
      height: BASE_H,
    },
    render: {
      antialias: true,
      roundPixels: true,
      mipmapFilter: 'LINEAR_MIPMAP_LINEAR',
      powerPreference: 'high-performance',
    },
    // Phaser replaces frame times over 1/min s with older ones and caps the first panicMax frames at 60 fps steps.
    // On a slow device (or a software renderer) that plays every animation in slow motion; a card game would
    // rather skip frames and keep to the clock.
    fps: { min: 1, panicMax: 5 },
    audio: { noAudio: true },
    input: { activePointers: 2 },
    disableContextMenu: true,
    banner: false,
    // A fresh start opens the title first (it loads its own logo); a reload mid-game boots into the table.
    scene: [
      ...(reloadedAtTable() ? [BootScene, TitleScene] : [TitleScene, BootScene]),
      ArtLoaderScene,
      SetupScene,
      SettingsScene,
      RulesScene,
    ],
  });
}

/**
 * Boots once the language is ready (before the first frame): the saved choice from the quick settings copy, else the
 * browser's languages, else English. A language that fails to load falls back to English.
 */
async function boot(): Promise<void> {
  createApp();
  applyTextSize();
  initAudio();
  setupPwa();
  await startIn(startLanguage(getSettings().language, navigator.languages ?? []));
  const game = startGame();
  redrawOnLanguageChange(game);
  relayoutOnModeChange(game);
  // The rest of English (rules, table, saved games, scoring) comes with the late scenes; other languages load whole.
  const englishRest = (): Promise<unknown> => (language() === 'en' ? loadLanguage('en') : Promise.resolve());
  registerLateLoad(() => Promise.all([registerLateScenes(game), restOfArt, initStorage(), englishRest()]));
  fixMultiTextureSampling(game);
  if (HOOK_ENABLED) {
    setHookTexts(() => visibleTexts(game));
    setHookCapture(
      () =>
        new Promise((done) =>
          game.renderer.snapshot(
            (shot) => done(shot instanceof HTMLImageElement ? shot.src : ''),
            'image/png',
          ),
        ),
    );
  }
  // After this tab takes a game over from another tab, the table shows it (restarting if it is already up).
  setTableOpener(() => {
    const from = game.scene.getScenes(true)[0];
    if (from) goTo(from, SCENES.table);
  });
  installViewport(game);
  installA11y({
    view: () => {
      const s = currentGame();
      return s ? s.view(viewerSeat(s)) : null;
    },
    scene: () => game.scene.getScenes(true).at(-1)?.scene.key ?? '',
  });
}

void boot();
