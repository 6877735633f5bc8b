/** it: the saved-games library's words for the two games side by side: each row's kind of game and a board game's progress. */
import type { CatalogueArea } from '../catalogue';
export const library = {
  'saves.kind.cards': 'Gioco di carte',
  'saves.kind.board': 'Gioco da tavolo',
  'saves.kindTitle': '{kind}: {names}',
  'saves.boardProgress': {
    one: 'Round {round} · {count} posto · {moves} · salvata {when}',
    other: 'Round {round} · {count} posti · {moves} · salvata {when}',
  },
  'saveProblem.wrongKind': 'Questo file contiene un altro gioco, quindi non si può aprire qui.',
  'saves.importedBoardFinished':
    'Importata una partita conclusa del gioco da tavolo: ora conta nelle statistiche.',
  'stats.boardRow': 'Gioco da tavolo, ogni configurazione',
} as const satisfies CatalogueArea;
