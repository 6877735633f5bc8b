import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFor, packShelves, sizeFor } from '../src/ui/artTable';

const ART = join(__dirname, '..', 'assets', 'art');

function svgs(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? svgs(p) : f.endsWith('.svg') ? [relative(ART, p)] : [];
  });
}

type Frames = Record<string, { frame: { x: number; y: number; w: number; h: number } }>;

describe('the art atlas', () => {
  it('packs pieces without overlap, inside the page, with the gap kept', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      key: `k${i}`,
      w: 100 + (i % 4) * 37,
      h: 60 + (i % 5) * 41,
    }));
    const placed = packShelves(items, 1024, 2);
    expect(placed).not.toBeNull();
    const p = placed ?? [];
    expect(p.map((r) => r.key).sort()).toEqual(items.map((r) => r.key).sort());
    for (const a of p) {
      expect(a.x).toBeGreaterThanOrEqual(2);
      expect(a.y).toBeGreaterThanOrEqual(2);
      expect(a.x + a.w).toBeLessThanOrEqual(1022);
      expect(a.y + a.h).toBeLessThanOrEqual(1022);
      for (const b of p) {
        if (a === b) continue;
        const apart =
          a.x + a.w + 2 <= b.x || b.x + b.w + 2 <= a.x || a.y + a.h + 2 <= b.y || b.y + b.h + 2 <= a.y;
        expect(apart, `${a.key} and ${b.key}`).toBe(true);
      }
    }
  });

  it('says when the pieces do not fit', () => {
    expect(
      packShelves(
        [
          { key: 'big', w: 600, h: 600 },
          { key: 'b2', w: 600, h: 600 },
        ],
        1024,
        2,
      ),
    ).toBeNull();
  });

  it('assets/atlas/art.json has every texture SVG at its raster size (run npm run gen:atlas after changing art)', () => {
    const frames = (
      JSON.parse(readFileSync(join(__dirname, '..', 'assets', 'atlas', 'art.json'), 'utf8')) as {
        frames: Frames;
      }
    ).frames;
    const want = svgs(ART).flatMap((path) => {
      const key = keyFor(path);
      const size = sizeFor(path);
      return key && size ? [[key, size] as const] : [];
    });
    expect(want.length).toBeGreaterThan(40);
    expect(Object.keys(frames).sort()).toEqual(want.map(([k]) => k).sort());
    for (const [key, size] of want)
      expect(frames[key]?.frame).toMatchObject({ w: size.width, h: size.height });
  });
});
