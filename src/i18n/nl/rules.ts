/** Dutch: the rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const rules = {
  'rules.goal.title': 'Het doel',
  'rules.goal.1':
    'Je sticht een grensstad. In twee tijdperken van negen rondes bied je op land en op de mensen die zich er vestigen, en je legt het land uit tot een stad van percelen.',
  'rules.goal.2':
    'Na de 18e ronde wordt elke stad geteld. Wie de meeste winstpunten (WP) heeft, wint; wie samen bovenaan staat, deelt de overwinning.',
  'rules.goal.3':
    'Elke plaats heeft een symbool. Mensen en AI’s spelen met veilingkaarten 1 tot 9 in de hand. Virtuele spelers bieden in plaats daarvan van een gesloten stapel.',
  'rules.round.title': 'Een ronde',
  'rules.round.1':
    '1. Het aanbod. Er wordt een personage getrokken, dan vier terreinkaarten (vijf bij 5 of 6 plaatsen). De achterkant van het volgende personage is zichtbaar: die rangschikt de zes symbolen en beslist gelijke biedingen deze ronde. Staat er een doodshoofd op, dan wordt die kaart getrokken.',
  'rules.round.2':
    '2. Vaardigheden. Vóór het bieden mogen bezitters van rechtopstaande actiepersonages ze inzetten, in deze volgorde: Gouverneur, Advocaat, Chinese arbeider, Helden, Wapensmid.',
  'rules.round.3':
    '3. Bieden. Iedereen kiest in het geheim een veilingkaart. Alle gaan tegelijk open, samen met de bovenste kaart van elke virtuele stapel. Daarna mogen de Huurling en de Dokter ingezet worden.',
  'rules.round.4':
    '4. Pakken. Wie het hoogste eindbod heeft, pakt eerst een kaart, dan de volgende, enzovoort. Bij gelijkspel wint het symbool dat hoger staat op de zichtbare achterkant. Een terreinkaart gaat meteen je stad in.',
  'rules.round.5':
    'Gespeelde veilingkaarten blijven open liggen en zijn weg tot het tijdperk eindigt. Kaarten die niemand pakt, gaan uit het spel.',
  'rules.round.6':
    'Na ronde 9 gaat het land van tijdperk I opzij en komt dat van tijdperk II in het spel; iedereen krijgt zijn veilingkaarten terug en gebruikte personages gaan weer rechtop (de Gouverneur niet).',
  'rules.abilities.title': 'Personages',
  'rules.abilities.1':
    'Actiepersonages worden één keer per tijdperk ingezet en daarna dwars gelegd. Inzetten hoeft nooit. $-personages leveren gewoon punten op aan het eind.',
  'rules.abilities.2':
    '• Gouverneur: één keer per spel een extra terreinkaart omdraaien en meteen een kaart pakken.',
  'rules.abilities.3':
    '• Advocaat: meteen een kaart pakken; je bod wordt afgelegd en je pakt deze ronde niets meer.',
  'rules.abilities.4': '• Chinese arbeider: er komt een extra terreinkaart bij en je pakt twee kaarten.',
  'rules.abilities.5':
    '• Helden +3, Wapensmid +6 vóór het bieden; Huurling +5, Dokter +2 na het onthullen. Bonussen tellen op.',
  'rules.abilities.6':
    '• Veilingmeester: verkoop op jouw beurt onbedekt land uit je stad (3 per spel) voor 7 WP per stuk.',
  'rules.abilities.7': 'Wijs een kaart aan of selecteer hem om precies te lezen wat hij doet.',
  'rules.building.title': 'Je stad bouwen',
  'rules.building.1':
    'Een terreinkaart is 2×2 percelen. Hij wordt nooit gedraaid en mag een perceel verschoven liggen, ook half over andere kaarten. Nieuwe kaarten komen altijd bovenop.',
  'rules.building.2': '• Je eerste kaart mag overal.',
  'rules.building.3':
    '• Latere kaarten moeten je stad overlappen of langs een zijde raken. Een hoek is niet genoeg.',
  'rules.building.4': '• De hele stad moet binnen 8×8 percelen passen (8×9 met de Kapitein).',
  'rules.building.5':
    '• Bedekken mag alleen op lege grond, behalve: een gebouw op hetzelfde gebouw, Berg op Berg, Huis of Herenhuis op een Huis (een Herenhuis wordt nooit bedekt). Met een Gevangenis of de Sheriff tellen Bandieten als leeg, maar nooit Bandieten op Bandieten.',
  'rules.building.6':
    'Je mag land pakken dat nergens past, zodat anderen het niet krijgen; het gaat dan uit het spel. Het spel waarschuwt je eerst.',
  'rules.building.7':
    'Tijdens het leggen licht elke geldige plek op met het aantal punten dat hij verandert; wijs een donkere plek aan om te zien waarom die niet mag.',
  'rules.scoring.title': 'Telling',
  'rules.scoring.1':
    '„Naast” betekent de 8 percelen rond een perceel. Woningen: Huis 1, Herenhuis 2, Hotel 2. Lege grond is een bedekt perceel zonder iets erop.',
  'rules.scoring.2': '• Ranch: 1 per leeg perceel ernaast. Mijn: 2 per Berg ernaast.',
  'rules.scoring.3':
    '• Drogisterij, Bank, Warenhuis, Stadhuis: 1 per woning ernaast. Saloon: 2 per woning ernaast.',
  'rules.scoring.4':
    '• Bonussen: (Drogisterijen + Smederijen) × Ranches, (Banken + Smederijen) × Mijnen, (Kerken + Warenhuizen) × woningen.',
  'rules.scoring.5': '• Hotel: 3 per stuk. Stadhuis: 1 per gebouw in de stad.',
  'rules.scoring.6': '• Bandieten: −6 per stuk, tenzij je een Gevangenis of de Sheriff hebt.',
  'rules.scoring.7': '• Personages: wat op hun kaarten staat.',
  'rules.virtual.title': 'Virtuele spelers',
  'rules.virtual.1':
    'Virtuele spelers vullen de tafel aan als er minder dan vier mensen en AI’s spelen. Ze volgen vaste gewoontes:',
  'rules.virtual.2':
    '• Ze bieden de bovenste kaart van hun stapel: 1–9 als Beginner, 2–10 als Gevorderde, 3–11 als Expert.',
  'rules.virtual.3': '• Ze zetten geen vaardigheden in en bouwen geen stad.',
  'rules.virtual.4':
    '• Op hun beurt pakken ze de kaart met de meeste charme uit het aanbod (bij gelijkspel de eerste).',
  'rules.virtual.5': '• Ze scoren de totale charme van alle gepakte kaarten.',
  'rules.virtual.6':
    'In het solospel speel je tegen drie Beginners. Je wint als je meer punten hebt dan elk van hen.',
} as const satisfies CatalogueArea;
