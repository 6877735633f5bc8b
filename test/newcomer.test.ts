/** The defects of "A newcomer's first game", each checked on the pure builder or model that produces it. */
import { APP_KEY } from '../src/ui/uiOf';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeSeats, characterDef, legalActions, SELL_LIMIT, viewFor } from '../src/cards/engine';
import type { Action, EntityId, GameEvent, GameSetup, GameView } from '../src/cards/engine';
import { handOffText } from '../src/app/handOff';
import { botFor } from '../src/cards/bots';
import type { Level } from '../src/cards/bots';
import type { ActionSpec, PanelButton } from '../src/scenes/table/actionSpec';
import {
  SIZE_LABEL_H,
  boardGeometry,
  heatDots,
  overlaps,
  sizeLabelBox,
} from '../src/scenes/table/heatLayout';
import type { GridGeometry, HeatDot } from '../src/scenes/table/heatLayout';
import { BOARD } from '../src/scenes/table/layout';
import { bidWaiting, cityTitle, describeEvents } from '../src/ui/logText';
import { modifierChip, revealRow } from '../src/scenes/table/revealChips';
import type { TurnContext, TurnHost } from '../src/scenes/table/turn/mode';
import { PaperboyMode } from '../src/scenes/table/turn/paperboy';
import { SellMode } from '../src/scenes/table/turn/sell';
import {
  bidSpec,
  characterSpec,
  paperboySpec,
  placeSpec,
  promptSpec,
  sellSpec,
  takeSpec,
} from '../src/scenes/table/turn/specs';
import type { SellMarks } from '../src/scenes/table/sellMarks';
import { MIN_SUBTITLE, subtitleSize } from '../src/ui/cardParts';
import { characterTip } from '../src/ui/texts';
import { loadLanguage } from '../src/i18n';
import { botReasonText } from '../src/i18n/reasons';
import { act, autoplay, newGame, realSetup } from './helpers';

// The table's texts come with the late English catalogue.
beforeAll(() => loadLanguage('en'));

type SpecOf<K extends ActionSpec['kind']> = Extract<ActionSpec, { kind: K }>;

function as<K extends ActionSpec['kind']>(spec: ActionSpec, kind: K): SpecOf<K> {
  expect(spec.kind).toBe(kind);
  return spec as SpecOf<K>;
}

function button(list: readonly PanelButton[], id: string): PanelButton {
  const b = list.find((x) => x.id === id);
  if (!b) throw new Error(`no button ${id} in ${list.map((x) => x.id).join(', ')}`);
  return b;
}

/** A taking turn's view and legal actions. */
function taking(): { view: GameView; seat: number; legal: Action[] } {
  const state = autoplay(newGame(realSetup(4), 5), (s) => s.phase === 'taking' && activeSeats(s).length > 0);
  const seat = activeSeats(state)[0] as number;
  return { view: viewFor(state, seat), seat, legal: legalActions(state, seat) };
}

/** The view with the seat's sale count, the selling flag and the era changed. */
function withSales(view: GameView, seat: number, sold: number, selling: boolean, era: 1 | 2 = 1): GameView {
  const seats = view.seats.map((s, i) => (i === seat ? { ...s, state: { ...s.state, sold } } : s));
  return { ...view, seats, selling, era };
}

/** A turn context with a board whose card 300 sits at (0..10, 0..10), recording what is sent. */
function fakeContext(
  view: GameView,
  seat: number,
  legal: readonly Action[],
): { ctx: TurnContext; sent: Action[] } {
  const sent: Action[] = [];
  const rect = {
    contains: (x: number, y: number) => x >= 0 && x < 10 && y >= 0 && y < 10,
    centerX: 5,
    centerY: 5,
  };
  // The scene's game carries its App in the registry, as the real table's does; its sound plays nothing here.
  const app = { audio: { play: () => undefined } };
  const scene = { game: { registry: { get: (key: string) => (key === APP_KEY ? app : undefined) } } };
  const host = {
    scene,
    board: { cardRect: (id: EntityId) => (id === 300 ? rect : null) },
    panel: { press: () => false },
  } as unknown as TurnHost;
  const marks = { draw: () => undefined } as unknown as SellMarks;
  const ctx: TurnContext = {
    host,
    marks,
    view,
    seat,
    legal,
    hints: true,
    render: () => undefined,
    showPanel: () => undefined,
    send: (a) => sent.push(a),
  };
  return { ctx, sent };
}

