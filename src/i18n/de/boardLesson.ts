/** de: the board game's guided first game: each step's note, a wrong move's explanation, and the buttons (BOARD 2..10). */
export const boardLesson = {
  'boardLesson.title': 'Lektion {step} von {count}',
  'boardLesson.next': 'Weiter',
  'boardLesson.waiting': 'Die anderen sind am Zug …',
  'boardLesson.choice.realGame': 'Ein echtes Spiel beginnen',
  'boardLesson.choice.replay': 'Lektion von vorn',
  'boardLesson.step.welcome':
    'Willkommen in Carson City! Mit zwei Gegnern baust du in vier Runden eine Stadt auf. Wer die meisten Siegpunkte hat, gewinnt. Tippe auf {next}, wenn ein Hinweis keinen Zug von dir verlangt.',
  'boardLesson.step.town':
    'Das ist die Stadt mit 8 mal 8 Parzellen. Das Haus in der Mitte ist das Zentrum, an allen vier Seiten liegt eine Straße. Die grauen Gipfel sind Berge.',
  'boardLesson.step.start1':
    'Vor Runde 1 bekommt jeder zwei Parzellen geschenkt. Nimm die hervorgehobene Parzelle direkt über dem Zentrum.',
  'boardLesson.step.start2': 'Jetzt die Parzelle daneben, die ebenfalls ans Zentrum grenzt.',
  'boardLesson.step.characters':
    'Jede Runde beginnt mit einer Person. Ihre Nummer bestimmt, wer zuerst Cowboys setzt; jede hat eine Fähigkeit und ein Geldlimit: so viel Geld darfst du behalten.',
  'boardLesson.step.pickCharacter':
    'Nimm den {name}. Du setzt als Letzter und siehst, wohin die anderen gegangen sind, und im Duell hast du 3 Feuerkraft mehr.',
  'boardLesson.step.path':
    'Oben liegen die Aktionsfelder. Ein Cowboy auf einem Feld führt dessen Aktion aus, sobald sie an der Reihe ist: Straßen, Lohn, ein Gebäude, Einkommen, Siegpunkte. Ein Cowboy auf einer unverkauften Parzelle kauft sie.',
  'boardLesson.step.placeParcel':
    'Stell einen Cowboy auf die hervorgehobene Parzelle. Sie ist günstig: $1 plus $1 für alles, was darauf und rundherum steht.',
  'boardLesson.step.placeBuilding':
    'Stell einen Cowboy auf den {building} auf dem $5-Feld. Kommt niemand dazu, darfst du ihn kaufen.',
  'boardLesson.step.placeDuel':
    'Auf dieser Bergparzelle steht schon ein Cowboy eines Gegners. Geh dazu: Zwei Cowboys auf einem Platz bedeuten ein Duell.',
  'boardLesson.step.pass':
    'Das reicht für diese Runde. Passe: Wer früher passt, ist nächste Runde früher dran und gewinnt mehr Gleichstände.',
  'boardLesson.step.actions':
    'Alle haben gepasst. Jetzt werden die Aktionsfelder vom Anfang bis zum Ende abgearbeitet, und jeder Cowboy führt seine Aktion aus.',
  'boardLesson.step.buyParcel': 'Dein Cowboy steht allein auf der Parzelle. Kauf sie für ${price}.',
  'boardLesson.step.duel':
    'Duell um die Bergparzelle! Jede Seite würfelt und zählt ihre Feuerkraft dazu: Revolver plus die Cowboys, die zu Hause warten, bei dir noch 3 mehr. Du hattest {mine} gegen {theirs} und hast gewonnen.',
  'boardLesson.step.buyDuelParcel': 'Wer gewinnt, darf die Parzelle kaufen. Kauf sie für ${price}.',
  'boardLesson.step.network':
    'Du hast den {building} gewonnen. Ein Gebäude braucht eine eigene Parzelle am Straßennetz, und deine neue Parzelle liegt noch nicht daran.',
  'boardLesson.step.road':
    'Leg deine Straße an die hervorgehobene Kante. Eine Straße muss ans Netz anschließen, und nun erreicht sie deine Parzelle. Straßen darfst du legen, wann immer du am Zug bist.',
  'boardLesson.step.build':
    'Bau den {building} auf deine Parzelle. Dazu gibt es ein Haus umsonst; stell es auf die hervorgehobene Parzelle direkt daneben.',
  'boardLesson.step.income':
    'Zahltag! Dein {building} hat ${amount} eingebracht: Er zahlt für jedes Haus nebenan. Nachbarn lohnen sich also.',
  'boardLesson.step.handIn':
    'Die Runde endet. Geld über dem Geldlimit deiner Person musst du abgeben, und für je volle $10 gibt es 1 Siegpunkt. Du liegst darunter: Behalte dein Geld.',
  'boardLesson.step.roundEnd':
    'Eine neue Runde: Alle bekommen frische Cowboys, unverkaufte Gebäude rutschen auf billigere Felder, und die Personen sind wieder frei.',
  'boardLesson.step.autoPlay':
    'Jetzt kennst du das Wichtigste. Sieh zu, wie die drei übrigen Runden ablaufen; deine Züge werden für dich gemacht.',
  'boardLesson.step.finalScore':
    'Das Spiel ist vorbei. Geld und Besitz bringen noch ein paar Siegpunkte. Du hast {vp} Siegpunkte, und {winner} gewinnt.',
  'boardLesson.step.done': 'Das war deine erste Partie Carson City. Bereit für eine echte?',
  'boardLesson.why.readFirst': 'Lies zuerst diesen Hinweis und tippe dann auf {next}.',
  'boardLesson.why.watch': 'Der Rest des Spiels läuft von allein: Schau einfach zu.',
  'boardLesson.why.otherStart':
    'Nimm die hervorgehobene Parzelle: Sie grenzt ans Zentrum, dort kannst du später bauen.',
  'boardLesson.why.otherCharacter': 'Nimm in dieser Lektion den {name}.',
  'boardLesson.why.otherParcel': 'Die ginge auch, aber in der Lektion kaufst du die hervorgehobene.',
  'boardLesson.why.otherSpace': 'Das ginge auch, aber die Lektion nutzt das hervorgehobene Feld.',
  'boardLesson.why.plainCowboy': 'Nimm hier einen gewöhnlichen Cowboy, ohne besonderes Plättchen.',
  'boardLesson.why.notPassYet': 'Noch nicht: Stell zuerst einen Cowboy auf den hervorgehobenen Platz.',
  'boardLesson.why.passNow':
    'Lass die letzten Cowboys diesmal zu Hause, sie erhöhen deine Feuerkraft. Passe jetzt.',
  'boardLesson.why.roadLater': 'Straßen kommen etwas später in der Lektion.',
  'boardLesson.why.otherRoad':
    'Diese Straße schließt ans Netz an, aber nur die hervorgehobene erreicht deine Parzelle.',
  'boardLesson.why.buyIt': 'Kauf sie: Die Lektion braucht das.',
  'boardLesson.why.otherBuild':
    'Bau auf deine hervorgehobene Parzelle, mit dem Haus auf der Parzelle daneben.',
  'boardLesson.why.buildIt': 'Heb ihn nicht auf, bau ihn jetzt.',
  'boardLesson.why.keepMoney': 'Du musst noch nichts abgeben: Du liegst unter deinem Geldlimit.',
  'boardLesson.why.notNow': 'Das gehört nicht zu diesem Schritt. Folge dem Hinweis.',
} as const;
