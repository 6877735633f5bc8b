/**
 * Boot. A fresh start skips it (main.ts makes the title the first scene): the title loads its logo itself, and the
 * rest of the art, the sound file, the late scenes and the saves store load behind it (ArtLoaderScene, lateLoad.ts).
 * After a reload in the middle of a game Boot loads everything behind a progress bar and goes back to the table.
 */
import { appOf } from './appOf';
import Phaser from 'phaser';
import { reloadedAtTable } from '../app/atTable';
import { SFX_URL } from '../ui/audio';
import { queueArt } from '../ui/textures';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { text } from '../ui/widgets';
import { SCENES } from './common';
import { formatPercent, t } from '../i18n';

const BAR_W = 520;
const BAR_H = 18;

/** The loading scene. */
export class BootScene extends Phaser.Scene {
  private toTable = false;

  constructor() {
    super(SCENES.boot);
  }

  preload(): void {
    appOf(this).hook.setScene(SCENES.boot);
    document.getElementById('splash')?.remove();
    this.toTable = reloadedAtTable();
    if (!this.toTable) return;
    const cx = BASE_W / 2;
    const cy = BASE_H / 2;
    text(this, cx, cy - 70, t('title.name'), {
      font: 'display',
      size: 54,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    text(this, cx, cy - 22, t('title.subtitle'), { font: 'display', size: 20, color: THEME.css.sand });
    const track = this.add.graphics();
    track
      .fillStyle(0x000000, 0.35)
      .fillRoundedRect(cx - BAR_W / 2 - 3, cy + 40 - 3, BAR_W + 6, BAR_H + 6, (BAR_H + 6) / 2);
    track
      .fillStyle(THEME.color.leatherDark, 1)
      .fillRoundedRect(cx - BAR_W / 2, cy + 40, BAR_W, BAR_H, BAR_H / 2);
    const bar = this.add.graphics();
    const status = text(this, cx, cy + 90, t('boot.loading'), { size: 18, color: THEME.css.muted });
    const draw = (p: number): void => {
      bar.clear();
      const w = Math.max(BAR_H, BAR_W * p);
      bar.fillStyle(THEME.color.adobe, 1).fillRoundedRect(cx - BAR_W / 2, cy + 40, w, BAR_H, BAR_H / 2);
      bar.fillStyle(0xffffff, 0.25).fillRoundedRect(cx - BAR_W / 2 + 3, cy + 42, w - 6, BAR_H / 3, BAR_H / 6);
    };
    draw(0);
    this.load.on(Phaser.Loader.Events.PROGRESS, (p: number) => {
      draw(p);
      status.setText(t('boot.progress', { percent: formatPercent(p) }));
    });
    this.load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, (file: Phaser.Loader.File) =>
      status.setText(t('boot.failed', { file: file.key })),
    );
    queueArt(this, 'all');
  }

  create(): void {
    if (!this.toTable) {
      this.scene.start(SCENES.title);
      return;
    }
    void loadInBackground(this)
      .then(() => appOf(this).startUp.lateParts()?.bootDestination() ?? 'title')
      .catch(() => 'title' as const)
      .then((to) => {
        // The lesson opens once its texts are in (the late load above).
        const late = appOf(this).startUp.lateParts();
        if (to === 'boardLesson') {
          const open = (ok: boolean): void => void this.scene.start(ok ? SCENES.board : SCENES.title);
          return (late?.resumeBoardLesson() ?? Promise.resolve(false)).then(open, () => open(false));
        }
        const back = to === 'table' || (to === 'lesson' && (late?.resumeLesson() ?? false));
        this.scene.start(back ? SCENES.table : SCENES.title);
        return undefined;
      });
  }
}

/** Key of the scene that loads the rest of the art behind the title. */
export const ART_LOADER = 'art-loader';

/**
 * Starts, once, loading what the title does not need (ArtLoaderScene and the late work); resolves when all of it
 * is in. The title calls it when it is up; Boot, on a reload mid-game, before it opens the table.
 */
export function loadInBackground(scene: Phaser.Scene): Promise<void> {
  const startUp = appOf(scene).startUp;
  if (startUp.claimArt()) scene.scene.launch(ART_LOADER);
  return startUp.start();
}

/** Draws nothing: loads the art the title does not need (skipping what Boot loaded), warms the sound file, then stops. */
export class ArtLoaderScene extends Phaser.Scene {
  constructor() {
    super(ART_LOADER);
  }

  preload(): void {
    queueArt(this, 'rest');
    this.load.binary('sfx-warmup', SFX_URL);
  }

  create(): void {
    this.cache.binary.remove('sfx-warmup');
    appOf(this).startUp.artDone();
    this.scene.stop();
  }
}
