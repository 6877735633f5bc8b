/** Turns engine events into the game log's lines: who did what, in plain words (no rules are decided here). */
import {
  ABILITY_CHARACTER,
  CONTENT_NAMES,
  auctionValue,
  characterDef,
  isCharacter,
  terrainDef,
} from '../../engine';
import type { Ability, EntityId, GameEvent, GameSetup, Suit } from '../../engine';
import { formatList as listText } from '../../i18n';

export { listText };

/** One line of the game log. */
export interface LogLine {
  /** The seat the line is about, or -1. */
  seat: number;
  text: string;
  /** A heading (round start, era end) is drawn differently. */
  heading?: boolean;
  /** A bot's one-line reason for its move. */
  reason?: string;
}

const ERA = ['', 'I', 'II'];

/** Roman numeral of an era. */
export function eraNumeral(era: number): string {
  return ERA[era] ?? String(era);
}

/** The character name that carries an ability. */
export function abilityName(a: Ability): string {
  return ABILITY_CHARACTER[a];
}

/** A short description of a terrain card's contents, e.g. "Mine, Mountain and 2 empty". */
export function terrainSummary(id: EntityId): string {
  const counts = new Map<string, number>();
  for (const c of terrainDef(id).parcels) {
    const name = c === '.' ? 'empty' : CONTENT_NAMES[c];
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const parts = [...counts.entries()]
    .sort((a, b) => (a[0] === 'empty' ? 1 : 0) - (b[0] === 'empty' ? 1 : 0))
    .map(([name, n]) => (n > 1 ? `${n} ${name === 'empty' ? 'empty' : plural(name)}` : name));
  return listText(parts);
}

function plural(name: string): string {
  if (name.endsWith('ch') || name.endsWith('s')) return `${name}es`;
  if (name === 'Outlaws') return name;
  return `${name}s`;
}

/** The name of a card for the log. */
export function cardName(id: EntityId): string {
  return isCharacter(id) ? `the ${characterDef(id).name}` : `a terrain card (${terrainSummary(id)})`;
}

/** Explains the ties of a taking order: "Ann and Bob tied at 7: tie broken by the star before the hat on the next character's back". */
export function tieText(
  setup: GameSetup,
  order: readonly number[],
  values: readonly number[],
  tieBreak: readonly Suit[],
): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < order.length) {
    let j = i + 1;
    while (j < order.length && values[j] === values[i]) j++;
    if (j - i > 1) {
      const seats = order.slice(i, j);
      const names = seats.map((s) => setup.seats[s]?.name ?? `Seat ${s + 1}`);
      const suits = seats.map((s) => setup.seats[s]?.suit as Suit);
      const ranked = suits.slice().sort((a, b) => tieBreak.indexOf(a) - tieBreak.indexOf(b));
      out.push(
        `${listText(names)} tied at ${values[i]}: tie broken by the ${ranked.join(' before the ')} on the next character's back`,
      );
    }
    i = j;
  }
  return out;
}

/** The number of seats played by people on this device. */
export function personCount(setup: GameSetup): number {
  return setup.seats.filter((s) => s.kind === 'real' && s.controller === 'human').length;
}

/**
 * True when a seat is named "You" in a game with at most one person (the log then says "You take", not "You takes").
 * With several people on one device the log always names them.
 */
export function isYou(setup: GameSetup, seat: number): boolean {
  return personCount(setup) <= 1 && (setup.seats[seat]?.name ?? '').trim().toLowerCase() === 'you';
}

/** What an actor did when no other line names them: the bid they chose, or their move. */
function actedText(
  events: readonly GameEvent[],
  actor: number,
  v: (seat: number, third: string, base: string) => string,
): string {
  if (events.some((e) => e.type === 'bidChosen' && e.seat === actor))
    return `${v(actor, 'chooses', 'choose')} a bid.`;
  return `${v(actor, 'makes', 'make')} a move.`;
}

/** The word under a seat's empty bid slot while it still has to choose (a lone "…" read as a menu). */
export const BID_WAITING = 'choosing';

/** The title of a seat's city: "Your city" for the one person named You, else "City of <name>" (no possessive). */
export function cityTitle(setup: GameSetup, seat: number): string {
  return isYou(setup, seat) ? 'Your city' : `City of ${setup.seats[seat]?.name ?? `Seat ${seat + 1}`}`;
}

