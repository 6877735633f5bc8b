/** Italian: the table's newer turn texts (sell confirm, Auctioneer limits, touch wording, hand-off buttons, key names). */
import type { CatalogueArea } from '../catalogue';

/** Italian turn texts by key. */
export const turns = {
  'turn.spotTapPlace': '{delta} PV · tocca di nuovo per piazzare',
  'seat.choosing': 'sceglie',
  'log.choosesBid': '{name} sceglie un’offerta.',
  'log.choosesBidYou': 'Scegli un’offerta.',
  'log.makesMove': '{name} fa una mossa.',
  'log.makesMoveYou': 'Fai una mossa.',
  'handoff.labelBid': 'Sono {name}: mostra la mia mano per scegliere l’offerta',
  'handoff.labelPrompt': 'Sono {name}: mostra la scelta dell’abilità del personaggio',
  'handoff.labelTake': 'Sono {name}: mostra il mio turno per prendere una carta',
  'handoff.labelPaperboy': 'Sono {name}: mostra la scelta del Ragazzo dei Giornali',
  'handoff.labelOther': 'Sono {name}: mostra il mio turno',
  'turn.pickToSell': 'Scegli da vendere (Battitore d’asta)',
  'key.esc': 'Esc',
  'key.enter': 'Invio',
  'turn.keyed': '{label} ({key})',
  'turn.bidKeys': ' Tasti 1–9 per scegliere, Invio per confermare.',
  'turn.addThe': 'Aggiungi {name}',
  'turn.paperboyFocus': '{name}: {text}',
  'turn.sellUntilEra2': 'fino all’Era II',
  'turn.sellUntilEnd': 'per il resto della partita',
  'turn.sellHowKeys': 'Clicca una carta con $ nella tua città (S per scorrerle), poi conferma.',
  'turn.sellHowTouch': 'Tocca una carta con $ nella tua città, poi conferma.',
  'turn.sellOneMore': 'ancora una carta',
  'turn.sellUpTo': { one: 'fino a {count} carta', other: 'fino a {count} carte' },
  'turn.sellingLine':
    'Battitore d’asta: ora puoi vendere {count}, solo in questo turno. Dopo questo turno il Battitore d’asta resta usato {until}. {how}',
  'turn.takeBodyTouch': 'Tocca una carta in palio. Una carta terreno va poi nella tua città.{sell}',
  'turn.placeBodyTouch':
    'Tocca uno spazio illuminato, poi toccalo di nuovo o tocca {place}. Ogni numero è la variazione del tuo punteggio.',
  'turn.sellTitle': 'Vendere questa carta?',
  'turn.sellBody': 'Lascia la tua città e vale {vp} PV alla fine. {line}',
  'turn.sellLast': 'Questa è la tua ultima vendita della partita.',
} as const satisfies CatalogueArea;
