/** German: the board game's rules reference in this edition's own words, with the rulebook's terms. */
import type { CatalogueArea } from '../catalogue';

export const boardRules = {
  'boardRules.setup.title': 'Spielaufbau',
  'boardRules.setup.1':
    'Carson City dauert 4 Runden. Gespielt wird auf einem Raster von 8 mal 8 Parzellen, darüber schlängelt sich die Reihe der Aktionsfelder. Wer nach Runde 4 die meisten Siegpunkte hat, gewinnt.',
  'boardRules.setup.2':
    'Zu Beginn hat jeder $15, 3 Cowboys, 1 Straße, 1 Revolver und 12 Besitzplättchen seiner Farbe. Was du an Cowboys und Straßen hältst, ist dein persönlicher Vorrat; alles Übrige liegt im allgemeinen Vorrat.',
  'boardRules.setup.3':
    'Zwei Würfel bestimmen das Stadtzentrum innerhalb des äußeren Rings: Es erhält ein Wohnhaus und an allen vier Seiten eine Straße. Neun weitere Würfe verteilen die Berge.',
  'boardRules.setup.4':
    'Sieben Gebäude kommen auf die Gebäudefelder: je zwei Ranches und Minen auf feste Felder, drei aus dem Beutel gezogen. Danach markiert jeder zwei Start-Parzellen, die erste in umgekehrter Reihenfolge, die zweite in Spielreihenfolge.',
  'boardRules.setup.5':
    'Sieben Personen werden ausgelegt (acht, wenn der Zeitungsjunge dabei ist). Die Reihenfolge der ersten Runde wird ausgelost.',

  'boardRules.round.title': 'Eine Runde',
  'boardRules.round.1': 'Jede Runde besteht aus vier Phasen:',
  'boardRules.round.2':
    '• Personen: In der Reihenfolge der Passleiste nimmt sich jeder eine Person; manche wirken sofort beim Nehmen.',
  'boardRules.round.3':
    '• Cowboys: Nach den Nummern der Personen (niedrigste zuerst) setzt reihum jeder einen Cowboy auf ein Aktionsfeld, eine unverkaufte Parzelle oder ein Gebäude, bis alle gepasst haben.',
  'boardRules.round.4':
    '• Aktionen: Die Aktionsfelder werden der Reihe nach abgearbeitet. Umkämpfte Felder werden zuerst per Duell entschieden.',
  'boardRules.round.5':
    '• Rundenende: Geld über dem Geldlimit wird abgegeben, neue Cowboys kommen hinzu und die Gebäudeauslage wird aufgefüllt.',
  'boardRules.round.6':
    'Wer zuerst passt, steht auf der Passleiste vorn. Diese Leiste entscheidet auch jeden Gleichstand zugunsten dessen, der früher gepasst hat.',

  'boardRules.characters.title': 'Personen',
  'boardRules.characters.1':
    'Jede Personenkarte zeigt eine Nummer, ein Geldlimit und eine Fähigkeit. Die Nummer legt deinen Platz auf der Aktionsleiste fest; das Geldlimit sagt, wie viel Geld du am Rundenende behalten darfst.',
  'boardRules.characters.2':
    'Manche Fähigkeiten wirken sofort beim Nehmen (Geld, Straßen, eine Gratis-Parzelle, zusätzliche Cowboys), andere gelten die ganze Runde (mehr Feuerkraft, billigere Gebäude, Schutz vor Angriffen).',
  'boardRules.characters.3':
    'Zeige mit der Maus auf eine Personenkarte oder halte den Finger darauf, um Fähigkeit und Geldlimit zu lesen.',
  'boardRules.characters.4':
    'Am Ende jeder Runde kehren alle Karten in die Auslage zurück; dieselbe Person kann also in der nächsten Runde jemand anderem dienen.',

  'boardRules.spaces.title': 'Die Aktionsfelder',
  'boardRules.spaces.1':
    'Die Aktionsfelder werden in dieser Reihenfolge ausgeführt. Auf den meisten Feldern handelt nur ein Cowboy; stehen mehrere Spieler dort, gibt es zuerst ein Duell.',
  'boardRules.spaces.2':
    '• Straßen (1) bringt 3 Straßen. Straßen (2) und Lohn sind für alle offen: Jeder Cowboy dort erhält 1 Straße bzw. $4, ohne Duell.',
  'boardRules.spaces.3':
    '• Munition gibt das Plättchen „3 Revolver“ für den Rest der Runde. Danach werden Parzellen mit Cowboys gekauft und die sieben Gebäudefelder verkauft, das teuerste zuerst.',
  'boardRules.spaces.4':
    '• Einkommen: $2 je eigene Parzelle, $2 je Punkt Feuerkraft oder beim Glücksspiel die Augensumme zweier Würfel. Danach zahlt jedes Gebäude seinem Besitzer, ganz ohne Cowboy.',
  'boardRules.spaces.5':
    '• Siegpunkte: Vier Felder verkaufen Siegpunkte zu je $2, $3, $4 oder $5 (der Rundenanzeiger sperrt Runde um Runde die billigen); dann 1 Siegpunkt je 2 Feuerkraft, 1 je eigenes Gebäude oder 1 je 2 Parzellen.',
  'boardRules.spaces.6':
    'Auf jede Aktion darf man verzichten. Ein Cowboy, der an der Reihe war, kommt in den allgemeinen Vorrat.',

  'boardRules.duels.title': 'Duelle und Feuerkraft',
  'boardRules.duels.1':
    'Deine Feuerkraft ist die Zahl der Cowboys in deinem persönlichen Vorrat, plus deine Revolver, plus die Boni dieser Runde (das Munitionsplättchen, der Revolverheld).',
  'boardRules.duels.2':
    'Stehen Cowboys mehrerer Spieler auf einem Feld, einer Parzelle oder einem Gebäude, würfelt jeder und zählt seine Feuerkraft dazu. Die höchste Summe gewinnt; bei Gleichstand gewinnt, wer früher gepasst hat.',
  'boardRules.duels.3':
    'Der Sieger darf die Aktion ausführen. Unterlegene Cowboys kehren in den persönlichen Vorrat zurück und zählen dort für den Rest der Runde zur Feuerkraft.',
  'boardRules.duels.4':
    'Ein Cowboy auf dem Gebäude eines Mitspielers greift es an; der Besitzer darf einen Cowboy zur Verteidigung dazusetzen. Das Duell findet kurz vor dem Gebäudeeinkommen statt. Ein siegreicher Angreifer erhält die Hälfte des Einkommens, abgerundet.',
  'boardRules.duels.5':
    'Kirchen, Gefängnisse, Schulen, der Bahnhof und das Rathaus sind nicht angreifbar, ebenso wenig Gebäude neben einer Kirche ihres Besitzers.',

  'boardRules.town.title': 'Die Stadt bauen',
  'boardRules.town.1':
    'Eine Parzelle kostet $1 plus $1 für jedes Gebäude, Wohnhaus oder jeden Berg auf ihr und auf den acht Parzellen ringsum. Gekauft wird sie mit einem Cowboy, der auf ihr steht; du brauchst ein freies Besitzplättchen.',
  'boardRules.town.2':
    'Ein Gebäude von einem Gebäudefeld muss auf eine leere eigene Parzelle, die an einer Seite oder Ecke eine Straße berührt. Ranches und Minen brauchen keine Straße.',
  'boardRules.town.3':
    'Die meisten Gebäude bringen ein Wohnhaus gratis mit, das auf eine beliebige leere Parzelle am Straßennetz kommt (eigene, unverkaufte oder mit Zustimmung die eines Mitspielers). Eine Schule bringt drei, Ranches und Minen keines.',
  'boardRules.town.4':
    'Statt eines neuen Wohnhauses darfst du ein vorhandenes zum Stadthaus aufstocken, wenn alle Parzellen ringsum belegt oder in Besitz sind.',
  'boardRules.town.5':
    'Ein Gebäude, das du nicht bauen kannst oder willst, bleibt in deinem Vorrat und kann am Ende eines späteren Gebäudeschritts gebaut werden. Straßen aus dem Vorrat legst du jederzeit an das bestehende Netz an.',
  'boardRules.town.6':
    'Das Rathaus wird nie gekauft: Sobald es gezogen wird, kommt es sofort ins Spiel. Wer dort einen Cowboy stehen hat, bekommt für seine Gebäude eine Einkommensstufe mehr.',

  'boardRules.income.title': 'Gebäudeeinkommen',
  'boardRules.income.1':
    'Ein Wohnhaus zählt für ein benachbartes Gebäude, wenn es auf einer unverkauften Parzelle oder einer Parzelle des Gebäudebesitzers steht. Hotels und der Bahnhof zählen als zwei Wohnhäuser, Ranches, Kirchen, Schulen und das Rathaus als eines.',
  'boardRules.income.2': '• Ranch: $1 je leere Parzelle ringsum (mindestens $1). Mine: $3 je Berg ringsum.',
  'boardRules.income.3':
    '• Drugstore: $3 je Wohnhaus ringsum und je eigene Ranch. Bank: $3 je Wohnhaus ringsum und je eigene Mine. Saloon: $5 je Wohnhaus ringsum.',
  'boardRules.income.4':
    '• Hotel: immer $6. Schmiede: $5 mal die Rundenzahl plus $5 je eigene Ranch. General Store: $6 je eigenes und $3 je fremdes Wohnhaus ringsum.',
  'boardRules.income.5':
    'Jede Gebäudeart hat ein Höchsteinkommen. Zeige auf ein Gebäude in der Stadt, um zu sehen, wie sich sein Einkommen in dieser Runde zusammensetzt.',

  'boardRules.roundEnd.title': 'Rundenende',
  'boardRules.roundEnd.1':
    'Geld über dem Geldlimit deiner Person musst du abgeben, und du darfst mehr abgeben. Für je volle $10 gibt es 1 Siegpunkt.',
  'boardRules.roundEnd.2':
    'Der Rundenanzeiger rückt weiter und sperrt ein weiteres Siegpunktfeld. Du erhältst neue Cowboys (4 nach Runde 1, je 5 nach Runde 2 und 3), aber nie mehr als die 10 deiner Farbe.',
  'boardRules.roundEnd.3':
    'Die Personen kehren in die Auslage zurück. Nicht verkaufte Gebäude rutschen auf die billigsten Felder, leere Felder werden aus dem Beutel aufgefüllt.',

  'boardRules.scoring.title': 'Endwertung',
  'boardRules.scoring.1': 'Nach Runde 4 und der letzten Geldabgabe erhält jeder Spieler:',
  'boardRules.scoring.2': '• 1 Siegpunkt je $6, die übrig sind;',
  'boardRules.scoring.3':
    '• 2 Siegpunkte für jedes Gebäude, Wohnhaus und jeden Berg auf eigenen Parzellen (ein Stadthaus zählt als zwei Wohnhäuser);',
  'boardRules.scoring.4':
    '• die Siegpunkte des Bahnhofs für die Wohnhäuser der ganzen Stadt und die der Lehrerin in der letzten Runde.',

  'boardRules.end.title': 'Spielende',
  'boardRules.end.1':
    'Das Spiel endet nach der vierten Runde. Wer die meisten Siegpunkte hat, gewinnt; bei Gleichstand siegt, wer in Runde 4 früher gepasst hat.',
  'boardRules.end.2':
    'Aufgehobene Gebäude im Vorrat und leere Parzellen bringen am Ende nichts; bau also, was du kaufst.',
} as const satisfies CatalogueArea;
