/** French: the guided first game and the first game's hints. */
import type { CatalogueArea } from '../catalogue';

export const tutorial = {
  'tutorial.playerName': 'Toi',
  'tutorial.title': 'Apprendre à jouer · étape {step} sur {count}',
  'tutorial.next': 'Suivant',
  'tutorial.openSheet': 'Ouvrir la feuille de score',
  'tutorial.leave': 'Quitter',
  'tutorial.skip': 'Passer la leçon',
  'tutorial.realGame': 'Jouer une vraie partie',
  'tutorial.again': 'Refaire la leçon',
  'tutorial.toTitle': 'Accueil',
  'tutorial.tryAgain': 'Pas tout à fait',
  'tutorial.step.welcome':
    'Bienvenue à Carson City ! Tu bâtis une petite ville du Far West, carte après carte. Trois joueurs virtuels, Ada, Bo et Cy, partagent la table avec toi. À chaque manche, tu enchéris puis tu prends une carte. Appuie sur {next}.',
  'tutorial.step.offer':
    'Cette rangée est l’offre : un personnage et quatre cartes terrain. Pendant cette manche, chacun en prend exactement une, en commençant par la plus forte enchère.',
  'tutorial.step.scoring':
    'Le {name} est un personnage à points : il n’agit pas pendant la partie, mais rapporte des points à la ville de son propriétaire à la fin.',
  'tutorial.step.back':
    'Regarde le dos du prochain personnage de la pioche : six symboles en ligne. Si deux enchères sont égales, le symbole le plus à gauche l’emporte. Ton symbole est l’étoile, et ici il passe avant la botte.',
  'tutorial.step.bid':
    'À toi d’enchérir. Choisis ton 7, puis confirme. Les enchères restent secrètes jusqu’à ce que tous aient choisi, et chaque carte d’enchère ne sert qu’une fois par époque.',
  'tutorial.step.tie':
    'Cy a aussi joué un 7. Au dos du prochain personnage, ton étoile passe avant la botte de Cy : tu prends en premier. Les numéros près des places donnent l’ordre de prise.',
  'tutorial.step.virtual':
    'Ada, Bo et Cy sont des joueurs virtuels. Ils jouent la carte du dessus d’une pile cachée, prennent toujours la carte au plus grand attrait (le petit nombre sur la carte) et ne bâtissent pas. Leurs points sont l’attrait de tout ce qu’ils ont pris.',
  'tutorial.step.firstCard':
    'À toi de prendre. Choisis la carte avec la Montagne et la Mine, touche l’emplacement éclairé de ta ville et appuie sur {place}. Ta première carte peut aller n’importe où.',
  'tutorial.step.building':
    'Ta ville est lancée. Chaque nouvelle carte doit la toucher par un côté ou la recouvrir en partie, et toute la ville doit tenir dans 8 sur 8 parcelles.',
  'tutorial.step.bid2': 'Nouvelle manche. Cette fois, enchéris avec ton 8.',
  'tutorial.step.cover':
    'Prends la carte du Ranch et pose-la au bord gauche pour couvrir tes deux parcelles vides. Une parcelle vide peut être couverte par n’importe quoi ; une Montagne, seulement par une Montagne ; un bâtiment, seulement par le même bâtiment ; une Maison, par une Maison ou une Résidence.',
  'tutorial.step.action':
    'Les {name} sont un personnage d’action : une fois par époque, au bon moment, leur propriétaire peut s’en servir pour peser sur les enchères. Une carte utilisée reste tournée sur le côté jusqu’à l’époque suivante.',
  'tutorial.step.bid3': 'Enchéris avec ton 9 : tu choisiras à coup sûr en premier.',
  'tutorial.step.takeHeroes': 'Prends les {name}. Les personnages se posent à côté de ta ville, pas dedans.',
  'tutorial.step.fastForward':
    'Les six autres manches de l’époque I se jouent maintenant toutes seules, vite. À chacune, ta plus forte carte d’enchère est jouée pour toi, et tu prends la carte qui ajoute le plus de points, posée là où elle rapporte le plus. Regarde le compteur de manches en haut et ta ville qui grandit.',
  'tutorial.step.era':
    'La neuvième manche est finie, et l’époque I avec elle. Ce qui restait de sa pioche de terrains est écarté ; l’époque II apporte de nouvelles cartes. Tes neuf cartes d’enchère sont revenues en main, et les {name} sont redressés, prêts à servir. Encore neuf manches, puis la partie s’achève.',
  'tutorial.step.scoreSheet':
    'Les points ne se comptent qu’à la fin de la partie, sur la feuille de score : treize lignes, chacune une façon de marquer. Là, ta ville vaudrait {vp} PV. Appuie sur « {openSheet} » pour voir d’où ils viennent.',
  'tutorial.step.readSheet':
    'Voici la feuille de score comme si la partie finissait maintenant : ta ville fait {total} PV. Ta meilleure ligne, {line}, donne {vp} PV. Le chiffre entouré est expliqué à côté, et une petite image de ta ville éclaire les parcelles qui comptent. Touche un autre chiffre pour lire son explication, puis appuie sur {next}.',
  'tutorial.step.readSheetPanel':
    'Voici la feuille de score comme si la partie finissait maintenant : ta ville fait {total} PV. Ta meilleure ligne, {line}, donne {vp} PV, et le panneau dit pourquoi, avec les parcelles qui comptent éclairées sur une petite image de ta ville. Touche le panneau pour voir toute la feuille, touche un chiffre pour lire sa raison, puis appuie sur {next}.',
  'tutorial.step.done':
    'Voilà tout le jeu : enchérir, prendre, bâtir et penser aux voisins. Tu es prêt pour une vraie partie contre des joueurs virtuels.',
  'tutorial.why.readFirst': 'Lis d’abord la note, puis appuie sur {next}.',
  'tutorial.why.otherBid':
    'Un {got} irait dans une vraie partie, mais cette leçon utilise ton {want}. Choisis le {want} et confirme.',
  'tutorial.why.otherCard': 'Cette carte irait dans une vraie partie. Pour cette leçon, prends {name}.',
  'tutorial.why.tooBig': 'Là, ta ville dépasserait 8 parcelles en largeur ou en hauteur.',
  'tutorial.why.notConnected':
    'Cet emplacement ne touche pas ta ville. Une nouvelle carte doit partager un côté avec elle ou la recouvrir en partie.',
  'tutorial.why.coversBlocked':
    'Là, tu couvrirais ce qui ne peut pas l’être : une Montagne seulement par une Montagne, un bâtiment seulement par le même bâtiment.',
  'tutorial.why.otherSpot': 'Cet emplacement est permis, mais pour cette leçon prends l’emplacement éclairé.',
  'tutorial.why.notNow': 'Pas besoin pour l’instant. Suis la note.',
  'hint.title': 'Astuce',
  'hint.dismiss': 'Compris',
  'hint.bid':
    'Enchéris haut pour la carte que tu veux le plus ; une petite enchère garde tes grosses cartes pour les manches suivantes. Le dos du prochain personnage départage les égalités.',
  'hint.place':
    'Les pastilles sur ta ville montrent combien de PV chaque emplacement permis rapporterait maintenant.',
  'hint.prompt': 'Un de tes personnages peut agir maintenant. S’en servir est toujours facultatif.',
  'hint.character':
    'Les personnages se posent à côté de la ville : ceux à points rapportent à la fin, ceux d’action aident pendant les enchères.',
  'hint.era':
    'Nouvelle époque : tes cartes d’enchère sont revenues en main et les personnages utilisés se redressent.',
} as const satisfies CatalogueArea;
