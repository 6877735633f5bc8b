/** French: the scorepad for a physical game. */
import type { CatalogueArea } from '../catalogue';

export const scorepad = {
  'title.scorepad': 'Compter une partie réelle',
  'pad.title': 'Carnet de scores',
  'pad.help':
    'Touche une parcelle pour faire défiler son contenu, ou choisis un contenu puis touche des parcelles.',
  'pad.cardHelp':
    'Choisis les quatre parcelles d’une carte, puis touche l’endroit de sa parcelle en haut à gauche.',
  'pad.cycle': 'Défiler',
  'pad.cycleTip':
    '{tool}\nAvec cet outil, chaque toucher sur une parcelle y met le contenu suivant. Touche encore jusqu’à ce que la parcelle montre ce qu’il y a dans ta ville.',
  'pad.cardMode': 'Carte 2x2',
  'pad.parcelMode': 'Parcelles',
  'pad.clear': 'Vider la ville',
  'pad.characters': 'Personnages possédés',
  'pad.sold': 'Vendues par le Commissaire-priseur : {count}',
  'pad.total': 'Total des points',
  'pad.player': 'Joueur {n}',
  'pad.add': '+ Joueur',
  'pad.remove': 'Retirer le joueur',
  'pad.results': 'Résultats',
  'pad.back': 'Retour aux villes',
  'pad.resultRow': '{name} : {total} PV',
  'pad.winner': 'Victoire : {names}',
  'pad.unsure': { one: '{count} problème', other: '{count} problèmes' },
  'pad.ok':
    'Aucun problème trouvé : chaque parcelle et chaque carte jusqu’ici peuvent exister dans une vraie ville.',
  'pad.fix': 'Corrige les problèmes signalés : le total n’est pas définitif avant.',
  'pad.cardRefused': 'Cette carte ne peut pas aller là : {why}',
  'pad.problem.tooBig': 'La ville dépasse sa taille maximale.',
  'pad.problem.notConnected': 'Ces parcelles ne touchent pas le reste de la ville.',
  'pad.problem.notACard': 'Aucune carte 2x2 ne pourrait couvrir ces parcelles.',
  'pad.problem.tooMany': 'Plus de {content} que les paquets n’en contiennent (au plus {max}).',
  'pad.problem.characterTwice': '{character} figure deux fois.',
  'pad.problem.soldWithout': 'Seul le Commissaire-priseur vend des cartes.',
  'pad.problem.tooManySold': 'Le Commissaire-priseur vend au plus {max} cartes.',
  'pad.cellTip': '{content}\nTouche pour changer.',
  'pad.empty': 'Aucune carte',
  'pad.keys':
    'Les flèches déplacent, Entrée ou Espace remplit la parcelle, Suppr la vide. Une lettre choisit un contenu par son nom ; [ et ] les font défiler.',
} as const satisfies CatalogueArea;
