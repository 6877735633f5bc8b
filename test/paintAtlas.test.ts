import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { paintShared } from '../src/ui/paintAtlas';

/** A texture as paintShared makes it: the page's source and one frame. */
class FakeTexture {
  source: unknown[] = [];
  frame: { x: number; y: number; w: number; h: number } | null = null;
  constructor(
    readonly manager: unknown,
    readonly key: string,
  ) {}
  add(_name: string, _source: number, x: number, y: number, w: number, h: number): void {
    this.frame = { x, y, w, h };
  }
}

/** A texture manager with canvas pages that record what is painted on them. */
function fakeTextures(): {
  textures: Phaser.Textures.TextureManager;
  pages: { key: string; w: number; h: number; clips: number[][] }[];
  list: Record<string, FakeTexture>;
} {
  const pages: { key: string; w: number; h: number; clips: number[][] }[] = [];
  const list: Record<string, FakeTexture> = { __DEFAULT: new FakeTexture(null, '__DEFAULT') };
  const textures = {
    list,
    game: { events: { on: (): void => undefined } },
    get: (key: string) => list[key],
    createCanvas: (key: string, w: number, h: number) => {
      const page = { key, w, h, clips: [] as number[][] };
      pages.push(page);
      let at = [0, 0];
      const ctx = {
        save: (): void => undefined,
        restore: (): void => undefined,
        beginPath: (): void => undefined,
        clip: (): void => undefined,
        translate: (x: number, y: number): void => void (at = [x, y]),
        rect: (x: number, y: number, rw: number, rh: number): void =>
          void page.clips.push([(at[0] ?? 0) + x, (at[1] ?? 0) + y, rw, rh]),
      };
      return { key, source: [`source:${key}`], getContext: () => ctx, refresh: (): void => undefined };
    },
  };
  return { textures: textures as unknown as Phaser.Textures.TextureManager, pages, list };
}

const overlaps = (a: number[], b: number[]): boolean =>
  (a[0] ?? 0) < (b[0] ?? 0) + (b[2] ?? 0) &&
  (b[0] ?? 0) < (a[0] ?? 0) + (a[2] ?? 0) &&
  (a[1] ?? 0) < (b[1] ?? 0) + (b[3] ?? 0) &&
  (b[1] ?? 0) < (a[1] ?? 0) + (a[3] ?? 0);

describe('shared pages for painted textures', () => {
  it('puts pieces on one page without overlap, each under its own key with the page as its source', () => {
    const { textures, pages, list } = fakeTextures();
    const sizes = [
      [300, 80],
      [420, 120],
      [500, 60],
      [90, 90],
      [640, 200],
    ];
    sizes.forEach(([w, h], i) =>
      expect(paintShared(textures, `p${i}`, w ?? 0, h ?? 0, () => undefined)).toBe(true),
    );
    expect(pages).toHaveLength(1);
    const clips = pages[0]?.clips ?? [];
    for (let i = 0; i < clips.length; i++)
      for (let j = i + 1; j < clips.length; j++) expect(overlaps(clips[i] ?? [], clips[j] ?? [])).toBe(false);
    for (const [i, c] of clips.entries()) {
      expect(list[`p${i}`]?.frame).toEqual({ x: c[0], y: c[1], w: c[2], h: c[3] });
      expect(list[`p${i}`]?.source).toEqual([`source:${pages[0]?.key}`]);
      expect((c[0] ?? 0) + (c[2] ?? 0)).toBeLessThanOrEqual(pages[0]?.w ?? 0);
    }
  });

  it('opens another page when one is full, and leaves a piece too big for a page to the caller', () => {
    const { textures, pages } = fakeTextures();
    for (let i = 0; i < 5; i++) paintShared(textures, `big${i}`, 900, 300, () => undefined);
    expect(pages.length).toBe(2);
    expect(paintShared(textures, 'huge', 1200, 100, () => undefined)).toBe(false);
    expect(pages.length).toBe(2);
  });
});

