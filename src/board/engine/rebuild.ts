/** A view rebuilt from the previous view and an action's events, as a screen follows the game without the engine. */
import { BUILDING_KINDS, GROCER_CASH } from './data';
import { segmentBetween } from './grid';
import type { BoardView } from './view';
import type { BoardEvent } from './events';
import type { Seat } from './types';

/** Is `from` a spot on the board (a space, a parcel or a building) rather than a supply. */
const onBoard = (from: string): boolean => /^[spb]:/.test(from);

/** The seat of a view, which must exist. */
function seatIn(v: BoardView, seat: number): Seat {
  const t = v.seats[seat];
  if (!t) throw new Error(`no seat ${seat} in the view`);
  return t;
}

/** Rounds open with fresh characters and tokens, the old pass track as the choosing order (BOARD 3.1, 3.4). */
function openRound(v: BoardView, round: number): void {
  v.round = round;
  v.phase = 'characters';
  v.holders = v.characters.map(() => -1);
  v.chooseOrder = v.passOrder;
  v.passOrder = [];
  v.turn = 0;
  v.step = 0;
  v.sub = 0;
  v.grocerKind = -1;
  for (const t of v.seats) {
    t.character = -1;
    t.power = -1;
    t.white = false;
    t.noDuel = 0;
    t.ammo = false;
    t.red = false;
    t.dynamite = 0;
  }
}

/** Moves the display's buildings as the slide says, each from its space to a cheaper one (BOARD 3.4). */
function slide(v: BoardView, moves: readonly { from: number; to: number }[]): void {
  for (const m of moves) {
    v.display[m.to] = v.display[m.from] ?? null;
    v.display[m.from] = null;
  }
}

/** Applies one event to `v` in place. */
function applyEvent(v: BoardView, e: BoardEvent): void {
  switch (e.type) {
    case 'round':
      return openRound(v, e.round);
    case 'phase':
      v.phase = e.phase;
      if (e.phase === 'placement') {
        // BOARD 3.2: phase 2 runs in the order of the character numbers.
        v.actionOrder = v.seats
          .map((_, i) => i)
          .sort((a, b) => seatIn(v, a).character - seatIn(v, b).character);
        v.turn = 0;
      }
      return;
    case 'turn':
      v.turn = e.turn;
      return;
    case 'step':
      if (e.edge === 'start') {
        v.step = e.step;
        v.sub = 0;
        v.queue = [];
      }
      return;
    case 'prompt':
      v.prompt = e.prompt ? structuredClone(e.prompt) : null;
      return;
    case 'chosen': {
      v.holders[v.characters.indexOf(e.card)] = e.seat;
      const t = seatIn(v, e.seat);
      if (!e.second) t.character = e.card;
      t.power = e.card;
      return;
    }
    case 'tokens':
      Object.assign(seatIn(v, e.seat), e.tokens);
      return;
    case 'placed': {
      v.placements.push({
        seat: e.seat,
        spot: e.spot,
        white: e.white,
        noDuel: e.noDuel,
        dynamite: e.dynamite,
      });
      if (e.doctor) return;
      const t = seatIn(v, e.seat);
      if (e.white) t.white = false;
      else t.cowboys--;
      if (e.noDuel) t.noDuel--;
      if (e.dynamite) t.dynamite--;
      return;
    }
    case 'passed':
      v.passOrder.push(e.seat);
      return;
    case 'cowboy': {
      if (onBoard(e.from)) {
        const i = v.placements.findIndex((p) => p.seat === e.seat && p.spot === e.from);
        if (i >= 0) v.placements.splice(i, 1);
      }
      const t = seatIn(v, e.seat);
      if (e.to === 'home') t.cowboys++;
      if (e.to === 'general') t.general++;
      return;
    }
    case 'recruited': {
      const t = seatIn(v, e.seat);
      t.general -= e.count;
      t.cowboys += e.count;
      return;
    }
    case 'hall':
      v.hallHolder = e.holder;
      return;
    case 'teacher':
      v.passOrder = e.order.slice();
      return;
    case 'road':
      v.roads[segmentBetween(e.from, e.to)] = true;
      if (e.seat >= 0) seatIn(v, e.seat).roads--;
      return;
    case 'roads':
      seatIn(v, e.seat).roads += e.amount;
      return;
    case 'revolvers':
      seatIn(v, e.seat).revolvers += e.amount;
      return;
    case 'money':
      seatIn(v, e.seat).money += e.amount;
      return;
    case 'vp':
      seatIn(v, e.seat).vp += e.amount;
      return;
    case 'bought': {
      const c = v.cells[e.parcel];
      if (c) c.owner = e.seat;
      seatIn(v, e.seat).markers--;
      return;
    }
    case 'built': {
      const c = v.cells[e.parcel];
      if (c) c.thing = e.kind;
      if (e.kind === 'townHall') v.townHall = e.parcel;
      return;
    }
    case 'house': {
      const c = v.cells[e.parcel];
      if (c) c.thing = e.townhouse ? 'townhouse' : 'house';
      return;
    }
    case 'mountain': {
      const c = v.cells[e.parcel];
      if (c) c.thing = 'mountain';
      return;
    }
    case 'drawn': {
      const left = (v.bag[e.kind] ?? 0) - 1;
      if (left > 0) v.bag[e.kind] = left;
      else delete v.bag[e.kind];
      v.bagSize--;
      if (e.space >= 0) v.display[e.space] = e.kind;
      return;
    }
    case 'slid':
      return slide(v, e.moves);
    case 'taken':
      v.display[e.space] = null;
      if (e.keep) seatIn(v, e.seat).kept.push(e.kind);
      return;
    case 'keptBuilt':
      seatIn(v, e.seat).kept.splice(e.index, 1);
      return;
    case 'grocer':
      v.grocerKind = e.choice === 'cash' ? GROCER_CASH : BUILDING_KINDS.indexOf(e.choice);
      return;
    case 'auction':
      v.auction = e.auction ? structuredClone(e.auction) : null;
      return;
    case 'progress':
      Object.assign(v, structuredClone(e.progress));
      return;
    case 'over':
      v.phase = 'over';
      v.winner = e.winner;
      v.prompt = null;
      return;
    case 'duel':
      return;
  }
}

/**
 * The view after an action, rebuilt from the view before it and the action's events alone: what a screen needs to
 * follow the game without diffing states. No rule runs here except the few that only reorder what is shown (the
 * action order by character numbers, a new round's reset).
 */
export function applyEvents(view: BoardView, events: readonly BoardEvent[]): BoardView {
  const v = structuredClone(view);
  for (const e of events) applyEvent(v, e);
  return v;
}
