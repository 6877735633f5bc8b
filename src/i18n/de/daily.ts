/** German: the daily deal. */
import type { CatalogueArea } from '../catalogue';

export const daily = {
  'title.daily': 'Partie des Tages',
  'daily.title': 'Partie des Tages',
  'daily.intro':
    'Jeden Tag eine Partie, für alle auf der Welt dieselben Karten: du gegen drei virtuelle Profis.',
  'daily.deal': 'Partie vom {date}',
  'daily.code': 'Partiecode: {code}',
  'daily.play': 'Diese Partie spielen',
  'daily.today': 'Zurück zur heutigen Partie',
  'daily.copyLink': 'Link kopieren',
  'daily.copied': 'Link kopiert: {link}',
  'daily.copyFailed': 'Kopieren ist hier gesperrt. Der Link lautet {link}',
  'daily.openCode': 'Code öffnen',
  'daily.codeHint': 'Code oder Datum',
  'daily.badCode': 'Das ist weder ein Partiecode noch ein Datum vom {first} bis zum {last}.',
  'daily.history': 'Deine Tagesergebnisse',
  'daily.none': 'Noch keine Partie des Tages beendet. Spiel eine, dann steht sie hier.',
  'daily.won': 'gewonnen',
  'daily.lost': 'verloren',
  'daily.row': '{date} · {score} SP · {outcome}',
  'daily.best': 'Dein Bestwert in dieser Partie: {score} SP',
  'daily.noBest': 'Diese Partie hast du noch nicht beendet.',
  'daily.streak': { one: 'Serie: {count} Tag', other: 'Serie: {count} Tage' },
  'daily.you': 'Du',
  'daily.rival': 'Profi {n}',
  'daily.unreadable': 'Die Tagesergebnisse ließen sich nicht aus dem Browserspeicher lesen.',
  'daily.recorded': 'Partie vom {date} eingetragen: {score} SP.',
} as const satisfies CatalogueArea;
