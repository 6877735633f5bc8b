/** German: what hovering or long-pressing a board space, building, person or track explains (rulebook terms). */
import type { CatalogueArea } from '../catalogue';

export const boardTips = {
  'boardTips.space.roads1': {
    one: 'Der Sieger nimmt 1 Straße in seinen Vorrat.',
    other: 'Der Sieger nimmt {count} Straßen in seinen Vorrat.',
  },
  'boardTips.space.roads2': {
    one: 'Jeder Cowboy hier bringt seinem Besitzer 1 Straße.',
    other: 'Jeder Cowboy hier bringt seinem Besitzer {count} Straßen.',
  },
  'boardTips.space.wages': 'Jeder Cowboy hier verdient ${money}.',
  'boardTips.space.ammo':
    'Der Sieger erhält das Plättchen „3 Revolver“: +{firepower} Feuerkraft für den Rest der Runde.',
  'boardTips.space.building': 'Der Sieger darf das Gebäude auf diesem Feld für ${price} kaufen und bauen.',
  'boardTips.space.incParcels': 'Der Sieger erhält ${money} je eigene Parzelle.',
  'boardTips.space.incCowboys': 'Der Sieger erhält ${money} je Punkt Feuerkraft.',
  'boardTips.space.gamble': 'Der Sieger würfelt mit beiden Würfeln und erhält die Augensumme in Dollar.',
  'boardTips.space.vp': 'Der Sieger darf beliebig viele Siegpunkte zu je ${price} kaufen.',
  'boardTips.space.vpCowboys': 'Der Sieger erhält 1 Siegpunkt je {per} Punkte Feuerkraft.',
  'boardTips.space.vpBuildings': 'Der Sieger erhält 1 Siegpunkt je Gebäude auf seinen Parzellen.',
  'boardTips.space.vpParcels': 'Der Sieger erhält 1 Siegpunkt je {per} eigene Parzellen.',
  'boardTips.space.shared': 'Hier dürfen beliebig viele Cowboys stehen, und niemand duelliert sich.',
  'boardTips.space.duel': 'Stehen hier mehrere Spieler, gibt es ein Duell; nur der Sieger handelt.',

  'boardTips.building.road': 'Braucht eine Straße an einer Seite oder Ecke seiner Parzelle.',
  'boardTips.building.noRoad': 'Braucht keine Straße.',
  'boardTips.building.straightRoad':
    'Braucht an einer Seite seiner Parzelle eine gerade Straße quer durch die ganze Stadt.',
  'boardTips.building.houses': {
    zero: 'Bringt kein Wohnhaus mit.',
    one: 'Bringt 1 Wohnhaus gratis mit.',
    other: 'Bringt {count} Wohnhäuser gratis mit.',
  },
  'boardTips.building.revolvers': {
    one: 'Gibt seinem Besitzer 1 Revolver.',
    other: 'Gibt seinem Besitzer {count} Revolver.',
  },
  'boardTips.building.attackable': 'Kann angegriffen werden.',
  'boardTips.building.safe': 'Kann nie angegriffen werden.',
  'boardTips.building.noIncome': 'Bringt kein Einkommen.',
  'boardTips.building.cap': 'Bringt höchstens ${cap} pro Runde.',
  'boardTips.building.symbols': {
    one: 'Zählt für seine Nachbarn als 1 Wohnhaus.',
    other: 'Zählt für seine Nachbarn als {count} Wohnhäuser.',
  },
  'boardTips.rate.empty': '${each} je leere Parzelle ringsum (mindestens ${each}).',
  'boardTips.rate.mountains': '${each} je Berg ringsum.',
  'boardTips.rate.symbols': '${each} je Wohnhaus ringsum.',
  'boardTips.rate.ownSymbols': '${each} je Wohnhaus ringsum auf Parzellen des Besitzers.',
  'boardTips.rate.otherSymbols': '${each} je Wohnhaus ringsum auf anderen Parzellen.',
  'boardTips.rate.ownRanches': '${each} je Ranch des Besitzers.',
  'boardTips.rate.ownMines': '${each} je Mine des Besitzers.',
  'boardTips.rate.round': '${each} mal die Rundenzahl.',
  'boardTips.rate.fixed': 'Immer ${each}.',
  'boardTips.special.church': 'Gebäude seines Besitzers daneben können nicht angegriffen werden.',
  'boardTips.special.station': 'Am Spielende: 1 Siegpunkt je 2 Wohnhäuser in der ganzen Stadt.',
  'boardTips.special.townHall':
    'Gehört niemandem. Ein Cowboy darauf bringt den Gebäuden seines Besitzers eine Einkommensstufe mehr.',

  'boardTips.character.number': 'Nummer {number}: Platz auf der Aktionsleiste. Geldlimit ${limit}.',
  'boardTips.character.paperboy': 'Zahlt $3 und nimmt eine zweite Person aus der Auslage.',
  'boardTips.character.sheriff':
    'Erhält für die Runde den weißen Cowboy: Er duelliert sich nie, und niemand darf zu ihm aufs Feld.',
  'boardTips.character.banker': 'Erhält sofort $9.',
  'boardTips.character.grocer':
    'Verdoppelt das Einkommen einer Gebäudeart in dieser Runde oder nimmt stattdessen ${money}.',
  'boardTips.character.coolie':
    'Erhält sofort 2 Straßen; Gebäude kosten in dieser Runde die Hälfte, aufgerundet.',
  'boardTips.character.settler': 'Erhält sofort eine unverkaufte Parzelle umsonst.',
  'boardTips.character.captain': 'Darf sofort bis zu 3 Cowboys anheuern, für {prices}.',
  'boardTips.character.mercenary': '+{firepower} Feuerkraft in dieser Runde.',
  'boardTips.character.chief': 'Die Würfel bringen sofort 2 Parzellen umsonst.',
  'boardTips.character.goldSeeker':
    'Darf sofort für $10 eine Mine auf eine leere, unverkaufte Parzelle setzen.',
  'boardTips.character.gunsmith': '2 Siegpunkte für jedes in dieser Runde gewonnene Duell.',
  'boardTips.character.singer':
    'Erhält 2 Plättchen „Kein Duell“: Ein Cowboy damit handelt ohne Duell auf Straßen (1), einem Einkommens- oder Siegpunktfeld.',
  'boardTips.character.auctioneer':
    'Bringt sofort zwei unverkaufte Parzellen zur Auktion und erhält die Hälfte des Höchstgebots.',
  'boardTips.character.governor':
    'Erhält sofort 1 Straße; 1 Siegpunkt je Straße dieser Runde, die eine neue Parzelle anschließt.',
  'boardTips.character.doctor':
    'Ein im Duell unterlegener Cowboy darf dem Doktor $3 zahlen und auf ein freies, später folgendes Feld ziehen.',
  'boardTips.character.cowboy': 'Ohne eigene Fähigkeit im Grundspiel.',
  'boardTips.character.heroes':
    'Deine Gebäude sind in dieser Runde nicht angreifbar, und du darfst nicht angreifen.',
  'boardTips.character.lawyer':
    'Kauft sofort eine unverkaufte Parzelle zu ihrem Preis; deine Parzellenkäufe dieser Runde kann niemand anfechten.',
  'boardTips.character.teacher':
    'Runde 1 bis 3: Du stehst nächste Runde vorn auf der Passleiste. Runde 4: Siegpunkte für Schulen, Gefängnisse, Kirchen und keinen Saloon.',

  'boardTips.track.order':
    'Aktionsleiste: In der Cowboy-Phase ist man in der Reihenfolge der Personennummern am Zug.',
  'boardTips.track.pass':
    'Passleiste: die Reihenfolge, in der gepasst wurde. Sie bestimmt die Personenwahl der nächsten Runde und entscheidet Gleichstände.',
  'boardTips.track.round':
    'Rundenanzeiger: Das Spiel dauert 4 Runden; jede Runde sperrt ein weiteres Siegpunktfeld.',
  'boardTips.track.vp': 'Die Siegpunkte jedes Spielers.',
} as const satisfies CatalogueArea;
