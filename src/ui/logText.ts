/** Turns engine events into the game log's lines: who did what, worded by the catalogues (no rules are decided here). */
import { ABILITY_CHARACTER, auctionValue, characterDef, isCharacter, terrainDef } from '../cards/engine';
import type {
  Ability,
  Action,
  Content,
  EntityId,
  GameEvent,
  GameSetup,
  GameView,
  Suit,
} from '../cards/engine';
import { formatList as listText, t } from '../i18n';
import type { ParamValue } from '../i18n';
import { characterName, contentName, suitName } from '../i18n/names';

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

/** The character name that carries an ability, in the current language. */
export function abilityName(a: Ability): string {
  return characterName(ABILITY_CHARACTER[a]);
}

/** A short description of a terrain card's contents, e.g. "Mine, Mountain and 2 × Empty". */
export function terrainSummary(id: EntityId): string {
  const counts = new Map<Content, number>();
  for (const c of terrainDef(id).parcels) counts.set(c, (counts.get(c) ?? 0) + 1);
  const parts = [...counts.entries()]
    .sort((a, b) => (a[0] === '.' ? 1 : 0) - (b[0] === '.' ? 1 : 0))
    .map(([c, n]) =>
      c === '.'
        ? t('log.empty', { count: n })
        : n > 1
          ? t('log.contentCount', { count: n, name: contentName(c) })
          : contentName(c),
    );
  return listText(parts);
}

/** The name of a card for the log. */
export function cardName(id: EntityId): string {
  return isCharacter(id)
    ? t('log.character', { name: characterName(characterDef(id).name) })
    : t('log.terrain', { contents: terrainSummary(id) });
}

/** A seat's name, or "Seat n" when the setup lacks it. */
function seatName(setup: GameSetup, seat: number): string {
  return setup.seats[seat]?.name ?? t('common.seat', { n: seat + 1 });
}

/** Explains the ties of a taking order: "Ann and Bob tied at 7: tie broken by Star before Hat on the next character's back". */
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
      const names = seats.map((s) => seatName(setup, s));
      const suits = seats.map((s) => setup.seats[s]?.suit as Suit);
      const ranked = suits
        .slice()
        .sort((a, b) => tieBreak.indexOf(a) - tieBreak.indexOf(b))
        .map(suitName);
      const chain = ranked
        .slice(1)
        .reduce((acc, next) => t('log.suitOrder', { first: acc, second: next }), ranked[0] ?? '');
      out.push(t('log.tie', { names: listText(names), value: values[i] ?? 0, suits: chain }));
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
 * True when a seat is named "You" (in English or the current language) in a game with at most one person: the log
 * then uses the second person. With several people on one device the log always names them.
 */
export function isYou(setup: GameSetup, seat: number): boolean {
  const n = (setup.seats[seat]?.name ?? '').trim().toLowerCase();
  return personCount(setup) <= 1 && (n === 'you' || n === t('setup.you').toLowerCase());
}

type SeatKey =
  | 'log.extraTerrain'
  | 'log.uses'
  | 'log.keeps'
  | 'log.modifier'
  | 'log.takesDiscard'
  | 'log.builds'
  | 'log.takes'
  | 'log.sells'
  | 'log.lawyerDiscard'
  | 'log.paperboyNone'
  | 'log.paperboy'
  | 'log.wins'
  | 'log.choosesBid'
  | 'log.makesMove';

/** A seat's message in the third or the second person (`<key>You`); every pair takes the same placeholders. */
const seatText = t as (
  key: SeatKey | `${SeatKey}You`,
  params: Readonly<Record<string, ParamValue>>,
) => string;

/** What an actor did when no other line names them: the bid they chose, or their move. */
function actedKey(events: readonly GameEvent[], actor: number): SeatKey {
  return events.some((e) => e.type === 'bidChosen' && e.seat === actor) ? 'log.choosesBid' : 'log.makesMove';
}

/** The word under a seat's empty bid slot while it still has to choose (a lone "…" read as a menu). */
export function bidWaiting(): string {
  return t('seat.choosing');
}

/** The title of a seat's city: "Your city" for the one person named You, else "City of <name>" (no possessive). */
export function cityTitle(setup: GameSetup, seat: number): string {
  return isYou(setup, seat) ? t('table.yourCity') : t('table.cityOf', { name: seatName(setup, seat) });
}

