/** The viewer's controls as data: the pure spec builders of each turn mode, run in Node without Phaser. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeSeats,
  auctionValue,
  characterDef,
  isCharacter,
  isTerrain,
  legalActions,
  viewFor,
} from '../src/cards/engine';
import type { Action, EntityId, GameState, GameView } from '../src/cards/engine';
import type { ActionSpec, PanelButton } from '../src/scenes/table/actionSpec';
import {
  bidHand,
  bidKey,
  bidSpec,
  characterSpec,
  cycle,
  discardSpec,
  hasSpots,
  panelKey,
  paperboySpec,
  placeSpec,
  promptSpec,
  sellable,
  signed,
  takeCards,
  takeSpec,
} from '../src/scenes/table/turn/specs';
import type { PlacementState } from '../src/scenes/table/turn/specs';
import { THEME } from '../src/ui/theme';
import { autoplay, newGame, realSetup } from './helpers';
import { loadLanguage } from '../src/i18n';

beforeAll(async () => {
  await loadLanguage('en');
});

type Kind = ActionSpec['kind'];
type SpecOf<K extends Kind> = Extract<ActionSpec, { kind: K }>;

function as<K extends Kind>(spec: ActionSpec, kind: K): SpecOf<K> {
  expect(spec.kind).toBe(kind);
  return spec as SpecOf<K>;
}

function button(list: readonly PanelButton[], id: string): PanelButton {
  const b = list.find((x) => x.id === id);
  if (!b) throw new Error(`no button ${id} in ${list.map((x) => x.id).join(', ')}`);
  return b;
}

/** A game in its first taking turn: the seat to take, its view and legal actions. */
function takingTurn(): { state: GameState; seat: number; view: GameView; legal: Action[] } {
  const state = autoplay(newGame(realSetup(4), 5), (s) => s.phase === 'taking' && activeSeats(s).length > 0);
  const seat = activeSeats(state)[0] as number;
  return { state, seat, view: viewFor(state, seat), legal: legalActions(state, seat) };
}

describe('turn specs: bidding', () => {
  const state = newGame(realSetup(4), 2);
  const view = viewFor(state, 1);
  const legal = legalActions(state, 1);
  const hand = bidHand(legal);

  it('lists the hand lowest first and waits for a pick before the confirm button works', () => {
    const picks: EntityId[] = [];
    let confirmed = 0;
    const spec = as(
      bidSpec(view, 1, legal, null, { pick: (id) => picks.push(id), confirm: () => confirmed++ }),
      'bid',
    );
    expect(spec.hand).toEqual(hand);
    expect(spec.hand.map(auctionValue)).toEqual([...spec.hand.map(auctionValue)].sort((a, b) => a - b));
    expect(spec.hand.length).toBeGreaterThan(1);
    expect(spec.suit).toBe(view.setup.seats[1]?.suit);
    expect(spec.confirm).toMatchObject({ id: 'confirm-bid', label: 'Pick a card', enabled: false });
    spec.onPick(hand[0] as EntityId);
    spec.confirm.onClick();
    expect(picks).toEqual([hand[0]]);
    expect(confirmed).toBe(1);
  });

  it('names the value of the picked card, and says Discard after the Lawyer', () => {
    const top = hand[hand.length - 1] as EntityId;
    const on = { pick: () => undefined, confirm: () => undefined };
    expect(as(bidSpec(view, 1, legal, top, on), 'bid').confirm).toMatchObject({
      label: `Bid ${auctionValue(top)}`,
      enabled: true,
    });
    const seats = view.seats.map((s, i) => (i === 1 ? { ...s, state: { ...s.state, lawyered: true } } : s));
    const spec = as(bidSpec({ ...view, seats }, 1, legal, top, on), 'bid');
    expect(spec.lawyered).toBe(true);
    expect(spec.confirm.label).toBe(`Discard ${auctionValue(top)}`);
  });

  it('turns keys into picks: digits by value, arrows and Tab around the hand, Enter to confirm', () => {
    const low = hand[0] as EntityId;
    const high = hand[hand.length - 1] as EntityId;
    expect(bidKey(hand, null, String(auctionValue(low)))).toEqual({ pick: low });
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => !hand.some((c) => auctionValue(c) === v));
    if (missing !== undefined) expect(bidKey(hand, null, String(missing))).toEqual({ error: true });
    expect(bidKey(hand, null, 'ArrowRight')).toEqual({ pick: low });
    expect(bidKey(hand, null, 'ArrowLeft')).toEqual({ pick: hand[hand.length - 2] });
    expect(bidKey(hand, low, 'ArrowLeft')).toEqual({ pick: high });
    expect(bidKey(hand, high, 'Tab')).toEqual({ pick: low });
    expect(bidKey(hand, low, 'Enter')).toEqual({ confirm: true });
    expect(bidKey([], null, 'ArrowRight')).toEqual({ used: true });
    expect(bidKey(hand, low, 'x')).toBeNull();
  });
});

