/** The test hook's summary of the board game: its progress, whose decision it is, and whether the screen has caught up. */
import { STEP_NAMES } from '../../board/engine';
import type { BoardSummary } from '../testHook';
import { boardDigest } from './boardDigest';
import type { BoardGames } from './boardGames';

/** The summary of the App's board game, or null without one; `lesson` is the running lesson's step, if any. */
export function boardSummaryOf(
  games: BoardGames,
  lesson: BoardSummary['lesson'] = null,
): BoardSummary | null {
  const s = games.current();
  if (!s) return null;
  const st = s.state;
  const active = s.activeSeat();
  return {
    seed: s.seed,
    actions: s.actions.length,
    phase: st.phase,
    round: st.round,
    step: st.phase === 'actions' ? (STEP_NAMES[st.step] ?? '') : '',
    active,
    person: active >= 0 && !s.seats[active]?.bot,
    prompt: st.prompt?.kind ?? null,
    legal: active >= 0 ? s.legal(active).length : 0,
    digest: boardDigest(st),
    id: s.saveId,
    settled: games.drawnAt === s.actions.length && !s.isBotTurn(),
    winner: st.winner,
    lesson,
  };
}
