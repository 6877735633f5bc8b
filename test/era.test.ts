/** RULES 1.3 Auctioneer, 3.5, 3.6, 5: sales, the era change, the Paperboy, virtual players, the winners. */
import { describe, expect, it } from 'vitest';
import {
  AUCTION_BASE,
  CHARACTER_BASE,
  PILE_VALUES,
  TERRAIN,
  activeSeats,
  appealOf,
  auctionCards,
  auctionId,
  auctionValue,
  characterPile,
  cityCards,
  createGame,
  inZone,
  legalActions,
  offer,
  scoreSeat,
  seatSellable,
  seatTotal,
  terrainPile,
  virtualScore,
} from '../src/cards/engine';
import type { Action, GameEvent, GameState, Strength } from '../src/cards/engine';
import {
  act,
  autoplay,
  bidAll,
  charId,
  newGame,
  realSetup,
  reject,
  rigRound,
  setupOf,
  terrainId,
} from './helpers';

/** The first legal action of a seat. */
function firstAction(s: GameState, seat: number): Action {
  const a = legalActions(s, seat)[0];
  if (!a) throw new Error(`seat ${seat} has no legal action`);
  return a;
}

const ofType = <T extends GameEvent['type']>(ev: GameEvent[], t: T): Extract<GameEvent, { type: T }>[] =>
  ev.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

describe('RULES 1.3, 4: the Auctioneer', () => {
  // Three cards in a row: the two ends may be sold, the middle one never (it would split the city).
  const row = (ids: number[]): [number, number, number][] => ids.map((id, k) => [id, 2 * k, 0]);
  const cards = [50, 60, 70];

  function atTurn(extra: Partial<{ sold: number; sideways: boolean }> = {}): GameState {
    const { state } = rigRound(newGame(realSetup(4), 7), {
      own: { 0: ['Auctioneer'] },
      city: { 0: row(cards), 1: row([51, 61]) },
      sideways: extra.sideways ? ['Auctioneer'] : [],
    });
    if (extra.sold !== undefined) (state.seats[0] as { sold: number }).sold = extra.sold;
    return bidAll(state, { 0: 9, 1: 8, 2: 7, 3: 6 });
  }

  it('offers sales of the sellable cards on the owner’s turn to take', () => {
    const s = atTurn();
    const sells = legalActions(s, 0).filter((a) => a.type === 'sell');
    expect(sells).toEqual([
      { type: 'sell', seat: 0, card: 50 },
      { type: 'sell', seat: 0, card: 70 },
    ]);
    expect(seatSellable(s, 0)).toEqual([50, 70]);
    expect(reject(s, { type: 'sell', seat: 0, card: 60 })).toBe('not-sellable');
    expect(reject(s, { type: 'sell', seat: 0, card: 51 })).toBe('not-sellable');
    expect(reject(s, { type: 'sell', seat: 1, card: 51 })).toBe('not-your-turn');
  });

  it('sells 1 to 3 cards in the turn, then the seat still takes; 7 VP each', () => {
    let s = atTurn();
    const r = act(s, { type: 'sell', seat: 0, card: 50 });
    expect(ofType(r.events, 'cardSold')).toEqual([{ type: 'cardSold', seat: 0, card: 50 }]);
    s = r.state;
    expect(s.c.zone[50]).toBe('sold');
    expect(s.c.sideways[charId('Auctioneer')]).toBe(true);
    expect(activeSeats(s)).toEqual([0]);
    expect(seatSellable(s, 0)).toEqual([60, 70]);
    s = act(s, { type: 'sell', seat: 0, card: 70 }).state;
    s = act(s, { type: 'sell', seat: 0, card: 60 }).state;
    expect(cityCards(s, 0)).toEqual([]);
    expect(s.seats[0]?.sold).toBe(3);
    expect(legalActions(s, 0).some((a) => a.type === 'sell')).toBe(false);
    expect(reject(s, { type: 'sell', seat: 0, card: 51 })).toBe('sell-limit');
    expect(scoreSeat(s, 0).characters).toEqual([{ name: 'Auctioneer', vp: 21 }]);
    // The emptied city takes its next card at (0, 0).
    const t = offer(s)[1] as number;
    expect(legalActions(s, 0).filter((a) => a.type === 'take' && a.card === t)).toEqual([
      { type: 'take', seat: 0, card: t, at: { x: 0, y: 0 } },
    ]);
    s = act(s, { type: 'take', seat: 0, card: t, at: { x: 0, y: 0 } }).state;
    expect(activeSeats(s)).toEqual([1]);
  });

  it('sells once per era: no sale on a later turn of the same era', () => {
    let s = act(atTurn(), { type: 'sell', seat: 0, card: 50 }).state;
    s = autoplay(s, (x) => x.phase === 'taking' && activeSeats(x)[0] === 0 && x.round >= 2);
    expect(s.c.sideways[charId('Auctioneer')]).toBe(true);
    expect(legalActions(s, 0).some((a) => a.type === 'sell')).toBe(false);
    const card = seatSellable(s, 0)[0];
    expect(card).toBeDefined();
    expect(reject(s, { type: 'sell', seat: 0, card })).toBe('not-allowed');
    // Upright again in Era II, with 2 sales left in the game.
    s = autoplay(s, (x) => x.era === 2 && x.phase === 'taking' && activeSeats(x)[0] === 0);
    expect(s.c.sideways[charId('Auctioneer')]).toBe(false);
    expect(legalActions(s, 0).filter((a) => a.type === 'sell')).toHaveLength(seatSellable(s, 0).length);
  });

  it('sells at most 3 cards in the whole game', () => {
    const two = atTurn({ sold: 2 });
    const s = act(two, { type: 'sell', seat: 0, card: 50 }).state;
    expect(s.seats[0]?.sold).toBe(3);
    expect(reject(s, { type: 'sell', seat: 0, card: 70 })).toBe('sell-limit');
    const three = atTurn({ sold: 3 });
    expect(legalActions(three, 0).some((a) => a.type === 'sell')).toBe(false);
    expect(reject(three, { type: 'sell', seat: 0, card: 50 })).toBe('sell-limit');
  });

  it('may sell between the two takes of a Chinese Worker turn, even right after taking the Auctioneer', () => {
    const { state } = rigRound(newGame(realSetup(4), 7), {
      characters: ['Auctioneer'],
      own: { 0: ['Chinese Worker'] },
      city: { 0: row(cards) },
    });
    let s = act(state, { type: 'use', seat: 0, ability: 'chineseWorker' }).state;
    s = bidAll(s, { 0: 9, 1: 8, 2: 7, 3: 6 });
    expect(legalActions(s, 0).some((a) => a.type === 'sell')).toBe(false);
    s = act(s, { type: 'take', seat: 0, card: charId('Auctioneer') }).state;
    expect(activeSeats(s)).toEqual([0]);
    expect(legalActions(s, 0).filter((a) => a.type === 'sell')).toHaveLength(2);
    s = act(s, { type: 'sell', seat: 0, card: 50 }).state;
    s = act(s, firstAction(s, 0)).state;
    // The turn is over with the last take: no sale after it.
    expect(activeSeats(s)).toEqual([1]);
    expect(reject(s, { type: 'sell', seat: 0, card: 70 })).toBe('not-your-turn');
  });

  it('cannot sell outside its turn to take', () => {
    const { state } = rigRound(newGame(realSetup(4), 7), {
      own: { 0: ['Auctioneer'] },
      city: { 0: row(cards) },
    });
    expect(reject(state, { type: 'sell', seat: 0, card: 50 })).toBe('wrong-phase');
    const s = bidAll(state, { 0: 1, 1: 8, 2: 7, 3: 6 });
    expect(reject(s, { type: 'sell', seat: 0, card: 50 })).toBe('not-your-turn');
  });
});

