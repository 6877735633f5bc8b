/** Italian: the guided first game and the first game's hints. */
import type { CatalogueArea } from '../catalogue';

export const tutorial = {
  'tutorial.playerName': 'Tu',
  'tutorial.title': 'Impara a giocare · passo {step} di {count}',
  'tutorial.next': 'Avanti',
  'tutorial.openSheet': 'Apri il foglio dei punti',
  'tutorial.leave': 'Esci',
  'tutorial.skip': 'Salta lezione',
  'tutorial.realGame': 'Gioca una partita vera',
  'tutorial.again': 'Ripeti la lezione',
  'tutorial.toTitle': 'Menu iniziale',
  'tutorial.tryAgain': 'Non proprio',
  'tutorial.step.welcome':
    'Benvenuto a Carson City! Costruisci una piccola città del Far West, carta dopo carta. Tre giocatori virtuali, Ada, Bo e Cy, siedono al tavolo con te. Ogni round fai un’offerta, poi prendi una carta. Premi {next}.',
  'tutorial.step.offer':
    'In questa fila ci sono le carte in palio: un personaggio e quattro carte terreno. In questo round ognuno ne prende esattamente una, a partire dall’offerta più alta.',
  'tutorial.step.scoring':
    'Il {name} è un personaggio di punteggio: durante il gioco non fa nulla, ma a fine partita dà punti alla città di chi lo possiede.',
  'tutorial.step.back':
    'Guarda il retro del prossimo personaggio sul mazzo: sei semi in fila. Se due offerte sono uguali, vince il seme più a sinistra. Il tuo seme è la stella, e qui viene prima dello stivale.',
  'tutorial.step.bid':
    'È ora di fare un’offerta. Scegli il tuo 7, poi conferma. Le offerte restano segrete finché tutti hanno scelto, e ogni carta asta si gioca una sola volta per era.',
  'tutorial.step.tie':
    'Anche Cy ha giocato un 7. Sul retro del prossimo personaggio la tua stella viene prima dello stivale di Cy, quindi prendi per primo. I numeri accanto ai posti indicano l’ordine delle prese.',
  'tutorial.step.virtual':
    'Ada, Bo e Cy sono giocatori virtuali. Offrono la prima carta di un mazzetto coperto, prendono sempre la carta più appetibile (il numerino sulla carta) e non costruiscono. I loro punti sono l’appetibilità di tutto ciò che hanno preso.',
  'tutorial.step.firstCard':
    'Tocca a te prendere. Scegli la carta con Montagna e Miniera, tocca lo spazio illuminato nella tua città e premi {place}. La prima carta può andare ovunque.',
  'tutorial.step.building':
    'La tua città è nata. Ogni nuova carta deve toccarla lungo un lato o coprirla in parte, e tutta la città deve stare in 8 per 8 lotti.',
  'tutorial.step.bid2': 'Un nuovo round. Questa volta offri il tuo 8.',
  'tutorial.step.cover':
    'Prendi la carta con il Ranch e posala sul bordo sinistro, così copre i tuoi due lotti vuoti. Un lotto vuoto si può coprire con tutto; una Montagna solo con una Montagna; un edificio solo con lo stesso edificio; una Casa con una Casa o un Palazzo.',
  'tutorial.step.action':
    'Gli {name} sono un personaggio d’azione: una volta per era, al momento giusto, chi li possiede può usarli per cambiare l’asta. Una carta usata resta girata di lato fino all’era successiva.',
  'tutorial.step.bid3': 'Offri il tuo 9: così scegli di sicuro per primo.',
  'tutorial.step.takeHeroes': 'Prendi gli {name}. I personaggi stanno accanto alla città, non dentro.',
  'tutorial.step.fastForward':
    'Gli altri sei round dell’Era I ora si giocano da soli, in fretta. In ognuno viene giocata per te la tua carta asta più alta, e prendi la carta che aggiunge più punti, posata dove rende di più. Guarda il contatore dei round in alto e la tua città che cresce.',
  'tutorial.step.era':
    'Il nono round è finito, e con lui l’Era I. Quel che restava del suo mazzo di terreni esce dal gioco; l’Era II porta carte nuove. Le tue nove carte asta sono tornate in mano, e gli {name} sono di nuovo dritti, pronti all’uso. Altri nove round, poi la partita finisce.',
  'tutorial.step.scoreSheet':
    'I punti si contano solo a fine partita, sul foglio dei punti: tredici righe, ognuna un modo di fare punti. Adesso la tua città varrebbe {vp} PV. Premi «{openSheet}» per vedere da dove vengono.',
  'tutorial.step.readSheet':
    'Ecco il foglio dei punti come se la partita finisse ora: la tua città fa {total} PV. La tua riga migliore, {line}, dà {vp} PV. La cifra cerchiata è spiegata lì accanto, e una piccola immagine della tua città illumina i lotti che contano. Tocca un’altra cifra per leggerne il motivo, poi premi {next}.',
  'tutorial.step.readSheetPanel':
    'Ecco il foglio dei punti come se la partita finisse ora: la tua città fa {total} PV. La tua riga migliore, {line}, dà {vp} PV, e il riquadro spiega perché, illuminando i lotti che contano in una piccola immagine della tua città. Tocca il riquadro per vedere tutto il foglio, tocca una cifra per leggerne il motivo, poi premi {next}.',
  'tutorial.step.done':
    'Ecco tutto il gioco: offrire, prendere, costruire e pensare ai vicini. Sei pronto per una partita vera contro giocatori virtuali.',
  'tutorial.why.readFirst': 'Leggi prima la nota, poi premi {next}.',
  'tutorial.why.otherBid':
    'Un {got} andrebbe bene in una partita vera, ma questa lezione usa il tuo {want}. Scegli il {want} e conferma.',
  'tutorial.why.otherCard':
    'Quella carta andrebbe bene in una partita vera. Per questa lezione prendi {name}.',
  'tutorial.why.tooBig': 'Lì la tua città diventerebbe più larga o più alta di 8 lotti.',
  'tutorial.why.notConnected':
    'Quello spazio non tocca la tua città. Una nuova carta deve condividere un lato con essa o coprirla in parte.',
  'tutorial.why.coversBlocked':
    'Lì copriresti qualcosa che non si può: una Montagna solo con una Montagna, un edificio solo con lo stesso edificio.',
  'tutorial.why.otherSpot': 'Quello spazio è permesso, ma per questa lezione usa lo spazio illuminato.',
  'tutorial.why.notNow': 'Non serve adesso. Segui la nota.',
  'hint.title': 'Consiglio',
  'hint.dismiss': 'Capito',
  'hint.bid':
    'Offri alto per la carta che vuoi di più; un’offerta bassa conserva le carte grandi per i round successivi. Il retro del prossimo personaggio decide i pareggi.',
  'hint.place': 'I numeri sulla tua città mostrano quanti PV darebbe ora ogni spazio permesso.',
  'hint.prompt': 'Uno dei tuoi personaggi può agire ora. Usarlo è sempre facoltativo.',
  'hint.character':
    'I personaggi stanno accanto alla città: quelli di punteggio pagano alla fine, quelli d’azione aiutano nell’asta.',
  'hint.era':
    'Una nuova era: le tue carte asta sono tornate in mano e i personaggi usati sono di nuovo dritti.',
} as const satisfies CatalogueArea;
