/** Italian: the board game's rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const boardRules = {
  'boardRules.setup.title': 'Preparazione',
  'boardRules.setup.1':
    'Carson City si gioca in 4 round su una griglia di 8 per 8 lotti, sopra la quale serpeggia il percorso delle caselle azione. Vince chi ha più punti vittoria (PV) dopo il quarto round.',
  'boardRules.setup.2':
    'Ognuno parte con $15, 3 cowboy, 1 strada, 1 revolver e 12 segnalini proprietà del proprio colore. I cowboy e le strade che tieni formano la tua riserva personale; il resto aspetta nella riserva generale.',
  'boardRules.setup.3':
    'Due dadi collocano il centro città all’interno dell’anello esterno: riceve una casa e una strada su ciascuno dei quattro lati. Altri nove lanci collocano le montagne.',
  'boardRules.setup.4':
    'Sette edifici vanno sulle caselle edificio: due ranch e due miniere su caselle fisse, tre pescati dal sacchetto. Poi ogni giocatore segna due lotti iniziali, il primo in ordine inverso, il secondo nell’ordine di turno.',
  'boardRules.setup.5':
    'Si espongono sette personaggi (otto se c’è il Ragazzo dei Giornali). L’ordine del primo round è estratto a sorte.',

  'boardRules.round.title': 'Un round',
  'boardRules.round.1': 'Ogni round ha quattro fasi:',
  'boardRules.round.2':
    '• Personaggi: nell’ordine del tracciato dei passaggi, ognuno prende un personaggio; alcuni agiscono appena presi.',
  'boardRules.round.3':
    '• Cowboy: secondo i numeri dei personaggi (il più basso per primo), a turno si piazza un cowboy su una casella azione, un lotto invenduto o un edificio, finché tutti hanno passato.',
  'boardRules.round.4':
    '• Azioni: il percorso si svolge casella per casella. Le caselle contese si risolvono prima con un duello.',
  'boardRules.round.5':
    '• Fine del round: il denaro oltre il limite si consegna, arrivano nuovi cowboy e l’esposizione degli edifici si riempie.',
  'boardRules.round.6':
    'L’ordine in cui si è passato forma il tracciato dei passaggi, che risolve anche ogni parità: vince chi ha passato prima.',

  'boardRules.characters.title': 'Personaggi',
  'boardRules.characters.1':
    'Ogni carta personaggio mostra un numero, un limite di denaro e un potere. Il numero fissa il tuo posto nella fase dei cowboy; il limite è il denaro che puoi tenere a fine round.',
  'boardRules.characters.2':
    'Alcuni poteri agiscono appena prendi la carta (denaro, strade, un lotto gratis, cowboy in più); altri valgono per tutto il round (più potenza di fuoco, edifici scontati, protezione dagli attacchi).',
  'boardRules.characters.3':
    'Passa il puntatore su una carta personaggio, o tienici sopra il dito, per leggerne potere e limite.',
  'boardRules.characters.4':
    'A fine round tutte le carte tornano esposte, quindi lo stesso personaggio può servire un altro giocatore la volta dopo.',

  'boardRules.spaces.title': 'Le caselle azione',
  'boardRules.spaces.1':
    'Il percorso si svolge in quest’ordine. Sulla maggior parte delle caselle agisce un solo cowboy; se ci sono più giocatori, prima si duella.',
  'boardRules.spaces.2':
    '• Strade (1) dà 3 strade. Strade (2) e Salario sono condivise: ogni cowboy lì riceve 1 strada o $4, senza duello.',
  'boardRules.spaces.3':
    '• Munizioni presta la tessera «3 revolver» per il resto del round. Poi si comprano i lotti occupati da cowboy e si vendono le sette caselle edificio, dalla più cara.',
  'boardRules.spaces.4':
    '• Rendite: $2 per lotto posseduto, $2 per punto di potenza di fuoco, oppure la somma di due dadi al gioco d’azzardo. Poi ogni edificio paga il suo proprietario, senza bisogno di cowboy.',
  'boardRules.spaces.5':
    '• Punti vittoria: quattro caselle vendono PV a $2, $3, $4 o $5 l’uno (il segnalino round chiude quelle economiche round dopo round); poi 1 PV ogni 2 di potenza di fuoco, 1 PV per edificio posseduto o 1 PV ogni 2 lotti.',
  'boardRules.spaces.6':
    'Si può sempre rinunciare a un’azione. Il cowboy che ha agito torna nella riserva generale.',

  'boardRules.duels.title': 'Duelli e potenza di fuoco',
  'boardRules.duels.1':
    'La tua potenza di fuoco è il numero di cowboy nella tua riserva personale, più i tuoi revolver, più i bonus del round (la tessera Munizioni, il Mercenario).',
  'boardRules.duels.2':
    'Quando cowboy di più giocatori stanno sulla stessa casella, lotto o edificio, ognuno tira un dado e aggiunge la sua potenza di fuoco. Vince il totale più alto; in parità vince chi ha passato prima.',
  'boardRules.duels.3':
    'Il vincitore può compiere l’azione. I cowboy sconfitti tornano nella riserva personale del proprietario, dove contano per la potenza di fuoco per il resto del round.',
  'boardRules.duels.4':
    'Un cowboy sull’edificio di un altro giocatore lo attacca; il proprietario può aggiungere un cowboy a difesa. Il duello si combatte subito prima delle rendite degli edifici. Un attaccante vincente prende metà della rendita, arrotondata per difetto.',
  'boardRules.duels.5':
    'Chiese, prigioni, scuole, la stazione e il municipio non si possono attaccare, né gli edifici accanto a una chiesa del loro proprietario.',

  'boardRules.town.title': 'Costruire la città',
  'boardRules.town.1':
    'Un lotto costa $1 più $1 per ogni edificio, casa o montagna su di esso e sugli otto lotti intorno. Si compra con un cowboy piazzato sopra; serve un segnalino proprietà libero.',
  'boardRules.town.2':
    'Un edificio vinto su una casella edificio va su un tuo lotto vuoto che tocca una strada su un lato o un angolo. Ranch e miniere non hanno bisogno di strade.',
  'boardRules.town.3':
    'Quasi ogni edificio porta una casa gratis, da mettere su un qualunque lotto vuoto collegato alle strade (tuo, invenduto, o di un altro giocatore se è d’accordo). Una scuola ne porta tre; ranch e miniere nessuna.',
  'boardRules.town.4':
    'Invece di una casa nuova puoi trasformare una casa esistente in palazzo, se tutti i lotti intorno sono occupati o hanno un proprietario.',
  'boardRules.town.5':
    'Un edificio che non puoi o non vuoi piazzare si può tenere e costruire alla fine di una fase edifici successiva. Le strade della tua riserva si posano quando vuoi, collegate alla rete esistente.',
  'boardRules.town.6':
    'Il municipio non si compra mai: appena pescato entra in gioco, e chi vi tiene un cowboy riceve un gradino di rendita in più per i suoi edifici.',

  'boardRules.income.title': 'Rendite degli edifici',
  'boardRules.income.1':
    'Una casa conta per un edificio vicino se sta su un lotto invenduto o su un lotto del proprietario dell’edificio. Hotel e stazione contano come due case; ranch, chiese, scuole e municipio come una.',
  'boardRules.income.2':
    '• Ranch: $1 per ogni lotto vuoto intorno (almeno $1). Miniera: $3 per ogni montagna intorno.',
  'boardRules.income.3':
    '• Farmacia: $3 per casa intorno e per ranch posseduto. Banca: $3 per casa intorno e per miniera posseduta. Saloon: $5 per casa intorno.',
  'boardRules.income.4':
    '• Hotel: sempre $6. Fabbro: $5 per il numero del round più $5 per ranch posseduto. Emporio: $6 per casa propria e $3 per casa altrui intorno.',
  'boardRules.income.5':
    'Ogni tipo ha una rendita massima che non può superare. Passa il puntatore su un edificio in città per vedere come si compone la sua rendita in questo round.',

  'boardRules.roundEnd.title': 'Fine del round',
  'boardRules.roundEnd.1':
    'Il denaro oltre il limite del tuo personaggio va consegnato, e puoi consegnarne di più. Ogni $10 interi consegnati valgono 1 PV.',
  'boardRules.roundEnd.2':
    'Il segnalino round avanza e chiude un’altra casella PV. Ricevi nuovi cowboy (4 dopo il round 1, 5 dopo il 2 e il 3), mai più dei 10 del tuo colore.',
  'boardRules.roundEnd.3':
    'I personaggi tornano esposti. Gli edifici invenduti scivolano sulle caselle più economiche e quelle vuote si riempiono dal sacchetto.',

  'boardRules.scoring.title': 'Punteggio finale',
  'boardRules.scoring.1': 'Dopo il round 4 e la sua consegna di denaro, ogni giocatore aggiunge:',
  'boardRules.scoring.2': '• 1 PV per ogni $6 rimasti;',
  'boardRules.scoring.3':
    '• 2 PV per ogni edificio, casa e montagna sui propri lotti (un palazzo vale due case);',
  'boardRules.scoring.4':
    '• i PV della stazione per le case di tutta la città e quelli dell’Insegnante nell’ultimo round.',

  'boardRules.end.title': 'Fine della partita',
  'boardRules.end.1':
    'La partita finisce dopo il quarto round. Vince chi ha più PV; in caso di parità vince chi ha passato prima nel round 4.',
  'boardRules.end.2':
    'Gli edifici tenuti nella riserva e i lotti vuoti non valgono nulla alla fine: costruisci ciò che compri.',
} as const satisfies CatalogueArea;
