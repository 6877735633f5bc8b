/** The tournament's --master flag: what it accepts, and that the line-up's Master is built with it. */
import { describe, expect, it } from 'vitest';
import { hardPlayUntil } from './hardPlay';
import { viewFor } from '../src/cards/engine';
import type { GameSetup } from '../src/cards/engine';
import { botFor } from '../src/cards/bots/index';
import { MASTER, makeMaster } from '../src/cards/bots/master';
import { lineupBots, masterOverrides } from '../src/cards/cli/masterFlag';

describe('--master', () => {
  it('takes MASTER’s own top-level numbers and switches', () => {
    expect(masterOverrides('{}')).toEqual({});
    expect(masterOverrides('{"horizon":2,"valuedTakes":false,"margin":0.5}')).toEqual({
      horizon: 2,
      valuedTakes: false,
      margin: 0.5,
    });
  });

  it.each([
    ['{horizon', /not JSON/],
    ['[1]', /JSON object/],
    ['null', /JSON object/],
    ['{"depth":2}', /depth/],
    ['{"horizon":"2"}', /horizon/],
    ['{"worlds":1.5}', /worlds/],
    ['{"worlds":-1}', /worlds/],
    ['{"margin":-0.5}', /margin/],
    ['{"hard":{}}', /hard/],
    ['{"hard":null}', /hard/],
    ['{"valuedTakes":1}', /valuedTakes/],
  ])('refuses %s', (raw, message) => {
    const r = masterOverrides(raw);
    expect('error' in r && r.error).toMatch(message);
  });

  it('builds the line-up’s Master with the changes, and the usual bots without them', () => {
    const setup: GameSetup = {
      seats: [
        { kind: 'real', name: 'Ann', suit: 'hat', controller: 'master' },
        { kind: 'real', name: 'Bob', suit: 'star', controller: 'hard' },
        { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
        { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'expert' },
      ],
    };
    const lineup = ['master', 'hard', 'expert', 'expert'];
    expect(lineupBots(lineup, {})).toEqual([botFor('master'), botFor('hard'), null, null]);
    const changed = lineupBots(lineup, { bidWorlds: 8 });
    expect(changed[0]).not.toBe(botFor('master'));
    expect(changed.slice(1)).toEqual([botFor('hard'), null, null]);
    // Seat 0's bids in the first rounds: the changed Master bids as a Master built with the change would.
    const searching = makeMaster({ ...MASTER, bidWorlds: 8 });
    let bids = 0;
    let differ = 0;
    hardPlayUntil(setup, 31, (s, seat, legal, n) => {
      if (s.round >= 5) return true;
      if (seat === 0 && s.phase === 'bidding') {
        const view = viewFor(s, seat);
        const d = searching.decide(view, legal, n);
        expect(changed[0]?.decide(view, legal, n)).toEqual(d);
        if (JSON.stringify(botFor('master').decide(view, legal, n)) !== JSON.stringify(d)) differ++;
        bids++;
      }
      return false;
    });
    expect(bids).toBeGreaterThan(2);
    // The change shows: without it Master would have bid otherwise at least once.
    expect(differ).toBeGreaterThan(0);
  });
});
