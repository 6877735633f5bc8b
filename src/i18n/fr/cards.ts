/** French: card names, card texts, suits, score lines and placement problems. */
import type { CatalogueArea } from '../catalogue';

export const cards = {
  'character.governor': 'Gouverneur',
  'character.lawyer': 'Avocat',
  'character.chineseWorker': 'Ouvrier chinois',
  'character.heroes': 'Héros',
  'character.gunsmith': 'Armurier',
  'character.mercenary': 'Mercenaire',
  'character.doctor': 'Docteur',
  'character.auctioneer': 'Commissaire-priseur',
  'character.singer': 'Chanteuse',
  'character.indian': 'Indien',
  'character.settler': 'Colon',
  'character.banker': 'Banquier',
  'character.cowboy': 'Cow-boy',
  'character.captain': 'Capitaine',
  'character.grocer': 'Épicière',
  'character.undertaker': 'Croque-mort',
  'character.editor': 'Éditeur',
  'character.paperboy': 'Crieur de journaux',
  'character.prospector': 'Prospecteur',
  'character.sheriff': 'Shérif',
  'character.teacher': 'Institutrice',

  'content.empty': 'Vide',
  'content.house': 'Maison',
  'content.townhouse': 'Résidence',
  'content.mountain': 'Montagne',
  'content.mine': 'Mine',
  'content.ranch': 'Ranch',
  'content.blacksmith': 'Forge',
  'content.drugstore': 'Droguerie',
  'content.bank': 'Banque',
  'content.saloon': 'Saloon',
  'content.hotel': 'Hôtel',
  'content.generalStore': 'Bazar',
  'content.church': 'Église',
  'content.prison': 'Prison',
  'content.cityHall': 'Mairie',
  'content.outlaws': 'Hors-la-loi',

  'contentTip.empty': 'Parcelle vide. Les Ranchs en profitent. On peut bâtir presque tout dessus.',
  'contentTip.house':
    'Compte 1 logement pour les commerces, banques et saloons voisins, et pour les églises et bazars de toute la ville. Une Maison ou une Résidence peut la recouvrir.',
  'contentTip.townhouse':
    'Compte 2 logements pour les commerces voisins, et pour les églises et bazars de toute la ville. Rien ne peut la recouvrir.',
  'contentTip.mountain':
    'Chaque Mine voisine gagne 2 PV grâce à elle. Seule une Montagne recouvre une Montagne.',
  'contentTip.mine':
    '2 PV par Montagne parmi ses 8 voisines. Chaque Banque et Forge de la ville ajoute 1 PV par Mine.',
  'contentTip.ranch':
    '1 PV par parcelle vide parmi ses 8 voisines. Chaque Droguerie et Forge de la ville ajoute 1 PV par Ranch.',
  'contentTip.blacksmith': 'Ne rapporte rien seule, mais ajoute 1 PV par Ranch et 1 PV par Mine de ta ville.',
  'contentTip.drugstore': '1 PV par logement parmi ses 8 voisines, plus 1 PV par Ranch de ta ville.',
  'contentTip.bank': '1 PV par logement parmi ses 8 voisines, plus 1 PV par Mine de ta ville.',
  'contentTip.saloon':
    '2 PV par logement parmi ses 8 voisines. La Chanteuse rapporte autant que ton meilleur Saloon.',
  'contentTip.hotel': '3 PV, et compte pour 2 logements auprès des commerces voisins.',
  'contentTip.generalStore':
    '1 PV par logement parmi ses 8 voisines, plus 1 PV par logement de toute ta ville.',
  'contentTip.church': 'Ajoute 1 PV par logement de toute ta ville.',
  'contentTip.prison': 'Dompte tes Hors-la-loi : ils ne coûtent rien et comptent comme terrain vide.',
  'contentTip.cityHall':
    '1 PV par logement parmi ses 8 voisines, plus 1 PV par bâtiment de ta ville (elle comprise).',
  'contentTip.outlaws':
    'Coûte 6 PV sauf avec une Prison ou le Shérif ; alors il compte comme vide. Jamais de Hors-la-loi sur des Hors-la-loi.',

  'suit.hat': 'Chapeau',
  'suit.star': 'Étoile',
  'suit.cactus': 'Cactus',
  'suit.boot': 'Botte',
  'suit.horseshoe': 'Fer à cheval',
  'suit.cow': 'Vache',

  'when.beforeBidsOnce': 'Une fois par partie, avant les enchères',
  'when.beforeBids': 'Avant les enchères',
  'when.afterReveal': 'Après la révélation des enchères',
  'when.onTake': 'Quand tu prends',
  'when.end': 'En fin de partie',
  'when.endAndBuilding': 'En fin de partie et en construisant',

  'charText.governor':
    'Révèle une carte terrain de plus, puis prends aussitôt une carte de l’offre. Tu enchéris et prends ensuite normalement.',
  'charText.lawyer':
    'Prends aussitôt une carte de l’offre. Ton enchère de cette manche est perdue et tu ne prends rien d’autre.',
  'charText.chineseWorker':
    'Une carte terrain de plus rejoint l’offre, et à ton tour tu prends deux cartes au lieu d’une.',
  'charText.heroes': '+{bonus} à ton enchère cette manche-ci. Vaut aussi 6 PV à la fin.',
  'charText.gunsmith': '+{bonus} à ton enchère cette manche-ci.',
  'charText.mercenary': '+{bonus} à ton enchère cette manche-ci.',
  'charText.doctor': '+{bonus} à ton enchère cette manche-ci. Vaut aussi 5 PV à la fin.',
  'charText.auctioneer':
    'Pendant un tour par époque, vends de 1 à {limit} cartes terrain non recouvertes de ta ville, qui reste d’un seul tenant (au plus {limit} dans toute la partie). Après ce tour, la carte est utilisée jusqu’à l’époque suivante. Chaque vente vaut {vp} PV à la fin.',
  'charText.singer': 'Rapporte autant que ton meilleur Saloon.',
  'charText.indian':
    'Un demi-PV (arrondi au-dessus) par parcelle de ta zone 8×8 (8×9 avec le Capitaine) qu’aucune carte ne couvre.',
  'charText.settler': '1 PV par parcelle vide touchant un de tes Ranchs (chacune comptée une fois).',
  'charText.banker': '4 PV par Banque de ta ville.',
  'charText.cowboy': '3 PV par Ranch de ta ville.',
  'charText.captain': '6 PV, et ta ville peut atteindre 8×9 (ou 9×8) parcelles.',
  'charText.grocer': '4 PV par Droguerie de ta ville.',
  'charText.undertaker': '2 PV par personnage que tu possèdes, celui-ci compris.',
  'charText.editor': '1 PV par personnage $ que tu possèdes (celui-ci aussi) et 4 PV par personnage action.',
  'charText.paperboy':
    '3 PV, et avant le décompte tu peux ajouter aux tiens un personnage que personne n’a pris (retiré ou jamais tiré).',
  'charText.prospector': '1 PV par Montagne et par Mine de ta ville.',
  'charText.sheriff': '3 PV par Prison. Tes Hors-la-loi ne coûtent rien et comptent comme vides.',
  'charText.teacher': '1 PV par Maison et 2 PV par Résidence et par Hôtel.',

  'charShort.governor': 'Prise en plus · 1 fois',
  'charShort.lawyer': 'Prends tout de suite',
  'charShort.chineseWorker': 'Prends deux cartes',
  'charShort.heroes': '+{bonus} enchère · 6 PV',
  'charShort.gunsmith': '+{bonus} enchère',
  'charShort.mercenary': '+{bonus} après révélation',
  'charShort.doctor': '+{bonus} enchère · 5 PV',
  'charShort.auctioneer': 'Vends du terrain · {vp} PV',
  'charShort.singer': 'Meilleur Saloon bis',
  'charShort.indian': '½ PV par parcelle nue',
  'charShort.settler': '1 PV par vide près Ranch',
  'charShort.banker': '4 PV par Banque',
  'charShort.cowboy': '3 PV par Ranch',
  'charShort.captain': '6 PV · ville 8×9',
  'charShort.grocer': '4 PV par Droguerie',
  'charShort.undertaker': '2 PV par personnage',
  'charShort.editor': '1/$ · 4/action',
  'charShort.paperboy': '3 PV · un de plus',
  'charShort.prospector': '1 PV par Mont./Mine',
  'charShort.sheriff': '3 PV par Prison',
  'charShort.teacher': 'PV par logis',

  'charTip.head': '{name}\n{kind} · attrait {appeal}\n{when} : {text}',
  'charTip.action': 'Action',
  'charTip.vp': '$ Points de victoire',

  'ability.governor':
    'Utiliser le Gouverneur ? Une carte terrain de plus est révélée et tu prends aussitôt une carte de l’offre. Une seule fois par partie.',
  'ability.lawyer':
    'Utiliser l’Avocat ? Tu prends aussitôt une carte de l’offre, mais ton enchère est perdue et tu ne prends rien d’autre cette manche-ci.',
  'ability.chineseWorker':
    'Utiliser l’Ouvrier chinois ? Une carte terrain de plus rejoint l’offre et tu prends deux cartes.',
  'ability.heroes': 'Utiliser les Héros ? Ton enchère gagne +3 cette manche-ci.',
  'ability.gunsmith': 'Utiliser l’Armurier ? Ton enchère gagne +6 cette manche-ci.',
  'ability.mercenary': 'Utiliser le Mercenaire ? Ton enchère révélée gagne +5 cette manche-ci.',
  'ability.doctor': 'Utiliser le Docteur ? Ton enchère révélée gagne +2 cette manche-ci.',

  'problem.tooBig': 'Trop loin : ta ville doit tenir dans 8×8 parcelles (8×9 avec le Capitaine).',
  'problem.notConnected':
    'Pas reliée : la carte doit chevaucher ta ville ou la toucher par tout un côté ; les coins ne comptent pas.',
  'problem.coversBlocked':
    'Bloqué : elle couvrirait ce qui ne peut être recouvert. Seul l’identique va sur l’identique (un bâtiment sur le même bâtiment, Montagne sur Montagne, Maison ou Résidence sur une Maison) ; le reste exige un terrain vide.',
  'problem.illegal': 'Emplacement interdit.',

  'line.ranches': 'Ranchs',
  'line.mines': 'Mines',
  'line.drugstores': 'Drogueries',
  'line.banks': 'Banques',
  'line.saloons': 'Saloons',
  'line.generalStoresAndCityHall': 'Bazars et Mairie',
  'line.ranchBonus': 'Bonus Ranch',
  'line.mineBonus': 'Bonus Mine',
  'line.houseBonus': 'Bonus logement',
  'line.hotels': 'Hôtels',
  'line.cityHall': 'Mairie',
  'line.outlaws': 'Hors-la-loi',
  'line.characters': 'Personnages',
  'lineTip.ranches': '1 PV par parcelle vide voisine de chaque Ranch.',
  'lineTip.mines': '2 PV par Montagne voisine de chaque Mine.',
  'lineTip.drugstores': '1 PV par logement voisin de chaque Droguerie.',
  'lineTip.banks': '1 PV par logement voisin de chaque Banque.',
  'lineTip.saloons': '2 PV par logement voisin de chaque Saloon.',
  'lineTip.generalStoresAndCityHall': '1 PV par logement voisin de chaque Bazar et de la Mairie.',
  'lineTip.ranchBonus': '(Drogueries + Forges) × Ranchs.',
  'lineTip.mineBonus': '(Banques + Forges) × Mines.',
  'lineTip.houseBonus': '(Églises + Bazars) × logements de la ville.',
  'lineTip.hotels': '3 PV par Hôtel.',
  'lineTip.cityHall': '1 PV par bâtiment de la ville, par Mairie.',
  'lineTip.outlaws': '−6 PV par parcelle de Hors-la-loi, sauf avec une Prison ou le Shérif.',
  'lineTip.characters': 'Ce que valent tes personnages.',

  'card.quadrant0': 'En haut à gauche',
  'card.quadrant1': 'En haut à droite',
  'card.quadrant2': 'En bas à gauche',
  'card.quadrant3': 'En bas à droite',
  'card.terrainHead': 'Terrain Époque {era} · attrait {appeal}',
  'card.parcel': '{where} : {name}',
  'card.parcelTip': '{where} : {name} — {text}',
  'card.pileTip':
    'Pioche de terrains Époque {era}\nCartes face cachée. Quatre sont révélées à chaque manche (cinq à 5 ou 6 places).',
  'card.backTip':
    'Prochain personnage (face cachée)\nLes égalités d’enchères de cette manche vont au symbole le plus à gauche : {order}.',
  'card.skullLine': 'Crâne : quand cette carte sort, elle est tirée à la place du personnage précédent.',
  'card.auctionHidden':
    'Carte d’enchère {suit}\nFace cachée : sa valeur reste secrète jusqu’à la révélation.',
  'card.auctionShown':
    'Carte d’enchère {suit} · {value}\nPlus l’enchère finale est haute, plus tôt tu choisis dans l’offre. Une fois jouée, elle revient à l’époque suivante.',
} as const satisfies CatalogueArea;
