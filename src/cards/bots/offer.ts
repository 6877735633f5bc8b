/** Valuing offer cards, placements, sales and Paperboy picks for one seat's city. */
import { characterDef, isCharacter, legalPlacements, terrainDef } from '../engine';
import type { Action, EntityId, Pos } from '../engine';
import { placeIn, sellFrom, withCharacter } from './common';
import type { CityModel } from './common';

/** How a bot values a city model (higher is better). */
export type CityValuer = (m: CityModel) => number;

/** One way to take a card: where it goes and the value gained. */
export interface TakeOption {
  card: EntityId;
  at?: Pos;
  gain: number;
  after: CityModel;
}

/** Every way to take `card` into the city, each with its gain (a terrain with no legal place is a discard). */
export function takeOptions(m: CityModel, card: EntityId, value: CityValuer, base = value(m)): TakeOption[] {
  if (isCharacter(card)) {
    const after = withCharacter(m, characterDef(card).name);
    return [{ card, gain: value(after) - base, after }];
  }
  const parcels = terrainDef(card).parcels;
  const spots = legalPlacements(m.grid, parcels, m.flags);
  if (spots.length === 0) return [{ card, gain: 0, after: m }];
  return spots.map((at) => {
    const after = placeIn(m, parcels, at);
    return { card, at, gain: value(after) - base, after };
  });
}

/** The best way to take `card`. */
export function bestTake(m: CityModel, card: EntityId, value: CityValuer, base = value(m)): TakeOption {
  let best: TakeOption | undefined;
  for (const o of takeOptions(m, card, value, base)) if (!best || o.gain > best.gain) best = o;
  return best as TakeOption;
}

/** The gain of the best way to take each offer card, in offer order. */
export function offerGains(m: CityModel, offer: readonly EntityId[], value: CityValuer): number[] {
  const base = value(m);
  return offer.map((c) => bestTake(m, c, value, base).gain);
}

/** Values every legal take action (same order as given). */
export function valueTakes(
  m: CityModel,
  takes: readonly Extract<Action, { type: 'take' }>[],
  value: CityValuer,
): number[] {
  const base = value(m);
  return takes.map((a) => {
    if (isCharacter(a.card)) return value(withCharacter(m, characterDef(a.card).name)) - base;
    if (!a.at) return 0;
    return value(placeIn(m, terrainDef(a.card).parcels, a.at)) - base;
  });
}

/** The gain of selling the city card `card` (7 VP at game end plus the change of value), given the city's card ids bottom first. */
export function saleGain(m: CityModel, ids: readonly EntityId[], card: EntityId, value: CityValuer): number {
  const i = ids.indexOf(card);
  if (i < 0) return -Infinity;
  return value(sellFrom(m, i)) - value(m);
}