describe('3. a sale and the Paperboy pick need a confirm', () => {
  it('a click on a $-marked city card only picks it; Sell confirms, Back puts it down', () => {
    const t = taking();
    const legal: Action[] = [...t.legal, { type: 'sell', seat: t.seat, card: 300 }];
    const { ctx, sent } = fakeContext(t.view, t.seat, legal);
    const mode = new SellMode(ctx);
    mode.pointerDown(5, 5);
    expect(sent).toEqual([]);
    const ask = as(mode.spec(), 'take');
    expect(ask.title).toBe('Sell this card?');
    expect(ask.card).toBe(300);
    expect(ask.buttons.map((b) => b.id)).toEqual(['cancel', 'confirm-sell']);
    button(ask.buttons, 'cancel').onClick();
    expect(as(mode.spec(), 'take').title).toMatch(/^Your turn/);
    expect(sent).toEqual([]);
    mode.pointerDown(5, 5);
    button(as(mode.spec(), 'take').buttons, 'confirm-sell').onClick();
    expect(sent).toEqual([{ type: 'sell', seat: t.seat, card: 300 }]);
  });

  it('a click (a tap, on touch) on a Paperboy card shows it; only the confirm adds it', () => {
    const t = taking();
    const legal: Action[] = [
      { type: 'paperboy', seat: t.seat, card: 97 },
      { type: 'paperboy', seat: t.seat, card: null },
    ];
    const { ctx, sent } = fakeContext(t.view, t.seat, legal);
    const mode = new PaperboyMode(ctx);
    as(mode.spec(), 'pick').onPick(97);
    expect(sent).toEqual([]);
    const shown = as(mode.spec(), 'pick');
    expect(shown.focus).toBe(97);
    expect(shown.body).toContain(characterDef(97).name);
    button(shown.buttons, 'cancel').onClick();
    expect(as(mode.spec(), 'pick').focus).toBeNull();
    as(mode.spec(), 'pick').onPick(97);
    expect(mode.keyDown('Enter', false)).toBe(true);
    expect(sent).toEqual([{ type: 'paperboy', seat: t.seat, card: 97 }]);
  });
});

describe('4. the Auctioneer says what the rules allow (RULES 1.3)', () => {
  const t = taking();
  const legal: Action[] = [...t.legal, { type: 'sell', seat: t.seat, card: 300 }];

  it('before a sale: how many may be sold in this turn, and that the card is then used until Era II', () => {
    const body = as(takeSpec(withSales(t.view, t.seat, 1, false), t.seat, legal), 'take').body;
    expect(body).toContain(`up to ${SELL_LIMIT - 1} cards in this turn`);
    expect(body).toContain('the Auctioneer is used until Era II: no more sales after this turn');
    expect(body).not.toMatch(/\d of \d left/);
  });

  it('after a sale in this turn: what is left now, in this turn only; in Era II the card is used for good', () => {
    const body = as(takeSpec(withSales(t.view, t.seat, 1, true), t.seat, legal), 'take').body;
    expect(body).toContain('you may sell up to 2 cards now, in this turn only');
    const last = as(takeSpec(withSales(t.view, t.seat, 2, true, 2), t.seat, legal), 'take').body;
    expect(last).toContain('you may sell one more card now, in this turn only');
    expect(last).toContain('used for the rest of the game');
    const ask = as(
      sellSpec(withSales(t.view, t.seat, 2, true), t.seat, 300, { cancel: () => 0, confirm: () => 0 }),
      'take',
    );
    expect(ask.detail).toBe('This is your last sale of the game.');
  });
});

