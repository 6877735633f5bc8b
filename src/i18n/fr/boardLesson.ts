/** fr: the board game's guided first game: each step's note, a wrong move's explanation, and the buttons (BOARD 2..10). */
export const boardLesson = {
  'boardLesson.title': 'Leçon {step} sur {count}',
  'boardLesson.next': 'Continuer',
  'boardLesson.waiting': 'Les autres jouent…',
  'boardLesson.choice.realGame': 'Jouer une vraie partie',
  'boardLesson.choice.replay': 'Recommencer la leçon',
  'boardLesson.step.welcome':
    'Bienvenue à Carson City ! Avec deux rivaux, vous bâtissez une ville en quatre manches. Le plus de points de victoire (PV) l’emporte. Touchez {next} quand une note ne vous demande aucun coup.',
  'boardLesson.step.town':
    'Voici la ville : 8 parcelles sur 8. La maison du milieu est le centre, bordé de routes sur ses quatre côtés. Les sommets gris sont des montagnes.',
  'boardLesson.step.start1':
    'Avant la manche 1, chacun reçoit deux parcelles gratuites. Prenez la parcelle éclairée juste au-dessus du centre.',
  'boardLesson.step.start2': 'Prenez maintenant sa voisine, qui touche aussi le centre.',
  'boardLesson.step.characters':
    'Chaque manche commence par un personnage. Son numéro dit qui pose ses cowboys en premier ; chacun a un pouvoir et une limite à l’argent que vous gardez.',
  'boardLesson.step.pickCharacter':
    'Prenez le {name}. Vous poserez en dernier, en voyant où sont allés les autres, et vous ajoutez 3 à votre puissance de feu en duel.',
  'boardLesson.step.path':
    'En haut se trouve le chemin des actions. Un cowboy sur une case fait son action à son tour : routes, salaire, bâtiment, revenus, PV. Un cowboy sur une parcelle libre l’achète.',
  'boardLesson.step.placeParcel':
    'Posez un cowboy sur la parcelle éclairée. Elle coûte peu : 1 $ plus 1 $ par objet dessus et autour.',
  'boardLesson.step.placeBuilding':
    'Posez un cowboy sur le {building} de la case à 5 $. Si personne ne vous rejoint, vous pourrez l’acheter.',
  'boardLesson.step.placeDuel':
    'Un rival a déjà un cowboy sur cette parcelle de montagne. Rejoignez-le : deux cowboys au même endroit, c’est un duel.',
  'boardLesson.step.pass':
    'Cela suffit pour cette manche. Passez : plus tôt vous passez, plus tôt vous jouez à la manche suivante et plus vous gagnez d’égalités.',
  'boardLesson.step.actions':
    'Tout le monde a passé. Le chemin se déroule maintenant du début à la fin, et chaque cowboy fait son action.',
  'boardLesson.step.buyParcel': 'Votre cowboy est seul sur la parcelle. Achetez-la pour {price} $.',
  'boardLesson.step.duel':
    'Duel sur la parcelle de montagne ! Chacun lance un dé et ajoute sa puissance de feu : revolvers plus cowboys restés à la maison, et 3 de plus pour vous. Vous avez fait {mine} contre {theirs} et gagné.',
  'boardLesson.step.buyDuelParcel': 'Le vainqueur peut acheter la parcelle. Achetez-la pour {price} $.',
  'boardLesson.step.network':
    'Vous avez gagné le {building}. Un bâtiment demande une parcelle à vous reliée au réseau de routes, et votre nouvelle parcelle ne l’est pas encore.',
  'boardLesson.step.road':
    'Posez votre route sur le bord éclairé. Une route doit toucher le réseau, et elle atteint maintenant votre parcelle. Vous pouvez poser des routes à chacun de vos coups.',
  'boardLesson.step.build':
    'Construisez le {building} sur votre parcelle. Une maison gratuite vient avec ; mettez-la sur la parcelle éclairée juste à côté.',
  'boardLesson.step.income':
    'Jour de paie ! Votre {building} a rapporté {amount} $ : il paie pour chaque maison voisine. Pensez donc aux voisins.',
  'boardLesson.step.handIn':
    'Fin de manche. L’argent au-dessus de la limite de votre personnage doit être rendu, et chaque tranche pleine de 10 $ rapporte 1 PV. Vous êtes sous la limite : gardez votre argent.',
  'boardLesson.step.roundEnd':
    'Nouvelle manche : chacun reçoit des cowboys frais, les bâtiments invendus glissent vers les cases moins chères et les personnages redeviennent libres.',
  'boardLesson.step.autoPlay':
    'Vous connaissez l’essentiel. Regardez les trois manches restantes ; vos coups sont joués pour vous.',
  'boardLesson.step.finalScore':
    'La partie est finie. L’argent et les biens donnent encore quelques PV. Vous avez {vp} PV, et {winner} gagne.',
  'boardLesson.step.done': 'C’était votre première partie de Carson City. Prêt pour une vraie ?',
  'boardLesson.why.readFirst': 'Lisez d’abord cette note, puis touchez {next}.',
  'boardLesson.why.watch': 'La suite se joue toute seule : regardez.',
  'boardLesson.why.otherStart':
    'Prenez la parcelle éclairée : elle touche le centre, vous pourrez y bâtir plus tard.',
  'boardLesson.why.otherCharacter': 'Dans cette leçon, prenez le {name}.',
  'boardLesson.why.otherParcel': 'Celle-ci irait aussi, mais la leçon achète la parcelle éclairée.',
  'boardLesson.why.otherSpace': 'Cela irait aussi, mais la leçon utilise la case éclairée.',
  'boardLesson.why.plainCowboy': 'Utilisez ici un cowboy ordinaire, sans jeton spécial.',
  'boardLesson.why.notPassYet': 'Pas encore : posez d’abord un cowboy sur l’endroit éclairé.',
  'boardLesson.why.passNow':
    'Gardez vos derniers cowboys à la maison cette fois : ils renforcent votre puissance de feu. Passez.',
  'boardLesson.why.roadLater': 'Les routes viennent un peu plus tard dans la leçon.',
  'boardLesson.why.otherRoad':
    'Cette route touche le réseau, mais seule la route éclairée atteint votre parcelle.',
  'boardLesson.why.buyIt': 'Achetez-la : la leçon en a besoin.',
  'boardLesson.why.otherBuild':
    'Construisez sur votre parcelle éclairée, avec la maison sur la parcelle voisine.',
  'boardLesson.why.buildIt': 'Ne le gardez pas pour plus tard : construisez-le maintenant.',
  'boardLesson.why.keepMoney': 'Inutile de rendre de l’argent : vous êtes sous votre limite.',
  'boardLesson.why.notNow': 'Cela ne fait pas partie de cette étape. Suivez la note.',
} as const;
