/** de: the saved-games library's words for the two games side by side: each row's kind of game and a board game's progress. */
import type { CatalogueArea } from '../catalogue';
export const library = {
  'saves.kind.cards': 'Kartenspiel',
  'saves.kind.board': 'Brettspiel',
  'saves.kindTitle': '{kind}: {names}',
  'saves.boardProgress': {
    one: 'Runde {round} · {count} Platz · {moves} · gespeichert {when}',
    other: 'Runde {round} · {count} Plätze · {moves} · gespeichert {when}',
  },
  'saveProblem.wrongKind': 'Diese Datei enthält ein anderes Spiel und lässt sich hier nicht öffnen.',
  'saves.importedBoardFinished':
    'Ein beendetes Brettspiel wurde importiert: Es zählt jetzt in der Statistik mit.',
  'stats.boardRow': 'Brettspiel, alle Besetzungen',
} as const satisfies CatalogueArea;
