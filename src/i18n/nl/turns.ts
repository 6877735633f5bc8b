/** Dutch: the table's newer turn texts (sell confirm, Auctioneer limits, touch wording, hand-off buttons, key names). */
import type { CatalogueArea } from '../catalogue';

/** Dutch turn texts by key. */
export const turns = {
  'turn.spotTapPlace': '{delta} WP · tik nog eens om te leggen',
  'seat.choosing': 'kiest',
  'log.choosesBid': '{name} kiest een bod.',
  'log.choosesBidYou': 'Je kiest een bod.',
  'log.makesMove': '{name} doet een zet.',
  'log.makesMoveYou': 'Je doet een zet.',
  'handoff.labelBid': 'Ik ben {name}: toon mijn hand om een bod te kiezen',
  'handoff.labelPrompt': 'Ik ben {name}: toon mijn keuze van de personagevaardigheid',
  'handoff.labelTake': 'Ik ben {name}: toon mijn beurt om een kaart te pakken',
  'handoff.labelPaperboy': 'Ik ben {name}: toon de keuze van de Krantenjongen',
  'handoff.labelOther': 'Ik ben {name}: toon mijn beurt',
  'turn.pickToSell': 'Kies om te verkopen (Veilingmeester)',
  'key.esc': 'Esc',
  'key.enter': 'Enter',
  'turn.keyed': '{label} ({key})',
  'turn.bidKeys': ' Toetsen 1–9 kiezen, Enter bevestigt.',
  'turn.addThe': 'De {name} toevoegen',
  'turn.paperboyFocus': 'De {name}: {text}',
  'turn.sellUntilEra2': 'tot tijdperk II',
  'turn.sellUntilEnd': 'voor de rest van het spel',
  'turn.sellHowKeys': 'Klik een kaart met $ in je stad (S wisselt) en bevestig dan.',
  'turn.sellHowTouch': 'Tik een kaart met $ in je stad aan en bevestig dan.',
  'turn.sellOneMore': 'nog één kaart',
  'turn.sellUpTo': { one: 'tot {count} kaart', other: 'tot {count} kaarten' },
  'turn.sellingLine':
    'Veilingmeester: je mag nu {count} verkopen, alleen deze beurt. Na deze beurt is de Veilingmeester {until} gebruikt. {how}',
  'turn.takeBodyTouch': 'Tik een kaart in het aanbod aan. Een terreinkaart gaat dan je stad in.{sell}',
  'turn.placeBodyTouch':
    'Tik een oplichtende plek aan, tik dan nog eens of op {place}. Elk getal is de verandering in je score.',
  'turn.sellTitle': 'Deze kaart verkopen?',
  'turn.sellBody': 'Hij verlaat je stad en levert aan het eind {vp} WP op. {line}',
  'turn.sellLast': 'Dit is je laatste verkoop van het spel.',
} as const satisfies CatalogueArea;
