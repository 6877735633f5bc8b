/** German: the daily deal. */
import type { CatalogueArea } from '../catalogue';

export const daily = {
  'title.daily': 'Deal des Tages',
  'daily.title': 'Deal des Tages',
  'daily.intro':
    'Jeden Tag ein Deal, für alle auf der Welt dieselben Karten: du gegen drei virtuelle Experten.',
  'daily.deal': 'Deal vom {date}',
  'daily.code': 'Deal-Code: {code}',
  'daily.play': 'Diesen Deal spielen',
  'daily.today': 'Zurück zum heutigen Deal',
  'daily.copyLink': 'Link kopieren',
  'daily.copied': 'Link kopiert: {link}',
  'daily.copyFailed': 'Kopieren ist hier gesperrt. Der Link lautet {link}',
  'daily.openCode': 'Code öffnen',
  'daily.codeHint': 'Code oder Datum',
  'daily.badCode': 'Das ist weder ein Deal-Code noch ein Datum vom {first} bis zum {last}.',
  'daily.history': 'Deine Tagesergebnisse',
  'daily.none': 'Noch kein Deal des Tages beendet. Spiel einen, dann steht er hier.',
  'daily.won': 'gewonnen',
  'daily.lost': 'verloren',
  'daily.row': '{date} · {score} SP · {outcome}',
  'daily.best': 'Dein Bestwert bei diesem Deal: {score} SP',
  'daily.noBest': 'Diesen Deal hast du noch nicht beendet.',
  'daily.streak': { one: 'Serie: {count} Tag', other: 'Serie: {count} Tage' },
  'daily.you': 'Du',
  'daily.rival': 'Experte {n}',
  'daily.unreadable': 'Die Tagesergebnisse ließen sich nicht aus dem Browserspeicher lesen.',
  'daily.recorded': 'Deal vom {date} eingetragen: {score} SP.',
} as const satisfies CatalogueArea;
