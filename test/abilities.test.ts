/** RULES 1.3, 3.2, 3.3: the abilities before bids and after the reveal, in the player-aid order. */
import { describe, expect, it } from 'vitest';
import { activeSeats, auctionId, currentPrompt, legalActions, offer } from '../src/cards/engine';
import type { Ability, Action, GameEvent, GameState } from '../src/cards/engine';
import {
  act,
  autoplay,
  bidAll,
  charId,
  newGame,
  passAll,
  realSetup,
  reject,
  rigRound,
  setupOf,
} from './helpers';

const ofType = <T extends GameEvent['type']>(ev: GameEvent[], t: T): Extract<GameEvent, { type: T }>[] =>
  ev.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

/** The first legal action of a seat. */
function first(s: GameState, seat: number): Action {
  const a = legalActions(s, seat)[0];
  if (!a) throw new Error(`seat ${seat} has no legal action`);
  return a;
}

function use(s: GameState, seat: number, ability: Ability): { state: GameState; events: GameEvent[] } {
  return act(s, { type: 'use', seat, ability });
}

/** The sequence of prompts met while passing every one of them in this phase. */
function promptsWhilePassing(s: GameState): [string, number][] {
  const out: [string, number][] = [];
  let st = s;
  for (let p = currentPrompt(st); p; p = currentPrompt(st)) {
    out.push([p.ability, p.seat]);
    st = act(st, { type: 'pass', seat: p.seat }).state;
  }
  return out;
}

describe('RULES 3.2, 3.3: the order of abilities', () => {
  const own = {
    0: ['Gunsmith', 'Heroes', 'Chinese Worker', 'Lawyer', 'Governor'],
    1: ['Doctor', 'Mercenary'],
  } as const;

  it('prompts Governor, Lawyer, Chinese Worker, Heroes, Gunsmith before bids; Mercenary, Doctor after', () => {
    const { state } = rigRound(newGame(realSetup(4), 1), { own: { 0: [...own[0]], 1: [...own[1]] } });
    expect(state.phase).toBe('before');
    expect(promptsWhilePassing(state)).toEqual([
      ['governor', 0],
      ['lawyer', 0],
      ['chineseWorker', 0],
      ['heroes', 0],
      ['gunsmith', 0],
    ]);
    let s = bidAll(passAll(state));
    expect(s.phase).toBe('after');
    expect(promptsWhilePassing(s)).toEqual([
      ['mercenary', 1],
      ['doctor', 1],
    ]);
    s = passAll(s);
    expect(s.phase).toBe('taking');
  });

  it('offers use or pass to the holder only; nobody is obliged', () => {
    const { state } = rigRound(newGame(realSetup(4), 1), { own: { 2: ['Heroes'] } });
    expect(activeSeats(state)).toEqual([2]);
    expect(legalActions(state, 2)).toEqual([
      { type: 'use', seat: 2, ability: 'heroes' },
      { type: 'pass', seat: 2 },
    ]);
    expect(legalActions(state, 0)).toEqual([]);
    expect(reject(state, { type: 'use', seat: 0, ability: 'heroes' })).toBe('not-your-turn');
    expect(reject(state, { type: 'use', seat: 2, ability: 'gunsmith' })).toBe('not-allowed');
    expect(reject(state, { type: 'bid', seat: 0, card: auctionId(0, 1) })).toBe('wrong-phase');
    const r = act(state, { type: 'pass', seat: 2 });
    expect(ofType(r.events, 'abilityDeclined')).toEqual([
      { type: 'abilityDeclined', seat: 2, ability: 'heroes' },
    ]);
    expect(r.state.c.sideways[charId('Heroes')]).toBe(false);
    expect(r.state.phase).toBe('bidding');
  });

  it('gives virtual players no abilities', () => {
    const setup = setupOf(['novice', 'real', 'real', 'real']);
    const { state } = rigRound(newGame(setup, 1), { own: { 0: ['Gunsmith', 'Governor', 'Mercenary'] } });
    expect(state.phase).toBe('bidding');
    const s = bidAll(state);
    expect(s.phase).toBe('taking');
  });

  it('does not prompt a sideways (used) character', () => {
    const { state } = rigRound(newGame(realSetup(4), 1), { own: { 0: ['Heroes'] }, sideways: ['Heroes'] });
    expect(state.phase).toBe('bidding');
  });
});

