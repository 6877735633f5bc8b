/** What a camera shows, and keeping a short-lived text or pill inside it (issue 27, item 10). */
import type Phaser from 'phaser';

/** A rectangle in world coordinates. */
export interface ViewRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * What the camera shows, in world coordinates, from its scroll, size and zoom. The camera's own worldView is only
 * brought up to date when it renders, so it is empty for something shown while the scene is being created.
 */
export function cameraView(cam: Phaser.Cameras.Scene2D.Camera): ViewRect {
  const w = cam.width / cam.zoom;
  const h = cam.height / cam.zoom;
  return {
    x: cam.scrollX + (cam.width - w) * cam.originX,
    y: cam.scrollY + (cam.height - h) * cam.originY,
    w,
    h,
  };
}

/**
 * The centre nearest to `x` at which a box `w` wide lies inside [lo, hi] with `margin` to spare on each side; the
 * middle of the span when the box is wider than it.
 */
export function centreInside(x: number, w: number, lo: number, hi: number, margin = 6): number {
  const min = lo + margin + w / 2;
  const max = hi - margin - w / 2;
  if (min > max) return (lo + hi) / 2;
  return Math.min(Math.max(x, min), max);
}

/** The x of a centred box `w` wide near `x`, kept inside what the scene's main camera shows. */
export function keepInView(scene: Phaser.Scene, x: number, w: number): number {
  const v = cameraView(scene.cameras.main);
  return centreInside(x, w, v.x, v.x + v.w);
}
