/** Italian: the daily deal. */
import type { CatalogueArea } from '../catalogue';

export const daily = {
  'title.daily': 'Partita del giorno',
  'daily.title': 'Partita del giorno',
  'daily.intro':
    'Una partita al giorno, con le stesse carte per tutti nel mondo: tu contro tre giocatori virtuali esperti.',
  'daily.deal': 'Partita del {date}',
  'daily.code': 'Codice: {code}',
  'daily.play': 'Gioca questa partita',
  'daily.today': 'Torna alla partita di oggi',
  'daily.copyLink': 'Copia il link',
  'daily.copied': 'Link copiato: {link}',
  'daily.copyFailed': 'Qui non si può copiare. Il link è {link}',
  'daily.openCode': 'Apri un codice',
  'daily.codeHint': 'codice o data',
  'daily.badCode': 'Questo non è né un codice né una data dal {first} al {last}.',
  'daily.history': 'I tuoi risultati giornalieri',
  'daily.none': 'Nessuna partita del giorno finita. Giocane una e comparirà qui.',
  'daily.won': 'vinta',
  'daily.lost': 'persa',
  'daily.row': '{date} · {score} PV · {outcome}',
  'daily.best': 'Il tuo record su questa partita: {score} PV',
  'daily.noBest': 'Non hai ancora finito questa partita.',
  'daily.streak': { one: 'Serie: {count} giorno', other: 'Serie: {count} giorni' },
  'daily.you': 'Tu',
  'daily.rival': 'Esperto {n}',
  'daily.unreadable': 'Impossibile leggere i risultati giornalieri dalla memoria del browser.',
  'daily.recorded': 'Partita del {date} registrata: {score} PV.',
} as const satisfies CatalogueArea;
