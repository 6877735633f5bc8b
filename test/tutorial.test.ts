/** The guided first game: its script played through the engine from the fixed deal, the gate on moves, its progress. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  auctionValue,
  characterDef,
  createGame,
  isCharacter,
  legalActions,
  offer,
  placementProblem,
  seatFlags,
  seatTotal,
  seatGrid,
  terrainDef,
  viewFor,
} from '../src/cards/engine';
import type { Action, GameEvent, GameState } from '../src/cards/engine';
import { checkMove } from '../src/app/tutorial/check';
import { readProgress } from '../src/app/tutorial/progress';
import type { TextStore } from '../src/app/tutorial/progress';
import type { Games } from '../src/app/app';
import type { Lessons } from '../src/app/tutorial/run';
import { DEAL, TUTORIAL_SEED, TUTORIAL_STEPS, tutorialSetup } from '../src/app/tutorial/script';
import { actionsBefore, autoMove, eraEndMoves, eraEndOnce, sheetLine } from '../src/app/tutorial/auto';
import type { StepId, TutorialStep } from '../src/app/tutorial/script';
import { explainSheet, stepText, whyText } from '../src/app/tutorial/text';
import { explainCell, explainSeats } from '../src/app/scoreExplain';
import { characterName } from '../src/i18n/names';
import { Tutorial } from '../src/app/tutorial/tutorial';
import { HINT_IDS, markSeen, pickHint, readHints } from '../src/app/hints';
import { stateDigest } from '../src/app/digest';
import { LANGUAGES, loadLanguage, setLanguage, t } from '../src/i18n';

beforeAll(() => loadLanguage('en'));

function memory(initial: string | null = null): TextStore & { text: string | null } {
  const m = {
    text: initial,
    read: () => m.text,
    write: (x: string) => {
      m.text = x;
    },
  };
  return m;
}

function fresh(): GameState {
  const r = createGame(tutorialSetup('You'), TUTORIAL_SEED);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Plays the script from the deal; `at` sees the state before each step and the events of the step's own move. */
function walk(
  at: (step: TutorialStep, before: GameState, events: GameEvent[], after: GameState) => void,
): void {
  let s = fresh();
  for (const step of TUTORIAL_STEPS) {
    let events: GameEvent[] = [];
    const before = s;
    if (step.action) {
      const legal = legalActions(s, 0);
      expect(legal, `step ${step.id}`).toContainEqual(step.action);
      const r = applyAction(s, step.action);
      if (!r.ok) throw new Error(`${step.id}: ${r.error}`);
      s = r.state;
      events = r.events;
    }
    if (step.auto)
      for (const a of eraEndMoves()) {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`${step.id}: ${r.error}`);
        s = r.state;
      }
    at(step, before, events, s);
  }
}

function find(id: StepId): TutorialStep {
  const s = TUTORIAL_STEPS.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return s;
}

function stateAt(id: StepId): GameState {
  let out: GameState | null = null;
  walk((step, before) => {
    if (step.id === id) out ??= before;
  });
  if (!out) throw new Error(id);
  return out;
}

