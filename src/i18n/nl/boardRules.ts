/** Dutch: the board game's rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const boardRules = {
  'boardRules.setup.title': 'Voorbereiding',
  'boardRules.setup.1':
    'Carson City duurt 4 rondes op een raster van 8 bij 8 percelen, met daarboven een kronkelend pad van actievakken. Wie na ronde 4 de meeste winstpunten (WP) heeft, wint.',
  'boardRules.setup.2':
    'Iedereen begint met $15, 3 cowboys, 1 weg, 1 revolver en 12 eigendomsmarkers in zijn kleur. De cowboys en wegen die je hebt vormen je eigen voorraad; de rest ligt in de algemene voorraad.',
  'boardRules.setup.3':
    'Twee dobbelstenen plaatsen het stadscentrum ergens binnen de buitenste rand: het krijgt een huis en aan elk van zijn vier zijden een weg. Nog negen worpen plaatsen de bergen.',
  'boardRules.setup.4':
    'Zeven gebouwen komen op de gebouwvakken: twee ranches en twee mijnen op vaste vakken, drie uit de zak getrokken. Daarna markeert iedereen twee startpercelen, het eerste in omgekeerde beurtvolgorde, het tweede in beurtvolgorde.',
  'boardRules.setup.5':
    'Er liggen zeven personages open (acht als de Krantenjongen erbij is). De beurtvolgorde van de eerste ronde wordt geloot.',

  'boardRules.round.title': 'Een ronde',
  'boardRules.round.1': 'Elke ronde heeft vier fasen:',
  'boardRules.round.2':
    '• Personages: in de volgorde van het passpoor kiest ieder één personage; sommige werken meteen zodra ze gekozen zijn.',
  'boardRules.round.3':
    '• Cowboys: in de volgorde van de personagenummers (laagste eerst) zet ieder om de beurt één cowboy op een actievak, een onverkocht perceel of een gebouw, tot iedereen gepast heeft.',
  'boardRules.round.4':
    '• Acties: het pad wordt vak voor vak afgewerkt. Betwiste vakken worden eerst met een duel beslist.',
  'boardRules.round.5':
    '• Einde van de ronde: geld boven je geldlimiet lever je in, er komen nieuwe cowboys bij en de gebouwenrij wordt aangevuld.',
  'boardRules.round.6':
    'De volgorde waarin gepast werd, vormt het passpoor. Dat beslist ook elk gelijkspel: wie eerder paste, wint.',

  'boardRules.characters.title': 'Personages',
  'boardRules.characters.1':
    'Elke personagekaart toont een nummer, een geldlimiet en een kracht. Het nummer bepaalt je plaats in de cowboyfase; de geldlimiet is het geld dat je aan het eind van de ronde mag houden.',
  'boardRules.characters.2':
    'Sommige krachten werken zodra je de kaart kiest (geld, wegen, een gratis perceel, extra cowboys); andere gelden de hele ronde (meer vuurkracht, goedkopere gebouwen, bescherming tegen aanvallen).',
  'boardRules.characters.3':
    'Wijs een personagekaart aan met de muis, of houd je vinger erop, om de kracht en de geldlimiet te lezen.',
  'boardRules.characters.4':
    'Aan het eind van elke ronde gaan alle kaarten terug naar het midden, dus hetzelfde personage kan de volgende keer een andere speler dienen.',

  'boardRules.spaces.title': 'De actievakken',
  'boardRules.spaces.1':
    'Het pad wordt in deze volgorde afgewerkt. Op de meeste vakken handelt maar één cowboy; staan er meerdere spelers, dan wordt eerst geduelleerd.',
  'boardRules.spaces.2':
    '• Wegen (1) geeft 3 wegen. Wegen (2) en Loon zijn gedeeld: elke cowboy daar krijgt 1 weg of $4, zonder duel.',
  'boardRules.spaces.3':
    '• Munitie geeft de tegel “3 revolvers” te leen voor de rest van de ronde. Daarna worden percelen met een cowboy gekocht en de zeven gebouwvakken verkocht, het duurste eerst.',
  'boardRules.spaces.4':
    '• Inkomen: $2 per eigen perceel, $2 per punt vuurkracht, of bij het gokken de som van twee dobbelstenen. Daarna betaalt elk gebouw zijn eigenaar, zonder cowboy.',
  'boardRules.spaces.5':
    '• Winstpunten: vier vakken verkopen WP voor $2, $3, $4 of $5 per stuk (de rondemarker sluit de goedkope ronde na ronde af); dan 1 WP per 2 punten vuurkracht, 1 WP per eigen gebouw of 1 WP per 2 percelen.',
  'boardRules.spaces.6':
    'Van elke actie mag je afzien. Een cowboy die zijn actie gedaan heeft, gaat naar de algemene voorraad.',

  'boardRules.duels.title': 'Duels en vuurkracht',
  'boardRules.duels.1':
    'Je vuurkracht is het aantal cowboys in je eigen voorraad, plus je revolvers, plus de bonussen van deze ronde (de munitietegel, de Huurling).',
  'boardRules.duels.2':
    'Staan cowboys van meerdere spelers op één vak, perceel of gebouw, dan gooit ieder een dobbelsteen en telt zijn vuurkracht erbij. Het hoogste totaal wint; bij gelijkspel wint wie eerder paste.',
  'boardRules.duels.3':
    'De winnaar mag de actie uitvoeren. Verliezende cowboys gaan terug naar de eigen voorraad van hun eigenaar en tellen daar de rest van de ronde mee voor de vuurkracht.',
  'boardRules.duels.4':
    'Een cowboy op het gebouw van een ander valt het aan; de eigenaar mag er een cowboy bij zetten om het te verdedigen. Dat duel volgt vlak voor het inkomen uit gebouwen. Een winnende aanvaller krijgt de helft van het inkomen, naar beneden afgerond.',
  'boardRules.duels.5':
    'Kerken, gevangenissen, scholen, het station en het stadhuis kunnen niet aangevallen worden, en gebouwen naast een kerk van hun eigenaar ook niet.',

  'boardRules.town.title': 'De stad bouwen',
  'boardRules.town.1':
    'Een perceel kost $1 plus $1 voor elk gebouw, huis of elke berg erop en op de acht percelen eromheen. Je koopt het met een cowboy die erop staat; je hebt een vrije eigendomsmarker nodig.',
  'boardRules.town.2':
    'Een gebouw van een gebouwvak komt op een leeg eigen perceel dat met een zijde of hoek aan een weg grenst. Ranches en mijnen hebben geen weg nodig.',
  'boardRules.town.3':
    'De meeste gebouwen brengen gratis een huis mee, op een willekeurig leeg perceel aan het wegennet (een eigen perceel, een onverkocht perceel of dat van een ander als die instemt). Een school brengt er drie; ranches en mijnen geen.',
  'boardRules.town.4':
    'In plaats van een nieuw huis mag je een bestaand huis uitbouwen tot herenhuis, als alle percelen eromheen bezet of in bezit zijn.',
  'boardRules.town.5':
    'Een gebouw dat je niet kunt of wilt plaatsen, mag je bewaren en aan het eind van een latere gebouwstap bouwen. Wegen uit je voorraad leg je wanneer je wilt, aansluitend op het bestaande net.',
  'boardRules.town.6':
    'Het stadhuis wordt nooit gekocht: zodra het getrokken is, komt het meteen in de stad, en wie er een cowboy op houdt, krijgt één inkomensstap meer voor zijn gebouwen.',

  'boardRules.income.title': 'Inkomen uit gebouwen',
  'boardRules.income.1':
    'Een huis telt voor een naburig gebouw als het op een onverkocht perceel staat of op een perceel van de eigenaar van het gebouw. Hotels en het station tellen als twee huizen; ranches, kerken, scholen en het stadhuis als één.',
  'boardRules.income.2': '• Ranch: $1 per leeg perceel eromheen (minstens $1). Mijn: $3 per berg eromheen.',
  'boardRules.income.3':
    '• Drogisterij: $3 per huis eromheen en per eigen ranch. Bank: $3 per huis eromheen en per eigen mijn. Saloon: $5 per huis eromheen.',
  'boardRules.income.4':
    '• Hotel: altijd $6. Smederij: $5 maal het rondenummer plus $5 per eigen ranch. Warenhuis: $6 per eigen huis en $3 per huis van een ander eromheen.',
  'boardRules.income.5':
    'Elke soort heeft een maximuminkomen dat niet overschreden wordt. Wijs een gebouw in de stad aan om te zien hoe het inkomen deze ronde is opgebouwd.',

  'boardRules.roundEnd.title': 'Einde van een ronde',
  'boardRules.roundEnd.1':
    'Geld boven de geldlimiet van je personage moet je inleveren, en je mag meer inleveren. Elke volle $10 die je inlevert, is 1 WP waard.',
  'boardRules.roundEnd.2':
    'De rondemarker schuift op en sluit nog een WP-vak af. Je krijgt nieuwe cowboys (4 na ronde 1, 5 na ronde 2 en 3), nooit meer dan de 10 van je kleur.',
  'boardRules.roundEnd.3':
    'De personages gaan terug naar het midden. Onverkochte gebouwen schuiven naar de goedkoopste vakken en lege vakken worden uit de zak aangevuld.',

  'boardRules.scoring.title': 'Eindtelling',
  'boardRules.scoring.1': 'Na ronde 4 en het inleveren van geld telt iedere speler erbij:',
  'boardRules.scoring.2': '• 1 WP per overgebleven $6;',
  'boardRules.scoring.3':
    '• 2 WP voor elk gebouw, huis en elke berg op eigen percelen (een herenhuis telt als twee huizen);',
  'boardRules.scoring.4':
    '• de WP van het station voor de huizen in de hele stad, en die van de Onderwijzeres in de laatste ronde.',

  'boardRules.end.title': 'Einde van het spel',
  'boardRules.end.1':
    'Het spel eindigt na de vierde ronde. Wie de meeste WP heeft, wint; bij gelijkspel wint wie in ronde 4 het eerst paste.',
  'boardRules.end.2':
    'Bewaarde gebouwen in je voorraad en lege percelen leveren aan het eind niets op: bouw dus wat je koopt.',
} as const satisfies CatalogueArea;
