/** German: the guided first game and the first game's hints. */
import type { CatalogueArea } from '../catalogue';

export const tutorial = {
  'tutorial.playerName': 'Du',
  'tutorial.title': 'Spiel lernen · Schritt {step} von {count}',
  'tutorial.next': 'Weiter',
  'tutorial.openSheet': 'Wertungsbogen öffnen',
  'tutorial.leave': 'Verlassen',
  'tutorial.skip': 'Überspringen',
  'tutorial.realGame': 'Echtes Spiel starten',
  'tutorial.again': 'Lektion wiederholen',
  'tutorial.toTitle': 'Hauptmenü',
  'tutorial.tryAgain': 'Nicht ganz',
  'tutorial.step.welcome':
    'Willkommen in Carson City! Du baust Karte für Karte eine kleine Stadt im Wilden Westen. Drei virtuelle Spieler, Ada, Bo und Cy, sitzen mit am Tisch. In jeder Runde bietest du und nimmst dann eine Karte. Drücke {next}.',
  'tutorial.step.offer':
    'Diese Reihe ist die Auslage: eine Person und vier Geländekarten. Diese Runde nimmt jeder genau eine davon, das höchste Gebot zuerst.',
  'tutorial.step.scoring':
    'Der {name} ist eine Wertungsperson: Während des Spiels tut er nichts, aber am Spielende bringt er der Stadt seines Besitzers Punkte.',
  'tutorial.step.back':
    'Sieh dir die Rückseite der nächsten Person auf dem Stapel an: sechs Farben in einer Reihe. Bei gleichen Geboten gewinnt die Farbe weiter links. Deine Farbe ist der Stern, und er steht hier vor dem Stiefel.',
  'tutorial.step.bid':
    'Jetzt wird geboten. Wähle deine 7 und bestätige. Gebote bleiben geheim, bis alle gewählt haben, und jede Auktionskarte kannst du nur einmal pro Epoche spielen.',
  'tutorial.step.tie':
    'Cy hat auch eine 7 gezeigt. Auf der Rückseite der nächsten Person steht dein Stern vor Cys Stiefel, also nimmst du zuerst. Die Zahlen an den Plätzen zeigen die Reihenfolge.',
  'tutorial.step.virtual':
    'Ada, Bo und Cy sind virtuelle Spieler. Sie bieten die oberste Karte eines verdeckten Stapels, nehmen immer die Karte mit dem höchsten Reiz (die kleine Zahl auf der Karte) und bauen nicht. Ihre Punkte sind der Reiz aller genommenen Karten.',
  'tutorial.step.firstCard':
    'Du bist mit Nehmen dran. Wähle die Karte mit Berg und Mine, tippe dann auf den leuchtenden Platz in deiner Stadt und drücke {place}. Die erste Karte darf überallhin.',
  'tutorial.step.building':
    'Deine Stadt hat begonnen. Jede neue Karte muss sie an einer Seite berühren oder teilweise auf ihr liegen, und die ganze Stadt muss in 8 mal 8 Parzellen passen.',
  'tutorial.step.bid2': 'Eine neue Runde. Biete diesmal deine 8.',
  'tutorial.step.cover':
    'Nimm die Ranch-Karte und lege sie an den linken Rand, so dass sie deine zwei leeren Parzellen bedeckt. Leeres Land darf von allem bedeckt werden, ein Berg nur von einem Berg, ein Gebäude nur von demselben Gebäude und ein Wohnhaus von einem Wohnhaus oder Stadthaus.',
  'tutorial.step.action':
    'Die {name} sind Aktionspersonen: Einmal pro Epoche darf ihr Besitzer sie zu ihrem Zeitpunkt nutzen, um die Auktion zu beeinflussen. Danach liegen sie bis zur nächsten Epoche seitwärts.',
  'tutorial.step.bid3': 'Biete deine 9: Damit wählst du sicher zuerst.',
  'tutorial.step.takeHeroes': 'Nimm die {name}. Personen liegen neben deiner Stadt, nicht darin.',
  'tutorial.step.fastForward':
    'Die übrigen sechs Runden der ersten Epoche laufen jetzt schnell von selbst. In jeder wird für dich deine höchste Auktionskarte gespielt, und die Karte, die am meisten Punkte bringt, wird für dich genommen und dort gelegt, wo sie am besten punktet. Behalte oben den Rundenzähler im Blick und sieh zu, wie deine Stadt wächst.',
  'tutorial.step.era':
    'Runde neun ist vorbei, und damit die erste Epoche. Der Rest ihres Geländestapels ist weg; die zweite Epoche bringt neue Karten. Deine neun Auktionskarten sind wieder auf der Hand, und die {name} stehen wieder aufrecht, bereit zum Einsatz. Noch neun Runden, dann endet das Spiel.',
  'tutorial.step.scoreSheet':
    'Punkte werden erst am Spielende gezählt, auf dem Wertungsbogen: dreizehn Zeilen, jede eine Art zu punkten. Im Moment wäre deine Stadt {vp} SP wert. Drücke „{openSheet}“ und sieh nach, woher sie kommen.',
  'tutorial.step.readSheet':
    'Das ist der Wertungsbogen, als ob das Spiel jetzt endete: Deine Stadt bringt {total} SP. Deine beste Zeile, {line}, bringt {vp} SP. Die eingekreiste Zahl wird daneben erklärt, und ein kleines Bild deiner Stadt hebt die Parzellen hervor, die zählen. Tippe eine andere Zahl an, um ihren Grund zu lesen, dann drücke {next}.',
  'tutorial.step.readSheetPanel':
    'Das ist der Wertungsbogen, als ob das Spiel jetzt endete: Deine Stadt bringt {total} SP. Deine beste Zeile, {line}, bringt {vp} SP. Die Tafel sagt, warum, und hebt in einem kleinen Bild deiner Stadt die Parzellen hervor, die zählen. Tippe auf die Tafel, um den ganzen Bogen zu sehen, tippe eine Zahl an, um ihren Grund zu lesen, und drücke dann {next}.',
  'tutorial.step.done':
    'Das ist das ganze Spiel: bieten, nehmen, bauen und auf die Nachbarn achten. Du bist bereit für ein echtes Spiel gegen virtuelle Spieler.',
  'tutorial.why.readFirst': 'Lies zuerst den Hinweis und drücke dann {next}.',
  'tutorial.why.otherBid':
    'Eine {got} ginge im echten Spiel, aber in dieser Lektion bietest du deine {want}. Wähle die {want} und bestätige.',
  'tutorial.why.otherCard': 'Im echten Spiel ginge diese Karte. Nimm für diese Lektion {name}.',
  'tutorial.why.tooBig': 'Dort würde deine Stadt breiter oder höher als 8 Parzellen.',
  'tutorial.why.notConnected':
    'Dieser Platz berührt deine Stadt nicht. Eine neue Karte muss eine Seite mit ihr teilen oder teilweise auf ihr liegen.',
  'tutorial.why.coversBlocked':
    'Dort würdest du etwas bedecken, das nicht bedeckt werden darf: einen Berg nur mit einem Berg, ein Gebäude nur mit demselben Gebäude.',
  'tutorial.why.otherSpot': 'Dieser Platz ist erlaubt, aber nimm für diese Lektion den leuchtenden Platz.',
  'tutorial.why.notNow': 'Das ist gerade nicht nötig. Folge dem Hinweis.',
  'hint.title': 'Tipp',
  'hint.dismiss': 'Verstanden',
  'hint.bid':
    'Biete hoch für die Karte, die du am meisten willst; ein niedriges Gebot spart hohe Karten für später. Die Rückseite der nächsten Person entscheidet Gleichstände.',
  'hint.place': 'Die Zahlen auf deiner Stadt zeigen, wie viele SP jeder erlaubte Platz jetzt bringen würde.',
  'hint.prompt': 'Du kannst jetzt eine deiner Personen einsetzen. Das ist immer freiwillig.',
  'hint.character':
    'Personen liegen neben der Stadt: Wertungspersonen bringen am Ende Punkte, Aktionspersonen helfen bei der Auktion.',
  'hint.era':
    'Eine neue Epoche: Deine Auktionskarten sind wieder auf der Hand, und genutzte Personen werden wieder aufgerichtet.',
} as const satisfies CatalogueArea;
