/** French: the board game's rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const boardRules = {
  'boardRules.setup.title': 'Mise en place',
  'boardRules.setup.1':
    'Carson City se joue en 4 manches sur une grille de 8 sur 8 parcelles, surmontée du chemin sinueux des cases action. Le joueur qui a le plus de points de victoire (PV) après la manche 4 gagne.',
  'boardRules.setup.2':
    'Chacun commence avec 15 $, 3 cow-boys, 1 route, 1 revolver et 12 marqueurs de propriété de sa couleur. Les cow-boys et routes que tu as forment ta réserve personnelle ; le reste attend dans la réserve générale.',
  'boardRules.setup.3':
    'Deux dés placent le centre-ville à l’intérieur de l’anneau extérieur : il reçoit une maison et une route sur chacun de ses quatre côtés. Neuf autres lancers placent les montagnes.',
  'boardRules.setup.4':
    'Sept bâtiments vont sur les cases bâtiment : deux ranchs et deux mines sur des cases fixes, trois tirés du sac. Puis chacun marque deux parcelles de départ, la première dans l’ordre inverse du tour, la seconde dans l’ordre du tour.',
  'boardRules.setup.5':
    'Sept personnages sont disposés (huit si le Crieur de journaux en fait partie). L’ordre de jeu de la première manche est tiré au sort.',

  'boardRules.round.title': 'Une manche',
  'boardRules.round.1': 'Chaque manche compte quatre phases :',
  'boardRules.round.2':
    '• Personnages : dans l’ordre de la piste des passes, chacun prend un personnage ; certains agissent dès qu’on les prend.',
  'boardRules.round.3':
    '• Cow-boys : selon les numéros des personnages (le plus petit d’abord), chacun place à son tour un cow-boy sur une case action, une parcelle invendue ou un bâtiment, jusqu’à ce que tous aient passé.',
  'boardRules.round.4':
    '• Actions : le chemin est parcouru case par case. Les cases disputées se règlent d’abord par un duel.',
  'boardRules.round.5':
    '• Fin de la manche : l’argent au-delà de la limite est rendu, de nouveaux cow-boys arrivent et l’étalage des bâtiments est complété.',
  'boardRules.round.6':
    'L’ordre dans lequel on a passé forme la piste des passes. Elle tranche aussi toute égalité : celui qui a passé plus tôt l’emporte.',

  'boardRules.characters.title': 'Personnages',
  'boardRules.characters.1':
    'Chaque carte personnage indique un numéro, une limite d’argent et un pouvoir. Le numéro fixe ta place dans la phase des cow-boys ; la limite est l’argent que tu peux garder en fin de manche.',
  'boardRules.characters.2':
    'Certains pouvoirs agissent dès que tu prends la carte (argent, routes, une parcelle gratuite, des cow-boys en plus) ; d’autres durent toute la manche (puissance de feu accrue, bâtiments moins chers, protection contre les attaques).',
  'boardRules.characters.3':
    'Survole une carte personnage, ou garde le doigt dessus, pour lire son pouvoir et sa limite d’argent.',
  'boardRules.characters.4':
    'Toutes les cartes reviennent à l’étalage en fin de manche : le même personnage peut servir un autre joueur à la manche suivante.',

  'boardRules.spaces.title': 'Les cases action',
  'boardRules.spaces.1':
    'Le chemin suit cet ordre. Sur la plupart des cases, un seul cow-boy agit ; si plusieurs joueurs s’y trouvent, ils se battent d’abord en duel.',
  'boardRules.spaces.2':
    '• Routes (1) donne 3 routes. Routes (2) et Salaire sont des cases partagées : chaque cow-boy présent reçoit 1 route ou 4 $, sans duel.',
  'boardRules.spaces.3':
    '• Munitions prête la tuile « 3 revolvers » pour le reste de la manche. Ensuite les parcelles occupées par des cow-boys sont achetées, puis les sept cases bâtiment sont vendues, la plus chère d’abord.',
  'boardRules.spaces.4':
    '• Revenus : 2 $ par parcelle possédée, 2 $ par point de puissance de feu, ou la somme de deux dés au jeu. Puis chaque bâtiment rapporte à son propriétaire, sans cow-boy.',
  'boardRules.spaces.5':
    '• Points de victoire : quatre cases vendent des PV à 2, 3, 4 ou 5 $ pièce (le marqueur de manche ferme les moins chères au fil des manches) ; puis 1 PV par 2 de puissance de feu, 1 PV par bâtiment possédé ou 1 PV par 2 parcelles.',
  'boardRules.spaces.6':
    'On peut toujours renoncer à une action. Un cow-boy qui a agi retourne dans la réserve générale.',

  'boardRules.duels.title': 'Duels et puissance de feu',
  'boardRules.duels.1':
    'Ta puissance de feu est le nombre de cow-boys dans ta réserve personnelle, plus tes revolvers, plus les bonus de la manche (la tuile Munitions, le Mercenaire).',
  'boardRules.duels.2':
    'Quand des cow-boys de plusieurs joueurs partagent une case, une parcelle ou un bâtiment, chacun lance un dé et ajoute sa puissance de feu. Le plus haut total gagne ; en cas d’égalité, c’est celui qui a passé le plus tôt.',
  'boardRules.duels.3':
    'Le vainqueur peut effectuer l’action. Les cow-boys battus retournent dans la réserve personnelle de leur propriétaire, où ils comptent pour la puissance de feu jusqu’à la fin de la manche.',
  'boardRules.duels.4':
    'Un cow-boy sur le bâtiment d’un autre joueur l’attaque ; le propriétaire peut y ajouter un cow-boy pour le défendre. Ce duel a lieu juste avant les revenus des bâtiments. Un attaquant vainqueur prend la moitié du revenu, arrondie à l’inférieur.',
  'boardRules.duels.5':
    'Les églises, les prisons, les écoles, la gare et la mairie ne peuvent pas être attaquées, pas plus que les bâtiments voisins d’une église de leur propriétaire.',

  'boardRules.town.title': 'Bâtir la ville',
  'boardRules.town.1':
    'Une parcelle coûte 1 $ plus 1 $ par bâtiment, maison ou montagne sur elle et sur les huit parcelles voisines. On l’achète avec un cow-boy posé dessus ; il faut un marqueur de propriété libre.',
  'boardRules.town.2':
    'Un bâtiment gagné sur une case bâtiment se pose sur une de tes parcelles vides qui touche une route par un côté ou un coin. Les ranchs et les mines n’ont pas besoin de route.',
  'boardRules.town.3':
    'La plupart des bâtiments apportent une maison gratuite, posée sur n’importe quelle parcelle vide reliée aux routes (la tienne, une invendue, ou celle d’un autre joueur s’il accepte). Une école en apporte trois ; ranchs et mines aucune.',
  'boardRules.town.4':
    'Au lieu d’une nouvelle maison, tu peux transformer une maison existante en résidence, si toutes les parcelles autour sont occupées ou possédées.',
  'boardRules.town.5':
    'Un bâtiment que tu ne peux ou ne veux pas poser peut être gardé et construit à la fin d’une étape bâtiment ultérieure. Les routes de ta réserve se posent à tout moment, reliées au réseau existant.',
  'boardRules.town.6':
    'La mairie ne s’achète jamais : dès qu’elle est tirée, elle est posée, et celui qui y garde un cow-boy gagne un cran de revenu de plus pour ses bâtiments.',

  'boardRules.income.title': 'Revenus des bâtiments',
  'boardRules.income.1':
    'Une maison compte pour un bâtiment voisin si elle se trouve sur une parcelle invendue ou sur une parcelle du propriétaire du bâtiment. Les hôtels et la gare comptent pour deux maisons ; les ranchs, églises, écoles et la mairie pour une.',
  'boardRules.income.2':
    '• Ranch : 1 $ par parcelle vide autour (au moins 1 $). Mine : 3 $ par montagne autour.',
  'boardRules.income.3':
    '• Droguerie : 3 $ par maison autour et par ranch possédé. Banque : 3 $ par maison autour et par mine possédée. Saloon : 5 $ par maison autour.',
  'boardRules.income.4':
    '• Hôtel : toujours 6 $. Forge : 5 $ fois le numéro de la manche plus 5 $ par ranch possédé. Bazar : 6 $ par maison à son propriétaire et 3 $ par autre maison autour.',
  'boardRules.income.5':
    'Chaque type a un revenu maximum qu’il ne peut dépasser. Survole un bâtiment de la ville pour voir comment se compose son revenu pendant cette manche.',

  'boardRules.roundEnd.title': 'Fin d’une manche',
  'boardRules.roundEnd.1':
    'L’argent au-dessus de la limite de ton personnage doit être rendu, et tu peux en rendre davantage. Chaque tranche complète de 10 $ rendue vaut 1 PV.',
  'boardRules.roundEnd.2':
    'Le marqueur de manche avance et ferme une case PV de plus. Tu reçois de nouveaux cow-boys (4 après la manche 1, 5 après les manches 2 et 3), sans jamais dépasser les 10 de ta couleur.',
  'boardRules.roundEnd.3':
    'Les personnages reviennent à l’étalage. Les bâtiments invendus glissent vers les cases les moins chères et les cases vides sont remplies depuis le sac.',

  'boardRules.scoring.title': 'Décompte final',
  'boardRules.scoring.1': 'Après la manche 4 et son rendu d’argent, chaque joueur ajoute :',
  'boardRules.scoring.2': '• 1 PV par tranche de 6 $ restante ;',
  'boardRules.scoring.3':
    '• 2 PV par bâtiment, maison et montagne sur ses propres parcelles (une résidence vaut deux maisons) ;',
  'boardRules.scoring.4':
    '• les PV de la gare pour les maisons de toute la ville, et ceux de l’Institutrice à la dernière manche.',

  'boardRules.end.title': 'Fin de la partie',
  'boardRules.end.1':
    'La partie s’arrête après la quatrième manche. Celui qui a le plus de PV gagne ; en cas d’égalité, celui qui a passé le plus tôt à la manche 4.',
  'boardRules.end.2':
    'Les bâtiments gardés en réserve et les parcelles vides ne rapportent rien à la fin : construis ce que tu achètes.',
} as const satisfies CatalogueArea;