/** A page whose WebGL texture records what is uploaded into it, and whose pixels are given by `pixel(x, y)`. */
function glTextures(pixel: (x: number, y: number) => number[]): {
  textures: Phaser.Textures.TextureManager;
  frame: () => void;
  uploads: { x: number; y: number; w: number; h: number; data: Uint8Array }[];
  refreshed: () => number;
} {
  const uploads: { x: number; y: number; w: number; h: number; data: Uint8Array }[] = [];
  let refreshes = 0;
  let onFrame = (): void => undefined;
  const list: Record<string, FakeTexture> = { __DEFAULT: new FakeTexture(null, '__DEFAULT') };
  const gl = {
    TEXTURE_2D: 1,
    RGBA: 2,
    UNSIGNED_BYTE: 3,
    texSubImage2D: (...a: unknown[]): void =>
      void uploads.push({
        x: a[2] as number,
        y: a[3] as number,
        w: a[4] as number,
        h: a[5] as number,
        data: a[8] as Uint8Array,
      }),
  };
  const source = {
    flipY: true,
    glTexture: { pma: true },
    renderer: {
      gl,
      glTextureUnits: { bind: (): void => undefined },
      glWrapper: { updateTexturing: (): void => undefined },
    },
  };
  const ctx = {
    save: (): void => undefined,
    restore: (): void => undefined,
    beginPath: (): void => undefined,
    clip: (): void => undefined,
    translate: (): void => undefined,
    rect: (): void => undefined,
    getImageData: (x: number, y: number, w: number, h: number) => {
      const data = new Uint8ClampedArray(w * h * 4);
      for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) data.set(pixel(x + i, y + j), (j * w + i) * 4);
      return { data };
    },
  };
  const textures = {
    list,
    game: { events: { on: (_e: string, fn: () => void): void => void (onFrame = fn) } },
    get: (key: string) => list[key],
    createCanvas: (key: string, w: number, h: number) => ({
      key,
      width: w,
      height: h,
      source: [source],
      getContext: () => ctx,
      refresh: (): void => void refreshes++,
    }),
  };
  return {
    textures: textures as unknown as Phaser.Textures.TextureManager,
    frame: () => onFrame(),
    uploads,
    refreshed: () => refreshes,
  };
}

describe('uploading a shared page', () => {
  it('uploads only what was painted since the last frame, bottom-up and premultiplied as the texture holds it', () => {
    // Red, green and blue from the pixel's place; alpha 128 on odd rows.
    const g = glTextures((x, y) => [x, y, 200, y % 2 ? 128 : 255]);
    paintShared(g.textures, 'a', 30, 10, () => undefined);
    paintShared(g.textures, 'b', 20, 14, () => undefined);
    g.frame();
    // The two pieces side by side (30 + 2 gap + 20 wide, 14 tall), at the page's top: the texture's last rows.
    expect(g.uploads.map(({ x, y, w, h }) => ({ x, y, w, h }))).toEqual([
      { x: 0, y: 1000 - 14, w: 52, h: 14 },
    ]);
    const up = g.uploads[0]?.data ?? new Uint8Array();
    const at = (i: number, j: number): number[] => [...up.slice((j * 52 + i) * 4, (j * 52 + i) * 4 + 4)];
    // The upload's first row is the canvas's last painted row (13, odd: half alpha), its last row the canvas's row 0.
    expect(at(5, 0)).toEqual([
      Math.round(5 * (128 / 255)),
      Math.round(13 * (128 / 255)),
      Math.round(200 * (128 / 255)),
      128,
    ]);
    expect(at(7, 13)).toEqual([7, 0, 200, 255]);
    // Nothing new painted: nothing uploaded; a new piece: only its rectangle.
    g.frame();
    expect(g.uploads).toHaveLength(1);
    paintShared(g.textures, 'c', 40, 8, () => undefined);
    g.frame();
    expect(g.uploads.map(({ x, y, w, h }) => ({ x, y, w, h }))[1]).toEqual({
      x: 54,
      y: 1000 - 8,
      w: 40,
      h: 8,
    });
    expect(g.refreshed()).toBe(0);
  });
});
