/** The board game's screen-reader models: lit targets spelled out, the board on demand, and what is announced. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_LIMIT,
  SIZE,
  SPACES,
  applyAction,
  at,
  buildingPrice,
  cashLimit,
  createGame,
  parcelPrice,
  viewFor,
  type BoardEvent,
  type BoardState,
} from '../../../src/board/engine';
import { setLanguage, t } from '../../../src/i18n';
import { boardA11yGame, boardIntentLabel, describeBoard, turnLine } from '../../../src/ui/board/boardA11y';
import type { BoardA11ySource } from '../../../src/ui/board/boardA11y';
import { boardActionLines, boardSpoken } from '../../../src/ui/board/boardSpoken';
import { eventText } from '../../../src/ui/board/boardText';
import { clearCity, put, started } from '../fixtures';
import { playOut } from '../play';

const NAMES = ['Ann', 'Bea', 'Cid', 'Dot'];

/** A 4-seat game in phase 2 with a saloon of Bea's on C6, a mountain on D1 and cowboys on the path and the town. */
function board(): { s: BoardState; c6: number; d1: number } {
  const s = started(4);
  clearCity(s);
  const c6 = put(s, 2, 5, 1, 'saloon');
  const d1 = put(s, 3, 0, -1, 'mountain');
  s.placements = [
    { seat: 0, spot: 's:wages', white: false, noDuel: false, dynamite: false },
    { seat: 2, spot: 's:wages', white: true, noDuel: false, dynamite: false },
    { seat: 3, spot: `b:${c6}`, white: false, noDuel: false, dynamite: false },
    { seat: 1, spot: `p:${d1}`, white: false, noDuel: false, dynamite: false },
  ];
  return { s, c6, d1 };
}

function source(s: BoardState, active = 0, persons = [true, false, false, false]): BoardA11ySource {
  return { view: viewFor(s, -1), names: NAMES, persons, active, actions: 7, you: -1 };
}

beforeAll(async () => {
  await setLanguage('en');
});

describe('the lit targets, spelled out', () => {
  it('names a parcel by its coordinates with its owner and what stands on it, or its price when unsold', () => {
    const { s, c6, d1 } = board();
    const src = source(s);
    const owned = boardIntentLabel(src, { id: `parcel:${c6}`, label: 'x' });
    expect(owned).toContain('parcel C6');
    expect(owned).toContain('owned by Bea');
    expect(owned).toContain('saloon');
    const free = boardIntentLabel(src, { id: `parcel:${d1}`, label: 'x' });
    expect(free).toContain('parcel D1');
    expect(free).toContain(`$${parcelPrice(s.cells, d1)}`);
    expect(free).toContain('mountain');
    expect(free).toContain('Bea');
  });

  it('says who stands on a space, with the token, and what a building space costs the seat that acts', () => {
    const { s } = board();
    s.display[2] = 'bank';
    const wages = boardIntentLabel(source(s), { id: 'spot:s:wages', label: 'Wages' });
    expect(wages).toContain('Ann');
    expect(wages).toContain(`Cid (${t('boardPlay.token.white')})`);
    expect(boardIntentLabel(source(s), { id: 'spot:s:gamble', label: '' })).toContain('no cowboy');
    const bld = boardIntentLabel(source(s, 3), { id: 'spot:s:bld2', label: '' });
    expect(bld).toContain('bank');
    expect(bld).toContain(`$${buildingPrice(s, 3, 2)}`);
  });

  it('reads a building spot and a buying spot with the parcel and the cowboys already there', () => {
    const { s, c6, d1 } = board();
    const attack = boardIntentLabel(source(s), { id: `spot:b:${c6}`, label: '' });
    expect(attack).toMatch(/^Send a cowboy there: parcel C6, owned by Bea: saloon; cowboys there: Dot$/);
    const buy = boardIntentLabel(source(s), { id: `spot:p:${d1}`, label: '' });
    expect(buy).toContain('to buy it: parcel D1');
    expect(buy).toContain('cowboys there: Bea');
  });

  it('gives a character its number and cash limit, a road its parcels, and leaves the bar buttons their words', () => {
    const { s } = board();
    const card = s.characters[3] as number;
    const label = boardIntentLabel(source(s), { id: `char:${card}`, label: '' });
    expect(label).toContain(`Character ${card},`);
    expect(label).toContain(`$${CASH_LIMIT[card] ?? -1}`);
    expect(boardIntentLabel(source(s), { id: 'road:0', label: '' })).toMatch(/^Lay the road .*parcel A1/);
    expect(boardIntentLabel(source(s), { id: 'button:confirm', label: 'Confirm' })).toBe('Confirm');
  });
});