describe('the tutorial script against the engine', () => {
  it('every move is legal at its step, and the player acts as seat 0 only', () => {
    let moves = 0;
    walk((step) => {
      if (step.action) {
        moves++;
        expect(step.action.seat).toBe(0);
      }
    });
    expect(moves).toBe(6);
  });

  it('round 1 offers the Banker, a scoring character, and the player bids 7 from the hand', () => {
    const s = stateAt('scoring');
    expect(s.round).toBe(1);
    expect(s.phase).toBe('bidding');
    expect(offer(s)).toContain(DEAL.banker);
    expect(characterDef(DEAL.banker).type).toBe('vp');
    expect(viewFor(s, 0).seats[0]?.hand).toContain(DEAL.bid7);
  });

  it('the 7 ties with Cy and the next character’s back puts the star before the boot', () => {
    let checked = false;
    walk((step, before, events) => {
      if (step.id !== 'bid') return;
      const back = viewFor(before, 0).nextBack?.back ?? [];
      expect(back.indexOf('star')).toBeLessThan(back.indexOf('boot'));
      const order = events.find((e) => e.type === 'takingOrder');
      expect(order?.type).toBe('takingOrder');
      if (order?.type !== 'takingOrder') return;
      expect(order.order.slice(0, 2)).toEqual([0, 3]);
      expect(order.values.slice(0, 2)).toEqual([7, 7]);
      expect(before.setup.seats[3]?.suit).toBe('boot');
      checked = true;
    });
    expect(checked).toBe(true);
  });

  it('the virtual players take the highest appeal left, earliest first (RULES 5)', () => {
    walk((step, before, events) => {
      if (step.id !== 'firstCard') return;
      const left = offer(before).filter((id) => id !== DEAL.firstCard);
      const takes = events.filter((e) => e.type === 'cardTaken' && e.seat !== 0);
      expect(takes).toHaveLength(3);
      for (const e of takes) {
        if (e.type !== 'cardTaken') continue;
        const appeal = (id: number): number =>
          isCharacter(id) ? characterDef(id).appeal : terrainDef(id).appeal;
        const best = Math.max(...left.map(appeal));
        expect(e.card).toBe(left.find((id) => appeal(id) === best));
        left.splice(left.indexOf(e.card), 1);
      }
    });
  });

  it('the first card goes anywhere; the second covers only empty parcels, and other spots break named rules', () => {
    const s = stateAt('cover');
    expect(s.round).toBe(2);
    const g = seatGrid(s, 0);
    const parcels = terrainDef(DEAL.ranchCard).parcels;
    const flags = seatFlags(s, 0);
    expect(placementProblem(g, parcels, { x: -1, y: 0 }, flags)).toBeNull();
    // The lesson's spot overlaps the first card's left column: two empty parcels.
    expect([g.cells[0], g.cells[g.w]]).toEqual(['.', '.']);
    expect(placementProblem(g, parcels, { x: 0, y: 0 }, flags)).toBe('covers-blocked');
    expect(placementProblem(g, parcels, { x: 4, y: 4 }, flags)).toBe('not-connected');
    expect(placementProblem(g, parcels, { x: 7, y: 0 }, flags)).toBe('too-big');
  });

  it('round 3 offers the Heroes, an action character, and the player takes them with a 9', () => {
    const s = stateAt('takeHeroes');
    expect(s.round).toBe(3);
    expect(characterDef(DEAL.heroes).type).toBe('action');
    expect(s.takeOrder[0]).toBe(0);
    let owned = false;
    walk((step, _b, _e, after) => {
      if (step.id === 'takeHeroes')
        owned = viewFor(after, 0).seats[0]?.characters.some((c) => c.id === DEAL.heroes) ?? false;
    });
    expect(owned).toBe(true);
  });
});

