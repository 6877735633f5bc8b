/** Dutch: the daily deal. */
import type { CatalogueArea } from '../catalogue';

export const daily = {
  'title.daily': 'Spel van de dag',
  'daily.title': 'Spel van de dag',
  'daily.intro':
    'Elke dag één spel, met dezelfde kaarten voor iedereen op aarde: jij tegen drie virtuele experts.',
  'daily.deal': 'Spel van {date}',
  'daily.code': 'Spelcode: {code}',
  'daily.play': 'Speel dit spel',
  'daily.today': 'Terug naar het spel van vandaag',
  'daily.copyLink': 'Link kopiëren',
  'daily.copied': 'Link gekopieerd: {link}',
  'daily.copyFailed': 'Kopiëren is hier geblokkeerd. De link is {link}',
  'daily.openCode': 'Code openen',
  'daily.codeHint': 'code of datum',
  'daily.badCode': 'Dat is geen spelcode en ook geen datum van {first} tot en met {last}.',
  'daily.history': 'Jouw dagresultaten',
  'daily.none': 'Nog geen spel van de dag uitgespeeld. Speel er een, dan verschijnt het hier.',
  'daily.won': 'gewonnen',
  'daily.lost': 'verloren',
  'daily.row': '{date} · {score} WP · {outcome}',
  'daily.best': 'Jouw beste score in dit spel: {score} WP',
  'daily.noBest': 'Dit spel heb je nog niet uitgespeeld.',
  'daily.streak': { one: 'Reeks: {count} dag', other: 'Reeks: {count} dagen' },
  'daily.you': 'Jij',
  'daily.rival': 'Expert {n}',
  'daily.unreadable': 'De dagresultaten konden niet uit de browseropslag worden gelezen.',
  'daily.recorded': 'Spel van {date} genoteerd: {score} WP.',
} as const satisfies CatalogueArea;
