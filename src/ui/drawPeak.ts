/**
 * A draw-call hunt's aid (dev and test-hook builds only, used by `scripts/perf.ts --graph`): while watching, each
 * frame's render-node graph is kept when that frame made more WebGL draw calls than any before, with the list of the
 * game objects it drew in order (type, texture, GPU texture number, name, and `+n` where drawing the object flushed n
 * draw calls). The count comes from the page's own draw counter (`window.__rec.pending`, installed by the perf init
 * script before the game loads).
 */
import Phaser from 'phaser';

/** The frame with the most draw calls seen since watching began, with its render-node graph and object list. */
export interface DrawPeak {
  draws: number;
  graph: string;
  objects: string;
}

interface DrawCounter {
  pending: number;
}

type Step = (this: Phaser.GameObjects.GameObject, ...args: unknown[]) => void;
interface Drawn {
  type: string;
  texture?: { key: string };
  frame?: { source?: { glTexture?: object } };
  name: string;
}

const counter = (): DrawCounter | undefined => (window as unknown as { __rec?: DrawCounter }).__rec;

/** One watch's log: its lines, and what is being drawn now (the innermost leaf object) for the draw calls. */
interface DrawLog {
  lines: string[];
  drawing: string;
}

/**
 * Logs each draw call of `gl` while `on()` holds: the object being drawn, else the first functions on the stack
 * (a flush between objects, at a camera's end, or outside the render).
 */
function logDraws(gl: WebGLRenderingContext, on: () => boolean, log: DrawLog): void {
  const target = gl as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const name of ['drawElements', 'drawArrays']) {
    const orig = target[name];
    if (typeof orig !== 'function') continue;
    target[name] = function (this: unknown, ...a: unknown[]) {
      if (on()) {
        const stack = (new Error().stack ?? '').split('\n').slice(2, 8);
        const where = stack.map((l) => /at (?:new )?([\w.$<>]+)/.exec(l)?.[1] ?? '?').join('<');
        log.lines.push(`  draw\t${log.drawing || where}`);
      }
      return orig.apply(this, a);
    };
  }
}

/** Wraps every game object class's first render step to log what the frame draws while `on()` holds. */
function logObjects(on: () => boolean, log: DrawLog): void {
  const ids = new WeakMap<object, number>();
  let next = 0;
  const gpu = (o: Drawn): string => {
    const t = o.frame?.source?.glTexture;
    if (!t) return '-';
    if (!ids.has(t)) ids.set(t, next++);
    return `#${ids.get(t)}`;
  };
  for (const cls of Object.values(Phaser.GameObjects) as { prototype?: { renderWebGLStep?: Step } }[]) {
    const proto = cls?.prototype;
    const orig = proto?.renderWebGLStep;
    if (!proto || typeof orig !== 'function' || Object.prototype.hasOwnProperty.call(orig, 'peak')) continue;
    const step = orig;
    const wrapped: Step = function (this: Phaser.GameObjects.GameObject, ...args) {
      const rec = counter();
      if (!on() || !rec || (args[4] ?? 0) !== 0) return step.apply(this, args);
      const o = this as unknown as Drawn;
      const leaf = o.type !== 'Container' && o.type !== 'Layer';
      const key = o.type === 'Text' ? '(own)' : (o.texture?.key ?? '-');
      const label = `${o.type}\t${key.slice(0, 60)}\t${gpu(o)}\t${o.name}`;
      if (leaf) log.lines.push(label);
      const outer = log.drawing;
      if (leaf) log.drawing = label;
      try {
        step.apply(this, args);
      } finally {
        log.drawing = outer;
      }
    };
    Object.defineProperty(wrapped, 'peak', { value: true });
    proto.renderWebGLStep = wrapped;
  }
}

/** Adds `watchPeak(on)` and `peak()` to `hooks` for `game`. */
export function installDrawPeak(game: Phaser.Game, hooks: Record<string, unknown>): void {
  let watching = false;
  let peak: DrawPeak = { draws: -1, graph: '', objects: '' };
  const log: DrawLog = { lines: [], drawing: '' };
  logObjects(() => watching, log);
  // Phaser records one frame's graph per setDebug(true) and turns it off after that frame.
  let glLogged = false;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    log.lines.length = 0;
  });
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => {
    const r = game.renderer;
    if (!watching || !(r instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return;
    if (!glLogged) logDraws(r.gl, () => watching, log);
    glLogged = true;
    log.lines.push('(render)');
    r.renderNodes.setDebug(true);
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    const r = game.renderer;
    const rec = counter();
    if (!watching || !rec || !(r instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return;
    if (rec.pending > peak.draws) {
      peak = { draws: rec.pending, graph: r.renderNodes.debugToString(), objects: log.lines.join('\n') };
    }
  });
  hooks['watchPeak'] = (on: boolean): void => {
    watching = on;
    if (on) peak = { draws: -1, graph: '', objects: '' };
  };
  hooks['peak'] = (): DrawPeak => peak;
}
