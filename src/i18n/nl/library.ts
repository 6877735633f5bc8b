/** nl: the saved-games library's words for the two games side by side: each row's kind of game and a board game's progress. */
import type { CatalogueArea } from '../catalogue';
export const library = {
  'saves.kind.cards': 'Kaartspel',
  'saves.kind.board': 'Bordspel',
  'saves.kindTitle': '{kind}: {names}',
  'saves.boardProgress': {
    one: 'Ronde {round} · {count} plaats · {moves} · opgeslagen {when}',
    other: 'Ronde {round} · {count} plaatsen · {moves} · opgeslagen {when}',
  },
  'saveProblem.wrongKind': 'Dit bestand bevat een ander spel en kan hier niet worden geopend.',
  'saves.importedBoardFinished':
    'Een afgelopen bordspel is geïmporteerd: het telt nu mee in de statistieken.',
  'stats.boardRow': 'Bordspel, elke bezetting',
} as const satisfies CatalogueArea;
