/** French: the rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const rules = {
  'rules.goal.title': 'Le but',
  'rules.goal.1':
    'Tu fondes une ville de la frontière. Pendant deux époques de neuf manches, tu enchéris pour des terrains et pour les gens qui s’y installent, et tu disposes les terrains en une ville de parcelles.',
  'rules.goal.2':
    'Après la 18e manche, chaque ville est décomptée. Le plus de points de victoire (PV) l’emporte ; les ex aequo en tête partagent la victoire.',
  'rules.goal.3':
    'Chaque place a un symbole. Humains et IA jouent avec les cartes d’enchère de 1 à 9 en main. Les joueurs virtuels enchérissent plutôt depuis une pile face cachée.',
  'rules.round.title': 'Une manche',
  'rules.round.1':
    '1. L’offre. On tire un personnage, puis quatre cartes terrain (cinq à 5 ou 6 places). Le dos du personnage suivant est visible : il classe les six symboles et départage les égalités de la manche. S’il montre un crâne, c’est cette carte qui est tirée.',
  'rules.round.2':
    '2. Pouvoirs. Avant les enchères, les propriétaires de personnages action debout peuvent s’en servir, dans cet ordre : Gouverneur, Avocat, Ouvrier chinois, Héros, Armurier.',
  'rules.round.3':
    '3. Enchères. Chacun choisit en secret une carte d’enchère. Toutes sont révélées ensemble, avec la carte du dessus de chaque pile virtuelle. Ensuite, Mercenaire et Docteur peuvent servir.',
  'rules.round.4':
    '4. Prises. L’enchère finale la plus haute prend une carte en premier, puis la suivante, et ainsi de suite. En cas d’égalité, le symbole le mieux classé sur le dos visible gagne. Une carte terrain entre aussitôt dans ta ville.',
  'rules.round.5':
    'Les cartes d’enchère jouées restent visibles et sont perdues jusqu’à la fin de l’époque. Les cartes non prises quittent le jeu.',
  'rules.round.6':
    'Après la manche 9, les terrains de l’Époque I sont écartés et ceux de l’Époque II arrivent ; chacun récupère ses cartes d’enchère et les personnages utilisés se redressent (sauf le Gouverneur).',
  'rules.abilities.title': 'Personnages',
  'rules.abilities.1':
    'Un personnage action sert une fois par époque, puis se tourne de côté. Rien ne t’oblige à t’en servir. Les personnages $ rapportent simplement des points à la fin.',
  'rules.abilities.2':
    '• Gouverneur : une fois par partie, révèle une carte terrain de plus et prends aussitôt une carte.',
  'rules.abilities.3':
    '• Avocat : prends aussitôt une carte ; ton enchère est défaussée et tu ne prends rien d’autre cette manche.',
  'rules.abilities.4': '• Ouvrier chinois : une carte terrain de plus est révélée et tu prends deux cartes.',
  'rules.abilities.5':
    '• Héros +3, Armurier +6 avant les enchères ; Mercenaire +5, Docteur +2 après la révélation. Les bonus s’additionnent.',
  'rules.abilities.6':
    '• Commissaire-priseur : quand tu prends, vends des terrains non recouverts de ta ville (3 par partie) pour 7 PV chacun.',
  'rules.abilities.7': 'Survole ou sélectionne une carte pour lire exactement ce qu’elle fait.',
  'rules.building.title': 'Bâtir ta ville',
  'rules.building.1':
    'Une carte terrain fait 2×2 parcelles. Elle n’est jamais tournée et peut être décalée d’une parcelle, même à moitié sur d’autres cartes. Les nouvelles cartes vont toujours dessus.',
  'rules.building.2': '• Ta première carte va où tu veux.',
  'rules.building.3':
    '• Les suivantes doivent chevaucher ta ville ou la toucher par un côté. Un coin ne suffit pas.',
  'rules.building.4': '• Toute la ville doit tenir dans 8×8 parcelles (8×9 avec le Capitaine).',
  'rules.building.5':
    '• On ne recouvre que du terrain vide, sauf : un bâtiment sur le même bâtiment, Montagne sur Montagne, Maison ou Résidence sur une Maison (une Résidence ne se recouvre jamais). Avec une Prison ou le Shérif, les Hors-la-loi comptent comme vides, mais jamais Hors-la-loi sur Hors-la-loi.',
  'rules.building.6':
    'Tu peux prendre un terrain qui ne tient nulle part, pour en priver les autres ; il est alors défaussé. Le jeu te prévient d’abord.',
  'rules.building.7':
    'Pendant la pose, chaque emplacement permis s’allume et montre combien de points il changerait ; survole un emplacement sombre pour savoir pourquoi il est interdit.',
  'rules.scoring.title': 'Décompte',
  'rules.scoring.1':
    '« Voisin » désigne les 8 parcelles autour d’une parcelle. Logements : Maison 1, Résidence 2, Hôtel 2. Un terrain vide est une parcelle couverte sans rien dessus.',
  'rules.scoring.2': '• Ranch : 1 par parcelle vide voisine. Mine : 2 par Montagne voisine.',
  'rules.scoring.3':
    '• Droguerie, Banque, Bazar, Mairie : 1 par logement voisin. Saloon : 2 par logement voisin.',
  'rules.scoring.4':
    '• Bonus : (Drogueries + Forges) × Ranchs, (Banques + Forges) × Mines, (Églises + Bazars) × logements.',
  'rules.scoring.5': '• Hôtel : 3 chacun. Mairie : 1 par bâtiment de la ville.',
  'rules.scoring.6': '• Hors-la-loi : −6 chacun, sauf avec une Prison ou le Shérif.',
  'rules.scoring.7': '• Personnages : ce qu’indiquent leurs cartes.',
  'rules.virtual.title': 'Joueurs virtuels',
  'rules.virtual.1':
    'Les joueurs virtuels complètent la table quand moins de quatre humains et IA jouent. Ils suivent des habitudes fixes :',
  'rules.virtual.2':
    '• Ils jouent la carte du dessus de leur pile : 1–9 en Débutant, 2–10 en Confirmé, 3–11 en Expert.',
  'rules.virtual.3': '• Ils n’utilisent aucun pouvoir et ne bâtissent pas de ville.',
  'rules.virtual.4':
    '• À leur tour, ils prennent la carte la plus attrayante de l’offre (la première en cas d’égalité).',
  'rules.virtual.5': '• Ils marquent l’attrait total des cartes prises.',
  'rules.virtual.6': 'En solo, tu affrontes trois Débutants. Dépasse tous leurs totaux pour gagner.',
} as const satisfies CatalogueArea;
