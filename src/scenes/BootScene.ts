/** Boot: loads every piece of art (and warms the sound file) behind a progress bar, then opens the title (or the table after a reload mid-game). */
import Phaser from 'phaser';
import { bootDestination } from '../app/storage';
import { setHookScene } from '../app/testHook';
import { SFX_URL } from '../ui/audio';
import { queueArt } from '../ui/textures';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { text } from '../ui/widgets';
import { SCENES } from './common';

const BAR_W = 520;
const BAR_H = 18;

/** The loading scene. */
export class BootScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  preload(): void {
    setHookScene(SCENES.boot);
    document.getElementById('splash')?.remove();
    const cx = BASE_W / 2;
    const cy = BASE_H / 2;
    text(this, cx, cy - 70, 'CARSON CITY', { font: 'display', size: 54, bold: true, color: THEME.css.gold, shadow: true });
    text(this, cx, cy - 22, 'THE CARD GAME', { font: 'display', size: 20, color: THEME.css.sand });
    const track = this.add.graphics();
    track.fillStyle(0x000000, 0.35).fillRoundedRect(cx - BAR_W / 2 - 3, cy + 40 - 3, BAR_W + 6, BAR_H + 6, (BAR_H + 6) / 2);
    track.fillStyle(THEME.color.leatherDark, 1).fillRoundedRect(cx - BAR_W / 2, cy + 40, BAR_W, BAR_H, BAR_H / 2);
    const bar = this.add.graphics();
    const status = text(this, cx, cy + 90, 'Loading…', { size: 18, color: THEME.css.muted });
    const draw = (p: number): void => {
      bar.clear();
      const w = Math.max(BAR_H, BAR_W * p);
      bar.fillStyle(THEME.color.adobe, 1).fillRoundedRect(cx - BAR_W / 2, cy + 40, w, BAR_H, BAR_H / 2);
      bar.fillStyle(0xffffff, 0.25).fillRoundedRect(cx - BAR_W / 2 + 3, cy + 42, w - 6, BAR_H / 3, BAR_H / 6);
    };
    draw(0);
    this.load.on(Phaser.Loader.Events.PROGRESS, (p: number) => {
      draw(p);
      status.setText(`Loading… ${Math.round(p * 100)}%`);
    });
    this.load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, (file: Phaser.Loader.File) => {
      if (file.key !== 'sfx-warmup') status.setText(`Could not load ${file.key}`);
    });
    queueArt(this);
    this.load.binary('sfx-warmup', SFX_URL);
  }

  create(): void {
    this.cache.binary.remove('sfx-warmup');
    void bootDestination()
      .catch(() => 'title' as const)
      .then((to) => this.scene.start(to === 'table' ? SCENES.table : SCENES.title));
  }
}