describe('the board on demand', () => {
  it('lists each seat, the whole path with its cowboys and the town row by row by coordinates', () => {
    const { s } = board();
    const lines = describeBoard(source(s));
    for (const [i, name] of NAMES.entries()) {
      const seat = lines.find((l) => l.startsWith(`${name}, `));
      expect(seat, name).toContain(`$${s.seats[i]?.money ?? -1}`);
      // Before phase 1 nobody holds a card, so no cash limit is read out.
      expect(seat, name).not.toContain('cash limit');
    }
    expect(lines).toContain('Bea owns 1 parcel: C6 (saloon).');
    const path = lines.indexOf(t('boardA11y.pathHeading'));
    expect(path).toBeGreaterThan(0);
    expect(lines.slice(path + 1, path + 1 + SPACES.length)).toHaveLength(SPACES.length);
    expect(lines.find((l) => l.startsWith('Wages:'))).toBe(
      `Wages: Ann and Cid (${t('boardPlay.token.white')}).`,
    );
    const rows = lines.filter((l) => l.startsWith('Row '));
    expect(rows).toHaveLength(SIZE);
    expect(rows[5]).toContain('C6 Bea, saloon (cowboys: Dot)');
    expect(rows[0]).toContain('D1 mountain (cowboys: Bea)');
    expect(rows[0]).toContain('A1 empty');
  });

  it('reads the cash limit of a seat that holds a character card', () => {
    const { s } = board();
    const card = s.characters[0] as number;
    Object.assign(s.seats[0] ?? {}, { character: card, power: card });
    const ann = describeBoard(source(s)).find((l) => l.startsWith('Ann, '));
    expect(ann).toContain(`cash limit $${cashLimit(s, 0)}`);
  });

  it('says whose turn it is: the question for a person here, who is awaited otherwise', () => {
    const { s } = board();
    expect(turnLine(source(s, 0))).toMatch(/^Your turn: ./);
    expect(turnLine(source(s, 2))).toBe('Waiting for Cid.');
  });

  it('reads the game through the source given, and says so when none is up', () => {
    const { s } = board();
    let src: BoardA11ySource | null = null;
    const game = boardA11yGame(() => src);
    expect(game.describe()).toEqual([t('a11y.noGame')]);
    expect(game.labels()({ id: 'parcel:0', label: 'A1' })).toBe('A1');
    src = source(s);
    expect(game.version()).toBe('7');
    expect(game.labels()({ id: `parcel:${at(2, 5)}`, label: '' })).toContain('owned by Bea');
  });
});

describe('what is announced', () => {
  it('reads a duel with both dice, firepower and winner, and an income, then asks the person due', () => {
    const { s } = board();
    const events: BoardEvent[] = [
      {
        type: 'duel',
        spot: 's:gamble',
        seats: [1, 0],
        rolls: [2, 5],
        fire: [
          { cowboys: 1, revolvers: 3, ammo: 0, mercenary: 0, total: 4 },
          { cowboys: 0, revolvers: 2, ammo: 0, mercenary: 0, total: 2 },
        ],
        totals: [6, 7],
        winner: 0,
      },
      { type: 'money', seat: 2, amount: 5, cause: 'wages' },
    ];
    const lines = boardSpoken(source(s, 0), { type: 'pass', seat: 3 }, events);
    expect(lines[0]).toContain('Bea 2 + 4 (1 cowboy in the personal supply + 3 revolvers) = 6');
    expect(lines[0]).toContain('Ann 5 + 2 (2 revolvers) = 7');
    expect(lines[0]).toContain('Ann wins');
    expect(lines[1]).toContain('Cid receives $5');
    expect(lines[2]).toMatch(/^Your turn: /);
    expect(boardSpoken(source(s, 1), { type: 'pass', seat: 3 }, events)).toHaveLength(2);
    expect(boardSpoken(source(s, 0), null, events)).toEqual([]);
  });

  it('over a whole game, every duel and income the engine reports is heard with the log line the table shows', () => {
    const game = playOut({ players: 4 }, 5, false);
    const start = createGame({ players: 4 }, 5);
    if (!start.ok) throw new Error(start.error);
    let st = start.state;
    let duels = 0;
    let incomes = 0;
    for (const a of game.actions) {
      const r = applyAction(st, a);
      if (!r.ok) throw new Error(r.error);
      const view = viewFor(r.state, -1);
      const spoken = boardActionLines(view, a, r.events, NAMES);
      for (const e of r.events) {
        if (e.type === 'duel') duels++;
        else if (e.type === 'money' && ['wages', 'parcels', 'cowboys', 'buildings'].includes(e.cause))
          incomes++;
        else continue;
        expect(spoken).toContain(eventText(view, e, NAMES));
      }
      st = r.state;
    }
    expect(duels).toBeGreaterThan(0);
    expect(incomes).toBeGreaterThan(0);
  });
});
