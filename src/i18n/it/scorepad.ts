/** Italian: the scorepad for a physical game. */
import type { CatalogueArea } from '../catalogue';

export const scorepad = {
  'title.scorepad': 'Conta una partita dal vivo',
  'pad.title': 'Blocco punti',
  'pad.help': 'Tocca una casella per scorrerne i contenuti, oppure scegli un contenuto e tocca le caselle.',
  'pad.cardHelp':
    'Scegli le quattro caselle di una carta, poi tocca dove va la sua casella in alto a sinistra.',
  'pad.cycle': 'Scorri',
  'pad.cardMode': 'Carta 2x2',
  'pad.parcelMode': 'Caselle',
  'pad.clear': 'Svuota la città',
  'pad.characters': 'Personaggi posseduti',
  'pad.sold': 'Vendute dal Battitore d’asta: {count}',
  'pad.total': 'Totale',
  'pad.player': 'Giocatore {n}',
  'pad.add': '+ Giocatore',
  'pad.remove': 'Togli giocatore',
  'pad.results': 'Risultati',
  'pad.back': 'Torna alle città',
  'pad.resultRow': '{name}: {total} PV',
  'pad.winner': 'Vince: {names}',
  'pad.unsure': { one: '{count} problema', other: '{count} problemi' },
  'pad.ok': 'Finora niente di impossibile.',
  'pad.fix': 'Correggi i problemi segnati: fino ad allora il totale non è definitivo.',
  'pad.cardRefused': 'Questa carta non può stare lì: {why}',
  'pad.problem.tooBig': 'La città supera la dimensione massima.',
  'pad.problem.notConnected': 'Queste caselle non toccano il resto della città.',
  'pad.problem.notACard': 'Nessuna carta 2x2 potrebbe coprire queste caselle.',
  'pad.problem.tooMany': 'Più {content} di quanti ne abbiano i mazzi (al massimo {max}).',
  'pad.problem.characterTwice': '{character} compare due volte.',
  'pad.problem.soldWithout': 'Solo il Battitore d’asta vende carte.',
  'pad.problem.tooManySold': 'Il Battitore d’asta vende al massimo {max} carte.',
  'pad.cellTip': '{content}\nTocca per cambiare.',
  'pad.empty': 'Nessuna carta',
  'pad.keys':
    'Le frecce spostano, Invio o Spazio riempiono la particella, Canc la svuota. Una lettera sceglie un contenuto dal nome; [ e ] li scorrono.',
} as const satisfies CatalogueArea;
