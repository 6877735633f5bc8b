/** de: the board game's score sheet: its lines by source, what each counts, and the winner (BOARD 10, 11). */
export const boardSheet = {
  'boardSheet.title': 'Schlusswertung',
  'boardSheet.total': 'Summe',
  'boardSheet.winner': '{name} gewinnt mit {vp} Siegpunkten.',
  'boardSheet.tieRule': 'Bei Gleichstand gewinnt, wer in Runde 4 zuerst gepasst hat.',
  'boardSheet.cause.cowboys': 'Siegpunkte für Cowboys',
  'boardSheet.cause.buildings': 'Siegpunkte für Gebäude',
  'boardSheet.cause.parcels': 'Siegpunkte für Parzellen',
  'boardSheet.cause.bought': 'Gekaufte Siegpunkte',
  'boardSheet.cause.handIn': 'Abgegebenes Geld',
  'boardSheet.cause.finalMoney': 'Geld am Ende',
  'boardSheet.cause.finalProperty': 'Besitz am Ende',
  'boardSheet.cause.station': 'Bahnhof',
  'boardSheet.why.cowboys': 'In jeder Runde bringt dieser Schritt 1 Siegpunkt je volle 2 Punkte Feuerkraft.',
  'boardSheet.why.buildings':
    'In jeder Runde bringt dieser Schritt 1 Siegpunkt je Gebäude auf deinen Parzellen.',
  'boardSheet.why.parcels': 'In jeder Runde bringt dieser Schritt 1 Siegpunkt je 2 eigene Parzellen.',
  'boardSheet.why.bought': 'Auf den Siegpunktfeldern gekaufte Siegpunkte, zu $2 bis $5 das Stück.',
  'boardSheet.why.handIn': 'Geld über deinem Geldlimit am Rundenende: 1 Siegpunkt je volle abgegebene $10.',
  'boardSheet.why.governor': '1 Siegpunkt je Straße, die eine neue Parzelle ans Straßennetz anschloss.',
  'boardSheet.why.gunsmith':
    '2 Siegpunkte je gewonnenes Duell in einer Runde, in der du diese Karte hattest.',
  'boardSheet.why.undertaker':
    'Siegpunkte, die du für verlorene Duelle abgeben musstest, während jemand anderes diese Karte hatte.',
  'boardSheet.why.finalMoney': '1 Siegpunkt je volle $6, die übrig sind.',
  'boardSheet.why.finalProperty':
    '2 Siegpunkte je Gebäude, Wohnhaus und Berg auf deinen Parzellen; ein Stadthaus zählt 4.',
  'boardSheet.why.station':
    'Für den Besitzer des Bahnhofs: 1 Siegpunkt je 2 Haussymbole in der ganzen Stadt.',
  'boardSheet.why.teacher':
    'In Runde 4: 2 Siegpunkte je eigene Schule, Gefängnis und Kirche, und 2 weitere ohne Saloon.',
  'boardSheet.again': 'Neues Brettspiel',
  'boardSheet.title2': 'Hauptmenü',
} as const;
