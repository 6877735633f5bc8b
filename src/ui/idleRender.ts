/**
 * Render on demand (issue 17): Phaser's own loop (game.loop) sleeps while nothing animates and wakes at once on input,
 * a resize, a new tween, timer, game object or text, a scene change, a canvas capture, any change made between frames
 * to what a game object, camera or texture shows (idleHooks.ts), or an explicit wakeRender().
 * The decision is IdleTracker's (idleTracker.ts); this module only reads Phaser's state and moves its loop.
 */
import Phaser from 'phaser';
import { installDrawPeak } from './drawPeak';
import { reportChanges } from './idleHooks';
import { NAP_MIN_MS, TimerNap, timerWaitMs, type TimerClock } from './idleTimers';
import { IdleTracker, setIdleTracker, wakeRender } from './idleTracker';

/** Clock internals Phaser keeps private: the running and the just-added timer events. */
interface ClockLists {
  paused: boolean;
  _active: Phaser.Time.TimerEvent[];
  _pendingInsertion: Phaser.Time.TimerEvent[];
}

/** Scene-manager internals: scenes waiting to be added or started, and queued operations. */
interface SceneQueues {
  _pending: unknown[];
  _start: unknown[];
  _queue: unknown[];
}

let hooked = false;
/** True from a frame's PRE_STEP to its POST_RENDER: changes made then are drawn by that frame. */
let inFrame = false;
/** Where changes made between frames are reported (the tracker, once installed). */
let between: (reason: string) => void = () => undefined;

/** A frame drawn as the loop wakes advances the clock by one frame, whatever the time asleep. */
const FRAME_MS = 1000 / 60;

const DOM_WAKERS = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'wheel',
  'keydown',
  'keyup',
  // A screen reader's click, a text field's input and focus moves come without a pointer or key event.
  'click',
  'input',
  'change',
  'focusin',
];
const WINDOW_WAKERS = ['resize', 'orientationchange', 'focus', 'touchstart', 'touchmove', 'touchend'];

/** The timers of the running scenes' clocks that are not paused; null while a timer waits to be added. */
function runningTimers(game: Phaser.Game): TimerClock[] | null {
  const out: TimerClock[] = [];
  for (const scene of game.scene.getScenes(true)) {
    const c = scene.time as unknown as ClockLists & { timeScale: number };
    if (c.paused) continue;
    if (c._pendingInsertion.length > 0) return null;
    if (c._active.length > 0) out.push({ timeScale: c.timeScale, events: c._active });
  }
  return out;
}

function camerasMove(scene: Phaser.Scene): boolean {
  return scene.cameras.cameras.some(
    (c) =>
      c.fadeEffect.isRunning ||
      c.flashEffect.isRunning ||
      c.shakeEffect.isRunning ||
      c.panEffect.isRunning ||
      c.zoomEffect.isRunning ||
      c.rotateToEffect.isRunning,
  );
}

function particlesLive(scene: Phaser.Scene): boolean {
  return scene.sys.displayList.list.some(
    (o) =>
      o instanceof Phaser.GameObjects.Particles.ParticleEmitter &&
      (o.emitting || o.getAliveParticleCount() > 0),
  );
}

const lastView = new WeakMap<Phaser.Cameras.Scene2D.Camera, string>();

/** True when a running scene's camera moved, zoomed or resized since the last frame (an eased pan, a phone's view). */
function camerasMoved(game: Phaser.Game): boolean {
  let moved = false;
  for (const scene of game.scene.getScenes(true)) {
    for (const c of scene.cameras.cameras) {
      const v = [c.scrollX, c.scrollY, c.zoom, c.x, c.y, c.width, c.height].join(' ');
      if (lastView.get(c) !== v) moved = true;
      lastView.set(c, v);
    }
  }
  return moved;
}

/**
 * What keeps the game drawing now: a scene starting, loading or animating (tweens, effects, particles). Timers only
 * wait (idleTimers.ts): the loop sleeps until the next is due, unless it is due within two frames.
 */
function busyWith(game: Phaser.Game): string | null {
  const q = game.scene as unknown as SceneQueues;
  if (q._pending.length > 0 || q._start.length > 0 || q._queue.length > 0) return 'scene queue';
  const S = Phaser.Scenes;
  for (const scene of game.scene.scenes) {
    const status = scene.sys.settings.status;
    const key = scene.sys.settings.key;
    if (status >= S.START && status <= S.CREATING) return `${key} starting`; // INIT: added, not started
    if (status !== S.RUNNING) continue;
    if (scene.load.isLoading()) return `${key} loading`;
    if (scene.tweens.getTweens().some((t) => !t.paused)) return `${key} tweens`;
    if (camerasMove(scene)) return `${key} camera`;
    if (particlesLive(scene)) return `${key} particles`;
  }
  const timers = runningTimers(game);
  if (timers === null || timerWaitMs(timers) < NAP_MIN_MS) return 'timers due';
  return null;
}

