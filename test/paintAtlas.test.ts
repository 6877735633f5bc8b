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