describe('RULES 3.5: the end of Era I', () => {
  /** Round 9 of Era I at its taking phase, and the first decision of Era II. */
  function eraTwo(): { before: GameState; after: GameState } {
    const setup = setupOf(['real', 'real', 'novice', 'expert', 'intermediate']);
    const { state } = rigRound(newGame(setup, 12), { own: { 0: ['Governor', 'Heroes'], 1: ['Auctioneer'] } });
    let s = act(state, { type: 'use', seat: 0, ability: 'governor' }).state;
    s = act(s, firstAction(s, 0)).state;
    s = act(s, { type: 'use', seat: 0, ability: 'heroes' }).state;
    const before = autoplay(s, (x) => x.round === 9 && x.phase === 'taking');
    return { before, after: autoplay(before, (x) => x.era === 2) };
  }

  it('removes the rest of the Era I deck and draws from Era II', () => {
    const { before, after } = eraTwo();
    expect(terrainPile(before, 1).length).toBeGreaterThan(0);
    expect(terrainPile(after, 1)).toEqual([]);
    for (const id of terrainPile(before, 1)) expect(after.c.zone[id]).toBe('removed');
    expect([after.era, after.round]).toEqual([2, 1]);
    for (const id of offer(after).slice(1)) expect(TERRAIN[id]?.era).toBe(2);
  });

  it('gives real players their 9 auction cards back', () => {
    const { after } = eraTwo();
    expect(after.phase).toBe('before');
    for (const seat of [0, 1]) {
      expect(auctionCards(after, seat, 'hand').map(auctionValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(auctionCards(after, seat, 'spent')).toEqual([]);
    }
  });

  it('reshuffles each virtual pile of its 9 cards', () => {
    const { before, after } = eraTwo();
    const strengths: Strength[] = ['novice', 'expert', 'intermediate'];
    let changed = 0;
    strengths.forEach((st, k) => {
      const seat = k + 2;
      const playedInEraI = [...auctionCards(before, seat, 'spent'), ...auctionCards(before, seat, 'played')];
      expect(playedInEraI).toHaveLength(9);
      const pile = auctionCards(after, seat, 'pile');
      expect(pile.map(auctionValue).sort((a, b) => a - b)).toEqual(PILE_VALUES[st]);
      if (JSON.stringify(pile) !== JSON.stringify(playedInEraI)) changed++;
    });
    expect(changed).toBeGreaterThan(0);
  });

  it('turns used characters upright, except a used Governor', () => {
    const { before, after } = eraTwo();
    expect(before.c.sideways[charId('Governor')]).toBe(true);
    expect(before.c.sideways[charId('Heroes')]).toBe(true);
    expect(after.c.sideways[charId('Governor')]).toBe(true);
    expect(after.c.sideways[charId('Heroes')]).toBe(false);
  });

  it('plays 9 rounds per era and 18 in all, then scores every seat', () => {
    const setup = setupOf(['real', 'novice', 'real', 'expert']);
    const start = newGame(setup, 21);
    let s = start;
    const rounds: [number, number][] = [[s.era, s.round]];
    while (s.phase !== 'over') {
      const r = act(s, firstAction(s, activeSeats(s)[0] as number));
      for (const e of ofType(r.events, 'roundStarted')) rounds.push([e.era, e.round]);
      s = r.state;
      const over = ofType(r.events, 'gameOver')[0];
      if (over) expect(over.totals).toEqual([0, 1, 2, 3].map((i) => seatTotal(s, i)));
    }
    expect(rounds).toHaveLength(18);
    expect(rounds[8]).toEqual([1, 9]);
    expect(rounds[9]).toEqual([2, 1]);
    expect(characterPile(s)).toHaveLength(3);
  });
});

describe('RULES 3.6: the Paperboy', () => {
  function atPaperboy(kind: 'real' | 'novice'): GameState {
    const setup = setupOf([kind, 'real', 'real', 'real']);
    const { state } = rigRound(newGame(setup, 31), { own: { 0: ['Paperboy'] }, removed: ['Teacher'] });
    return autoplay(state, (x) => x.phase === 'paperboy');
  }

  it('lets the real owner add a removed character or one from the pile, or pass', () => {
    const s = atPaperboy('real');
    expect(s.phase).toBe('paperboy');
    expect(activeSeats(s)).toEqual([0]);
    const legal = legalActions(s, 0);
    const choices: number[] = [];
    for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++)
      if (s.c.zone[id] === 'removed' || s.c.zone[id] === 'characterDeck') choices.push(id);
    expect(legal).toEqual([
      { type: 'paperboy', seat: 0, card: null },
      ...choices.map((card) => ({ type: 'paperboy', seat: 0, card })),
    ]);
    expect(choices.length).toBeGreaterThan(0);
    for (const id of characterPile(s)) expect(choices).toContain(id);
    expect(choices).toContain(charId('Teacher'));
    expect(reject(s, { type: 'paperboy', seat: 1, card: choices[0] })).toBe('not-owner');
    const owned = inZone(s, 'characters', -2, CHARACTER_BASE, AUCTION_BASE)[0] as number;
    expect(reject(s, { type: 'paperboy', seat: 0, card: owned })).toBe('not-available');
    const pick = choices[choices.length - 1] as number;
    const r = act(s, { type: 'paperboy', seat: 0, card: pick });
    expect(r.state.phase).toBe('over');
    expect(r.state.c.owner[pick]).toBe(0);
    expect(r.state.c.zone[pick]).toBe('characters');
    expect(ofType(r.events, 'gameOver')[0]?.totals[0]).toBe(scoreSeat(r.state, 0).total);
    const pass = act(s, { type: 'paperboy', seat: 0, card: null });
    expect(pass.state.phase).toBe('over');
    expect(reject(pass.state, { type: 'paperboy', seat: 0, card: null })).toBe('game-over');
  });

  it('gives a virtual owner no pick: the game ends at once', () => {
    const s = atPaperboy('novice');
    expect(s.phase).toBe('over');
    expect(s.c.owner[charId('Paperboy')]).toBe(0);
  });
});

describe('RULES 5: virtual players', () => {
  it('start with the pile of their strength, shuffled, and never a hand', () => {
    const s = newGame(setupOf(['novice', 'intermediate', 'expert', 'real']), 41);
    (['novice', 'intermediate', 'expert'] as Strength[]).forEach((st, seat) => {
      expect(
        auctionCards(s, seat, 'pile')
          .map(auctionValue)
          .sort((a, b) => a - b),
      ).toEqual(PILE_VALUES[st]);
      expect(auctionCards(s, seat, 'hand')).toEqual([]);
    });
    expect(auctionCards(s, 3, 'hand').map(auctionValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('bid the top of their pile and take the highest appeal, earliest on ties', () => {
    const base = newGame(setupOf(['expert', 'real', 'real', 'real']), 42);
    // Appeals after the Singer (4): 3, 7, 7, 1.
    const terrain = [terrainId('..H.', 1), terrainId('.M.m', 1), terrainId('M.m.', 1), terrainId('....', 1)];
    expect(terrain.map(appealOf)).toEqual([3, 7, 7, 1]);
    const { state } = rigRound(base, { characters: ['Singer'], terrain });
    // Put the virtual seat's 11 on top of its pile.
    state.c.order[auctionId(0, 11)] = -1;
    let s = state;
    for (const seat of [1, 2]) s = act(s, { type: 'bid', seat, card: auctionId(seat, seat) }).state;
    const r = act(s, { type: 'bid', seat: 3, card: auctionId(3, 3) });
    const bids = ofType(r.events, 'bidsRevealed')[0]?.bids ?? [];
    expect(bids[0]).toEqual({ seat: 0, card: auctionId(0, 11), value: 11 });
    expect(ofType(r.events, 'cardTaken')[0]).toEqual({ type: 'cardTaken', seat: 0, card: terrain[1] });
    expect(r.state.c.zone[terrain[1] as number]).toBe('kept');
    expect(r.state.c.owner[terrain[1] as number]).toBe(0);
    expect(activeSeats(r.state)).toEqual([3]);
  });

  it('prefer the character on an appeal tie, since it comes first in the offer', () => {
    const terrain = [terrainId('R...', 1), terrainId('....', 1), terrainId('..H.', 1), terrainId('.H..', 1)];
    expect(terrain.map(appealOf)).toEqual([6, 1, 3, 3]);
    const base = newGame(setupOf(['novice', 'real', 'real', 'real']), 43);
    const { state } = rigRound(base, { characters: ['Governor'], terrain });
    expect(appealOf(charId('Governor'))).toBe(6);
    state.c.order[auctionId(0, 9)] = -1;
    let s = state;
    for (const seat of [1, 2, 3]) s = act(s, { type: 'bid', seat, card: auctionId(seat, seat) }).state;
    expect(s.c.owner[charId('Governor')]).toBe(0);
    expect(s.c.zone[charId('Governor')]).toBe('characters');
    expect(s.c.zone[terrain[0] as number]).toBe('offer');
  });

  it('play a whole game by themselves when no seat is real', () => {
    const r = createGame(setupOf(['novice', 'intermediate', 'expert', 'novice']), 43);
    expect(r.ok && r.state.phase).toBe('over');
  });

  it('score the appeal of every card they took', () => {
    const s = autoplay(newGame(setupOf(['real', 'novice', 'intermediate', 'expert']), 44), () => false);
    for (const seat of [1, 2, 3]) {
      const ids = [
        ...inZone(s, 'kept', seat, 0, CHARACTER_BASE),
        ...inZone(s, 'characters', seat, CHARACTER_BASE, AUCTION_BASE),
      ];
      expect(ids.length).toBeGreaterThan(0);
      expect(virtualScore(s, seat)).toBe(ids.reduce((a, id) => a + appealOf(id), 0));
      expect(seatTotal(s, seat)).toBe(virtualScore(s, seat));
      expect(cityCards(s, seat)).toEqual([]);
    }
  });
});

describe('RULES 3.6: the winners', () => {
  it('shares the victory between tied seats (Decision)', () => {
    let found = 0;
    for (let seed = 1; seed < 400 && found < 3; seed++) {
      const r = createGame(setupOf(['novice', 'novice', 'novice', 'novice', 'novice']), seed);
      if (!r.ok) throw new Error(r.error);
      const over = ofType(r.events, 'gameOver')[0];
      if (!over) throw new Error('game not over');
      const best = Math.max(...over.totals);
      expect(over.winners).toEqual(over.totals.flatMap((t, i) => (t === best ? [i] : [])));
      expect(over.totals).toEqual([0, 1, 2, 3, 4].map((i) => seatTotal(r.state, i)));
      if (over.winners.length > 1) found++;
    }
    expect(found).toBeGreaterThan(0);
  });
});
