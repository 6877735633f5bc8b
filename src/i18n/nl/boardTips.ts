/** Dutch: what hovering or long-pressing a board space, building, character or track explains. */
import type { CatalogueArea } from '../catalogue';

export const boardTips = {
  'boardTips.space.roads1': {
    one: 'De winnaar krijgt 1 weg in zijn voorraad.',
    other: 'De winnaar krijgt {count} wegen in zijn voorraad.',
  },
  'boardTips.space.roads2': {
    one: 'Elke cowboy hier levert zijn eigenaar 1 weg op.',
    other: 'Elke cowboy hier levert zijn eigenaar {count} wegen op.',
  },
  'boardTips.space.wages': 'Elke cowboy hier verdient ${money}.',
  'boardTips.space.ammo':
    'De winnaar krijgt de tegel “3 revolvers”: +{firepower} vuurkracht voor de rest van de ronde.',
  'boardTips.space.building': 'De winnaar mag het gebouw op dit vak kopen voor ${price} en bouwen.',
  'boardTips.space.incParcels': 'De winnaar verdient ${money} per eigen perceel.',
  'boardTips.space.incCowboys': 'De winnaar verdient ${money} per punt vuurkracht.',
  'boardTips.space.gamble': 'De winnaar gooit beide dobbelstenen en krijgt de som in dollars.',
  'boardTips.space.vp': 'De winnaar mag zoveel WP kopen als hij wil, voor ${price} per stuk.',
  'boardTips.space.vpCowboys': 'De winnaar krijgt 1 WP per {per} punten vuurkracht.',
  'boardTips.space.vpBuildings': 'De winnaar krijgt 1 WP per gebouw op zijn percelen.',
  'boardTips.space.vpParcels': 'De winnaar krijgt 1 WP per {per} eigen percelen.',
  'boardTips.space.shared': 'Hier mogen zoveel cowboys staan als je wilt, en niemand duelleert.',
  'boardTips.space.duel': 'Staan hier meerdere spelers, dan volgt een duel; alleen de winnaar doet de actie.',

  'boardTips.building.road': 'Heeft een weg nodig aan een zijde of hoek van zijn perceel.',
  'boardTips.building.noRoad': 'Heeft geen weg nodig.',
  'boardTips.building.straightRoad':
    'Heeft langs een zijde van zijn perceel een rechte weg nodig die de hele stad doorkruist.',
  'boardTips.building.houses': {
    zero: 'Brengt geen huis mee.',
    one: 'Brengt 1 gratis huis mee.',
    other: 'Brengt {count} gratis huizen mee.',
  },
  'boardTips.building.revolvers': {
    one: 'Geeft zijn eigenaar 1 revolver.',
    other: 'Geeft zijn eigenaar {count} revolvers.',
  },
  'boardTips.building.attackable': 'Kan aangevallen worden.',
  'boardTips.building.safe': 'Kan nooit aangevallen worden.',
  'boardTips.building.noIncome': 'Levert geen inkomen op.',
  'boardTips.building.cap': 'Levert hoogstens ${cap} per ronde op.',
  'boardTips.building.symbols': {
    one: 'Telt voor zijn buren als 1 huis.',
    other: 'Telt voor zijn buren als {count} huizen.',
  },
  'boardTips.rate.empty': '${each} per leeg perceel eromheen (minstens ${each}).',
  'boardTips.rate.mountains': '${each} per berg eromheen.',
  'boardTips.rate.symbols': '${each} per huis eromheen.',
  'boardTips.rate.ownSymbols': '${each} per huis eromheen op percelen van de eigenaar.',
  'boardTips.rate.otherSymbols': '${each} per huis eromheen op andere percelen.',
  'boardTips.rate.ownRanches': '${each} per ranch van de eigenaar.',
  'boardTips.rate.ownMines': '${each} per mijn van de eigenaar.',
  'boardTips.rate.round': '${each} maal het rondenummer.',
  'boardTips.rate.fixed': 'Altijd ${each}.',
  'boardTips.special.church': 'Gebouwen van zijn eigenaar ernaast kunnen niet aangevallen worden.',
  'boardTips.special.station': 'Aan het eind: 1 WP per 2 huizen in de hele stad.',
  'boardTips.special.townHall':
    'Is van niemand. Wie er een cowboy op houdt, krijgt één inkomensstap meer voor zijn gebouwen.',

  'boardTips.character.number': 'Nummer {number}: de plaats in de cowboyfase. Geldlimiet ${limit}.',
  'boardTips.character.paperboy': 'Betaalt $3 om ook een tweede personage uit het midden te kiezen.',
  'boardTips.character.sheriff':
    'Krijgt voor de ronde de witte cowboy: die duelleert nooit, en niemand mag bij hem op het vak komen.',
  'boardTips.character.banker': 'Krijgt meteen $9.',
  'boardTips.character.grocer':
    'Verdubbelt deze ronde het inkomen van één soort gebouw, of krijgt in plaats daarvan ${money}.',
  'boardTips.character.coolie':
    'Krijgt meteen 2 wegen; gebouwen kosten deze ronde de helft, naar boven afgerond.',
  'boardTips.character.settler': 'Krijgt meteen gratis een onverkocht perceel.',
  'boardTips.character.captain': 'Mag meteen tot 3 cowboys inhuren, voor {prices}.',
  'boardTips.character.mercenary': '+{firepower} vuurkracht deze ronde.',
  'boardTips.character.chief': 'De dobbelstenen geven meteen 2 gratis percelen.',
  'boardTips.character.goldSeeker':
    'Mag meteen $10 betalen om een mijn op een leeg onverkocht perceel te zetten.',
  'boardTips.character.gunsmith': '2 WP voor elk duel dat je deze ronde wint.',
  'boardTips.character.singer':
    'Krijgt 2 tegels “geen duel”: een cowboy met zo’n tegel doet zijn actie zonder duel op Wegen (1), een inkomens- of WP-vak.',
  'boardTips.character.auctioneer':
    'Zet meteen twee onverkochte percelen op de veiling en krijgt de helft van het winnende bod.',
  'boardTips.character.governor':
    'Krijgt meteen 1 weg; 1 WP voor elke weg van deze ronde die een nieuw perceel aansluit.',
  'boardTips.character.doctor':
    'Een cowboy die een duel verliest, mag de Dokter $3 betalen om naar een vrije plek later in de ronde te gaan.',
  'boardTips.character.cowboy': 'Geen eigen kracht in het basisspel.',
  'boardTips.character.heroes':
    'Je gebouwen kunnen deze ronde niet aangevallen worden, en jij mag niet aanvallen.',
  'boardTips.character.lawyer':
    'Koopt meteen een onverkocht perceel voor zijn prijs; niemand mag je perceelaankopen deze ronde betwisten.',
  'boardTips.character.teacher':
    'Ronde 1 tot 3: volgende ronde sta je vooraan op het passpoor. Ronde 4: WP voor scholen, gevangenissen, kerken en geen saloon.',

  'boardTips.track.order':
    'Actiespoor: in de cowboyfase zetten de spelers om de beurt, in de volgorde van de personagenummers.',
  'boardTips.track.pass':
    'Passpoor: de volgorde waarin gepast werd. Het bepaalt de volgorde van de personagekeuze in de volgende ronde en beslist bij gelijkspel.',
  'boardTips.track.round': 'Rondemarker: het spel duurt 4 rondes; elke ronde sluit nog een WP-vak af.',
  'boardTips.track.vp': 'De winstpunten van elke speler.',
} as const satisfies CatalogueArea;
