/** Entry point: creates the Phaser game (WebGL, 1600x900 scaled to fit) with every scene, the test hook, audio and the PWA. */
import Phaser from 'phaser';
import './app/app';
import { initStorage, markAtTable } from './app/storage';
import { setupPwa } from './app/pwa';
import { installTestHook } from './app/testHook';
import { BootScene } from './scenes/BootScene';
import { ReplayScene } from './scenes/ReplayScene';
import { RulesScene } from './scenes/RulesScene';
import { SavesScene } from './scenes/SavesScene';
import { ScoringScene } from './scenes/ScoringScene';
import { SettingsScene } from './scenes/SettingsScene';
import { SetupScene } from './scenes/SetupScene';
import { StatsScene } from './scenes/StatsScene';
import { TableScene } from './scenes/TableScene';
import { TitleScene } from './scenes/TitleScene';
import { SCENES } from './scenes/common';
import { initAudio } from './ui/audio';
import { fixMultiTextureSampling } from './ui/rendererFix';
import { BASE_H, BASE_W } from './ui/theme';

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
  scene: [BootScene, TitleScene, SetupScene, TableScene, ScoringScene, SavesScene, StatsScene, ReplayScene, SettingsScene, RulesScene],
});

fixMultiTextureSampling(game);
setupPwa();

// A reload while the table is on screen goes straight back to the game (see bootDestination).
game.events.once(Phaser.Core.Events.READY, () => {
  const table = game.scene.getScene(SCENES.table);
  table?.events.on(Phaser.Scenes.Events.CREATE, () => markAtTable(true));
  table?.events.on(Phaser.Scenes.Events.SHUTDOWN, () => markAtTable(false));
});
