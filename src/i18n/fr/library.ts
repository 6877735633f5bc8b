/** fr: the saved-games library's words for the two games side by side: each row's kind of game and a board game's progress. */
import type { CatalogueArea } from '../catalogue';
export const library = {
  'saves.kind.cards': 'Jeu de cartes',
  'saves.kind.board': 'Jeu de plateau',
  'saves.kindTitle': '{kind} : {names}',
  'saves.boardProgress': {
    one: 'Manche {round} · {count} place · {moves} · enregistrée {when}',
    other: 'Manche {round} · {count} places · {moves} · enregistrée {when}',
  },
  'saveProblem.wrongKind': 'Ce fichier contient un autre jeu : il ne peut pas être ouvert ici.',
  'saves.importedBoardFinished':
    'Partie terminée du jeu de plateau importée : elle compte désormais dans les statistiques.',
  'stats.boardRow': 'Jeu de plateau (toutes configurations)',
} as const satisfies CatalogueArea;