describe('turn specs: ability prompt and Paperboy', () => {
  it('offers Use and Not now for the prompted ability', () => {
    const view = viewFor(newGame(realSetup(4), 2), 0);
    const used: string[] = [];
    let passed = 0;
    const legal: Action[] = [
      { type: 'use', seat: 0, ability: 'doctor' },
      { type: 'pass', seat: 0 },
    ];
    const spec = as(promptSpec(view, 0, legal, { use: (a) => used.push(a), pass: () => passed++ }), 'prompt');
    expect(spec.ability).toBe('doctor');
    expect(spec.use.id).toBe('use:doctor');
    expect(spec.pass.id).toBe('pass');
    spec.use.onClick();
    spec.pass.onClick();
    expect(used).toEqual(['doctor']);
    expect(passed).toBe(1);
  });

  it('lists the characters the Paperboy may add; a click only picks one, the confirm adds it, No, thanks adds none', () => {
    const legal: Action[] = [
      { type: 'paperboy', seat: 2, card: 97 },
      { type: 'paperboy', seat: 2, card: 99 },
      { type: 'paperboy', seat: 2, card: null },
    ];
    const focused: (EntityId | null)[] = [];
    const added: (EntityId | null)[] = [];
    const on = {
      focus: (c: EntityId | null) => focused.push(c),
      confirm: (c: EntityId | null) => added.push(c),
    };
    const open = as(paperboySpec(legal, null, on), 'pick');
    expect(open.cards).toEqual([97, 99]);
    expect(open.buttons.map((b) => b.id)).toEqual(['paperboy:none']);
    open.onPick(97);
    expect(focused).toEqual([97]);
    expect(added).toEqual([]);
    const spec = as(paperboySpec(legal, 99, on), 'pick');
    expect(spec.focus).toBe(99);
    expect(spec.buttons.map((b) => b.id)).toEqual(['cancel', 'paperboy:none', 'confirm-paperboy']);
    expect(button(spec.buttons, 'confirm-paperboy').label).toBe(`Add the ${characterDef(99).name} (Enter)`);
    button(spec.buttons, 'confirm-paperboy').onClick();
    button(spec.buttons, 'cancel').onClick();
    button(spec.buttons, 'paperboy:none').onClick();
    expect(added).toEqual([99, null]);
    expect(focused).toEqual([97, null]);
  });
});