describe('RULES 1.3: Governor', () => {
  it('reveals one more terrain card, takes one card at once, and still bids and takes', () => {
    const { state } = rigRound(newGame(realSetup(4), 2), { own: { 1: ['Governor'] } });
    const before = offer(state);
    const r = use(state, 1, 'governor');
    const after = offer(r.state);
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, -1)).toEqual(before);
    const extra = after[after.length - 1] as number;
    expect(ofType(r.events, 'terrainRevealed')).toEqual([{ type: 'terrainRevealed', card: extra, by: 1 }]);
    let s = r.state;
    expect(s.pendingTake).toBe(1);
    expect(s.pendingReason).toBe('governor');
    expect(activeSeats(s)).toEqual([1]);
    expect(legalActions(s, 1).every((a) => a.type === 'take')).toBe(true);
    expect(reject(s, { type: 'bid', seat: 0, card: auctionId(0, 1) })).toBe('wrong-phase');
    expect(reject(s, { type: 'take', seat: 0, card: extra, at: { x: 0, y: 0 } })).toBe('not-your-turn');
    s = act(s, { type: 'take', seat: 1, card: extra, at: { x: 0, y: 0 } }).state;
    expect(s.c.zone[extra]).toBe('city');
    expect(s.c.sideways[charId('Governor')]).toBe(true);
    expect(s.phase).toBe('bidding');
    expect(activeSeats(s)).toContain(1);
    s = bidAll(s, { 0: 1, 1: 9, 2: 2, 3: 3 });
    expect(s.takeOrder[0]).toBe(1);
    expect(activeSeats(s)).toEqual([1]);
  });

  it('is used once per game: no prompt in later rounds, nor in Era II', () => {
    const { state } = rigRound(newGame(realSetup(4), 2), { own: { 1: ['Governor', 'Heroes'] } });
    let s = use(state, 1, 'governor').state;
    s = act(s, first(s, 1)).state;
    s = use(s, 1, 'heroes').state;
    // Both are sideways for the rest of Era I: no prompt in round 2.
    s = autoplay(s, (x) => x.round === 2);
    expect(currentPrompt(s)).toBeNull();
    s = autoplay(s, (x) => x.era === 2);
    expect(s.c.sideways[charId('Governor')]).toBe(true);
    expect(s.c.sideways[charId('Heroes')]).toBe(false);
    const prompts = promptsWhilePassing(s).map(([a]) => a);
    expect(prompts).toContain('heroes');
    expect(prompts).not.toContain('governor');
  });
});

describe('RULES 1.3, 3.2: Lawyer', () => {
  it('takes one card at once, bids a card that is discarded, and takes nothing more', () => {
    const own = { 0: ['Lawyer', 'Chinese Worker', 'Heroes', 'Gunsmith', 'Mercenary', 'Doctor'] } as const;
    const { state } = rigRound(newGame(realSetup(4), 3), { own: { 0: [...own[0]] } });
    expect(currentPrompt(state)).toEqual({ ability: 'lawyer', seat: 0 });
    let s = use(state, 0, 'lawyer').state;
    expect(s.pendingReason).toBe('lawyer');
    const ch = offer(s)[0] as number;
    s = act(s, { type: 'take', seat: 0, card: ch }).state;
    expect(s.c.owner[ch]).toBe(0);
    // Decision: no Chinese Worker, Heroes or Gunsmith for a Lawyer user this round.
    expect(s.phase).toBe('bidding');
    expect(activeSeats(s)).toContain(0);
    for (const seat of [1, 2, 3]) s = act(s, { type: 'bid', seat, card: auctionId(seat, seat) }).state;
    const r = act(s, { type: 'bid', seat: 0, card: auctionId(0, 9) });
    // Nor Mercenary or Doctor after the reveal; the card is discarded face up.
    expect(r.state.phase).toBe('taking');
    expect(ofType(r.events, 'auctionDiscarded')).toEqual([
      { type: 'auctionDiscarded', seat: 0, card: auctionId(0, 9) },
    ]);
    expect(r.state.c.zone[auctionId(0, 9)]).toBe('spent');
    expect(r.state.takeOrder).toEqual([3, 2, 1]);
    for (const n of ['Chinese Worker', 'Heroes', 'Gunsmith', 'Mercenary', 'Doctor'] as const)
      expect(r.state.c.sideways[charId(n)], n).toBe(false);
    expect(ofType(r.events, 'abilityUsed')).toEqual([]);
  });

  it('may follow the Governor in the same round (the Decision bars only what comes after the Lawyer)', () => {
    const { state } = rigRound(newGame(realSetup(4), 3), { own: { 0: ['Governor', 'Lawyer'] } });
    let s = use(state, 0, 'governor').state;
    s = act(s, { type: 'take', seat: 0, card: offer(s)[0] as number }).state;
    expect(currentPrompt(s)).toEqual({ ability: 'lawyer', seat: 0 });
    s = use(s, 0, 'lawyer').state;
    s = act(s, first(s, 0)).state;
    expect(s.phase).toBe('bidding');
  });
});

