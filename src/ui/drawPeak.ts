/**
 * A draw-call hunt's aid (dev and test-hook builds only, used by `scripts/perf.ts --graph`): while watching, each
 * frame's render-node graph is kept when that frame made more WebGL draw calls than any before. The count comes from
 * the page's own draw counter (`window.__rec.pending`, installed by the perf init script before the game loads).
 */
import Phaser from 'phaser';

/** The frame with the most draw calls seen since watching began, with its render-node graph. */
export interface DrawPeak {
  draws: number;
  graph: string;
}

interface DrawCounter {
  pending: number;
}

/** Adds `watchPeak(on)` and `peak()` to `hooks` for `game`. */
export function installDrawPeak(game: Phaser.Game, hooks: Record<string, unknown>): void {
  let watching = false;
  let peak: DrawPeak = { draws: -1, graph: '' };
  // Phaser records one frame's graph per setDebug(true) and turns it off after that frame.
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => {
    const r = game.renderer;
    if (watching && r instanceof Phaser.Renderer.WebGL.WebGLRenderer) r.renderNodes.setDebug(true);
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    const r = game.renderer;
    const counter = (window as unknown as { __rec?: DrawCounter }).__rec;
    if (!watching || !counter || !(r instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return;
    if (counter.pending > peak.draws) peak = { draws: counter.pending, graph: r.renderNodes.debugToString() };
  });
  hooks['watchPeak'] = (on: boolean): void => {
    watching = on;
    if (on) peak = { draws: -1, graph: '' };
  };
  hooks['peak'] = (): DrawPeak => peak;
}
