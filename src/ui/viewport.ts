/**
 * The canvas on small screens. On a phone (a coarse pointer or a small window at start) the canvas fills the whole
 * screen (Phaser's EXPAND mode grows the game in one direction instead of letterboxing it; in a phone layout the
 * canvas has the screen's device pixels) and each scene's cameras fit its design (a phone layout, or the 1600x900
 * base) to the canvas, unless a scene (the table's phone pages or compact view) steers its main camera itself.
 * Elsewhere the base layout is scaled to fit, as before.
 */
import Phaser from 'phaser';
import { phoneCanvas, wideCanvas } from './canvasSize';
import { DESIGNS, designOf, modeForSize } from './layoutMode';
import type { Design } from './layoutMode';
import { BASE_H, BASE_W } from './theme';

/** CSS pixels per base pixel under which the table switches to its compact (zoomed) view: text under ~9 px. */
export const COMPACT_BELOW = 0.6;

/** Cameras a scene steers itself; they are not centred. */
const steered = new WeakSet<Phaser.Cameras.Scene2D.Camera>();

/** True on a device or window where the base layout would be scaled too small to read. */
export function smallScreenAtStart(): boolean {
  if (typeof window === 'undefined') return false;
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || Math.min(window.innerWidth / BASE_W, window.innerHeight / BASE_H) < COMPACT_BELOW;
}

let keyboardSeen = false;
let listening = false;

