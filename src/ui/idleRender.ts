/**
 * Render on demand (issue 17): Phaser's own loop (game.loop) sleeps while nothing animates and wakes at once on input,
 * a resize, a new tween, timer, game object or text, a scene change, a canvas capture or an explicit wakeRender().
 * The decision is IdleTracker's (idleTracker.ts); this module only reads Phaser's state and moves its loop.
 */
import Phaser from 'phaser';
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

const DOM_WAKERS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'wheel', 'keydown', 'keyup'];
const WINDOW_WAKERS = ['resize', 'orientationchange', 'focus', 'touchstart', 'touchmove', 'touchend'];

function timersRun(clock: Phaser.Time.Clock): boolean {
  const c = clock as unknown as ClockLists;
  if (c.paused) return false;
  return c._pendingInsertion.length > 0 || c._active.some((e) => !e.paused);
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

/** What keeps the game drawing now: a scene starting, loading or animating (tweens, timers, effects, particles). */
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
    if (timersRun(scene.time)) return `${key} timers`;
    if (camerasMove(scene)) return `${key} camera`;
    if (particlesLive(scene)) return `${key} particles`;
  }
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
}

/**
 * Installs render on demand on the game (once, right after creating it): the loop sleeps after a few quiet frames
 * and wakes on input, resize, visibility, Phaser changes made between frames, and wakeRender()/holdRender().
 */
export function installIdleRender(game: Phaser.Game): void {
  hookPhaser();
  let waking = false;
  const t = new IdleTracker(
    () => {
      if (waking) return;
      waking = true;
      // Not synchronously: loop.wake() runs a whole step, which must not happen inside the caller's own work.
      queueMicrotask(() => {
        waking = false;
        if (game.loop.started && !game.loop.running) game.loop.wake();
      });
    },
    () => performance.now(),
  );
  setIdleTracker(t);
  const poke = (e: Event): void => t.poke(e.type);
  for (const type of DOM_WAKERS) window.addEventListener(type, poke, { capture: true, passive: true });
  for (const type of WINDOW_WAKERS) window.addEventListener(type, poke, { passive: true });
  document.addEventListener('visibilitychange', poke);
  window.visualViewport?.addEventListener('resize', poke);
  if (import.meta.env.DEV || import.meta.env.VITE_TEST_HOOK === '1') {
    (window as unknown as { __idle: unknown }).__idle = {
      asleep: () => t.sleeping,
      wakes: () => ({ ...t.wakes(), busy: busyWith(game) }),
    };
  }
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    if (t.afterFrame(busyWith(game) !== null)) game.loop.sleep();
  });
  game.events.once(Phaser.Core.Events.READY, () => {
    // renderer.snapshot waits for the next frame it draws.
    wakeOn(game.renderer, ['snapshot', 'snapshotArea', 'snapshotPixel'], 'renderer');
  });
}
