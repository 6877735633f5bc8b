/** Dutch: the guided first game and the first game's hints. */
import type { CatalogueArea } from '../catalogue';

export const tutorial = {
  'tutorial.playerName': 'Jij',
  'tutorial.title': 'Leer spelen · stap {step} van {count}',
  'tutorial.next': 'Verder',
  'tutorial.openSheet': 'Open het scoreblad',
  'tutorial.leave': 'Stoppen',
  'tutorial.skip': 'Les overslaan',
  'tutorial.realGame': 'Speel een echt spel',
  'tutorial.again': 'Les opnieuw',
  'tutorial.toTitle': 'Hoofdmenu',
  'tutorial.tryAgain': 'Net niet',
  'tutorial.step.welcome':
    'Welkom in Carson City! Je bouwt kaart voor kaart een klein stadje in het Wilde Westen. Drie virtuele spelers, Ada, Bo en Cy, zitten met je aan tafel. Elke ronde bied je en pak je daarna een kaart. Druk op {next}.',
  'tutorial.step.offer':
    'Deze rij is het aanbod: één personage en vier terreinkaarten. Deze ronde pakt iedereen er precies één, het hoogste bod eerst.',
  'tutorial.step.scoring':
    'De {name} is een scorepersonage: tijdens het spel doet hij niets, maar aan het eind levert hij punten op voor de stad van de eigenaar.',
  'tutorial.step.back':
    'Kijk naar de achterkant van het volgende personage op de stapel: zes symbolen op een rij. Bij gelijke biedingen wint het symbool dat meer naar links staat. Jouw symbool is de ster, en die staat hier vóór de laars.',
  'tutorial.step.bid':
    'Tijd om te bieden. Kies je 7 en bevestig. Biedingen blijven geheim tot iedereen gekozen heeft, en elke kaart speel je één keer per tijdperk.',
  'tutorial.step.tie':
    'Cy liet ook een 7 zien. Op de achterkant van het volgende personage staat jouw ster vóór Cy’s laars, dus jij pakt eerst. De cijfers bij de plaatsen tonen de volgorde van pakken.',
  'tutorial.step.virtual':
    'Ada, Bo en Cy zijn virtuele spelers. Ze bieden de bovenste kaart van een verborgen stapel, pakken altijd de kaart met de meeste charme (het kleine getal op de kaart) en bouwen niet. Hun punten zijn de charme van alles wat ze pakten.',
  'tutorial.step.firstCard':
    'Jij mag pakken. Kies de kaart met de Berg en de Mijn, tik op de oplichtende plek in je stad en druk op {place}. Je eerste kaart mag overal liggen.',
  'tutorial.step.building':
    'Je stad is begonnen. Elke nieuwe kaart moet er met een zijde tegenaan liggen of er deels overheen, en de hele stad moet binnen 8 bij 8 percelen passen.',
  'tutorial.step.bid2': 'Een nieuwe ronde. Bied deze keer je 8.',
  'tutorial.step.cover':
    'Pak de Ranch-kaart en leg hem aan de linkerrand, zodat hij je twee lege percelen bedekt. Lege grond mag door alles bedekt worden, een Berg alleen door een Berg, een gebouw alleen door hetzelfde gebouw en een Huis door een Huis of een Herenhuis.',
  'tutorial.step.action':
    'De {name} zijn actiepersonages: één keer per tijdperk, op hun moment, mag de eigenaar ze inzetten om de veiling te beïnvloeden. Een gebruikte kaart ligt dwars tot het volgende tijdperk.',
  'tutorial.step.bid3': 'Bied je 9: daarmee kies je zeker als eerste.',
  'tutorial.step.takeHeroes': 'Pak de {name}. Personages liggen naast je stad, niet erin.',
  'tutorial.step.fastForward':
    'De andere zes rondes van tijdperk I spelen zich nu snel vanzelf. In elke ronde wordt je hoogste veilingkaart voor je geboden, en voor jou wordt de kaart gepakt die de meeste punten oplevert en gelegd waar die het meest telt. Kijk naar de rondeteller bovenaan en zie je stad groeien.',
  'tutorial.step.era':
    'Ronde negen is voorbij, en daarmee tijdperk I. Wat er over was van zijn terreinstapel is weg; tijdperk II brengt nieuwe kaarten. Je negen veilingkaarten zijn terug in je hand, en de {name} staan weer recht, klaar voor gebruik. Nog negen rondes, dan eindigt het spel.',
  'tutorial.step.scoreSheet':
    'Punten worden pas aan het eind geteld, op het scoreblad: dertien regels, elk een manier om te scoren. Nu zou je stad {vp} WP waard zijn. Druk op ‘{openSheet}’ om te zien waar ze vandaan komen.',
  'tutorial.step.readSheet':
    'Dit is het scoreblad alsof het spel nu eindigde: je stad levert {total} WP op. Je beste regel, {line}, levert {vp} WP op. Het omcirkelde getal wordt ernaast uitgelegd, en een klein plaatje van je stad licht de percelen op die tellen. Tik op een ander getal om de reden ervan te lezen, en druk dan op {next}.',
  'tutorial.step.readSheetPanel':
    'Dit is het scoreblad alsof het spel nu eindigde: je stad levert {total} WP op. Je beste regel, {line}, levert {vp} WP op, en het paneel zegt waarom, met de percelen die tellen opgelicht in een klein plaatje van je stad. Tik op het paneel om het hele blad te zien, tik op een getal om de reden ervan te lezen, en druk dan op {next}.',
  'tutorial.step.done':
    'Dat is het hele spel: bieden, pakken, bouwen en aan je buren denken. Je bent klaar voor een echt spel tegen virtuele spelers.',
  'tutorial.why.readFirst': 'Lees eerst de uitleg en druk dan op {next}.',
  'tutorial.why.otherBid':
    'Een {got} mag in een echt spel, maar deze les gebruikt je {want}. Kies de {want} en bevestig.',
  'tutorial.why.otherCard': 'In een echt spel mag die kaart. Pak voor deze les de {name}.',
  'tutorial.why.tooBig': 'Daar zou je stad breder of hoger worden dan 8 percelen.',
  'tutorial.why.notConnected':
    'Die plek raakt je stad niet. Een nieuwe kaart moet er een zijde mee delen of er deels overheen liggen.',
  'tutorial.why.coversBlocked':
    'Daar zou je iets bedekken dat niet mag: een Berg alleen met een Berg, een gebouw alleen met hetzelfde gebouw.',
  'tutorial.why.otherSpot': 'Die plek mag, maar gebruik voor deze les de oplichtende plek.',
  'tutorial.why.notNow': 'Dat is nu niet nodig. Volg de uitleg.',
  'hint.title': 'Tip',
  'hint.dismiss': 'Begrepen',
  'hint.bid':
    'Bied hoog voor de kaart die je het liefst wilt; een laag bod spaart je hoge kaarten voor later. De achterkant van het volgende personage beslist bij gelijkspel.',
  'hint.place': 'De getallen op je stad tonen hoeveel WP elke toegestane plek nu zou opleveren.',
  'hint.prompt': 'Een van je personages kan nu iets doen. Dat is altijd vrijwillig.',
  'hint.character':
    'Personages liggen naast je stad: scorepersonages leveren aan het eind punten op, actiepersonages helpen bij de veiling.',
  'hint.era':
    'Een nieuw tijdperk: je veilingkaarten zijn terug in je hand en gebruikte personages staan weer recht.',
} as const satisfies CatalogueArea;