/** The log lines for one update from the session. */
export function describeEvents(
  events: readonly GameEvent[],
  setup: GameSetup,
  actor: number,
  reason?: string,
  bidReasons: ReadonlyMap<number, string> = new Map(),
): LogLine[] {
  const name = (seat: number): string => seatName(setup, seat);
  /** The seat's line in the third person, or the "you" form of the same message. */
  const said = (seat: number, key: SeatKey, params: Record<string, string | number> = {}): LogLine => {
    const you = isYou(setup, seat);
    return { seat, text: seatText(you ? `${key}You` : key, { name: name(seat), ...params }) };
  };
  const lines: LogLine[] = [];
  let reveal: { character: string | null; terrain: number } | null = null;
  let removed = 0;
  const flush = (): void => {
    if (reveal) {
      const what = [
        reveal.character,
        reveal.terrain ? t('log.terrainCards', { count: reveal.terrain }) : null,
      ].filter((p): p is string => p !== null);
      lines.push({ seat: -1, text: t('log.onOffer', { cards: listText(what) }) });
      reveal = null;
    }
    if (removed) {
      lines.push({ seat: -1, text: t('log.removed', { count: removed }) });
      removed = 0;
    }
  };
  const charOf = (card: EntityId): string => characterName(characterDef(card).name);
  for (const e of events) {
    if (e.type !== 'characterRevealed' && e.type !== 'terrainRevealed' && e.type !== 'cardRemoved') flush();
    switch (e.type) {
      case 'roundStarted':
        lines.push({
          seat: -1,
          heading: true,
          text: t('table.eraRound', { era: eraNumeral(e.era), round: e.round }),
        });
        break;
      case 'characterSkipped':
        lines.push({ seat: -1, text: t('log.skull', { character: charOf(e.card) }) });
        break;
      case 'characterRevealed':
        reveal = reveal ?? { character: null, terrain: 0 };
        reveal.character = t('log.character', { name: charOf(e.card) });
        break;
      case 'terrainRevealed':
        if (e.by !== undefined) {
          flush();
          lines.push(said(e.by, 'log.extraTerrain', { contents: terrainSummary(e.card) }));
        } else {
          reveal = reveal ?? { character: null, terrain: 0 };
          reveal.terrain++;
        }
        break;
      case 'abilityUsed':
        lines.push(said(e.seat, 'log.uses', { character: abilityName(e.ability) }));
        break;
      case 'abilityDeclined':
        lines.push(said(e.seat, 'log.keeps', { character: abilityName(e.ability) }));
        break;
      case 'bidChosen':
        break;
      case 'bidsRevealed': {
        const parts = e.bids.map((b) => {
          const base = auctionValue(b.card);
          return b.value === base
            ? t('log.bid', { name: name(b.seat), value: base })
            : t('log.bidRaised', { name: name(b.seat), base, value: b.value });
        });
        lines.push({ seat: -1, text: t('log.bids', { bids: parts.join(', ') }) });
        for (const b of e.bids) {
          // The last bidder's own reason comes with this update, not with the secret bids before it.
          const why = bidReasons.get(b.seat) ?? (b.seat === actor ? reason : undefined);
          if (why) lines.push({ seat: b.seat, text: t('log.reasonOf', { name: name(b.seat) }), reason: why });
        }
        break;
      }
      case 'modifierApplied':
        lines.push(
          said(e.seat, 'log.modifier', {
            character: abilityName(e.ability),
            amount: e.amount,
            value: e.value,
          }),
        );
        break;
      case 'takingOrder': {
        const ties = tieText(setup, e.order, e.values, e.tieBreak);
        const names = e.order.map(name).join(', ');
        lines.push({
          seat: -1,
          text: ties.length
            ? t('log.orderTies', { names, ties: ties.join('; ') })
            : t('log.order', { names }),
        });
        break;
      }
      case 'cardTaken':
        if (e.discarded) lines.push(said(e.seat, 'log.takesDiscard', { card: cardName(e.card) }));
        else if (e.at) lines.push(said(e.seat, 'log.builds', { card: cardName(e.card) }));
        else lines.push(said(e.seat, 'log.takes', { card: cardName(e.card) }));
        break;
      case 'cardSold':
        lines.push(said(e.seat, 'log.sells', { card: cardName(e.card) }));
        break;
      case 'cardRemoved':
        removed++;
        break;
      case 'auctionDiscarded':
        lines.push(said(e.seat, 'log.lawyerDiscard', { value: auctionValue(e.card) }));
        break;
      case 'eraEnded':
        lines.push({ seat: -1, heading: true, text: e.era === 1 ? t('log.era1Over') : t('log.era2Over') });
        break;
      case 'paperboyPicked':
        lines.push(
          e.card === null
            ? said(e.seat, 'log.paperboyNone')
            : said(e.seat, 'log.paperboy', { character: charOf(e.card) }),
        );
        break;
      case 'gameOver': {
        const best = e.totals[e.winners[0] ?? 0] ?? 0;
        if (e.winners.length > 1)
          lines.push({
            seat: -1,
            heading: true,
            text: t('log.sharedVictory', { names: listText(e.winners.map(name)), score: best }),
          });
        else lines.push({ ...said(e.winners[0] ?? 0, 'log.wins', { score: best }), seat: -1, heading: true });
        break;
      }
    }
  }
  flush();
  if (reason && actor >= 0 && lines.length > 0) {
    const own = [...lines].reverse().find((l) => l.seat === actor);
    if (own) own.reason = reason;
    else lines.push({ ...said(actor, actedKey(events, actor)), reason });
  }
  return lines;
}

