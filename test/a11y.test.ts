/** The screen-reader layer's pure texts: readable labels of the intents and the table summary. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  auctionValue,
  characterDef,
  cellAt,
  footprint,
  formatCity,
  isCharacter,
  isTerrain,
  viewFor,
  viewGrid,
  viewScore,
} from '../src/cards/engine';
import type { GameState } from '../src/cards/engine';
import { setLanguage, t } from '../src/i18n';
import { contentName } from '../src/i18n/names';
import { cardText, cityRows, describeTable, intentLabel } from '../src/ui/a11yModel';
import { rankOrder } from '../src/ui/a11yList';
import { autoplay, charId, newGame, setupOf, terrainId } from './helpers';

/** A game in era I after a few rounds, so that seat 0 has a city and the offer is up. */
function midGame(): GameState {
  const s = newGame(setupOf(['real', 'real', 'novice', 'novice']), 7);
  let rounds = 0;
  let last = s.round;
  return autoplay(s, (st) => {
    if (st.round !== last) {
      last = st.round;
      rounds++;
    }
    return rounds >= 3 && st.phase === 'taking' && st.seats.length > 0;
  });
}

describe('intent labels', () => {
  it('spells out a terrain card of the offer parcel by parcel', () => {
    const id = terrainId('.M.m', 1);
    expect(intentLabel({ id: `offer:${id}`, label: `Terrain ${id}` }, null)).toBe(
      'Take the terrain card: top left Empty, top right Mountain, bottom left Empty, bottom right Mine',
    );
  });

  it('names a character of the offer with its effect', () => {
    const id = charId('Banker');
    expect(intentLabel({ id: `offer:${id}`, label: 'Banker' }, null)).toBe(
      'Take the character Banker (4 VP per Bank)',
    );
  });

  it('gives a heatmap spot its column, row and the score change it shows', () => {
    expect(intentLabel({ id: 'spot:2,-1', label: '+8 VP' }, null)).toBe(
      'Place with its top left parcel at column 2, row -1: +8 VP',
    );
    expect(intentLabel({ id: 'spot:0,3', label: '−2 VP' }, null)).toContain('−2 VP');
  });

  it('says what a spot covers and what it touches, from the city of the seat on screen (issue 27, item 18)', () => {
    const view = viewFor(midGame(), 0);
    const g = viewGrid(view, 0);
    // A spot half on the city: its left column on the city's last column.
    const [x, y] = [g.x0 + g.w - 1, g.y0];
    const f = footprint(g, x, y);
    expect(f.covers).toEqual([
      cellAt(g, x, y),
      cellAt(g, x + 1, y),
      cellAt(g, x, y + 1),
      cellAt(g, x + 1, y + 1),
    ]);
    expect(f.touches).toEqual([
      cellAt(g, x, y - 1),
      cellAt(g, x + 1, y - 1),
      cellAt(g, x + 2, y),
      cellAt(g, x + 2, y + 1),
      cellAt(g, x + 1, y + 2),
      cellAt(g, x, y + 2),
      cellAt(g, x - 1, y + 1),
      cellAt(g, x - 1, y),
    ]);
    const under = [...new Set(f.covers.filter((c) => c !== '_').map(contentName))];
    const beside = [...new Set(f.touches.filter((c) => c !== '_').map(contentName))];
    expect(under.length).toBeGreaterThan(0);
    const label = intentLabel({ id: `spot:${x},${y}`, label: '+3 VP' }, view);
    expect(label).toContain(`column ${x}, row ${y}: +3 VP`);
    for (const n of [...under, ...beside]) expect(label).toContain(n);
    // Far from the city: nothing under it and nothing beside it.
    const far = intentLabel({ id: `spot:${g.x0 + 20},${g.y0}`, label: '0 VP' }, view);
    expect(far.match(new RegExp(t('a11y.nothing'), 'g'))).toHaveLength(2);
  });

  it('lists ranked intents (placement spots) best first, in the places the ranked ones held', () => {
    const list = [
      { id: 'a' },
      { id: 's1', rank: 1 },
      { id: 'b' },
      { id: 's2', rank: 5 },
      { id: 's3', rank: -2 },
    ];
    expect(rankOrder(list).map((i) => i.id)).toEqual(['a', 's2', 'b', 's1', 's3']);
  });

  it('names the character of an ability from the id, whatever the button says', () => {
    expect(intentLabel({ id: 'use:governor', label: '' }, null)).toBe('Use the Governor');
    expect(intentLabel({ id: 'use:doctor', label: 'Use' }, null)).toBe('Use the Doctor');
    expect(intentLabel({ id: 'use:doctor', label: 'Use (U)' }, null)).toBe('Use the Doctor');
  });

  it('locates a card to sell in the viewer city', () => {
    const s = midGame();
    const view = viewFor(s, 0);
    const placed = view.seats[0]?.city[0];
    expect(placed).toBeDefined();
    if (!placed) return;
    const label = intentLabel({ id: `sell:${placed.id}`, label: 'Sell (Auctioneer)' }, view);
    expect(label).toBe(`Sell the card at column ${placed.x}, row ${placed.y} (${cardText(placed.id)})`);
  });

  it('keeps readable labels and words out other ids', () => {
    expect(intentLabel({ id: 'bid:300', label: 'Bid 5' }, null)).toBe('Bid 5');
    expect(intentLabel({ id: 'button:new-game', label: 'New game' }, null)).toBe('New game');
    expect(intentLabel({ id: 'button:view-toggle', label: '' }, null)).toBe('A control without a name');
    expect(intentLabel({ id: 'paperboy:' + charId('Cowboy'), label: 'Add card' }, null)).toBe(
      'Add the character Cowboy (3 VP per Ranch) to your characters',
    );
    expect(intentLabel({ id: 'slider:volume', label: 'Volume' }, null)).toBe('Volume: mute or restore');
    expect(intentLabel({ id: 'field:name-0', label: 'Anna' }, null)).toBe('Edit: Anna');
  });

  it('falls back to the given label for an unknown or malformed id', () => {
    expect(intentLabel({ id: 'spot:a,b', label: '+1 VP' }, null)).toBe('+1 VP');
    expect(intentLabel({ id: 'offer:x', label: 'Terrain x' }, null)).toBe('Terrain x');
  });
});

