/** French: the guided first game and the first game's hints. */
import type { CatalogueArea } from '../catalogue';

export const tutorial = {
  'tutorial.playerName': 'Vous',
  'tutorial.title': 'Apprendre à jouer · étape {step} sur {count}',
  'tutorial.next': 'Suivant',
  'tutorial.openSheet': 'Ouvrir la feuille de score',
  'tutorial.leave': 'Quitter',
  'tutorial.skip': 'Passer la leçon',
  'tutorial.realGame': 'Jouer une vraie partie',
  'tutorial.again': 'Refaire la leçon',
  'tutorial.toTitle': 'Titre',
  'tutorial.tryAgain': 'Pas tout à fait',
  'tutorial.step.welcome':
    'Bienvenue à Carson City ! Vous bâtissez une petite ville du Far West, carte après carte. Trois joueurs virtuels, Ada, Bo et Cy, partagent la table. À chaque manche, vous misez puis prenez une carte. Appuyez sur {next}.',
  'tutorial.step.offer':
    'Cette rangée est l’offre : un personnage et quatre cartes de terrain. Cette manche, chacun en prend exactement une, la plus forte mise d’abord.',
  'tutorial.step.scoring':
    '{name} est un personnage de points : il n’agit pas pendant la partie, mais rapporte des points à la ville de son propriétaire à la fin.',
  'tutorial.step.back':
    'Regardez le dos du prochain personnage de la pioche : six couleurs en ligne. Si deux mises sont égales, la couleur la plus à gauche l’emporte. Votre couleur est l’étoile, et ici elle passe avant la botte.',
  'tutorial.step.bid':
    'À vous de miser. Choisissez votre 7, puis confirmez. Les mises restent secrètes jusqu’à ce que tous aient choisi, et chaque carte ne sert qu’une fois par époque.',
  'tutorial.step.tie':
    'Cy a aussi montré un 7. Au dos du prochain personnage, votre étoile passe avant la botte de Cy : vous prenez en premier. Les numéros près des places donnent l’ordre.',
  'tutorial.step.virtual':
    'Ada, Bo et Cy sont des joueurs virtuels. Ils misent la carte du dessus d’une pile cachée, prennent toujours la carte au plus grand attrait (le petit nombre sur la carte) et ne construisent pas. Leurs points sont l’attrait de tout ce qu’ils ont pris.',
  'tutorial.step.firstCard':
    'À vous de prendre. Choisissez la carte avec la Montagne et la Mine, touchez l’emplacement lumineux de votre ville et appuyez sur {place}. La première carte va où vous voulez.',
  'tutorial.step.building':
    'Votre ville est lancée. Chaque nouvelle carte doit la toucher par un côté ou la recouvrir en partie, et toute la ville doit tenir dans 8 sur 8 parcelles.',
  'tutorial.step.bid2': 'Nouvelle manche. Misez votre 8 cette fois.',
  'tutorial.step.cover':
    'Prenez la carte du Ranch et posez-la au bord gauche pour couvrir vos deux parcelles vides. Un terrain vide peut tout recevoir ; une Montagne, seulement une Montagne ; un bâtiment, seulement le même bâtiment ; une Maison, une Maison ou une Résidence.',
  'tutorial.step.action':
    '{name} sont un personnage d’action : une fois par manche, à leur moment, leur propriétaire peut s’en servir pour changer l’enchère. Une carte utilisée reste de travers jusqu’à l’époque suivante.',
  'tutorial.step.bid3': 'Misez votre 9 : vous choisirez à coup sûr en premier.',
  'tutorial.step.takeHeroes': 'Prenez {name}. Les personnages se posent à côté de votre ville, pas dedans.',
  'tutorial.step.fastForward':
    'Les six autres manches de l’époque I se jouent maintenant toutes seules, vite. À chacune, votre plus forte carte d’enchère est jouée pour vous, et vous prenez la carte qui ajoute le plus de points, posée là où elle rapporte le plus. Regardez le compteur de manches en haut et votre ville grandir.',
  'tutorial.step.era':
    'La neuvième manche est finie, et l’époque I avec elle. Ce qui restait de sa pioche de terrains est écarté ; l’époque II apporte de nouvelles cartes. Vos neuf cartes d’enchère sont revenues en main, et les {name} sont de nouveau droits, prêts à servir. Encore neuf manches, puis la partie s’achève.',
  'tutorial.step.scoreSheet':
    'Les points ne se comptent qu’à la fin de la partie, sur la feuille de score : treize lignes, chacune une façon de marquer. Là, votre ville vaudrait {vp} PV. Appuyez sur « {openSheet} » pour voir d’où ils viennent.',
  'tutorial.step.readSheet':
    'Voici la feuille de score comme si la partie finissait maintenant : votre ville fait {total} PV. Votre meilleure ligne, {line}, donne {vp} PV. Le chiffre entouré est expliqué à côté, et une petite image de votre ville éclaire les parcelles qui comptent. Touchez un autre chiffre pour lire sa raison, puis appuyez sur {next}.',
  'tutorial.step.readSheetPanel':
    'Voici la feuille de score comme si la partie finissait maintenant : ta ville fait {total} PV. Ta meilleure ligne, {line}, donne {vp} PV, et le panneau dit pourquoi, avec les parcelles qui comptent éclairées sur une petite image de ta ville. Touche le panneau pour voir toute la feuille, touche un chiffre pour lire sa raison, puis appuie sur {next}.',
  'tutorial.step.done':
    'Voilà tout le jeu : miser, prendre, bâtir et penser aux voisins. Vous êtes prêt pour une vraie partie contre des joueurs virtuels.',
  'tutorial.why.readFirst': 'Lisez d’abord la note, puis appuyez sur {next}.',
  'tutorial.why.otherBid':
    'Un {got} irait dans une vraie partie, mais cette leçon utilise votre {want}. Choisissez le {want} et confirmez.',
  'tutorial.why.otherCard': 'Cette carte irait dans une vraie partie. Pour cette leçon, prenez {name}.',
  'tutorial.why.tooBig': 'Là, votre ville dépasserait 8 parcelles en largeur ou en hauteur.',
  'tutorial.why.notConnected':
    'Cet emplacement ne touche pas votre ville. Une nouvelle carte doit partager un côté avec elle ou la recouvrir en partie.',
  'tutorial.why.coversBlocked':
    'Là, vous couvririez ce qui ne peut pas l’être : une Montagne seulement par une Montagne, un bâtiment par le même bâtiment.',
  'tutorial.why.otherSpot':
    'Cet emplacement est permis, mais pour cette leçon prenez l’emplacement lumineux.',
  'tutorial.why.notNow': 'Pas besoin pour l’instant. Suivez la note.',
  'hint.title': 'Astuce',
  'hint.dismiss': 'Compris',
  'hint.bid':
    'Misez haut pour la carte qui compte le plus ; une petite mise garde vos grosses cartes pour plus tard. Le dos du prochain personnage départage les égalités.',
  'hint.place':
    'Les pastilles sur votre ville montrent combien de PV chaque emplacement permis rapporterait maintenant.',
  'hint.prompt': 'Un de vos personnages peut agir maintenant. C’est toujours facultatif.',
  'hint.character':
    'Les personnages se posent à côté de la ville : ceux de points paient à la fin, ceux d’action aident à l’enchère.',
  'hint.era':
    'Nouvelle époque : vos cartes d’enchère sont revenues et les personnages utilisés se redressent.',
} as const satisfies CatalogueArea;
