/** The table's words that depend on the whole view: each seat's status pill, the opening log lines and the game-over message. */
import { viewScore, winningSeats } from '../../cards/engine';
import type { GameView } from '../../cards/engine';
import { t } from '../../i18n';
import { isYou, listText } from '../../ui/logText';
import type { SeatStatus } from './seatStatus';

/** Each seat's status on its panel: who acts, thinks or takes, and its place in the taking order. */
export function seatStatuses(
  view: GameView,
  viewer: number,
  thinking: number,
  shared: boolean,
): SeatStatus[] {
  return view.setup.seats.map((seat, i) => {
    const active = view.active.includes(i);
    const human = seat.kind === 'real' && seat.controller === 'human';
    let label: string | null = null;
    if (i === thinking) label = t('table.thinking');
    else if (active && human)
      label =
        view.phase === 'bidding'
          ? t('table.choosingBid')
          : i !== viewer
            ? t('table.toPlay')
            : shared
              ? t('table.turnOf', { name: seat.name })
              : t('table.yourTurn');
    else if (active) label = view.phase === 'bidding' ? t('table.choosingBid') : t('table.upNext');
    else if (view.phase === 'taking' && view.taker === i) label = t('table.taking');
    const rank = view.phase === 'taking' || view.phase === 'after' ? view.takeOrder.indexOf(i) + 1 : 0;
    return {
      active: active || (view.phase === 'taking' && view.taker === i),
      label,
      rank,
      taking: view.taker === i,
    };
  });
}

/** The log's first lines: the players and the offer of a new game, or a note that it was resumed. */
export function startLines(view: GameView, resumed: boolean): { seat: number; text: string }[] {
  if (resumed) return [{ seat: -1, text: t('table.resumed') }];
  const names = view.setup.seats.map((s) => s.name);
  return [{ seat: -1, text: t('table.newGame', { names: listText(names), count: view.offer.length }) }];
}

/** The game-over prompt's title and body: the winner or the shared victory with the best score. */
export function gameOverText(view: GameView): { title: string; body: string } {
  const totals = view.setup.seats.map((_, i) => viewScore(view, i));
  const seats = winningSeats(totals);
  const best = totals[seats[0] ?? 0] ?? 0;
  const winners = seats.map((i) => view.setup.seats[i]?.name ?? '');
  const you = seats.length === 1 && isYou(view.setup, seats[0] ?? -1);
  const title =
    winners.length > 1
      ? t('table.sharedVictory')
      : you
        ? t('table.youWin')
        : t('table.wins', { name: winners[0] ?? '' });
  const body =
    winners.length > 1
      ? t('table.bestShared', { names: listText(winners), score: best })
      : you
        ? t('table.bestYou', { score: best })
        : t('table.bestOne', { names: listText(winners), score: best });
  return { title, body };
}
