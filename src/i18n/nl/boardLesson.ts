/** nl: the board game's guided first game: each step's note, a wrong move's explanation, and the buttons (BOARD 2..10). */
export const boardLesson = {
  'boardLesson.title': 'Les {step} van {count}',
  'boardLesson.next': 'Verder',
  'boardLesson.waiting': 'De anderen zijn aan de beurt…',
  'boardLesson.choice.realGame': 'Speel een echt spel',
  'boardLesson.choice.replay': 'Begin de les opnieuw',
  'boardLesson.step.welcome':
    'Welkom in Carson City! Samen met twee rivalen bouw je in vier rondes een stad. Wie de meeste winstpunten (WP) heeft, wint. Tik op {next} als een notitie geen zet van je vraagt.',
  'boardLesson.step.town':
    'Dit is de stad: 8 bij 8 percelen. Het huis in het midden is het centrum, met aan alle vier de kanten een weg. De grijze toppen zijn bergen.',
  'boardLesson.step.start1':
    'Voor ronde 1 krijgt iedereen twee percelen cadeau. Kies het gemarkeerde perceel vlak boven het centrum.',
  'boardLesson.step.start2': 'Kies nu het perceel ernaast, dat ook aan het centrum grenst.',
  'boardLesson.step.characters':
    'Elke ronde begint met een personage. Het nummer bepaalt wie eerst cowboys zet; elk heeft een kracht en een geldlimiet: zoveel geld mag je houden.',
  'boardLesson.step.pickCharacter':
    'Kies de {name}. Jij zet als laatste en ziet waar de anderen heen gingen, en in een duel tel je 3 op bij je vuurkracht.',
  'boardLesson.step.path':
    'Bovenaan loopt het actiepad. Een cowboy op een vak doet die actie als ze aan de beurt is: wegen, loon, een gebouw, inkomen, WP. Een cowboy op een onverkocht perceel koopt het.',
  'boardLesson.step.placeParcel':
    'Zet een cowboy op het gemarkeerde perceel. Het is goedkoop: $1 plus $1 voor alles erop en eromheen.',
  'boardLesson.step.placeBuilding':
    'Zet een cowboy op de {building} op het vak van $5. Als niemand anders komt, mag je hem kopen.',
  'boardLesson.step.placeDuel':
    'Een rivaal heeft al een cowboy op dit bergperceel. Ga erbij staan: twee cowboys op één plek betekent een duel.',
  'boardLesson.step.pass':
    'Genoeg voor deze ronde. Pas: wie eerder past, is volgende ronde eerder aan de beurt en wint vaker bij gelijkspel.',
  'boardLesson.step.actions':
    'Iedereen heeft gepast. Nu wordt het pad van begin tot eind afgewerkt en doet elke cowboy op zijn beurt zijn actie.',
  'boardLesson.step.buyParcel': 'Je cowboy staat alleen op het perceel. Koop het voor ${price}.',
  'boardLesson.step.duel':
    'Duel om het bergperceel! Elke kant gooit een dobbelsteen en telt zijn vuurkracht erbij: revolvers plus de cowboys die thuis wachten, en voor jou nog 3. Jij had {mine} tegen {theirs} en hebt gewonnen.',
  'boardLesson.step.buyDuelParcel': 'De winnaar mag het perceel kopen. Koop het voor ${price}.',
  'boardLesson.step.network':
    'Je hebt de {building} gewonnen. Een gebouw moet op een eigen perceel aan het wegennet staan, en je nieuwe perceel raakt het wegennet nog niet.',
  'boardLesson.step.road':
    'Leg je weg op de gemarkeerde rand. Een weg moet aansluiten op het net, en zo raakt je perceel het net. Wegen mag je leggen wanneer je aan zet bent.',
  'boardLesson.step.build':
    'Bouw de {building} op je perceel. Er hoort een gratis huis bij; zet dat op het gemarkeerde perceel er vlak naast.',
  'boardLesson.step.income':
    'Betaaldag! Je {building} bracht ${amount} op: hij betaalt voor elk huis ernaast, dus plan je buren goed.',
  'boardLesson.step.handIn':
    'Einde van de ronde. Geld boven de geldlimiet van je personage moet je inleveren, en elke volle $10 levert 1 WP op. Jij zit eronder: houd je geld.',
  'boardLesson.step.roundEnd':
    'Een nieuwe ronde: iedereen krijgt verse cowboys, onverkochte gebouwen schuiven naar goedkopere vakken en de personages zijn weer vrij.',
  'boardLesson.step.autoPlay':
    'Nu ken je de basis. Kijk hoe de drie overige rondes verlopen; jouw zetten worden voor je gedaan.',
  'boardLesson.step.finalScore':
    'Het spel is voorbij. Geld en bezit leveren nog een paar WP op. Jij hebt {vp} WP, en {winner} wint.',
  'boardLesson.step.done': 'Dat was je eerste spel Carson City. Klaar voor een echt spel?',
  'boardLesson.why.readFirst': 'Lees eerst deze notitie en tik dan op {next}.',
  'boardLesson.why.watch': 'De rest van het spel gaat vanzelf: kijk maar.',
  'boardLesson.why.otherStart':
    'Kies het gemarkeerde perceel: het grenst aan het centrum, dus daar kun je later bouwen.',
  'boardLesson.why.otherCharacter': 'Kies in deze les de {name}.',
  'boardLesson.why.otherParcel': 'Dat kan ook, maar de les koopt het gemarkeerde perceel.',
  'boardLesson.why.otherSpace': 'Dat kan ook, maar de les gebruikt het gemarkeerde vak.',
  'boardLesson.why.plainCowboy': 'Gebruik hier een gewone cowboy, zonder extra’s.',
  'boardLesson.why.notPassYet': 'Nog niet: zet eerst een cowboy op de gemarkeerde plek.',
  'boardLesson.why.passNow': 'Houd je laatste cowboys deze keer thuis: ze verhogen je vuurkracht. Pas nu.',
  'boardLesson.why.roadLater': 'Wegen komen iets later in de les.',
  'boardLesson.why.otherRoad':
    'Deze weg sluit aan op het net, maar alleen de gemarkeerde bereikt je perceel.',
  'boardLesson.why.buyIt': 'Koop het: de les heeft het nodig.',
  'boardLesson.why.otherBuild': 'Bouw op je gemarkeerde perceel, met het huis op het perceel ernaast.',
  'boardLesson.why.buildIt': 'Bewaar hem niet voor later: bouw hem nu.',
  'boardLesson.why.keepMoney': 'Je hoeft nog niets in te leveren: je zit onder je geldlimiet.',
  'boardLesson.why.notNow': 'Dat hoort niet bij deze stap. Volg de notitie.',
} as const;
