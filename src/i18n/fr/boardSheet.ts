/** fr: the board game's score sheet: its lines by source, what each counts, and the winner (BOARD 10, 11). */
export const boardSheet = {
  'boardSheet.title': 'Score final',
  'boardSheet.total': 'Total',
  'boardSheet.winner': '{name} gagne avec {vp} PV.',
  'boardSheet.tieRule': 'En cas d’égalité, gagne celui qui a passé le premier à la manche 4.',
  'boardSheet.cause.cowboys': 'PV des cow-boys',
  'boardSheet.cause.buildings': 'PV des bâtiments',
  'boardSheet.cause.parcels': 'PV des parcelles',
  'boardSheet.cause.bought': 'PV achetés',
  'boardSheet.cause.handIn': 'Argent rendu',
  'boardSheet.cause.finalMoney': 'Argent en fin de partie',
  'boardSheet.cause.finalProperty': 'Biens en fin de partie',
  'boardSheet.cause.station': 'Gare',
  'boardSheet.why.cowboys':
    'À chaque manche, cette étape donne 1 PV par tranche complète de 2 points de puissance de feu.',
  'boardSheet.why.buildings': 'À chaque manche, cette étape donne 1 PV par bâtiment sur tes parcelles.',
  'boardSheet.why.parcels': 'À chaque manche, cette étape donne 1 PV pour 2 parcelles possédées.',
  'boardSheet.why.bought': 'PV achetés sur les cases d’achat, de 2 $ à 5 $ pièce.',
  'boardSheet.why.handIn':
    'Argent au-delà de ta limite en fin de manche : 1 PV par tranche complète de 10 $ rendue.',
  'boardSheet.why.governor': '1 PV par route qui a relié une nouvelle parcelle au réseau.',
  'boardSheet.why.gunsmith': '2 PV par duel gagné pendant une manche où tu avais cette carte.',
  'boardSheet.why.undertaker': 'PV cédés pour des duels perdus pendant qu’un autre joueur avait cette carte.',
  'boardSheet.why.finalMoney': '1 PV par tranche complète de 6 $ restante.',
  'boardSheet.why.finalProperty':
    '2 PV par bâtiment, maison et montagne sur tes parcelles ; une résidence vaut 4.',
  'boardSheet.why.station':
    'Au propriétaire de la gare : 1 PV pour 2 symboles de maison dans toute la ville.',
  'boardSheet.why.teacher':
    'À la manche 4 : 2 PV par école, prison et église possédées, et 2 de plus sans saloon.',
  'boardSheet.again': 'Nouvelle partie de plateau',
  'boardSheet.title2': 'Accueil',
} as const;
