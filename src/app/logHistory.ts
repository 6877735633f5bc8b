/**
 * The game log as the table writes it live, and rebuilt from a saved game: the engine's events are deterministic, so
 * replaying the actions with the bots' saved reasons gives the lines the table logged live.
 */
import { applyAction, createGame, viewFor } from '../cards/engine';
import type { Action, GameEvent, GameSetup, GameState } from '../cards/engine';
import { t } from '../i18n';
import { describeEvents, eraNumeral, listText } from '../ui/logText';
import type { LogLine } from '../ui/logText';
import { reasonRecordText } from './reasonRecord';
import type { ReasonRecords } from './reasonRecord';

/** What the log needs of one session update: its events, the seat that acted, and a bot's reason in words. */
export interface LoggedUpdate {
  events: readonly GameEvent[];
  seat: number;
  reason?: string;
}

/**
 * Writes the live log, one session update at a time: a bot's reason for a secret bid waits until the bids are
 * shown (RULES 3.3), then comes under the bids line.
 */
export class LogWriter {
  private readonly bidReasons = new Map<number, string>();

  constructor(private readonly setup: GameSetup) {}

  /** The lines of one update. */
  lines(u: LoggedUpdate): LogLine[] {
    const secret = u.events.length > 0 && u.events.every((e) => e.type === 'bidChosen');
    if (secret && u.reason) this.bidReasons.set(u.seat, u.reason);
    const out = describeEvents(u.events, this.setup, u.seat, secret ? undefined : u.reason, this.bidReasons);
    if (u.events.some((e) => e.type === 'bidsRevealed')) this.bidReasons.clear();
    return out;
  }
}

/** The lines the table opens a new game with: the first round's heading and who plays. */
export function openingLines(state: GameState): LogLine[] {
  const view = viewFor(state, -1);
  const names = view.setup.seats.map((s) => s.name);
  return [
    { seat: -1, heading: true, text: t('table.eraRound', { era: eraNumeral(view.era), round: view.round }) },
    { seat: -1, text: t('table.newGame', { names: listText(names), count: view.offer.length }) },
  ];
}

/**
 * The log of a game after `actions`, line for line as the table wrote it while they were played, with the bots'
 * `reasons` (by action index) worded in the current language. Every line comes from public events (a chosen bid
 * logs nothing until the reveal), so it is the same for every viewer. Stops at the first action the engine refuses
 * (a damaged save). `writer` is left holding the reasons of bids not revealed yet.
 */
export function rebuildLog(
  setup: GameSetup,
  seed: number,
  actions: readonly Action[],
  reasons: ReasonRecords = {},
  writer: LogWriter = new LogWriter(setup),
): LogLine[] {
  const start = createGame(setup, seed);
  if (!start.ok) return [];
  let state = start.state;
  const lines = openingLines(state);
  for (const [i, a] of actions.entries()) {
    const r = applyAction(state, a);
    if (!r.ok) break;
    state = r.state;
    const why = reasons[i];
    const update: LoggedUpdate = { events: r.events, seat: a.seat };
    if (why) update.reason = reasonRecordText(why);
    lines.push(...writer.lines(update));
  }
  return lines;
}

/**
 * The log a table shows when it comes back to a game in progress: its history (rebuildLog, same arguments), then
 * "Game resumed." The table's `writer` goes on from there, holding the reasons of secret bids chosen before the
 * reload until the reveal.
 */
export function resumedLog(...game: Parameters<typeof rebuildLog>): LogLine[] {
  return [...rebuildLog(...game), { seat: -1, text: t('table.resumed') }];
}