describe('intent labels in another language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('words the ability prompt and an unnamed control in German, not English', async () => {
    expect(await setLanguage('de')).toBe(true);
    const doctor = intentLabel({ id: 'use:doctor', label: t('turn.use') }, null);
    expect(doctor).toBe(t('a11y.use', { name: 'Doktor' }));
    expect(doctor).not.toContain('Use');
    expect(intentLabel({ id: 'button:seat-1-suit', label: '' }, null)).toBe('Bedienelement ohne Namen');
  });
});

describe('table summary', () => {
  it('tells the round, the offer card by card, the hand, the city row by row and every score', () => {
    const s = midGame();
    const view = viewFor(s, 0);
    const lines = describeTable(view);
    const text = lines.join('\n');
    expect(lines[0]).toMatch(/^Era I, round \d+: taking cards\.$/);
    expect(text).toContain(`Offer, ${view.offer.length} card`);
    view.offer.forEach((id, i) => {
      expect(lines).toContain(`${i + 1}. ${cardText(id)}.`);
      if (isCharacter(id)) expect(cardText(id)).toContain(characterDef(id).name);
      if (isTerrain(id)) expect(cardText(id)).toContain('top left');
    });
    const me = view.seats[0];
    expect(me).toBeDefined();
    if (!me) return;
    const values = me.hand.map(auctionValue).sort((a, b) => a - b);
    expect(text).toContain(`Your bid cards: ${values.join(', ')}.`);
    const grid = viewGrid(view, 0);
    const notation = formatCity(grid);
    expect(me.city.length).toBeGreaterThan(0);
    expect(text).toContain(`Your city, ${me.city.length} card`);
    notation.forEach((row, r) => {
      const line = lines.find((l) => l.startsWith(`Row ${grid.y0 + r}, from column ${grid.x0}:`));
      expect(line).toBeDefined();
      expect(line).toContain(`(${row}).`);
    });
    view.setup.seats.forEach((seat, i) => expect(lines).toContain(`${seat.name} ${viewScore(view, i)} VP.`));
  });

  it('writes each parcel of a row in words, "no card" where nothing lies', () => {
    const s = midGame();
    const view = viewFor(s, 0);
    const grid = viewGrid(view, 0);
    const rows = cityRows(view, 0);
    expect(rows).toHaveLength(grid.h);
    rows.forEach((row, r) => {
      const words = row.replace(/^Row -?\d+, from column -?\d+: /, '').replace(/ \(.*\)\.$/, '');
      const want = grid.cells
        .slice(r * grid.w, (r + 1) * grid.w)
        .map((c) => (c === '_' ? 'no card' : contentName(c)));
      expect(words.split(', ')).toEqual(want);
    });
  });

  it('shows no hand or city to a spectator, and says so without a game', () => {
    const s = midGame();
    const text = describeTable(viewFor(s, -1)).join('\n');
    expect(text).not.toContain('Your bid cards');
    expect(text).not.toContain('Your city');
    expect(text).toContain('Scores now:');
    expect(describeTable(null)).toEqual(['No game is on the table.']);
  });
});
