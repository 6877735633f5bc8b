/** en: the saved-games library's words for the two games side by side: each row's kind of game and a board game's progress. */
export const library = {
  'saves.kind.cards': 'Card game',
  'saves.kind.board': 'Board game',
  'saves.kindTitle': '{kind}: {names}',
  'saves.boardProgress': {
    one: 'Round {round} · {count} seat · {moves} · saved {when}',
    other: 'Round {round} · {count} seats · {moves} · saved {when}',
  },
  'saveProblem.wrongKind': 'This file holds a different game, so it cannot be opened here.',
  'saves.importedBoardFinished': 'Imported a finished board game: it now counts in the statistics.',
  'stats.boardRow': 'Board game, every seat setup',
} as const;