describe('ambiguities beyond RULES.md, as the engine settles them', () => {
  it('lets a character taken with the Governor be used later in the same round', () => {
    const { state } = rigRound(newGame(realSetup(4), 3), {
      characters: ['Heroes'],
      own: { 0: ['Governor'] },
    });
    let s = use(state, 0, 'governor').state;
    s = act(s, { type: 'take', seat: 0, card: charId('Heroes') }).state;
    expect(currentPrompt(s)).toEqual({ ability: 'heroes', seat: 0 });
  });

  it('makes the Governor take compulsory once used', () => {
    const { state } = rigRound(newGame(realSetup(4), 3), { own: { 0: ['Governor'] } });
    const s = use(state, 0, 'governor').state;
    expect(legalActions(s, 0).every((a) => a.type === 'take')).toBe(true);
    expect(reject(s, { type: 'pass', seat: 0 })).toBe('wrong-phase');
  });
});

describe('RULES 1.3: Chinese Worker', () => {
  it('reveals one more card for everyone and takes two cards on its turn', () => {
    const { state } = rigRound(newGame(realSetup(4), 4), { own: { 2: ['Chinese Worker'] } });
    const r = use(state, 2, 'chineseWorker');
    expect(offer(r.state)).toHaveLength(6);
    expect(ofType(r.events, 'terrainRevealed')[0]?.by).toBe(2);
    const extra = offer(r.state)[5] as number;
    let s = bidAll(r.state, { 0: 1, 1: 9, 2: 8, 3: 2 });
    expect(s.takeOrder).toEqual([1, 2, 3, 0]);
    // Seat 1 may take the extra card: it is there for everyone.
    expect(legalActions(s, 1).some((a) => a.type === 'take' && a.card === extra)).toBe(true);
    s = act(s, legalActions(s, 1).find((a) => a.type === 'take' && a.card === extra) as Action).state;
    expect(s.takesLeft).toBe(2);
    const ch = offer(s)[0] as number;
    s = act(s, { type: 'take', seat: 2, card: ch }).state;
    expect(activeSeats(s)).toEqual([2]);
    s = act(s, first(s, 2)).state;
    expect(activeSeats(s)).toEqual([3]);
    s = act(s, first(s, 3)).state;
    const last = act(s, first(s, 0));
    // 6 cards, 5 taken: one left over with 4 seats.
    expect(ofType(last.events, 'cardRemoved')).toHaveLength(1);
  });
});

describe('RULES 1.3, 3.3: bid modifiers add up', () => {
  it('Heroes +3, Gunsmith +6, Mercenary +5, Doctor +2 on a 5 make 21', () => {
    const own = { 0: ['Heroes', 'Gunsmith', 'Mercenary', 'Doctor'] } as const;
    const { state } = rigRound(newGame(realSetup(4), 5), { own: { 0: [...own[0]] } });
    let s = use(use(state, 0, 'heroes').state, 0, 'gunsmith').state;
    expect(s.seats[0]?.modifier).toBe(9);
    s = bidAll(s, { 0: 5, 1: 9, 2: 8, 3: 7 });
    expect(s.seats[0]?.bidValue).toBe(14);
    const m = use(s, 0, 'mercenary');
    expect(ofType(m.events, 'modifierApplied')).toEqual([
      { type: 'modifierApplied', seat: 0, ability: 'mercenary', amount: 5, value: 19 },
    ]);
    const d = use(m.state, 0, 'doctor');
    expect(ofType(d.events, 'modifierApplied')[0]?.value).toBe(21);
    const order = ofType(d.events, 'takingOrder')[0];
    expect(order?.order).toEqual([0, 1, 2, 3]);
    expect(order?.values).toEqual([21, 9, 8, 7]);
  });

  it('Gunsmith +6 and Doctor +2 on a 5 make 13, beating a 9', () => {
    const { state } = rigRound(newGame(realSetup(4), 5), { own: { 3: ['Gunsmith', 'Doctor'] } });
    let s = use(state, 3, 'gunsmith').state;
    s = bidAll(s, { 0: 9, 1: 1, 2: 2, 3: 5 });
    s = use(s, 3, 'doctor').state;
    expect(s.takeOrder).toEqual([3, 0, 2, 1]);
    expect(s.seats[3]?.bidValue).toBe(13);
  });

  it('Heroes alone: +3 turns a 5 into an 8', () => {
    const { state } = rigRound(newGame(realSetup(4), 5), { own: { 1: ['Heroes'] } });
    const s = bidAll(use(state, 1, 'heroes').state, { 0: 7, 1: 5, 2: 1, 3: 2 });
    expect(s.takeOrder).toEqual([1, 0, 3, 2]);
  });

  it('turns a used character sideways and clears modifiers next round', () => {
    const { state } = rigRound(newGame(realSetup(4), 5), { own: { 1: ['Gunsmith'] } });
    let s = use(state, 1, 'gunsmith').state;
    expect(s.c.sideways[charId('Gunsmith')]).toBe(true);
    s = autoplay(s, (x) => x.round === 2);
    expect(s.seats[1]?.modifier).toBe(0);
    expect(s.phase).toBe('bidding');
  });
});