describe('the end of Era I and the score sheet', () => {
  it('the era’s end is played out once for each owner, and two owners keep their own', () => {
    const one = eraEndOnce();
    const two = eraEndOnce();
    const first = one();
    expect(one()).toBe(first);
    expect(two()).not.toBe(first);
    expect(two()).toEqual(first);
    expect(actionsBefore(TUTORIAL_STEPS.length, one)).toEqual(actionsBefore(TUTORIAL_STEPS.length));
  });

  it('the rest of Era I plays itself with the player’s own legal moves: the highest bid left, the best take', () => {
    let s = stateAt('fastForward');
    expect(s.era).toBe(1);
    expect(s.round).toBe(4);
    const moves = eraEndMoves();
    expect(moves.length).toBeGreaterThanOrEqual(12);
    for (const a of moves) {
      expect(a.seat).toBe(0);
      const legal = legalActions(s, 0);
      expect(legal).toContainEqual(a);
      expect(autoMove(s)).toEqual(a);
      if (a.type === 'bid') {
        const hand = viewFor(s, 0).seats[0]?.hand ?? [];
        expect(auctionValue(a.card)).toBe(Math.max(...hand.map(auctionValue)));
      }
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    expect(s.era).toBe(2);
    expect(moves.filter((a) => a.type === 'bid')).toHaveLength(6);
    expect(moves.filter((a) => a.type === 'take')).toHaveLength(6);
  });

  it('the era step shows Era II round 1: nine auction cards back in hand and the Heroes upright again', () => {
    const s = stateAt('era');
    expect([s.era, s.round]).toEqual([2, 1]);
    const me = viewFor(s, 0).seats[0];
    expect(me?.hand).toHaveLength(9);
    expect(me?.characters.find((c) => c.id === DEAL.heroes)?.sideways).toBe(false);
    expect(stepText(find('era'), s)).toContain(characterName('Heroes'));
  });

  it('the sheet step explains a line that scores for the player, and the total it names is the town’s', () => {
    const s = stateAt('readSheet');
    const b = explainSheet(s);
    if (b.virtual) throw new Error('seat 0 is real');
    const line = sheetLine(b);
    const value = b.lines.find((l) => l.line === line)?.value ?? 0;
    expect(value).toBeGreaterThan(0);
    expect(explainCell(explainSeats(viewFor(s, 0)), { seat: 0, line })?.cells.length).toBeGreaterThan(0);
    const text = stepText(find('readSheet'), s);
    expect(text).toContain(`${seatTotal(s, 0)} VP`);
    expect(text).toContain(`${value} VP`);
    expect(find('scoreSheet').opensSheet).toBe(true);
    expect(find('readSheet').onSheet).toBe(true);
  });

  it('while the era plays itself, only the move made for the player is sent, and Next does nothing', () => {
    const store = memory(JSON.stringify({ step: TUTORIAL_STEPS.findIndex((x) => x.auto), done: false }));
    const tut = Tutorial.open('You', store);
    expect(tut.step.id).toBe('fastForward');
    expect(tut.next()).toBe(false);
    const a = tut.autoMove();
    expect(a).not.toBeNull();
    expect(tut.gate({ type: 'bid', seat: 0, card: DEAL.bid7 })).toEqual({ code: 'notNow' });
    expect(tut.gate(a as Action)).toBeNull();
    for (let guard = 0; tut.step.auto && guard < 100; guard++) {
      expect(tut.session.send(tut.autoMove() as Action)).toBeNull();
    }
    expect(tut.step.id).toBe('era');
    expect(tut.session.actions).toEqual(actionsBefore(TUTORIAL_STEPS.findIndex((x) => x.id === 'era')));
  });
});

describe('a wrong move is explained and changes nothing', () => {
  it('a reading step refuses every move', () => {
    expect(checkMove(find('welcome'), { type: 'bid', seat: 0, card: DEAL.bid7 }, fresh())).toEqual({
      code: 'readFirst',
    });
  });

  it('another bid, another card, another spot and a broken rule each get their own reason', () => {
    const bid = find('bid');
    const s1 = stateAt('bid');
    expect(checkMove(bid, { type: 'bid', seat: 0, card: DEAL.bid9 }, s1)).toEqual({
      code: 'otherBid',
      want: 7,
      got: 9,
    });
    expect(checkMove(bid, bid.action as Action, s1)).toBeNull();
    const cover = find('cover');
    const s2 = stateAt('cover');
    const take = (card: number, x: number, y: number): Action => ({
      type: 'take',
      seat: 0,
      card,
      at: { x, y },
    });
    expect(checkMove(cover, take(DEAL.firstCard, -1, 0), s2)).toEqual({
      code: 'otherCard',
      want: DEAL.ranchCard,
    });
    expect(checkMove(cover, take(DEAL.ranchCard, 0, 0), s2)).toEqual({ code: 'coversBlocked' });
    expect(checkMove(cover, take(DEAL.ranchCard, 4, 4), s2)).toEqual({ code: 'notConnected' });
    expect(checkMove(cover, take(DEAL.ranchCard, 7, 0), s2)).toEqual({ code: 'tooBig' });
    expect(checkMove(cover, take(DEAL.ranchCard, 2, 0), s2)).toEqual({ code: 'otherSpot' });
    expect(checkMove(cover, { type: 'pass', seat: 0 }, s2)).toEqual({ code: 'notNow' });
  });

  it('the Tutorial’s gate leaves the game untouched and words the reason without an error code', () => {
    const tut = Tutorial.open('You', memory());
    while (!tut.step.action) tut.next();
    const before = stateDigest(tut.session.state);
    const why = tut.gate({ type: 'bid', seat: 0, card: DEAL.bid8 });
    expect(why).toEqual({ code: 'otherBid', want: 7, got: 8 });
    expect(stateDigest(tut.session.state)).toBe(before);
    expect(tut.session.actions).toHaveLength(0);
    const text = whyText(why ?? { code: 'notNow' });
    expect(text).toContain('7');
    expect(text).not.toMatch(/not-|wrong-phase|refused/);
  });
});

describe('progress', () => {
  it('steps on Next and on the expected move, saves, and resumes at the same step with the same table', () => {
    const store = memory();
    const tut = Tutorial.open('You', store);
    expect(tut.next()).toBe(true);
    expect(tut.next()).toBe(true);
    while (!tut.step.action) tut.next();
    expect(tut.next()).toBe(false);
    expect(tut.session.send(tut.step.action as Action)).toBeNull();
    expect(tut.step.id).toBe('tie');
    const digest = stateDigest(tut.session.state);
    tut.dispose();
    expect(readProgress(store, TUTORIAL_STEPS.length).step).toBe(5);
    const again = Tutorial.open('You', store);
    expect(again.step.id).toBe('tie');
    expect(stateDigest(again.session.state)).toBe(digest);
  });

  it('the last step marks the lesson done; it then starts over, as does a fresh replay or an unreadable store', () => {
    const store = memory();
    const tut = Tutorial.open('You', store);
    for (let guard = 0; !tut.last && guard < 200; guard++) {
      const auto = tut.autoMove();
      if (tut.step.action) expect(tut.session.send(tut.step.action)).toBeNull();
      else if (auto) expect(tut.session.send(auto)).toBeNull();
      else expect(tut.next()).toBe(true);
    }
    expect(tut.step.id).toBe('done');
    expect(tut.session.actions).toEqual(actionsBefore(TUTORIAL_STEPS.length));
    expect(readProgress(store, TUTORIAL_STEPS.length).done).toBe(true);
    expect(Tutorial.open('You', store).stepIndex).toBe(0);
    expect(Tutorial.open('You', memory('{"step":9,"done":false}'), true).stepIndex).toBe(0);
    expect(Tutorial.open('You', memory('{"step":9,"done":false}')).stepIndex).toBe(9);
    expect(Tutorial.open('You', memory('not json')).stepIndex).toBe(0);
    expect(Tutorial.open('You', memory('{"step":999}')).stepIndex).toBe(0);
  });

  it('every step has a note in every language', async () => {
    for (const l of LANGUAGES) {
      await setLanguage(l);
      walk((step, before) => {
        const text = stepText(step, before);
        expect(text.length, `${l} ${step.id}`).toBeGreaterThan(20);
        expect(text).not.toMatch(/\{|tutorial\./);
      });
      expect(t('tutorial.next')).not.toBe('');
    }
    await setLanguage('en');
  });
});

describe('one-time hints', () => {
  it('fits the moment, shows each tip once, and none when switched off', () => {
    const s = fresh();
    const view = viewFor(s, 0);
    const legal = legalActions(s, 0);
    const none = { on: true, seen: [] };
    expect(pickHint(view, 0, legal, none)).toBe('bid');
    expect(pickHint(view, 0, legal, markSeen(none, 'bid'))).toBeNull();
    expect(pickHint(view, 0, legal, { on: false, seen: [] })).toBeNull();
    expect(pickHint(view, -1, legal, none)).toBeNull();
    const place = stateAt('firstCard');
    expect(pickHint(viewFor(place, 0), 0, legalActions(place, 0), markSeen(none, 'bid'))).toBe('place');
    const era2 = stateAt('era');
    expect(pickHint(viewFor(era2, 0), 0, legalActions(era2, 0), { on: true, seen: [] })).toBe('era');
    const later = stateAt('fastForward');
    expect(pickHint(viewFor(later, 0), 0, legalActions(later, 0), { on: true, seen: ['bid', 'place'] })).toBe(
      'prompt',
    );
    expect(pickHint(viewFor(later, 0), 0, [], { on: true, seen: ['bid', 'place'] })).toBe('character');
  });

  it('reads its stored state defensively', () => {
    expect(readHints(memory())).toEqual({ on: true, seen: [] });
    expect(readHints(memory('{"on":false,"seen":["bid","nonsense"]}'))).toEqual({ on: false, seen: ['bid'] });
    expect(readHints(memory('{{'))).toEqual({ on: true, seen: [] });
    expect(HINT_IDS).toHaveLength(5);
  });
});

describe('leaving by Menu and coming back after a reload', () => {
  /** A fresh copy of the app's modules and games, as after a page reload; the stores are what survives it. */
  async function page(progress: TextStore, playing: TextStore): Promise<{ run: Lessons; app: Games }> {
    vi.resetModules();
    const { Lessons: Fresh } = await import('../src/app/tutorial/run');
    const app = new (await import('../src/app/app')).Games();
    await (await import('../src/i18n')).loadLanguage('en');
    return { run: new Fresh(app, { progress: () => progress, playing: () => playing }), app };
  }

  it('a reload mid-lesson opens the lesson again at its step, with the same table', async () => {
    const progress = memory();
    const playing = memory();
    const first = await page(progress, playing);
    const tut = first.run.start();
    while (!tut.step.action) tut.next();
    expect(tut.session.send(tut.step.action as Action)).toBeNull();
    expect(tut.step.id).toBe('tie');
    const digest = stateDigest(tut.session.state);
    // The page goes away without leaving the lesson.
    const second = await page(progress, playing);
    expect(second.run.interrupted()).toBe(true);
    const back = second.run.resumeInterrupted();
    expect(back?.step.id).toBe('tie');
    expect(second.app.current()).toBe(back?.session);
    expect(stateDigest(back?.session.state as GameState)).toBe(digest);
  });

  it('Menu leaves like Leave: the step kept, no Continue, and a reload shows the title', async () => {
    const progress = memory();
    const playing = memory();
    const { run, app } = await page(progress, playing);
    const tut = run.start();
    tut.next();
    tut.next();
    expect(app.canContinue()).toBe(true);
    run.leave(false);
    expect(app.current()).toBeNull();
    expect(app.canContinue()).toBe(false);
    expect(readProgress(progress, TUTORIAL_STEPS.length)).toEqual({ step: 2, done: false });
    const after = await page(progress, playing);
    expect(after.run.interrupted()).toBe(false);
    expect(after.run.resumeInterrupted()).toBeNull();
    expect(after.app.current()).toBeNull();
    expect(after.run.start().stepIndex).toBe(2);
  });

  it('a finished lesson is not reopened by a reload', async () => {
    const progress = memory('{"step":0,"done":true}');
    const playing = memory('1');
    const { run } = await page(progress, playing);
    expect(run.interrupted()).toBe(false);
    expect(run.resumeInterrupted()).toBeNull();
    expect(playing.text).toBe('');
  });

  it('two apps side by side each have their own lesson', async () => {
    const one = await page(memory(), memory());
    const Two = one.run.constructor as typeof Lessons;
    const otherGames = new (one.app.constructor as new () => Games)();
    const two = new Two(otherGames, { progress: () => memory(), playing: () => memory() });
    const tut = one.run.start();
    expect(one.run.of(tut.session)).toBe(tut);
    expect(two.of(tut.session)).toBeNull();
    expect(otherGames.current()).toBeNull();
    two.leave(false);
    expect(one.app.current()).toBe(tut.session);
  });
});
