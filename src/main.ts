/**
 * Entry point: creates the Phaser game (WebGL, 1600x900 scaled to fit) with the title, audio and the PWA; the app
 * (engine, saves store) and the other scenes come behind the title (late.ts).
 */
import Phaser from 'phaser';
import { reloadedAtTable } from './app/atTable';
import { setupPwa } from './app/pwa';
import { HOOK_ENABLED, testMultisample, testPixelRatio } from './app/testHook';
import { ArtLoaderScene, BootScene } from './scenes/BootScene';
import { TitleScene } from './scenes/TitleScene';
import { redrawOnLanguageChange, relayoutOnModeChange } from './scenes/common';
import { language, loadLanguage, startIn, startLanguage, t } from './i18n';
import { installA11y } from './ui/a11y';
import { attachApp } from './ui/uiOf';
import { createApp } from './app/createApp';
import { browserSlots } from './ui/settings';
import { fixMultiTextureSampling } from './ui/rendererFix';
import { fixKeyQueue } from './ui/keyQueueFix';
import { visibleTexts } from './ui/textProbe';
import { BASE_H, BASE_W } from './ui/theme';
import { fitCanvasToScreen, installViewport, scaleModeAtStart } from './ui/viewport';

/** Creates the Phaser game with the first scenes (late.ts adds the rest); called once the player's language is loaded. */
function startGame(): Phaser.Game {
  return new Phaser.Game({
    type: Phaser.WEBGL,
    parent: 'game',
    transparent: true,
    scale: {
      // FIT with a letterbox; on a phone EXPAND fills the screen with a canvas of the screen's own pixels and the
      // cameras fit the layout to it (ui/viewport.ts).
      mode: scaleModeAtStart(),
      autoCenter: Phaser.Scale.CENTER_BOTH,
      width: BASE_W,
      height: BASE_H,
    },
    render: {
      antialias: true,
      antialiasGL: testMultisample(),
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
    scene: [...(reloadedAtTable() ? [BootScene, TitleScene] : [TitleScene, BootScene]), ArtLoaderScene],
  });
}

/** Words the loading splash of index.html in the start language (it shows until the first scene is up). */
function wordSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  const sub = document.createElement('small');
  sub.textContent = t('title.subtitle');
  splash.replaceChildren(t('title.name'), sub);
}

/**
 * Boots once the language is ready (before the first frame): the saved choice from the quick settings copy, else the
 * browser's languages, else English. A language that fails to load falls back to English.
 */
async function boot(): Promise<void> {
  // Start-up marks for scripts/perf.ts: the entry runs, the game is made, the title's create() begins and ends.
  performance.mark('entry-run');
  const app = createApp({ local: browserSlots() });
  app.hook.install();
  app.audio.init();
  await startIn(startLanguage(app.settings.get().language, navigator.languages ?? []));
  wordSplash();
  const game = startGame();
  attachApp(game, app);
  fitCanvasToScreen(game, testPixelRatio());
  performance.mark('game-made');
  redrawOnLanguageChange(game);
  relayoutOnModeChange(game);
  // The rest of English (rules, table, saved games, scoring) comes with the late scenes; other languages load whole.
  const englishRest = (): Promise<unknown> => (language() === 'en' ? loadLanguage('en') : Promise.resolve());
  // Behind the title (it starts this once it is up, so nothing here delays it): render on demand, where no frames
  // are drawn while nothing changes (?noidle in the address keeps drawing every frame), the service worker, and the
  // late work.
  app.startUp.register(() => {
    if (!new URLSearchParams(location.search).has('noidle'))
      void import('./ui/idleRender').then((m) => m.installIdleRender(game));
    setupPwa();
    return Promise.all([
      import('./late').then((m) => m.startLate(game)),
      app.startUp.restOfArt,
      englishRest(),
    ]).then(([parts]) => parts);
  });
  fixMultiTextureSampling(game);
  fixKeyQueue(game);
  if (HOOK_ENABLED) {
    app.hook.setTexts(() => visibleTexts(game));
    // A lost WebGL context draws no frame, so a capture would wait forever: it answers '' and the page says why.
    const lost = (): boolean =>
      game.renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer && game.renderer.contextLost;
    game.canvas.addEventListener('webglcontextlost', () => console.error('[webgl] the context was lost'));
    app.hook.setCapture(
      () =>
        new Promise((done) => {
          if (lost()) done('');
          else
            game.renderer.snapshot(
              (shot) => done(shot instanceof HTMLImageElement ? shot.src : ''),
              'image/png',
            );
        }),
    );
  }
  installViewport(game);
  installA11y({
    scenes: () => game.scene.getScenes(true).map((s) => s.scene.key),
  });
}

void boot();
