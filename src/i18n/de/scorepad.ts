/** German: the scorepad for a physical game. */
import type { CatalogueArea } from '../catalogue';

export const scorepad = {
  'title.scorepad': 'Tischpartie werten',
  'pad.title': 'Wertungsblock',
  'pad.help':
    'Tippe eine Parzelle an, um ihren Inhalt weiterzuschalten, oder wähle einen Inhalt und tippe Parzellen an.',
  'pad.cardHelp':
    'Wähle die vier Parzellen einer Karte, dann tippe dorthin, wo ihre Parzelle oben links liegt.',
  'pad.cycle': 'Weiter',
  'pad.cycleTip':
    '{tool}\nMit diesem Werkzeug legt jedes Tippen auf eine Parzelle den nächsten Inhalt darauf. Tippe weiter, bis die Parzelle zeigt, was in deiner Stadt dort liegt.',
  'pad.cardMode': '2x2-Karte',
  'pad.parcelMode': 'Parzellen',
  'pad.clear': 'Stadt leeren',
  'pad.characters': 'Eigene Personen',
  'pad.sold': 'Vom Auktionator verkauft: {count}',
  'pad.total': 'Summe',
  'pad.player': 'Spieler {n}',
  'pad.add': '+ Spieler',
  'pad.remove': 'Spieler entfernen',
  'pad.results': 'Ergebnis',
  'pad.back': 'Zurück zu den Städten',
  'pad.resultRow': '{name}: {total} SP',
  'pad.winner': 'Gewonnen: {names}',
  'pad.unsure': { one: '{count} Fehler', other: '{count} Fehler' },
  'pad.ok': 'Kein Problem gefunden: Jede Parzelle und Karte bisher kann so in einer echten Stadt liegen.',
  'pad.fix': 'Behebe die markierten Fehler: vorher ist die Summe nicht endgültig.',
  'pad.cardRefused': 'Diese Karte kann dort nicht liegen: {why}',
  'pad.problem.tooBig': 'Die Stadt ist größer als erlaubt.',
  'pad.problem.notConnected': 'Diese Parzellen berühren den Rest der Stadt nicht.',
  'pad.problem.notACard': 'Keine 2x2-Karte könnte diese Parzellen abdecken.',
  'pad.problem.tooMany': 'Mehr {content}, als die Stapel enthalten (höchstens {max}).',
  'pad.problem.characterTwice': '{character} steht zweimal da.',
  'pad.problem.soldWithout': 'Nur der Auktionator verkauft Karten.',
  'pad.problem.tooManySold': 'Der Auktionator verkauft höchstens {max} Karten.',
  'pad.cellTip': '{content}\nAntippen zum Ändern.',
  'pad.empty': 'Keine Karte',
  'pad.keys':
    'Pfeiltasten bewegen, Enter oder Leertaste füllt die Parzelle, Entf leert sie. Ein Buchstabe wählt einen Inhalt nach seinem Namen; [ und ] blättern.',
} as const satisfies CatalogueArea;
