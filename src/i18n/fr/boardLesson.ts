/** fr: the board game's guided first game: each step's note, a wrong move's explanation, and the buttons (BOARD 2..10). */
export const boardLesson = {
  'boardLesson.title': 'Leçon {step} sur {count}',
  'boardLesson.next': 'Continuer',
  'boardLesson.waiting': 'Les autres jouent…',
  'boardLesson.choice.realGame': 'Jouer une vraie partie',
  'boardLesson.choice.replay': 'Recommencer la leçon',
  'boardLesson.step.welcome':
    'Bienvenue à Carson City ! Avec deux rivaux, tu fais grandir une ville en quatre manches. Le plus de points de victoire (PV) l’emporte. Touche {next} quand une note ne te demande aucun coup.',
  'boardLesson.step.town':
    'Voici la ville : 8 parcelles sur 8. La maison du milieu est le centre, bordé de routes sur ses quatre côtés. Les sommets gris sont des montagnes.',
  'boardLesson.step.start1':
    'Avant la manche 1, chacun reçoit deux parcelles gratuites. Prends la parcelle éclairée juste au-dessus du centre.',
  'boardLesson.step.start2': 'Prends maintenant sa voisine, qui touche aussi le centre.',
  'boardLesson.step.characters':
    'Chaque manche commence par un personnage. Son numéro dit qui pose ses cow-boys en premier ; chacun a un pouvoir et une limite à l’argent que tu peux garder.',
  'boardLesson.step.pickCharacter':
    'Prends le {name}. Tu poseras en dernier, en voyant où sont allés les autres, et tu ajoutes 3 à ta puissance de feu en duel.',
  'boardLesson.step.path':
    'En haut se trouve le chemin des actions. Un cow-boy sur une case fait son action quand vient son tour : routes, salaire, bâtiment, revenus, PV. Un cow-boy sur une parcelle invendue l’achète.',
  'boardLesson.step.placeParcel':
    'Pose un cow-boy sur la parcelle éclairée. Elle coûte peu : 1 $ plus 1 $ par élément dessus et autour.',
  'boardLesson.step.placeBuilding':
    'Pose un cow-boy sur le {building} de la case à 5 $. Si personne ne te rejoint, tu pourras l’acheter.',
  'boardLesson.step.placeDuel':
    'Un rival a déjà un cow-boy sur cette parcelle de montagne. Rejoins-le : deux cow-boys au même endroit, c’est un duel.',
  'boardLesson.step.pass':
    'Cela suffit pour cette manche. Passe : plus tôt tu passes, plus tôt tu joues à la manche suivante et plus tu gagnes d’égalités.',
  'boardLesson.step.actions':
    'Tout le monde a passé. Le chemin se déroule maintenant du début à la fin, et chaque cow-boy fait son action.',
  'boardLesson.step.buyParcel': 'Ton cow-boy est seul sur la parcelle. Achète-la pour {price} $.',
  'boardLesson.step.duel':
    'Duel sur la parcelle de montagne ! Chacun lance un dé et ajoute sa puissance de feu : revolvers plus cow-boys restés à la maison, et 3 de plus pour toi. Tu as fait {mine} contre {theirs} et tu as gagné.',
  'boardLesson.step.buyDuelParcel': 'Le vainqueur peut acheter la parcelle. Achète-la pour {price} $.',
  'boardLesson.step.network':
    'Tu as gagné le {building}. Un bâtiment demande une parcelle à toi reliée au réseau de routes, et ta nouvelle parcelle ne l’est pas encore.',
  'boardLesson.step.road':
    'Pose ta route sur le bord éclairé. Une route doit toucher le réseau, et celle-ci atteint ta parcelle. Tu peux poser des routes à chacun de tes coups.',
  'boardLesson.step.build':
    'Construis le {building} sur ta parcelle. Une maison gratuite vient avec ; mets-la sur la parcelle éclairée juste à côté.',
  'boardLesson.step.income':
    'Jour de paie ! Ton {building} a rapporté {amount} $ : il paie pour chaque maison voisine. Pense donc aux voisins.',
  'boardLesson.step.handIn':
    'Fin de manche. L’argent au-dessus de la limite de ton personnage doit être rendu, et chaque tranche pleine de 10 $ rapporte 1 PV. Tu es sous la limite : garde ton argent.',
  'boardLesson.step.roundEnd':
    'Nouvelle manche : chacun reçoit de nouveaux cow-boys, les bâtiments invendus glissent vers les cases moins chères et les personnages redeviennent libres.',
  'boardLesson.step.autoPlay':
    'Tu connais l’essentiel. Regarde les trois manches restantes ; tes coups sont joués pour toi.',
  'boardLesson.step.finalScore':
    'La partie est finie. L’argent et les biens donnent encore quelques PV. Tu as {vp} PV, et {winner} gagne.',
  'boardLesson.step.done': 'C’était ta première partie de Carson City. Prêt pour une vraie ?',
  'boardLesson.why.readFirst': 'Lis d’abord cette note, puis touche {next}.',
  'boardLesson.why.watch': 'La suite se joue toute seule : regarde.',
  'boardLesson.why.otherStart':
    'Prends la parcelle éclairée : elle touche le centre, tu pourras y bâtir plus tard.',
  'boardLesson.why.otherCharacter': 'Dans cette leçon, prends le {name}.',
  'boardLesson.why.otherParcel': 'Celle-ci irait aussi, mais la leçon achète la parcelle éclairée.',
  'boardLesson.why.otherSpace': 'Cela irait aussi, mais la leçon utilise la case éclairée.',
  'boardLesson.why.plainCowboy': 'Utilise ici un cow-boy ordinaire, sans jeton spécial.',
  'boardLesson.why.notPassYet': 'Pas encore : pose d’abord un cow-boy sur l’endroit éclairé.',
  'boardLesson.why.passNow':
    'Garde tes derniers cow-boys à la maison cette fois : ils renforcent ta puissance de feu. Passe.',
  'boardLesson.why.roadLater': 'Les routes viennent un peu plus tard dans la leçon.',
  'boardLesson.why.otherRoad':
    'Cette route touche le réseau, mais seule la route éclairée atteint ta parcelle.',
  'boardLesson.why.buyIt': 'Achète-la : la leçon en a besoin.',
  'boardLesson.why.otherBuild': 'Construis sur ta parcelle éclairée, avec la maison sur la parcelle voisine.',
  'boardLesson.why.buildIt': 'Ne le garde pas pour plus tard : construis-le maintenant.',
  'boardLesson.why.keepMoney': 'Inutile de rendre de l’argent : tu es sous ta limite.',
  'boardLesson.why.notNow': 'Cela ne fait pas partie de cette étape. Suis la note.',
} as const;
