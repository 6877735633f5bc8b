/**
 * The board game's animation plan (issue 28): from the events of one action and the table's layout, the steps a
 * scene plays over the table before drawing it settled. Cowboys walk between a seat panel and the spots, recruits
 * walk from the bank into a seat's supply, duels roll their dice, money and VP fly to and from the seat panels, and
 * what a parcel gains appears on it. Durations are the settings' base durations scaled by the animation speed; at
 * instant speed or with reduced motion there is no step.
 */
import { SIZE } from '../../board/engine';
import type { BoardEvent, BuildingKind, FirepowerParts, Placement } from '../../board/engine';
import type { SfxName } from '../audioSprite';
import type { BoardLayout, Rect } from './boardLayout';
import { duelSides } from './boardExplain';

/** A point in canvas pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Base durations in milliseconds at normal speed, before the settings scale them. */
export const ANIM_BASE = {
  walk: 420,
  /** Long enough to read each side's firepower parts under its sum once the dice stop. */
  duel: 2000,
  /** The part of a duel during which the dice tumble. */
  roll: 520,
  fly: 560,
  appear: 380,
  road: 320,
  /** Between the starts of two steps of one run (cowboys leaving together, a round's income). */
  stagger: 90,
  /** The longest a run's starts may spread over. */
  spread: 640,
} as const;

/** One side of a duel: its seat, its roll (one die, or two with dynamite), its firepower and its total (BOARD 5.2). */
export interface DuelSide {
  seat: number;
  roll: number;
  dice: 1 | 2;
  firepower: number;
  /** The firepower's parts at that duel: cowboys at home, revolvers, ammunition, the Mercenary (BOARD 5.1). */
  parts: FirepowerParts;
  total: number;
}

/** A piece that appears on a parcel: a building, a house, a mountain or an owner's marker. */
export type AppearPiece = BuildingKind | 'house' | 'townhouse' | 'mountain' | 'marker';

/** What a step shows. */
export type BoardAnimShow =
  | {
      kind: 'walk';
      seat: number;
      white: boolean;
      from: Point;
      to: Point;
      /** The spot whose drawn cowboy of this seat walks away (hidden as the step starts), or null. */
      leaves: string | null;
      fadeIn: boolean;
      fadeOut: boolean;
    }
  | { kind: 'duel'; spot: string; at: Point; sides: DuelSide[]; winner: number; rollMs: number }
  | { kind: 'fly'; what: 'money' | 'vp'; seat: number; amount: number; from: Point; to: Point }
  | { kind: 'appear'; piece: AppearPiece; seat: number; rect: Rect }
  | { kind: 'road'; seat: number; from: Point; to: Point };

/** One step: what it shows, when it starts and how long it lasts (scaled ms from the plan's start), its sound. */
export type BoardAnimStep = BoardAnimShow & {
  start: number;
  ms: number;
  sound: { name: SfxName; at: number } | null;
};

/** A plan: its steps in start order and when the last one ends. */
export interface BoardAnimPlan {
  steps: BoardAnimStep[];
  total: number;
}

/** What the planner needs besides the events. */
export interface BoardAnimInput {
  layout: BoardLayout;
  /** A base duration scaled by the animation speed; 0 when instant or with reduced motion (SettingsState.animMs). */
  animMs: (base: number) => number;
  /** The cowboys on the table before the action (their dynamite tiles decide a duel's dice). */
  placements: readonly Placement[];
}

/** The most recruits of one event shown walking in (the seat's count says the rest). */
const RECRUITS_SHOWN = 4;

/** Runs of steps whose starts are staggered instead of waiting for one another. */
type RunKind = 'walk' | 'fly' | 'alone';

const centre = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** Where a cowboy stands on a spot, as the table draws it (scenes/board/pathDraw.ts): centred, near the bottom. */
export function cowboyPoint(r: Rect): Point {
  const size = Math.min(30, r.w / 2.5);
  return { x: r.x + r.w / 2, y: r.y + r.h - size * 0.7 };
}