/** True when key hints belong on screen: a fine pointer (mouse, trackpad) or a keyboard already used; not on touch. */
export function keyHints(): boolean {
  if (typeof window === 'undefined') return true;
  if (!listening && typeof window.addEventListener === 'function') {
    listening = true;
    window.addEventListener('keydown', () => (keyboardSeen = true), { once: true });
  }
  if (keyboardSeen || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(any-pointer: fine)').matches;
}

/** The scale mode for the game config: fill the screen on small screens, fit with a letterbox elsewhere. */
export function scaleModeAtStart(): Phaser.Scale.ScaleModeType {
  return smallScreenAtStart() ? Phaser.Scale.EXPAND : Phaser.Scale.FIT;
}

/** True when the base layout at camera zoom 1 shows text too small to read (a phone in landscape). */
export function isCompact(game: Phaser.Game): boolean {
  // The canvas's CSS size as the scale manager set it (no layout read, so it is cheap every frame).
  const d = game.scale.displaySize;
  return d.width > 0 && Math.min(d.width / BASE_W, d.height / BASE_H) < COMPACT_BELOW;
}

/** Marks a camera as steered by its scene (or hands it back to the centring with `on` false). */
export function steerCamera(cam: Phaser.Cameras.Scene2D.Camera, on: boolean): void {
  if (on) steered.add(cam);
  else steered.delete(cam);
}

/** How far each extra camera of a scene (e.g. the rules' scrolling view) has been moved with the layout. */
const shifted = new WeakMap<Phaser.Cameras.Scene2D.Camera, { dx: number; dy: number }>();

/**
 * Centres a scene's cameras on the base layout when the game is larger than it (EXPAND): the main camera becomes a
 * 1600x900 viewport in the middle of the canvas (the margins show the page's backdrop, like a letterbox), and other
 * cameras move with it. No-op at the base size. On a phone's canvas (smaller than the base, see fitCanvasToScreen)
 * the main camera also zooms out so the base layout fits.
 */
function centre(scene: Phaser.Scene, w: number, h: number): void {
  const z = Math.min(1, w / BASE_W, h / BASE_H);
  const vw = Math.round(BASE_W * z);
  const vh = Math.round(BASE_H * z);
  const dx = Math.round((w - vw) / 2);
  const dy = Math.round((h - vh) / 2);
  const main = scene.cameras.main;
  for (const cam of scene.cameras.cameras) {
    if (cam === main) {
      if (steered.has(cam)) continue;
      if (cam.x !== dx || cam.y !== dy || cam.width !== vw || cam.height !== vh)
        cam.setViewport(dx, dy, vw, vh);
      if (cam.zoom !== z) cam.setZoom(z);
      cam.centerOn(BASE_W / 2, BASE_H / 2);
      continue;
    }
    const prev = shifted.get(cam) ?? { dx: 0, dy: 0 };
    if (prev.dx === dx && prev.dy === dy) continue;
    cam.setPosition(cam.x - prev.dx + dx, cam.y - prev.dy + dy);
    shifted.set(cam, { dx, dy });
  }
}

/** Each extra camera's viewport in its scene's design, before a phone design was fitted to the screen. */
const designViewport = new WeakMap<
  Phaser.Cameras.Scene2D.Camera,
  { x: number; y: number; w: number; h: number }
>();

/** Sets an extra camera's viewport in its scene's design; once a phone design was fitted, it is fitted the same way. */
export function setDesignViewport(
  cam: Phaser.Cameras.Scene2D.Camera,
  v: { x: number; y: number; w: number; h: number },
): void {
  const was = designViewport.get(cam);
  if (!was) {
    cam.setViewport(v.x, v.y, v.w, v.h);
    return;
  }
  const z = cam.zoom;
  const ox = cam.x - was.x * z;
  const oy = cam.y - was.y * z;
  designViewport.set(cam, { ...v });
  cam.setViewport(
    Math.round(ox + v.x * z),
    Math.round(oy + v.y * z),
    Math.round(v.w * z),
    Math.round(v.h * z),
  );
}

/**
 * Fits a phone design (portrait or short) to the whole canvas: the main camera zooms so the design fills the screen
 * and is centred in it; extra cameras (e.g. the rules' scrolling view) zoom about their top-left corner and keep
 * their place in the design.
 */
function fitDesign(scene: Phaser.Scene, d: Design, w: number, h: number): void {
  const z = Math.min(w / d.w, h / d.h);
  const ox = (w - d.w * z) / 2;
  const oy = (h - d.h * z) / 2;
  const main = scene.cameras.main;
  for (const cam of scene.cameras.cameras) {
    if (cam === main) {
      if (steered.has(cam)) continue;
      if (cam.x !== 0 || cam.y !== 0 || cam.width !== w || cam.height !== h) cam.setViewport(0, 0, w, h);
      if (cam.zoom !== z) cam.setZoom(z);
      cam.centerOn(d.w / 2, d.h / 2);
      continue;
    }
    let v = designViewport.get(cam);
    if (!v) {
      v = { x: cam.x, y: cam.y, w: cam.width, h: cam.height };
      designViewport.set(cam, v);
      cam.setOrigin(0, 0);
    }
    const x = Math.round(ox + v.x * z);
    const y = Math.round(oy + v.y * z);
    if (cam.x !== x || cam.y !== y || cam.zoom !== z) {
      cam.setViewport(x, y, Math.round(v.w * z), Math.round(v.h * z));
      cam.setZoom(z);
    }
  }
}

/**
 * Gives a phone's canvas the screen's own device pixels while a phone layout shows. EXPAND grows the game config's
 * size to the screen's shape, so grown from the 1600x900 base a phone held upright would draw a 1600x3462 canvas
 * (four times the pixels of a 390x844 screen at 2 device pixels per CSS pixel, and slow to draw); the config's size
 * is set before each rescale instead: the screen in device pixels for the phone layouts, which the cameras zoom to
 * fit, and the base for the wide layout. Under FIT (a desktop) the canvas has the window's device pixels up to the
 * base, and the cameras zoom the base onto it (wideCanvas). `most` caps the canvas pixels per CSS pixel (canvasRatio).
 */
export function fitCanvasToScreen(game: Phaser.Game, most = 3): void {
  const scale = game.scale;
  const expand = scale.scaleMode === Phaser.Scale.EXPAND;
  if (!expand && scale.scaleMode !== Phaser.Scale.FIT) return;
  const config = game.config as unknown as { width: number; height: number };
  const rescale = scale.updateScale.bind(scale);
  scale.updateScale = (): void => {
    const { width, height } = scale.parentSize;
    const size = !expand
      ? wideCanvas(width, height, window.devicePixelRatio, BASE_W, BASE_H, most)
      : modeForSize(width, height, true) === 'wide'
        ? { w: BASE_W, h: BASE_H }
        : phoneCanvas(width, height, window.devicePixelRatio, most);
    config.width = size.w;
    config.height = size.h;
    // FIT draws the game size; Phaser keeps it as the config was at boot, so a smaller window's size is set here.
    if (!expand && (scale.gameSize.width !== size.w || scale.gameSize.height !== size.h)) {
      scale.gameSize.resize(size.w, size.h);
      scale.baseSize.resize(size.w, size.h);
      scale.displaySize.setAspectRatio(size.w / size.h);
      scale.canvas.width = size.w;
      scale.canvas.height = size.h;
    }
    rescale();
  };
  scale.refresh();
}

/** Keeps every active scene's cameras centred on the base layout (cheap: a few scenes per frame). */
export function installViewport(game: Phaser.Game): void {
  const fit = game.scale.scaleMode === Phaser.Scale.FIT;
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => {
    const w = game.scale.width;
    const h = game.scale.height;
    for (const scene of game.scene.getScenes(true)) {
      if (!scene.cameras?.main) continue;
      const d = designOf(scene);
      if (d && d.mode !== 'wide') fitDesign(scene, d, w, h);
      // FIT in a window with fewer pixels than the base (a laptop): the whole base zoomed out, extra cameras with it.
      else if (fit && (w < BASE_W || h < BASE_H)) fitDesign(scene, DESIGNS.wide, w, h);
      else centre(scene, w, h);
    }
  });
}