/** Wraps a prototype method so that calling it wakes the loop first. */
function wakeOn(proto: object, names: string[], what: string): void {
  const target = proto as Record<string, unknown>;
  for (const name of names) {
    const orig = target[name];
    if (typeof orig !== 'function') continue;
    const reason = `${what}.${name}`;
    target[name] = function (this: unknown, ...args: unknown[]): unknown {
      wakeRender(reason);
      return (orig as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

/** Phaser calls that change what is drawn from outside a frame (a promise, a worker's answer, a timer of the page). */
function hookPhaser(): void {
  if (hooked) return;
  hooked = true;
  wakeOn(Phaser.Tweens.TweenManager.prototype, ['add', 'addCounter', 'addMultiple', 'chain'], 'tweens');
  wakeOn(Phaser.Time.Clock.prototype, ['addEvent'], 'time');
  wakeOn(
    Phaser.GameObjects.DisplayList.prototype,
    ['addChildCallback', 'removeChildCallback'],
    'displayList',
  );
  wakeOn(Phaser.GameObjects.Text.prototype, ['updateText'], 'text');
  const scenes = [
    'start',
    'stop',
    'run',
    'launch',
    'wake',
    'sleep',
    'resume',
    'add',
    'remove',
    'bringToTop',
    'queueOp',
  ];
  wakeOn(Phaser.Scenes.SceneManager.prototype, scenes, 'scene');
  const report = (reason: string): void => {
    if (!inFrame) between(reason);
  };
  const G = Phaser.GameObjects;
  const shown: [{ prototype: object } | undefined, string][] = [
    [G.GameObject, 'gameObject'],
    [G.Image, 'image'],
    [G.Sprite, 'sprite'],
    [G.Text, 'text'],
    [G.Graphics, 'graphics'],
    [G.Container, 'container'],
    [G.Zone, 'zone'],
    [G.Rectangle, 'rectangle'],
    [G.NineSlice, 'nineSlice'],
    [G.BitmapText, 'bitmapText'],
    [G.TileSprite, 'tileSprite'],
    [Phaser.Cameras.Scene2D.BaseCamera, 'camera'],
    [Phaser.Cameras.Scene2D.Camera, 'camera'],
    [Phaser.Textures.CanvasTexture, 'canvasTexture'],
  ];
  for (const [ctor, what] of shown) if (ctor) reportChanges(ctor.prototype, what, report);
  reportChanges(Phaser.Textures.TextureManager.prototype, 'textures', report, (n) =>
    /^(add|create|remove|rename)/.test(n),
  );
}

/** The render nodes Phaser runs for the next frame, one per line and indented by nesting (a draw-call hunt's map). */
function renderGraph(game: Phaser.Game): Promise<string> {
  const r = game.renderer;
  if (!(r instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return Promise.resolve('');
  return new Promise((done) => {
    r.renderNodes.setDebug(true);
    game.events.once(Phaser.Core.Events.POST_RENDER, () => done(r.renderNodes.debugToString()));
    wakeRender('renderGraph');
  });
}

/**
 * Installs render on demand on the game (once, right after creating it): the loop sleeps after a few quiet frames
 * and wakes on input, resize, visibility, Phaser changes made between frames, and wakeRender()/holdRender().
 */
export function installIdleRender(game: Phaser.Game): void {
  hookPhaser();
  let waking = false;
  let framesDrawn = 0;
  const nap = new TimerNap(
    {
      now: () => performance.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
    },
    () => t.poke('timer due', false),
    FRAME_MS,
  );
  const t = new IdleTracker(
    () => {
      if (waking) return;
      waking = true;
      // In the next animation frame: loop.wake() runs a whole step (update and render) at once, and must not run
      // inside the caller's own work. Run between frames, that step's picture was drawn over by the loop's own first
      // frame right after it: two renders (twice the draw calls) for one frame shown.
      requestAnimationFrame(() => {
        waking = false;
        const loop = game.loop;
        if (!loop.started || loop.running) return;
        nap.end();
        // Else the first frame's delta is the time asleep (up to 1 s passes Phaser's smoothing) and tweens jump.
        loop.lastTime = performance.now() - FRAME_MS;
        loop.wake();
      });
    },
    () => performance.now(),
  );
  setIdleTracker(t);
  between = (reason) => t.poke(reason);
  const poke = (e: Event): void => t.poke(e.type);
  for (const type of DOM_WAKERS) window.addEventListener(type, poke, { capture: true, passive: true });
  for (const type of WINDOW_WAKERS) window.addEventListener(type, poke, { passive: true });
  document.addEventListener('visibilitychange', poke);
  window.visualViewport?.addEventListener('resize', poke);
  if (import.meta.env.DEV || import.meta.env.VITE_TEST_HOOK === '1') {
    const hooks: Record<string, unknown> = {
      asleep: () => t.sleeping,
      // Asleep with no timer waiting to change the picture: what a test calls a still screen.
      settled: () => t.sleeping && !nap.waiting,
      frames: () => framesDrawn,
      wakes: () => ({ ...t.wakes(), busy: busyWith(game) }),
      renderGraph: () => renderGraph(game),
    };
    installDrawPeak(game, hooks);
    (window as unknown as { __idle: unknown }).__idle = hooks;
  }
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    inFrame = true;
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    inFrame = false;
    framesDrawn++;
    const moved = camerasMoved(game);
    if (!t.afterFrame(moved || busyWith(game) !== null)) return;
    game.loop.sleep();
    nap.start(runningTimers(game) ?? []);
  });
  // renderer.snapshot waits for the next frame it draws. This module is loaded after the game is created, often after
  // it booted: hook the renderer now if it exists (waiting for READY then would never hook it, and a capture would
  // wait for a frame that never comes).
  const hookSnapshots = (): void =>
    wakeOn(game.renderer, ['snapshot', 'snapshotArea', 'snapshotPixel'], 'renderer');
  if (game.renderer) hookSnapshots();
  else game.events.once(Phaser.Core.Events.READY, hookSnapshots);
}
