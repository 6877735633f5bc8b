/** Every save names the game it holds (issue 25): card records carry kind 'cards'; older ones without it still load. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSave, loadSaveObject } from '../src/app/saveFormat';
import { newSave } from '../src/app/saveStore';
import type { GameSetup } from '../src/cards/engine';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'human' },
    { kind: 'virtual', name: 'Bo', suit: 'star', strength: 'novice' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'novice' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'novice' },
  ],
};

describe('the kind of game a save holds', () => {
  it('is written on a new card record and kept when it is read back', () => {
    const save = newSave('g1', 1000, SETUP, 42);
    expect(save.kind).toBe('cards');
    const r = loadSave(JSON.stringify(save));
    expect(r.ok && r.save.kind).toBe('cards');
  });

  it('is read as the card game when an older record has none, and a board record is never read as cards', () => {
    const { kind: _kind, ...old } = newSave('g2', 1000, SETUP, 42);
    const r = loadSaveObject(old);
    expect(r.ok && r.save.kind).toBe('cards');
    const board = loadSaveObject({ ...old, kind: 'board' });
    expect(!board.ok && board.problem).toBe('wrong-kind');
  });

  it('reads the saved fixtures of every old version as card games', () => {
    const dir = join(__dirname, 'fixtures', 'saves');
    for (const f of ['v1-midgame.json', 'v2-midgame.json', 'v2-finished.json', 'golden-4-seats.json']) {
      const r = loadSave(readFileSync(join(dir, f), 'utf8'));
      expect(r.ok && r.save.kind, f).toBe('cards');
    }
  });
});