/** Page (CSS pixel) position of a point of a scene's world, through its main camera's scroll and zoom. */
export function worldToPage(scene: Phaser.Scene, x: number, y: number): { x: number; y: number } {
  return cameraToPage(scene, scene.cameras?.main, x, y);
}

/** Page (CSS pixel) position of a point of a scene's world as a camera shows it (its viewport, scroll and zoom). */
export function cameraToPage(
  scene: Phaser.Scene,
  cam: Phaser.Cameras.Scene2D.Camera | undefined,
  x: number,
  y: number,
): { x: number; y: number } {
  const canvas = scene.game.canvas;
  const r = canvas.getBoundingClientRect();
  const sx = r.width / scene.scale.width;
  const sy = r.height / scene.scale.height;
  let gx = x;
  let gy = y;
  if (cam) {
    const ox = cam.width * cam.originX;
    const oy = cam.height * cam.originY;
    gx = cam.x + ox + (x - cam.scrollX - ox) * cam.zoom;
    gy = cam.y + oy + (y - cam.scrollY - oy) * cam.zoom;
  }
  return {
    x: Math.round((r.left + window.scrollX + gx * sx) * 10) / 10,
    y: Math.round((r.top + window.scrollY + gy * sy) * 10) / 10,
  };
}

/** CSS pixels per canvas pixel (a phone's canvas may have up to 3 pixels to one; gesture thresholds are in CSS px). */
export function cssPerCanvas(scene: Phaser.Scene): number {
  // The canvas's drawn size, not the scale manager's: on a phone ui/viewport sizes the canvas itself.
  const w = scene.scale.width;
  return w > 0 ? scene.game.canvas.getBoundingClientRect().width / w : 1;
}

/** CSS pixels per world pixel of a scene's main camera (the canvas's page scale times the camera's zoom). */
export function cssScale(scene: Phaser.Scene): number {
  const zoom = scene.cameras?.main?.zoom ?? 1;
  return cssPerCanvas(scene) * zoom;
}
