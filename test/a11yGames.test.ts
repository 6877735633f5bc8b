/** The screen-reader layer's game registry: the game on screen is the topmost running scene that registered one. */
import { describe, expect, it } from 'vitest';
import { a11yGameOf, commonLabel, onA11yGames, provideA11yGame } from '../src/ui/a11yGames';
import type { A11yGame } from '../src/ui/a11yGames';
import { t } from '../src/i18n';

function fake(name: string): A11yGame {
  return { labels: () => (i) => `${name} ${i.id}`, describe: () => [name], version: () => name };
}

describe('the game on screen', () => {
  it('is the topmost running scene with a game, so an overlay over a table still describes that table', () => {
    const stopCards = provideA11yGame('table', fake('cards'));
    const stopBoard = provideA11yGame('board', fake('board'));
    expect(a11yGameOf(['table'])?.describe()).toEqual(['cards']);
    expect(a11yGameOf(['board', 'rules'])?.describe()).toEqual(['board']);
    expect(a11yGameOf(['title'])).toBeNull();
    expect(a11yGameOf([])).toBeNull();
    stopCards();
    stopBoard();
    expect(a11yGameOf(['table', 'board'])).toBeNull();
  });

  it('tells the layer when a game arrives, and a stale remover leaves a newer registration alone', () => {
    let heard = 0;
    const stop = onA11yGames(() => heard++);
    const first = provideA11yGame('board', fake('one'));
    const second = provideA11yGame('board', fake('two'));
    first();
    expect(a11yGameOf(['board'])?.version()).toBe('two');
    second();
    stop();
    provideA11yGame('board', fake('three'))();
    expect(heard).toBe(2);
  });
});

describe('labels any screen shares', () => {
  it('spells out a text field and the volume slider, keeps a control label, and names an unlabelled control', () => {
    expect(commonLabel({ id: 'field:name-0', label: 'Anna' })).toBe(t('a11y.field', { value: 'Anna' }));
    expect(commonLabel({ id: 'slider:volume', label: 'Volume' })).toBe(t('a11y.volume'));
    expect(commonLabel({ id: 'button:menu', label: ' Menu ' })).toBe('Menu');
    expect(commonLabel({ id: 'x', label: '' })).toBe(t('a11y.unnamed'));
  });
});
