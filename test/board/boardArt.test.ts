/** The board game's art (issue 28): the file table, the generated SVGs on disk and the scene loader. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { boardArt } from '../../scripts/art/board';
import { BUILDING_KINDS } from '../../src/board/engine';
import {
  BOARD_ART,
  RAISED_KINDS,
  boardArtKey,
  boardArtPx,
  boardArtUrl,
  cowboyKey,
  dieKey,
  loadBoardArt,
  markerKey,
} from '../../src/ui/board/boardArt';

const DIR = join(__dirname, '..', '..', 'assets', 'art', 'board');

/** A scene with just the loader call and the texture lookup loadBoardArt uses. */
function fakeScene(have: Set<string>): {
  scene: Phaser.Scene;
  calls: { key: string; url: string; size: { width: number; height: number } }[];
} {
  const calls: { key: string; url: string; size: { width: number; height: number } }[] = [];
  const scene = {
    textures: { exists: (k: string) => have.has(k) },
    load: {
      svg: (key: string, url: string, size: { width: number; height: number }) => {
        calls.push({ key, url, size });
      },
    },
  } as unknown as Phaser.Scene;
  return { scene, calls };
}

describe('board art', () => {
  it('lists every SVG in assets/art/board once, each with a URL, a unique key and its own size', () => {
    const onDisk = readdirSync(DIR).filter((f) => f.endsWith('.svg'));
    expect(BOARD_ART.map((a) => a.file).sort()).toEqual(onDisk.sort());
    expect(new Set(BOARD_ART.map((a) => a.key)).size).toBe(BOARD_ART.length);
    for (const a of BOARD_ART) {
      expect(boardArtUrl(a.file), a.file).toBeTruthy();
      const svg = readFileSync(join(DIR, a.file), 'utf8');
      expect(svg, a.file).toContain(`width="${a.w * 128}" height="${a.h * 128}"`);
      expect(svg.length, `${a.file} stays small`).toBeLessThan(a.file === 'paper.svg' ? 10_000 : 4_500);
    }
  });

  it('the files on disk are what the generator writes (run npm run gen:art after changing it)', () => {
    for (const file of boardArt())
      expect(readFileSync(join(DIR, file.path.slice('board/'.length)), 'utf8'), file.path).toBe(file.svg);
  });

  it('has a tile for each of the 13 kinds and a distinct raised-income tile only for the raised kinds', () => {
    const keys = new Set(BOARD_ART.map((a) => a.key));
    for (const k of BUILDING_KINDS) {
      expect(keys.has(boardArtKey(k)), k).toBe(true);
      const raised = boardArtKey(k, true);
      expect(raised !== boardArtKey(k), k).toBe(RAISED_KINDS.includes(k));
      expect(keys.has(raised), k).toBe(true);
    }
    expect(boardArtKey('generalStore', true)).toBe('board:building-general-store-raised');
    for (const p of ['empty', 'house', 'townhouse', 'mountain'] as const)
      expect(keys.has(boardArtKey(p))).toBe(true);
  });

  it('keys pieces by colour and face, bringing odd numbers into range', () => {
    expect(cowboyKey(2)).toBe('board:cowboy-2');
    expect(cowboyKey('white')).toBe('board:cowboy-white');
    expect(cowboyKey(7)).toBe('board:cowboy-1');
    expect(markerKey(-1)).toBe('board:marker-5');
    expect(dieKey('black', 6)).toBe('board:die-black-6');
    expect(dieKey('white', 9)).toBe('board:die-white-6');
    expect(dieKey('white', 0)).toBe('board:die-white-1');
  });

  it('queues every texture once, in proportion to the parcel size, and nothing that is already loaded', () => {
    const px = boardArtPx(60);
    expect(px).toBe(120);
    const first = fakeScene(new Set());
    expect(loadBoardArt(first.scene, px)).toBe(BOARD_ART.length);
    const tile = first.calls.find((c) => c.key === boardArtKey('bank'));
    expect(tile?.size).toEqual({ width: 120, height: 120 });
    expect(first.calls.find((c) => c.key === cowboyKey(0))?.size).toEqual({ width: 60, height: 75 });
    expect(first.calls.find((c) => c.key === 'board:paper')?.size).toEqual({ width: 1440, height: 810 });
    const again = fakeScene(new Set(BOARD_ART.map((a) => a.key)));
    expect(loadBoardArt(again.scene, px)).toBe(0);
    expect(again.calls).toEqual([]);
  });
});