describe('4b. the Auctioneer tooltip', () => {
  it('says sales happen in one turn per era and the card is then used', async () => {
    await loadLanguage('en');
    const tip = characterTip('Auctioneer');
    expect(tip).toContain(`In one turn of each era, sell 1 to ${SELL_LIMIT} terrain cards`);
    expect(tip).toContain('After that turn the card is used until the next era.');
  });
});

describe('5. the reveal shows each bonus once', () => {
  it('Heroes: one "+3 Heroes" chip with the reveal and none for its modifier event', () => {
    const row = revealRow(5, 8, false, ['heroes']);
    expect(row.chips.map((c) => c.label)).toEqual(['+3 Heroes']);
    expect(row.value).toBe('8');
    expect(modifierChip('heroes', 3)).toBeNull();
    expect(modifierChip('gunsmith', 6)).toBeNull();
  });

  it('the chips add up to the bid over the card, after-bid bonuses included', () => {
    const row = revealRow(4, 13, false, ['heroes', 'gunsmith']);
    const merc = modifierChip('mercenary', 5);
    const chips = [...row.chips, ...(merc ? [merc] : [])];
    expect(chips.map((c) => c.label)).toEqual(['+9 Heroes + Gunsmith', '+5 Mercenary']);
    const sum = chips.reduce((n, c) => n + Number(/^\+(\d+)/.exec(c.label)?.[1] ?? 0), 0);
    expect(sum).toBe(13 - 4 + 5);
    expect(revealRow(6, 6, true, []).chips.map((c) => c.label)).toEqual(['Lawyer: discarded']);
    expect(revealRow(6, 6, false, []).chips).toEqual([]);
  });
});

/** Every card position whose cards stay inside a w x h box at the origin (a superset of the legal spots). */
function spotsInBox(w: number, h: number, x0 = 0, y0 = 0): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = y0; y <= y0 + h - 2; y++) for (let x = x0; x <= x0 + w - 2; x++) out.push({ x, y });
  return out;
}

/** A city of cards filling a w x h box at the origin. */
function fullCity(w: number, h: number): { x: number; y: number }[] {
  return spotsInBox(w, h)
    .filter((p) => p.x % 2 === 0 || p.x === w - 2)
    .filter((p) => p.y % 2 === 0 || p.y === h - 2);
}

function checkDots(grid: GridGeometry, dots: readonly HeatDot[], want: number): void {
  const size = grid.cell * grid.cells;
  expect(dots).toHaveLength(want);
  for (const d of dots) {
    expect(d.x - d.r).toBeGreaterThanOrEqual(grid.gx);
    expect(d.y - d.r).toBeGreaterThanOrEqual(grid.gy);
    expect(d.x + d.r).toBeLessThanOrEqual(grid.gx + size);
    expect(d.y + d.r).toBeLessThanOrEqual(grid.gy + size);
  }
}

