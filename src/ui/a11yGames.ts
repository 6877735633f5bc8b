/**
 * What the screen-reader layer asks of the game on screen: the words of its intents and a summary of its table. Each
 * game registers one under the key of its scene (the late work does it); the layer knows neither game.
 */
import type { IntentTarget } from './hookRegistry';
import { fieldLabel, unnamedLabel, volumeLabel } from './a11yText';

/** The intent as the labeller reads it: its id and the control's own label. */
export type LabelledIntent = Pick<IntentTarget, 'id' | 'label'>;

/** A game as the screen-reader layer sees it. */
export interface A11yGame {
  /** The labeller of the intents as the game stands now (taken once per drawing of the list). */
  labels(): (intent: LabelledIntent) => string;
  /** The table as lines of text, on demand. */
  describe(): string[];
  /** Changes whenever the labels may change although the intents do not (a move elsewhere on the board). */
  version(): string;
}

const games = new Map<string, A11yGame>();
const listeners = new Set<() => void>();

/** Registers (or replaces) the game shown by scene `scene`; returns its remover. */
export function provideA11yGame(scene: string, game: A11yGame): () => void {
  games.set(scene, game);
  for (const fn of listeners) fn();
  return () => {
    if (games.get(scene) === game) games.delete(scene);
  };
}

/** The game of the topmost running scene that has one (`scenes` bottom to top), null when none has. */
export function a11yGameOf(scenes: readonly string[]): A11yGame | null {
  for (let i = scenes.length - 1; i >= 0; i--) {
    const g = games.get(scenes[i] ?? '');
    if (g) return g;
  }
  return null;
}

/** Listens to registrations (labels may be spelled out better now); returns the remover. */
export function onA11yGames(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * The label of an intent any screen may show (a text field, the volume slider), else the control's own label, else a
 * word that says it has none. Each game's labeller falls back on it.
 */
export function commonLabel(intent: LabelledIntent): string {
  const label = intent.label.trim();
  switch (intent.id.split(':')[0]) {
    case 'field':
      return fieldLabel(label);
    case 'slider':
      return volumeLabel();
  }
  return label || unnamedLabel();
}
