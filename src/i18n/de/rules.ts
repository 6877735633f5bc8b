/** German: the rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const rules = {
  'rules.goal.title': 'Das Ziel',
  'rules.goal.1':
    'Du gründest eine Stadt im Grenzland. In zwei Epochen zu je neun Runden bietest du auf Land und auf Leute, die sich dort niederlassen, und legst das Land zu einer Stadt aus Parzellen aus.',
  'rules.goal.2':
    'Nach der 18. Runde wird jede Stadt gewertet. Wer die meisten Siegpunkte (SP) hat, gewinnt; bei Gleichstand an der Spitze wird der Sieg geteilt.',
  'rules.goal.3':
    'Jeder Platz hat eine Farbe. Menschen und KIs bieten mit Auktionskarten 1 bis 9 aus der Hand. Virtuelle Spieler bieten stattdessen von einem verdeckten Stapel.',
  'rules.round.title': 'Eine Runde',
  'rules.round.1':
    '1. Auslage. Eine Person wird gezogen, dann vier Geländekarten (fünf bei 5 oder 6 Plätzen). Die Rückseite der nächsten Person ist sichtbar: Sie ordnet die sechs Farben und entscheidet Gleichstände dieser Runde. Zeigt sie einen Totenkopf, wird stattdessen diese Karte gezogen.',
  'rules.round.2':
    '2. Fähigkeiten. Vor dem Bieten dürfen Besitzer aufrechter Aktionspersonen sie nutzen, in dieser Reihenfolge: Gouverneur, Rechtsanwalt, Tagelöhner, Helden, Büchsenmacher.',
  'rules.round.3':
    '3. Gebote. Alle wählen geheim eine Auktionskarte. Sie werden gemeinsam aufgedeckt, zusammen mit der obersten Karte jedes virtuellen Stapels. Danach dürfen Revolverheld und Doktor genutzt werden.',
  'rules.round.4':
    '4. Nehmen. Wer das höchste Endgebot hat, nimmt zuerst eine Karte, dann der Nächste und so weiter. Bei Gleichstand gewinnt die Farbe, die auf der sichtbaren Rückseite weiter vorn steht. Geländekarten kommen sofort in die Stadt.',
  'rules.round.5':
    'Gespielte Auktionskarten bleiben offen liegen und sind bis zum Ende der Epoche weg. Nicht genommene Karten verlassen das Spiel.',
  'rules.round.6':
    'Nach Runde 9 wird das Gelände der Epoche I beiseitegelegt und Gelände der Epoche II kommt ins Spiel. Alle erhalten ihre Auktionskarten zurück; genutzte Personen werden wieder aufgerichtet (der Gouverneur nicht).',
  'rules.abilities.title': 'Personen',
  'rules.abilities.1':
    'Aktionspersonen werden einmal pro Epoche genutzt und dann seitwärts gedreht. Nutzen ist nie Pflicht. $-Personen bringen einfach am Ende Punkte.',
  'rules.abilities.2':
    '• Gouverneur: einmal pro Spiel eine Geländekarte mehr aufdecken und sofort eine Karte nehmen.',
  'rules.abilities.3':
    '• Rechtsanwalt: sofort eine Karte nehmen; dein Gebot verfällt und du nimmst in dieser Runde nichts mehr.',
  'rules.abilities.4': '• Tagelöhner: eine Geländekarte mehr liegt aus und du nimmst zwei Karten.',
  'rules.abilities.5':
    '• Helden +3 und Büchsenmacher +6 vor dem Bieten; Revolverheld +5 und Doktor +2 nach dem Aufdecken. Boni addieren sich.',
  'rules.abilities.6':
    '• Auktionator: Verkaufe in deinem Zug unbedeckte Geländekarten deiner Stadt (3 im ganzen Spiel) für je 7 SP.',
  'rules.abilities.7': 'Zeige auf eine Karte oder wähle sie an, um genau zu lesen, was sie tut.',
  'rules.building.title': 'Die Stadt bauen',
  'rules.building.1':
    'Eine Geländekarte hat 2×2 Parzellen. Sie wird nie gedreht und darf um einzelne Parzellen versetzt liegen, auch halb über anderen Karten. Neue Karten liegen immer oben.',
  'rules.building.2': '• Die erste Karte darf überallhin.',
  'rules.building.3':
    '• Spätere Karten müssen die Stadt überlappen oder an einer Seite berühren. Eine Ecke genügt nicht.',
  'rules.building.4': '• Die ganze Stadt muss in 8×8 Parzellen passen (8×9 mit dem Hauptmann).',
  'rules.building.5':
    '• Überdeckt werden darf nur leeres Gelände. Ausnahmen: ein Gebäude mit dem gleichen Gebäude, ein Berg mit einem Berg, ein Wohnhaus mit einem Wohn- oder Stadthaus (ein Stadthaus wird nie überdeckt). Mit Gefängnis oder Sheriff gelten Outlaws als leer, aber nie Outlaws auf Outlaws.',
  'rules.building.6':
    'Du darfst Land nehmen, das nirgends passt, damit andere es nicht bekommen; es kommt dann aus dem Spiel. Das Spiel warnt dich vorher.',
  'rules.building.7':
    'Beim Legen leuchtet jeder erlaubte Platz und zeigt, wie sich deine Punkte ändern; zeige auf einen dunklen Platz, um zu sehen, warum er nicht geht.',
  'rules.scoring.title': 'Wertung',
  'rules.scoring.1':
    '„Neben“ heißt: die 8 Parzellen rings um eine Parzelle. Wohneinheiten: Wohnhaus 1, Stadthaus 2, Hotel 2. Leeres Gelände ist eine bedeckte Parzelle ohne etwas darauf.',
  'rules.scoring.2': '• Ranch: 1 je leerer Parzelle daneben. Mine: 2 je Berg daneben.',
  'rules.scoring.3':
    '• Drugstore, Bank, General Store, Rathaus: 1 je Wohneinheit daneben. Saloon: 2 je Wohneinheit daneben.',
  'rules.scoring.4':
    '• Boni: (Drugstores + Schmieden) × Ranches, (Banken + Schmieden) × Minen, (Kirchen + General Stores) × Wohneinheiten.',
  'rules.scoring.5': '• Hotel: je 3. Rathaus: 1 je Gebäude der Stadt.',
  'rules.scoring.6': '• Outlaws: je −6, außer mit Gefängnis oder Sheriff.',
  'rules.scoring.7': '• Personen: was auf ihren Karten steht.',
  'rules.virtual.title': 'Virtuelle Spieler',
  'rules.virtual.1':
    'Virtuelle Spieler füllen den Tisch, wenn weniger als vier Menschen und KIs spielen. Sie folgen festen Gewohnheiten:',
  'rules.virtual.2':
    '• Sie bieten die oberste Karte ihres Stapels: 1–9 als Anfänger, 2–10 als Geübte, 3–11 als Profis.',
  'rules.virtual.3': '• Sie nutzen keine Fähigkeiten und bauen keine Stadt.',
  'rules.virtual.4':
    '• Sind sie dran, nehmen sie die Karte mit dem höchsten Reiz (bei Gleichstand die vorderste).',
  'rules.virtual.5': '• Sie erhalten die Summe der Reizwerte aller genommenen Karten.',
  'rules.virtual.6':
    'Im Solospiel triffst du auf drei Anfänger. Du gewinnst, wenn du mehr Punkte hast als jeder von ihnen.',
} as const satisfies CatalogueArea;
