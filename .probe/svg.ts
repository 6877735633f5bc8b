import Phaser from 'phaser';
const svg = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10' fill='red'/></svg>";
const plain = 'data:image/svg+xml,' + svg.replaceAll('<', '%3c').replaceAll('>', '%3e').replaceAll(/\s+/g, '%20');
const b64 = 'data:image/svg+xml;base64,' + btoa(svg);
const out: Record<string, string> = {};
(window as unknown as { __svg: Record<string, string> }).__svg = out;
class S extends Phaser.Scene {
  preload(): void {
    this.load.on('loaderror', (f: Phaser.Loader.File) => { out[f.key] = 'loaderror'; });
    this.load.svg('plain', plain);
    this.load.svg('b64', b64);
    this.load.svg('sized', b64, { width: 40, height: 40 });
  }
  create(): void {
    for (const k of ['plain', 'b64', 'sized']) out[k] ??= this.textures.exists(k) ? `ok ${this.textures.get(k).getSourceImage().width}` : 'missing';
    out['done'] = 'yes';
  }
}
new Phaser.Game({ type: Phaser.WEBGL, width: 100, height: 100, scene: S, banner: false });