/** The log lines for one update from the session. */
export function describeEvents(
  events: readonly GameEvent[],
  setup: GameSetup,
  actor: number,
  reason?: string,
  bidReasons: ReadonlyMap<number, string> = new Map(),
): LogLine[] {
  const name = (seat: number): string => setup.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const v = (seat: number, third: string, base: string): string =>
    `${name(seat)} ${isYou(setup, seat) ? base : third}`;
  const poss = (seat: number): string => (isYou(setup, seat) ? 'Your' : `${name(seat)}'s`);
  const lines: LogLine[] = [];
  let reveal: { character: string | null; terrain: number } | null = null;
  let removed = 0;
  const flush = (): void => {
    if (reveal) {
      const what = [reveal.character, reveal.terrain ? `${reveal.terrain} terrain cards` : null].filter(
        (p): p is string => p !== null,
      );
      lines.push({ seat: -1, text: `On offer: ${listText(what)}.` });
      reveal = null;
    }
    if (removed) {
      lines.push({
        seat: -1,
        text: `${removed} card${removed > 1 ? 's' : ''} left in the offer ${removed > 1 ? 'are' : 'is'} removed.`,
      });
      removed = 0;
    }
  };
  for (const e of events) {
    if (e.type !== 'characterRevealed' && e.type !== 'terrainRevealed' && e.type !== 'cardRemoved') flush();
    switch (e.type) {
      case 'roundStarted':
        lines.push({ seat: -1, heading: true, text: `Era ${eraNumeral(e.era)} · Round ${e.round}` });
        break;
      case 'characterSkipped':
        lines.push({
          seat: -1,
          text: `The ${characterDef(e.card).name} was drawn, but the next character shows a skull on its back: the ${characterDef(e.card).name} goes to the bottom of the pile and the skull card is drawn instead.`,
        });
        break;
      case 'characterRevealed':
        reveal = reveal ?? { character: null, terrain: 0 };
        reveal.character = `the ${characterDef(e.card).name}`;
        break;
      case 'terrainRevealed':
        if (e.by !== undefined) {
          flush();
          lines.push({
            seat: e.by,
            text: `${v(e.by, 'reveals', 'reveal')} an extra terrain card (${terrainSummary(e.card)}).`,
          });
        } else {
          reveal = reveal ?? { character: null, terrain: 0 };
          reveal.terrain++;
        }
        break;
      case 'abilityUsed':
        lines.push({ seat: e.seat, text: `${v(e.seat, 'uses', 'use')} the ${abilityName(e.ability)}.` });
        break;
      case 'abilityDeclined':
        lines.push({
          seat: e.seat,
          text: `${v(e.seat, 'keeps', 'keep')} the ${abilityName(e.ability)} for later.`,
        });
        break;
      case 'bidChosen':
        break;
      case 'bidsRevealed': {
        const parts = e.bids.map((b) => {
          const base = auctionValue(b.card);
          return b.value === base ? `${name(b.seat)} ${base}` : `${name(b.seat)} ${base}→${b.value}`;
        });
        lines.push({ seat: -1, text: `Bids: ${parts.join(', ')}.` });
        for (const b of e.bids) {
          // The last bidder's own reason comes with this update, not with the secret bids before it.
          const why = bidReasons.get(b.seat) ?? (b.seat === actor ? reason : undefined);
          if (why) lines.push({ seat: b.seat, text: `${name(b.seat)}:`, reason: why });
        }
        break;
      }
      case 'modifierApplied':
        lines.push({
          seat: e.seat,
          text: `${poss(e.seat)} ${abilityName(e.ability)} adds ${e.amount}: the bid is now ${e.value}.`,
        });
        break;
      case 'takingOrder': {
        const ties = tieText(setup, e.order, e.values, e.tieBreak);
        lines.push({
          seat: -1,
          text: `Taking order: ${e.order.map(name).join(', ')}${ties.length ? ` (${ties.join('; ')})` : ''}.`,
        });
        break;
      }
      case 'cardTaken':
        if (e.discarded)
          lines.push({
            seat: e.seat,
            text: `${v(e.seat, 'takes', 'take')} ${cardName(e.card)} with no room for it: it leaves the game.`,
          });
        else if (e.at)
          lines.push({ seat: e.seat, text: `${v(e.seat, 'builds', 'build')} ${cardName(e.card)}.` });
        else lines.push({ seat: e.seat, text: `${v(e.seat, 'takes', 'take')} ${cardName(e.card)}.` });
        break;
      case 'cardSold':
        lines.push({
          seat: e.seat,
          text: `${v(e.seat, 'sells', 'sell')} ${cardName(e.card)} with the Auctioneer.`,
        });
        break;
      case 'cardRemoved':
        removed++;
        break;
      case 'auctionDiscarded':
        lines.push({
          seat: e.seat,
          text: `${poss(e.seat)} auction card ${auctionValue(e.card)} is discarded (Lawyer).`,
        });
        break;
      case 'eraEnded':
        lines.push({
          seat: -1,
          heading: true,
          text: e.era === 1 ? 'Era I is over: hands come back, Era II terrain from now on' : 'Era II is over',
        });
        break;
      case 'paperboyPicked':
        lines.push({
          seat: e.seat,
          text:
            e.card === null
              ? `${poss(e.seat)} Paperboy adds no character.`
              : `${poss(e.seat)} Paperboy adds the ${characterDef(e.card).name}.`,
        });
        break;
      case 'gameOver': {
        const best = e.totals[e.winners[0] ?? 0] ?? 0;
        lines.push({
          seat: -1,
          heading: true,
          text:
            e.winners.length > 1
              ? `Shared victory: ${listText(e.winners.map(name))} with ${best}`
              : `${v(e.winners[0] ?? 0, 'wins', 'win')} with ${best}`,
        });
        break;
      }
    }
  }
  flush();
  if (reason && actor >= 0 && lines.length > 0) {
    const own = [...lines].reverse().find((l) => l.seat === actor);
    if (own) own.reason = reason;
    else lines.push({ seat: actor, text: actedText(events, actor, v), reason });
  }
  return lines;
}