describe('turn specs: take, place and sell', () => {
  it('offers the takeable cards in offer order and asks for a card before anything is picked', () => {
    const t = takingTurn();
    const cards = takeCards(t.view, t.legal);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards).toEqual(t.view.offer.filter((id) => cards.includes(id)));
    const spec = as(takeSpec(t.view, t.seat, t.legal), 'take');
    expect(spec.card).toBeNull();
    expect(spec.buttons).toEqual([]);
    expect(spec.title).toMatch(/^Your turn: take/);
    const terrain = cards.find(isTerrain);
    if (terrain !== undefined) expect(hasSpots(t.legal, terrain)).toBe(true);
  });

  it('words the Governor, a double take and the Auctioneer', () => {
    const t = takingTurn();
    const legal: Action[] = [...t.legal, { type: 'sell', seat: t.seat, card: 300 }];
    expect(sellable(legal)).toEqual([300]);
    const sold = t.view.seats.map((s, i) => (i === t.seat ? { ...s, state: { ...s.state, sold: 1 } } : s));
    const spec = as(takeSpec({ ...t.view, seats: sold, takesLeft: 2 }, t.seat, legal), 'take');
    expect(spec.title).toBe('Your turn: take 2 cards');
    expect(spec.body).toContain('up to 2 cards in this turn');
    const gov = as(takeSpec({ ...t.view, pendingReason: 'governor' }, t.seat, t.legal), 'take');
    expect(gov.title).toBe('Governor: take a card now');
    expect(as(takeSpec(t.view, t.seat, t.legal), 'take').body).not.toContain('Auctioneer');
  });

  it('asks to confirm a character and to take-and-discard a card without room', () => {
    const char = 96;
    expect(isCharacter(char)).toBe(true);
    let cancelled = 0;
    let confirmed = 0;
    const on = { cancel: () => cancelled++, confirm: () => confirmed++ };
    const c = as(characterSpec(char, on), 'take');
    expect(c.title).toBe(`Take the ${characterDef(char).name}?`);
    expect(c.buttons.map((b) => b.id)).toEqual(['cancel', 'confirm-place']);
    const d = as(discardSpec(5, on), 'take');
    expect(d.buttons.map((b) => b.id)).toEqual(['cancel', 'discard-confirm']);
    button(d.buttons, 'discard-confirm').onClick();
    button(c.buttons, 'cancel').onClick();
    expect([cancelled, confirmed]).toEqual([1, 1]);
  });

  it('shows the score change of the spot and enables Place as soon as the spot shown is legal', () => {
    const on = { cancel: () => undefined, confirm: () => undefined };
    const st: PlacementState = {
      card: 5,
      at: { x: 1, y: 1 },
      legal: true,
      delta: 3,
      problem: null,
      locked: false,
    };
    const open = as(placeSpec(5, st, on), 'take');
    expect(open.buttons.map((b) => b.id)).toEqual(['cancel', 'confirm-place']);
    expect(button(open.buttons, 'confirm-place')).toMatchObject({ label: 'Place (+3)', enabled: true });
    expect(open.detail).toBe('+3 VP at this spot');
    const locked = as(placeSpec(5, { ...st, locked: true }, on), 'take');
    expect(locked.buttons.map((b) => b.id)).toEqual(['cancel', 'confirm-place']);
    expect(button(locked.buttons, 'confirm-place')).toMatchObject({ label: 'Place (+3)', enabled: true });
    const bad = as(placeSpec(5, { ...st, legal: false, problem: 'Not next to your city.' }, on), 'take');
    expect(bad.detail).toBe('Not next to your city.');
    expect(bad.detailColor).toBe(THEME.css.bad);
    expect(button(bad.buttons, 'confirm-place')).toMatchObject({ label: 'Place', enabled: false });
  });
});

describe('turn specs: keys and small helpers', () => {
  it('gives each panel button its shortcut', () => {
    expect(panelKey('use:gunsmith')).toBe('u');
    expect(panelKey('confirm-bid')).toBe('Enter');
    expect(panelKey('pass')).toBe('n');
    expect(panelKey('cancel')).toBe('Escape');
    expect(panelKey('undo-place')).toBeUndefined();
  });

  it('cycles with wrap-around and writes signed changes', () => {
    expect(cycle([1, 2, 3], null, 1)).toBe(1);
    expect(cycle([1, 2, 3], null, -1)).toBe(2);
    expect(cycle([1, 2, 3], 1, -1)).toBe(3);
    expect(cycle([1, 2, 3], 3, 1)).toBe(1);
    expect(cycle([], null, 1)).toBeUndefined();
    expect([signed(8), signed(-3), signed(0)]).toEqual(['+8', '−3', '±0']);
  });
});
