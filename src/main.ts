/** Entry point: creates the Phaser game (WebGL, 1600x900 scaled to fit) with every scene, the test hook, audio and the PWA. */
import Phaser from 'phaser';
import './app/app';
import { initStorage, markAtTable } from './app/storage';
import { setupPwa } from './app/pwa';
import { installTestHook } from './app/testHook';
import { BootScene } from './scenes/BootScene';
import { RulesScene } from './scenes/RulesScene';
import { SettingsScene } from './scenes/SettingsScene';
import { SetupScene } from './scenes/SetupScene';
import { TitleScene } from './scenes/TitleScene';
import { SCENES } from './scenes/common';
import { initAudio } from './ui/audio';
import { fixMultiTextureSampling } from './ui/rendererFix';
import { BASE_H, BASE_W } from './ui/theme';

/**
 * Scenes the title does not need, kept out of the entry chunk (smaller initial JS, see scripts/perf.ts). They are
 * fetched at once, while Boot loads the art, and Boot opens the title (or the table) only once they are registered.
 */
const lateScenes = Promise.all([
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

/** Boot, waiting for the late scenes before it leaves. */
class Boot extends BootScene {
  override create(): void {
    lateScenes
      .then((scenes) => {
        for (const [key, scene] of scenes) {
          if (!this.game.scene.getScene(key)) this.game.scene.add(key, scene);
        }
        // A reload while the table is on screen goes straight back to the game (see bootDestination).
        const table = this.game.scene.getScene(SCENES.table);
        table?.events.on(Phaser.Scenes.Events.CREATE, () => markAtTable(true));
        table?.events.on(Phaser.Scenes.Events.SHUTDOWN, () => markAtTable(false));
      })
      .catch((err: unknown) => console.error('could not load the game scenes', err))
      .finally(() => super.create());
  }
}

installTestHook();
initAudio();
void initStorage();

/** The running game. */
export const game = new Phaser.Game({
  type: Phaser.WEBGL,
  parent: 'game',
  transparent: true,
  scale: {
    mode: Phaser.Scale.FIT,
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
  scene: [Boot, TitleScene, SetupScene, SettingsScene, RulesScene],
});

fixMultiTextureSampling(game);
setupPwa();
