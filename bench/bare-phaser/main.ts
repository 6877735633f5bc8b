import Phaser from 'phaser';

declare global {
  interface Window {
    /** performance.now() when the first scene's create() ran. */
    __ready?: number;
  }
}

/** The smallest useful Phaser 4 game: one scene, one Text. Baseline for cold-load and bundle-size comparisons. */
class ReadyScene extends Phaser.Scene {
  constructor() {
    super('ready');
  }

  create(): void {
    this.add
      .text(this.scale.width / 2, this.scale.height / 2, 'Ready', { fontSize: '48px', color: '#ffffff' })
      .setOrigin(0.5);
    window.__ready = performance.now();
  }
}

new Phaser.Game({
  type: Phaser.AUTO,
  width: 1280,
  height: 720,
  backgroundColor: '#1d3b2a',
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  scene: [ReadyScene],
});