/** The replay's line for an action that logs nothing itself (a secret bid, a pass), for "you" or by name. */
export function silentActionLine(setup: GameSetup, action: Action): LogLine {
  const seat = action.seat;
  const you = isYou(setup, seat);
  const text =
    action.type === 'bid'
      ? you
        ? t('replay.secretBidYou')
        : t('replay.secretBid', { name: seatName(setup, seat) })
      : you
        ? t('replay.passesYou')
        : t('replay.passes', { name: seatName(setup, seat) });
  return { seat, text };
}

/** What the banner says for a view (and who is thinking). */
export function phaseText(view: GameView, viewer: number, thinking: number): string {
  const solo = personCount(view.setup) <= 1;
  // A spectator's view (the replay, viewer -1) speaks to the one person named You, as the log does.
  const you = (i: number): boolean =>
    (solo && i === viewer && view.setup.seats[i]?.kind === 'real') || (viewer < 0 && isYou(view.setup, i));
  const name = (i: number): string => (you(i) ? t('setup.you') : (view.setup.seats[i]?.name ?? ''));
  const think = thinking >= 0 ? t('phase.thinking', { name: view.setup.seats[thinking]?.name ?? '' }) : '';
  switch (view.phase) {
    case 'before':
      if (view.pendingTake >= 0)
        return t('phase.takeNow', {
          name: name(view.pendingTake),
          character: abilityName(view.pendingReason === 'governor' ? 'governor' : 'lawyer'),
          think,
        });
      if (view.prompt && you(view.prompt.seat))
        return t('phase.beforeMayYou', { character: abilityName(view.prompt.ability), think });
      return view.prompt
        ? t('phase.beforeMay', {
            name: name(view.prompt.seat),
            character: abilityName(view.prompt.ability),
            think,
          })
        : t('phase.before', { think });
    case 'bidding':
      // RULES 3.3: the bids stay secret until all are in; the person who has bid waits for the others.
      return viewer >= 0 && view.seats[viewer]?.hasBid
        ? t('phase.biddingDone', { think })
        : t('phase.bidding', { think });
    case 'after':
      if (view.prompt && you(view.prompt.seat))
        return t('phase.afterMayYou', { character: abilityName(view.prompt.ability), think });
      return view.prompt
        ? t('phase.afterMay', {
            name: name(view.prompt.seat),
            character: abilityName(view.prompt.ability),
            think,
          })
        : t('phase.after', { think });
    case 'taking': {
      const n = view.takeOrder.length;
      const at = Math.min(n, view.takeIndex + 1);
      if (view.taker >= 0 && you(view.taker)) return t('phase.takingYou', { at, of: n, think });
      return t('phase.taking', { name: view.taker >= 0 ? name(view.taker) : '', at, of: n, think });
    }
    case 'paperboy':
      return t('phase.paperboy', { think });
    case 'over':
      return t('phase.over');
  }
}