describe('7. heatmap dots stay readable on a large city', () => {
  const header = { x: BOARD.x + 16, y: BOARD.y + 4, w: BOARD.w - 32, h: 28 };
  const cases: [string, number, number][] = [
    ['8x8', 8, 8],
    ['8x9 (Captain)', 8, 9],
    ['9x8 (Captain)', 9, 8],
  ];
  for (const [name, w, h] of cases)
    it(`a full ${name} city: every spot has a dot inside the board, none under the size label`, () => {
      const grid = boardGeometry(fullCity(w, h));
      for (const big of [false, true]) {
        const spots = spotsInBox(w, h);
        const dots = heatDots(grid, spots, big);
        checkDots(grid, dots, spots.length);
        const label = sizeLabelBox(grid, { x0: 0, y0: 0, x1: w, y1: h }, 150, SIZE_LABEL_H, dots, header);
        expect(dots.filter((d) => overlaps(label, d))).toEqual([]);
        expect(label.x).toBeGreaterThanOrEqual(BOARD.x);
        expect(label.y + label.h).toBeLessThanOrEqual(BOARD.y + BOARD.h);
      }
    });

  it('a 6x7 city that may still grow either way: the label moves off the dots below the frame', () => {
    const grid = boardGeometry(fullCity(6, 7));
    // The card positions that keep the city within 8x8 (the frame is drawn centred: x -1..7, y 0..8).
    const spots = spotsInBox(10, 9, -2, -1);
    const dots = heatDots(grid, spots, false);
    checkDots(grid, dots, dots.length);
    expect(dots.length).toBeGreaterThan(40);
    const frame = { x0: -1, y0: -1, x1: 7, y1: 7 };
    // Where the label went before: just under the frame, which covers the dots of the spots below it.
    const old = {
      x: grid.gx + (frame.x0 - grid.ox) * grid.cell,
      y: grid.gy + (frame.y1 - grid.oy) * grid.cell + 4,
      w: 150,
      h: 22,
    };
    expect(dots.some((d) => overlaps(old, d))).toBe(true);
    const label = sizeLabelBox(grid, frame, 150, SIZE_LABEL_H, dots, header);
    expect(dots.filter((d) => overlaps(label, d))).toEqual([]);
  });
});

/** One person named You with three bots. */
function soloSetup(): GameSetup {
  const s = realSetup(4);
  return {
    seats: s.seats.map((x, i) =>
      i === 0
        ? { ...x, name: 'You', controller: 'human' }
        : { ...x, name: ['Ben', 'Belle', 'Cy'][i - 1] ?? 'X', controller: 'bot' },
    ),
  } as GameSetup;
}

