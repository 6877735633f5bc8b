/** German: the table's newer turn texts (sell confirm, Auctioneer limits, touch wording, hand-off buttons, key names). */
import type { CatalogueArea } from '../catalogue';

/** German turn texts by key. */
export const turns = {
  'turn.spotTapPlace': '{delta} SP · zum Legen erneut tippen',
  'seat.choosing': 'wählt',
  'log.choosesBid': '{name} wählt ein Gebot.',
  'log.choosesBidYou': 'Du wählst ein Gebot.',
  'log.makesMove': '{name} macht einen Zug.',
  'log.makesMoveYou': 'Du machst einen Zug.',
  'handoff.labelBid': 'Ich bin {name}: meine Hand zeigen, um ein Gebot zu wählen',
  'handoff.labelPrompt': 'Ich bin {name}: meine Wahl der Personenfähigkeit zeigen',
  'handoff.labelTake': 'Ich bin {name}: meinen Zug zeigen, um eine Karte zu nehmen',
  'handoff.labelPaperboy': 'Ich bin {name}: die Wahl des Zeitungsjungen zeigen',
  'handoff.labelOther': 'Ich bin {name}: meinen Zug zeigen',
  'turn.pickToSell': 'Zum Verkauf wählen (Auktionator)',
  'key.esc': 'Esc',
  'key.enter': 'Enter',
  'turn.keyed': '{label} ({key})',
  'turn.bidKeys': ' Tasten 1–9 wählen, Enter bestätigt.',
  'turn.addThe': '{name} holen',
  'turn.paperboyFocus': '{name}: {text}',
  'turn.sellUntilEra2': 'bis Epoche II',
  'turn.sellUntilEnd': 'für den Rest des Spiels',
  'turn.sellHowKeys': 'Klicke eine mit $ markierte Karte deiner Stadt an (S wechselt), dann bestätige.',
  'turn.sellHowTouch': 'Tippe eine mit $ markierte Karte deiner Stadt an, dann bestätige.',
  'turn.sellOneMore': 'noch eine Karte',
  'turn.sellUpTo': { one: 'bis zu {count} Karte', other: 'bis zu {count} Karten' },
  'turn.sellingLine':
    'Auktionator: Du darfst jetzt {count} verkaufen, nur in diesem Zug. Nach diesem Zug ist der Auktionator {until} verbraucht. {how}',
  'turn.takeBodyTouch': 'Tippe eine Karte der Auslage an. Eine Geländekarte kommt dann in deine Stadt.{sell}',
  'turn.placeBodyTouch':
    'Tippe einen leuchtenden Platz an, dann noch einmal oder auf {place}. Jede Zahl ist die Änderung deiner Punkte.',
  'turn.sellTitle': 'Diese Karte verkaufen?',
  'turn.sellBody': 'Sie verlässt deine Stadt und bringt am Ende {vp} SP. {line}',
  'turn.sellLast': 'Das ist dein letzter Verkauf im Spiel.',
} as const satisfies CatalogueArea;
