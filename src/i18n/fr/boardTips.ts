/** French: what hovering or long-pressing a board space, building, character or track explains. */
import type { CatalogueArea } from '../catalogue';

export const boardTips = {
  'boardTips.space.roads1': {
    one: 'Le vainqueur prend 1 route dans sa réserve.',
    other: 'Le vainqueur prend {count} routes dans sa réserve.',
  },
  'boardTips.space.roads2': {
    one: 'Chaque cow-boy posé ici rapporte 1 route à son propriétaire.',
    other: 'Chaque cow-boy posé ici rapporte {count} routes à son propriétaire.',
  },
  'boardTips.space.wages': 'Chaque cow-boy posé ici rapporte {money} $.',
  'boardTips.space.ammo':
    'Le vainqueur tient la tuile « 3 revolvers » : +{firepower} de puissance de feu jusqu’à la fin de la manche.',
  'boardTips.space.building':
    'Le vainqueur peut acheter le bâtiment de cette case pour {price} $ et le construire.',
  'boardTips.space.incParcels': 'Le vainqueur gagne {money} $ par parcelle possédée.',
  'boardTips.space.incCowboys': 'Le vainqueur gagne {money} $ par point de puissance de feu.',
  'boardTips.space.gamble': 'Le vainqueur lance les deux dés et touche leur somme en dollars.',
  'boardTips.space.vp': 'Le vainqueur peut acheter autant de PV qu’il veut à {price} $ pièce.',
  'boardTips.space.vpCowboys': 'Le vainqueur marque 1 PV par tranche de {per} points de puissance de feu.',
  'boardTips.space.vpBuildings': 'Le vainqueur marque 1 PV par bâtiment sur ses parcelles.',
  'boardTips.space.vpParcels': 'Le vainqueur marque 1 PV par tranche de {per} parcelles possédées.',
  'boardTips.space.shared': 'Les cow-boys peuvent s’y tenir en nombre illimité, sans duel.',
  'boardTips.space.duel':
    'Si plusieurs joueurs s’y trouvent, ils se battent en duel ; seul le vainqueur agit.',

  'boardTips.building.road': 'Nécessite une route sur un côté ou un coin de sa parcelle.',
  'boardTips.building.noRoad': 'Ne nécessite pas de route.',
  'boardTips.building.straightRoad':
    'Nécessite, le long d’un côté de sa parcelle, une route droite qui traverse toute la ville.',
  'boardTips.building.houses': {
    zero: 'N’apporte aucune maison.',
    one: 'Apporte 1 maison gratuite.',
    other: 'Apporte {count} maisons gratuites.',
  },
  'boardTips.building.revolvers': {
    one: 'Donne 1 revolver à son propriétaire.',
    other: 'Donne {count} revolvers à son propriétaire.',
  },
  'boardTips.building.attackable': 'Attaquable.',
  'boardTips.building.safe': 'Jamais attaquable.',
  'boardTips.building.noIncome': 'Ne rapporte aucun revenu.',
  'boardTips.building.cap': 'Rapporte au plus {cap} $ par manche.',
  'boardTips.building.symbols': {
    one: 'Compte pour 1 maison auprès de ses voisins.',
    other: 'Compte pour {count} maisons auprès de ses voisins.',
  },
  'boardTips.rate.empty': '{each} $ par parcelle vide autour (au moins {each} $).',
  'boardTips.rate.mountains': '{each} $ par montagne autour.',
  'boardTips.rate.symbols': '{each} $ par maison autour.',
  'boardTips.rate.ownSymbols': '{each} $ par maison autour sur les parcelles du propriétaire.',
  'boardTips.rate.otherSymbols': '{each} $ par maison autour sur d’autres parcelles.',
  'boardTips.rate.ownRanches': '{each} $ par ranch du propriétaire.',
  'boardTips.rate.ownMines': '{each} $ par mine du propriétaire.',
  'boardTips.rate.round': '{each} $ fois le numéro de la manche.',
  'boardTips.rate.fixed': 'Toujours {each} $.',
  'boardTips.special.church':
    'Les bâtiments voisins qui appartiennent à son propriétaire ne peuvent pas être attaqués.',
  'boardTips.special.station': 'À la fin : 1 PV par tranche de 2 maisons dans toute la ville.',
  'boardTips.special.townHall':
    'N’appartient à personne. Qui y garde un cow-boy voit le revenu de ses bâtiments monter d’un cran.',

  'boardTips.character.number':
    'Numéro {number} : sa place dans la phase des cow-boys. Limite d’argent {limit} $.',
  'boardTips.character.paperboy': 'Paie 3 $ pour prendre aussi un second personnage de l’étalage.',
  'boardTips.character.sheriff':
    'Reçoit le cow-boy blanc pour la manche : il ne se bat jamais, et personne ne peut le rejoindre sur sa case.',
  'boardTips.character.banker': 'Prend 9 $ tout de suite.',
  'boardTips.character.grocer':
    'Double le revenu d’un type de bâtiment pour cette manche, ou prend {money} $ à la place.',
  'boardTips.character.coolie':
    'Prend 2 routes tout de suite ; cette manche, les bâtiments achetés coûtent moitié prix, arrondi au supérieur.',
  'boardTips.character.settler': 'Prend tout de suite, gratuitement, une parcelle invendue.',
  'boardTips.character.captain': 'Peut engager tout de suite jusqu’à 3 cow-boys, pour {prices}.',
  'boardTips.character.mercenary': '+{firepower} de puissance de feu pour cette manche.',
  'boardTips.character.chief': 'Les dés donnent tout de suite 2 parcelles gratuites.',
  'boardTips.character.goldSeeker':
    'Peut payer 10 $ tout de suite pour poser une mine sur une parcelle vide et invendue.',
  'boardTips.character.gunsmith': '2 PV par duel gagné pendant cette manche.',
  'boardTips.character.singer':
    'Reçoit 2 tuiles « pas de duel » : un cow-boy qui en porte une agit sans duel sur Routes (1), une case de revenu ou une case PV.',
  'boardTips.character.auctioneer':
    'Met tout de suite deux parcelles invendues aux enchères et touche la moitié de l’offre gagnante.',
  'boardTips.character.governor':
    'Prend 1 route tout de suite ; 1 PV par route de la manche qui relie une nouvelle parcelle.',
  'boardTips.character.doctor':
    'Un cow-boy battu en duel peut payer 3 $ au Docteur pour aller sur un emplacement libre plus loin dans la manche.',
  'boardTips.character.cowboy': 'Aucun pouvoir propre dans le jeu de base.',
  'boardTips.character.heroes':
    'Tes bâtiments ne peuvent pas être attaqués pendant cette manche, et tu ne peux pas attaquer.',
  'boardTips.character.lawyer':
    'Achète tout de suite une parcelle invendue à son prix ; personne ne peut te disputer tes achats de parcelles pendant cette manche.',
  'boardTips.character.teacher':
    'Manches 1 à 3 : tu passes en tête à la manche suivante. Manche 4 : des PV pour écoles, prisons, églises et l’absence de saloon.',

  'boardTips.track.order':
    'Piste d’action : dans la phase des cow-boys, on joue dans l’ordre des numéros des personnages.',
  'boardTips.track.pass':
    'Piste des passes : l’ordre dans lequel on a passé. Elle fixe l’ordre de choix des personnages à la manche suivante et départage les égalités.',
  'boardTips.track.round':
    'Marqueur de manche : la partie dure 4 manches ; chaque manche ferme une case PV de plus.',
  'boardTips.track.vp': 'Les points de victoire de chaque joueur.',
} as const satisfies CatalogueArea;