describe('8. wording', () => {
  it('the city title is "Your city" for You and never a possessive of a name', () => {
    const setup = soloSetup();
    expect(cityTitle(setup, 0)).toBe('Your city');
    expect(cityTitle(setup, 1)).toBe('City of Ben');
    expect(cityTitle(setup, 0)).not.toContain("You's");
  });

  it('the hand-off button says what it shows: a hand only when bidding; no key hint on touch', () => {
    expect(handOffText('Ben', 'take').label).toBe('I am Ben: show my turn to take a card');
    expect(handOffText('Ben', 'take').label).not.toContain('hand');
    expect(handOffText('Ben', 'bid').label).toContain('hand');
    expect(handOffText('Ben', 'take', false).hint).toBe('');
    expect(handOffText('Ben', 'take').hint).toContain('Enter');
  });

  it('the last bidder is not logged as "acts": their reason goes with the revealed bids', () => {
    const setup = soloSetup();
    const events: GameEvent[] = [
      { type: 'bidChosen', seat: 2 },
      { type: 'bidsRevealed', bids: [{ seat: 2, card: 200, value: 5 }] },
    ];
    const lines = describeEvents(events, setup, 2, 'bid 5: wants a Ranch');
    expect(lines.map((l) => l.text).join(' ')).not.toContain('acts');
    expect(lines.find((l) => l.seat === 2)?.reason).toBe('bid 5: wants a Ranch');
    const other: GameEvent[] = [
      { type: 'bidChosen', seat: 2 },
      { type: 'roundStarted', era: 1, round: 2 },
    ];
    const fallback = describeEvents(other, setup, 2, 'because');
    expect(fallback.find((l) => l.seat === 2)).toMatchObject({
      text: 'Belle chooses a bid.',
      reason: 'because',
    });
  });

  it('the skull check says what happened and why', () => {
    const card = 100;
    const text = describeEvents([{ type: 'characterSkipped', card }], soloSetup(), -1)[0]?.text ?? '';
    const name = characterDef(card).name;
    expect(text).toBe(
      `The ${name} was drawn, but the next character shows a skull on its back: the ${name} goes to the bottom of the pile and the skull card is drawn instead.`,
    );
  });

  it('bot notes show no internal numbers', async () => {
    await loadLanguage('en');
    const reasons: string[] = [];
    for (const level of ['easy', 'medium', 'hard'] as Level[]) {
      let state = newGame(realSetup(4), 11);
      for (let i = 0; i < (level === 'hard' ? 40 : 150) && state.phase !== 'over'; i++) {
        const seat = activeSeats(state)[0] as number;
        const d = botFor(level).decide(viewFor(state, seat), legalActions(state, seat), i);
        if (d.reason) reasons.push(botReasonText(d.reason));
        state = act(state, d.action).state;
      }
    }
    expect(reasons.some((r) => r.startsWith('takes'))).toBe(true);
    expect(reasons.filter((r) => /\d\.\d|worth \d/.test(r))).toEqual([]);
  });

  it('no key hints on touch: no Enter, Esc, Tab, letter keys or digits in the panel texts', () => {
    const t = taking();
    const on = { cancel: () => 0, confirm: () => 0 };
    const legal: Action[] = [...t.legal, { type: 'sell', seat: t.seat, card: 300 }];
    const st = { card: 5, at: { x: 0, y: 0 }, legal: true, delta: 2, problem: null, locked: true };
    const specs: ActionSpec[] = [
      bidSpec(
        t.view,
        t.seat,
        legalActions(newGame(realSetup(4), 2), t.seat),
        null,
        { pick: () => 0, confirm: () => 0 },
        false,
      ),
      promptSpec(
        t.view,
        t.seat,
        [{ type: 'use', seat: t.seat, ability: 'doctor' }],
        { use: () => 0, pass: () => 0 },
        false,
      ),
      takeSpec(t.view, t.seat, legal, false),
      sellSpec(t.view, t.seat, 300, on, false),
      characterSpec(96, on, false),
      placeSpec(5, st, on, false),
      paperboySpec(
        [{ type: 'paperboy', seat: 0, card: 97 }],
        97,
        { focus: () => 0, confirm: () => 0 },
        false,
      ),
    ];
    const words = specs.flatMap((s) => {
      const buttons: readonly PanelButton[] =
        'buttons' in s
          ? (s.buttons ?? [])
          : s.kind === 'bid'
            ? [s.confirm]
            : s.kind === 'prompt'
              ? [s.use, s.pass]
              : [];
      return [
        ('title' in s ? s.title : '') + ' ' + ('body' in s ? s.body : ''),
        ...buttons.map((b) => b.label),
      ];
    });
    const hints = /\bEnter\b|\bEsc\b|\bTab\b|\(\w\)|Keys 1|arrow keys|S cycles/;
    expect(words.filter((w) => hints.test(w))).toEqual([]);
    // With a keyboard the hints are there.
    expect(as(takeSpec(t.view, t.seat, legal), 'take').body).toContain('Tab cycles');
  });

  it('character subtitles are drawn at a readable size or not at all', () => {
    expect(subtitleSize(96)).toBeNull();
    expect(subtitleSize(110)).toBeNull();
    for (const w of [180, 220, 300]) expect(subtitleSize(w)).toBeGreaterThanOrEqual(MIN_SUBTITLE);
    // 12 CSS px at 1280x720, where a base pixel is 0.8 CSS px.
    expect(MIN_SUBTITLE * (1280 / 1600)).toBeGreaterThanOrEqual(12);
  });

  it('placing: one Back (no Undo beside it), and Place enabled while a legal spot is previewed', () => {
    const on = { cancel: () => 0, confirm: () => 0 };
    const st = { card: 5, at: { x: 0, y: 0 }, legal: true, delta: 2, problem: null, locked: false };
    for (const locked of [false, true]) {
      const spec = as(placeSpec(5, { ...st, locked }, on), 'take');
      expect(spec.buttons.map((b) => b.id)).toEqual(['cancel', 'confirm-place']);
      expect(button(spec.buttons, 'confirm-place').enabled).toBe(true);
    }
  });

  it('an empty bid slot is labelled with a word, not a lone ellipsis', () => {
    expect(bidWaiting()).toMatch(/^[a-z]+$/);
  });
});
