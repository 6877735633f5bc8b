/** French: the table's newer turn texts (sell confirm, Auctioneer limits, touch wording, hand-off buttons, key names). */
import type { CatalogueArea } from '../catalogue';

/** French turn texts by key. */
export const turns = {
  'turn.spotTapPlace': '{delta} PV · touche à nouveau pour poser',
  'seat.choosing': 'choisit',
  'log.choosesBid': '{name} choisit une enchère.',
  'log.choosesBidYou': 'Tu choisis une enchère.',
  'log.makesMove': '{name} joue un coup.',
  'log.makesMoveYou': 'Tu joues un coup.',
  'handoff.labelBid': 'Je suis {name} : montrer ma main pour choisir une enchère',
  'handoff.labelPrompt': 'Je suis {name} : montrer le choix d’utiliser un personnage',
  'handoff.labelTake': 'Je suis {name} : voir mon tour (prendre une carte)',
  'handoff.labelPaperboy': 'Je suis {name} : montrer le choix du Crieur de journaux',
  'handoff.labelOther': 'Je suis {name} : montrer mon tour',
  'turn.pickToSell': 'Choisir pour vendre (Commissaire-priseur)',
  'key.esc': 'Échap',
  'key.enter': 'Entrée',
  'turn.keyed': '{label} ({key})',
  'turn.bidKeys': ' Touches 1–9 pour choisir, Entrée pour valider.',
  'turn.addThe': 'Ajouter le personnage {name}',
  'turn.paperboyFocus': '{name} : {text}',
  'turn.sellUntilEra2': 'jusqu’à l’Époque II',
  'turn.sellUntilEnd': 'pour le reste de la partie',
  'turn.sellHowKeys': 'Clique sur une carte marquée $ dans ta ville (S pour changer), puis confirme.',
  'turn.sellHowTouch': 'Touche une carte marquée $ dans ta ville, puis confirme.',
  'turn.sellOneMore': 'encore une carte',
  'turn.sellUpTo': { one: 'jusqu’à {count} carte', other: 'jusqu’à {count} cartes' },
  'turn.sellingLine':
    'Commissaire-priseur : tu peux vendre {count} maintenant, pendant ce tour seulement. Après ce tour, le Commissaire-priseur compte comme utilisé {until}. {how}',
  'turn.takeBodyTouch': 'Touche une carte de l’offre. Une carte terrain va ensuite dans ta ville.{sell}',
  'turn.placeBodyTouch':
    'Touche un emplacement éclairé, puis touche-le à nouveau ou touche {place}. Chaque nombre indique le gain ou la perte de points.',
  'turn.sellTitle': 'Vendre cette carte ?',
  'turn.sellBody': 'Elle quitte ta ville et rapporte {vp} PV à la fin. {line}',
  'turn.sellLast': 'C’est ta dernière vente de la partie.',
} as const satisfies CatalogueArea;