/**
 * The parcel a payment's coins come from: the paying building's, for the building-income step (BOARD 7.4, 6); null
 * when the payment names none (it then flies from where the action last happened).
 */
export function moneySource(e: BoardEvent): number | null {
  return e.type === 'money' && e.income && e.amount > 0 ? e.income.parcel : null;
}

/** The plan of one action's events; empty when the settings make animations instant. */
export function planBoardAnim(events: readonly BoardEvent[], input: BoardAnimInput): BoardAnimPlan {
  const { layout: L, animMs } = input;
  const ms = {
    walk: animMs(ANIM_BASE.walk),
    duel: animMs(ANIM_BASE.duel),
    roll: animMs(ANIM_BASE.roll),
    fly: animMs(ANIM_BASE.fly),
    appear: animMs(ANIM_BASE.appear),
    road: animMs(ANIM_BASE.road),
    stagger: animMs(ANIM_BASE.stagger),
    spread: animMs(ANIM_BASE.spread),
  };
  if (ms.walk <= 0) return { steps: [], total: 0 };
  const steps: BoardAnimStep[] = [];
  const dynamite = new Set(input.placements.filter((p) => p.dynamite).map((p) => `${p.spot}#${p.seat}`));
  const field = (seat: number, f: 'money' | 'vp' | 'cowboysHome' | 'cowboysBoard'): Point | null => {
    const r = L.seats[seat]?.fields[f];
    return r ? centre(r) : null;
  };
  const spotAt = (spot: string): Point | null => {
    const r = L.spotRect(spot);
    return r ? cowboyPoint(r) : null;
  };
  const parcelAt = (p: number): Rect | null => (p >= 0 && p < SIZE * SIZE ? L.parcelRect(p) : null);
  const grid = (g: { x: number; y: number }): Point => {
    const o = L.parcelRect(0);
    return { x: o.x + g.x * L.cell, y: o.y + g.y * L.cell };
  };
  const bank = centre(L.status);
  let here: Point = bank;
  let cursor = 0;
  let run: { kind: RunKind; start: number; count: number; end: number } = {
    kind: 'alone',
    start: 0,
    count: 0,
    end: 0,
  };
  const add = (
    show: BoardAnimShow,
    kind: RunKind,
    len: number,
    sound: SfxName | null,
    soundEnd: boolean,
  ): void => {
    let start: number;
    if (kind !== 'alone' && run.kind === kind && run.count > 0) {
      start = run.start + Math.min(run.count * ms.stagger, ms.spread);
      run.count++;
    } else {
      cursor = Math.max(cursor, run.end);
      start = cursor;
      run = { kind, start, count: 1, end: start };
    }
    run.end = Math.max(run.end, start + len);
    // A run's sound is heard for its first few steps only.
    const heard = sound !== null && run.count <= 3;
    steps.push({
      ...show,
      start,
      ms: len,
      sound: heard ? { name: sound, at: soundEnd ? start + len : start } : null,
    });
  };

  for (let i = 0; i < events.length; i++) {
    const e = events[i] as BoardEvent;
    switch (e.type) {
      case 'placed': {
        if (e.dynamite) dynamite.add(`${e.spot}#${e.seat}`);
        const to = spotAt(e.spot);
        const from = field(e.seat, e.doctor ? 'cowboysBoard' : 'cowboysHome');
        if (!to || !from) break;
        here = to;
        const show = { kind: 'walk', seat: e.seat, white: e.white, from, to, leaves: null } as const;
        add({ ...show, fadeIn: e.doctor, fadeOut: false }, 'walk', ms.walk, 'place', true);
        break;
      }
      case 'cowboy': {
        const fromSpot = spotAt(e.from);
        const from = fromSpot ?? field(e.seat, 'cowboysBoard');
        if (!from) break;
        if (fromSpot) here = fromSpot;
        const home = e.to === 'home' ? field(e.seat, 'cowboysHome') : null;
        const to = home ?? { x: from.x, y: from.y - L.cell * 0.6 };
        const white = e.to === 'out';
        const leaves = fromSpot ? e.from : null;
        add(
          { kind: 'walk', seat: e.seat, white, from, to, leaves, fadeIn: !fromSpot, fadeOut: !home },
          'walk',
          ms.walk,
          null,
          false,
        );
        break;
      }
      case 'recruited': {
        // New cowboys come from the general supply (the bank) into the seat's supply, at a round's end (BOARD 3.4) or
        // the Captain's (BOARD 8); a long line is shown by its first few.
        const to = field(e.seat, 'cowboysHome');
        if (!to) break;
        for (let k = 0; k < Math.min(e.count, RECRUITS_SHOWN); k++)
          add(
            {
              kind: 'walk',
              seat: e.seat,
              white: false,
              from: bank,
              to,
              leaves: null,
              fadeIn: true,
              fadeOut: false,
            },
            'walk',
            ms.walk,
            'place',
            true,
          );
        break;
      }
      case 'duel': {
        const at = spotAt(e.spot);
        if (!at) break;
        here = at;
        const sides = duelSides(e).map((d): DuelSide => ({
          seat: d.seat,
          roll: d.roll,
          dice: dynamite.has(`${e.spot}#${d.seat}`) ? 2 : 1,
          firepower: d.firepower,
          parts: d.parts,
          total: d.total,
        }));
        add(
          { kind: 'duel', spot: e.spot, at, sides, winner: e.winner, rollMs: ms.roll },
          'alone',
          ms.duel,
          'dice',
          false,
        );
        break;
      }
      case 'money':
      case 'vp': {
        if (e.amount === 0) break;
        const what = e.type;
        const own = field(e.seat, what);
        if (!own) break;
        const next = events[i + 1];
        // A payment from one seat to another (an auction, the Undertaker's fee) flies from panel to panel.
        if (
          e.type === 'money' &&
          e.amount < 0 &&
          next?.type === 'money' &&
          next.amount === -e.amount &&
          next.cause === e.cause
        ) {
          const to = field(next.seat, 'money');
          if (to) {
            add(
              { kind: 'fly', what, seat: next.seat, amount: next.amount, from: own, to },
              'fly',
              ms.fly,
              'score',
              true,
            );
            i++;
            break;
          }
        }
        const source = parcelAt(moneySource(e) ?? -1);
        const there = source ? centre(source) : here;
        const [from, to] = e.amount > 0 ? [there, own] : [own, there];
        add(
          { kind: 'fly', what, seat: e.seat, amount: e.amount, from, to },
          'fly',
          ms.fly,
          'score',
          e.amount > 0,
        );
        break;
      }
      case 'bought':
      case 'built':
      case 'house':
      case 'mountain': {
        const rect = parcelAt(e.parcel);
        if (!rect) break;
        here = centre(rect);
        const piece: AppearPiece =
          e.type === 'bought'
            ? 'marker'
            : e.type === 'built'
              ? e.kind
              : e.type === 'house'
                ? e.townhouse
                  ? 'townhouse'
                  : 'house'
                : 'mountain';
        const seat = e.type === 'bought' || e.type === 'built' ? e.seat : -1;
        add(
          { kind: 'appear', piece, seat, rect },
          'alone',
          ms.appear,
          e.type === 'mountain' ? null : 'place',
          true,
        );
        break;
      }
      case 'road':
        add(
          { kind: 'road', seat: e.seat, from: grid(e.from), to: grid(e.to) },
          'alone',
          ms.road,
          'place',
          true,
        );
        break;
      default:
        break;
    }
  }
  const total = Math.max(cursor, run.end);
  return { steps, total };
}
