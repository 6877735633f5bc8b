/** Italian: card names (as in the Italian rulebook), card texts, suits, score lines and placement problems. */
import type { CatalogueArea } from '../catalogue';

export const cards = {
  'character.governor': 'Governatore',
  'character.lawyer': 'Avvocato',
  'character.chineseWorker': 'Lavoratore Cinese',
  'character.heroes': 'Eroi',
  'character.gunsmith': 'Armaiolo',
  'character.mercenary': 'Mercenario',
  'character.doctor': 'Dottore',
  'character.auctioneer': 'Battitore d’asta',
  'character.singer': 'Cantante',
  'character.indian': 'Indiano',
  'character.settler': 'Colono',
  'character.banker': 'Banchiere',
  'character.cowboy': 'Cowboy',
  'character.captain': 'Capitano',
  'character.grocer': 'Droghiere',
  'character.undertaker': 'Becchino',
  'character.editor': 'Editore',
  'character.paperboy': 'Ragazzo dei Giornali',
  'character.prospector': 'Minatore',
  'character.sheriff': 'Sceriffo',
  'character.teacher': 'Insegnante',

  'content.empty': 'Vuoto',
  'content.house': 'Casa',
  'content.townhouse': 'Palazzo',
  'content.mountain': 'Montagna',
  'content.mine': 'Miniera',
  'content.ranch': 'Ranch',
  'content.blacksmith': 'Fabbro',
  'content.drugstore': 'Farmacia',
  'content.bank': 'Banca',
  'content.saloon': 'Saloon',
  'content.hotel': 'Hotel',
  'content.generalStore': 'Emporio',
  'content.church': 'Chiesa',
  'content.prison': 'Prigione',
  'content.cityHall': 'Municipio',
  'content.outlaws': 'Fuorilegge',

  'contentTip.empty': 'Lotto vuoto. I Ranch ne traggono punti. Sopra si può costruire quasi tutto.',
  'contentTip.house':
    'Vale 1 unità abitativa per negozi, banche e saloon attorno, e per chiese ed empori in tutta la città. Sopra può andare una Casa o un Palazzo.',
  'contentTip.townhouse':
    'Vale 2 unità abitative per le attività attorno, e per chiese ed empori in tutta la città. Non si può coprire.',
  'contentTip.mountain':
    'Ogni Miniera accanto guadagna 2 PV grazie a lei. Solo una Montagna copre una Montagna.',
  'contentTip.mine':
    '2 PV per ogni Montagna tra gli 8 vicini. Ogni Banca e Fabbro in città aggiunge 1 PV per Miniera.',
  'contentTip.ranch':
    '1 PV per ogni lotto vuoto tra gli 8 vicini. Ogni Farmacia e Fabbro in città aggiunge 1 PV per Ranch.',
  'contentTip.blacksmith':
    'Da solo non vale nulla, ma aggiunge 1 PV per ogni Ranch e 1 PV per ogni Miniera della città.',
  'contentTip.drugstore': '1 PV per unità abitativa tra gli 8 vicini, più 1 PV per ogni Ranch della città.',
  'contentTip.bank': '1 PV per unità abitativa tra gli 8 vicini, più 1 PV per ogni Miniera della città.',
  'contentTip.saloon':
    '2 PV per unità abitativa tra gli 8 vicini. La Cantante ripaga il tuo Saloon migliore.',
  'contentTip.hotel': '3 PV, e conta come 2 unità abitative per le attività accanto.',
  'contentTip.generalStore':
    '1 PV per unità abitativa tra gli 8 vicini, più 1 PV per ogni unità abitativa della città.',
  'contentTip.church': 'Aggiunge 1 PV per ogni unità abitativa della città.',
  'contentTip.prison': 'Doma i tuoi Fuorilegge: non costano nulla e contano come terreno vuoto.',
  'contentTip.cityHall':
    '1 PV per unità abitativa tra gli 8 vicini, più 1 PV per ogni edificio della città (anche sé stesso).',
  'contentTip.outlaws':
    'Costa 6 PV se non hai Prigione o Sceriffo; con loro conta come vuoto. Mai Fuorilegge su Fuorilegge.',

  'suit.hat': 'Cappello',
  'suit.star': 'Stella',
  'suit.cactus': 'Cactus',
  'suit.boot': 'Stivale',
  'suit.horseshoe': 'Ferro di cavallo',
  'suit.cow': 'Bestiame',

  'when.beforeBidsOnce': 'Una volta a partita, prima delle offerte',
  'when.beforeBids': 'Prima delle offerte',
  'when.afterReveal': 'Dopo aver svelato le offerte',
  'when.onTake': 'Quando prendi',
  'when.end': 'A fine partita',
  'when.endAndBuilding': 'A fine partita e mentre costruisci',

  'charText.governor':
    'Scopri un’altra carta terreno, poi prendi subito una carta in palio a scelta. Offri e prendi comunque come al solito.',
  'charText.lawyer':
    'Prendi subito una carta in palio a scelta. La tua offerta di questo round va persa e non prendi altro.',
  'charText.chineseWorker':
    'Un’altra carta terreno va in palio e nel tuo turno prendi due carte invece di una.',
  'charText.heroes': '+{bonus} alla tua offerta in questo round. A fine partita valgono 6 PV.',
  'charText.gunsmith': '+{bonus} alla tua offerta in questo round.',
  'charText.mercenary': '+{bonus} alla tua offerta in questo round.',
  'charText.doctor': '+{bonus} alla tua offerta in questo round. A fine partita vale 5 PV.',
  'charText.auctioneer':
    'In un turno per era vendi da 1 a {limit} carte terreno della tua città senza nulla sopra, senza dividerla (al massimo {limit} in tutta la partita). Poi la carta resta usata fino all’era successiva. Ogni vendita vale {vp} PV alla fine.',
  'charText.singer': 'Vale quanto il tuo Saloon migliore.',
  'charText.indian':
    'Mezzo PV (per eccesso) per ogni lotto della tua area 8×8 (8×9 col Capitano) non coperto.',
  'charText.settler': '1 PV per ogni lotto vuoto accanto a un tuo Ranch (contato una volta).',
  'charText.banker': '4 PV per ogni Banca della città.',
  'charText.cowboy': '3 PV per ogni Ranch della città.',
  'charText.captain': '6 PV, e la città può crescere fino a 8×9 (o 9×8) lotti.',
  'charText.grocer': '4 PV per ogni Farmacia della città.',
  'charText.undertaker': '2 PV per ogni personaggio che possiedi, questo compreso.',
  'charText.editor': '1 PV per ogni tuo personaggio $ (anche questo) e 4 PV per ogni personaggio azione.',
  'charText.paperboy':
    '3 PV, e prima del conteggio puoi aggiungere ai tuoi un personaggio che nessuno ha preso (scartato o mai pescato).',
  'charText.prospector': '1 PV per ogni Montagna e ogni Miniera della città.',
  'charText.sheriff': '3 PV per ogni Prigione. I tuoi Fuorilegge non costano nulla e contano come vuoti.',
  'charText.teacher': '1 PV per Casa e 2 PV per Palazzo e per Hotel.',

  'charShort.governor': 'Presa extra · una volta',
  'charShort.lawyer': 'Prendi subito una carta',
  'charShort.chineseWorker': 'Prendi due carte',
  'charShort.heroes': '+{bonus} offerta · 6 PV',
  'charShort.gunsmith': '+{bonus} offerta',
  'charShort.mercenary': '+{bonus} a offerte svelate',
  'charShort.doctor': '+{bonus} offerta · 5 PV',
  'charShort.auctioneer': 'Vendi terreni · {vp} PV',
  'charShort.singer': 'Come il Saloon migliore',
  'charShort.indian': '½ PV per lotto libero',
  'charShort.settler': '1 PV per vuoto da Ranch',
  'charShort.banker': '4 PV per Banca',
  'charShort.cowboy': '3 PV per Ranch',
  'charShort.captain': '6 PV · città 8×9',
  'charShort.grocer': '4 PV per Farmacia',
  'charShort.undertaker': '2 PV per personaggio',
  'charShort.editor': '1/$ · 4/azione',
  'charShort.paperboy': '3 PV · uno in più',
  'charShort.prospector': '1 PV per Mont./Min.',
  'charShort.sheriff': '3 PV per Prigione',
  'charShort.teacher': 'PV per abitazione',

  'charTip.head': '{name}\n{kind} · appetibilità {appeal}\n{when}: {text}',
  'charTip.action': 'Azione',
  'charTip.vp': '$ Punti vittoria',

  'ability.governor':
    'Usare il Governatore? Si scopre un’altra carta terreno e prendi subito una carta in palio. Solo una volta a partita.',
  'ability.lawyer':
    'Usare l’Avvocato? Prendi subito una carta in palio, ma la tua offerta va persa e in questo round non prendi altro.',
  'ability.chineseWorker':
    'Usare il Lavoratore Cinese? Un’altra carta terreno va in palio e nel tuo turno prendi due carte.',
  'ability.heroes': 'Usare gli Eroi? La tua offerta ha +3 in questo round.',
  'ability.gunsmith': 'Usare l’Armaiolo? La tua offerta ha +6 in questo round.',
  'ability.mercenary': 'Usare il Mercenario? La tua offerta svelata ha +5 in questo round.',
  'ability.doctor': 'Usare il Dottore? La tua offerta svelata ha +2 in questo round.',

  'problem.tooBig': 'Troppo lontano: la città deve stare in 8×8 lotti (8×9 col Capitano).',
  'problem.notConnected':
    'Non collegata: la carta deve sovrapporsi alla città o toccarla lungo un lato; gli angoli non contano.',
  'problem.coversBlocked':
    'Bloccato: coprirebbe qualcosa che non si può coprire. Solo uguale su uguale (edificio sullo stesso edificio, Montagna su Montagna, Casa o Palazzo su una Casa); il resto solo su terreno vuoto.',
  'problem.illegal': 'Spazio non valido.',

  'line.ranches': 'Ranch',
  'line.mines': 'Miniere',
  'line.drugstores': 'Farmacie',
  'line.banks': 'Banche',
  'line.saloons': 'Saloon',
  'line.generalStoresAndCityHall': 'Empori e Municipio',
  'line.ranchBonus': 'Bonus Ranch',
  'line.mineBonus': 'Bonus Miniere',
  'line.houseBonus': 'Bonus Case',
  'line.hotels': 'Hotel',
  'line.cityHall': 'Municipio',
  'line.outlaws': 'Fuorilegge',
  'line.characters': 'Personaggi',
  'lineTip.ranches': '1 PV per lotto vuoto accanto a ogni Ranch.',
  'lineTip.mines': '2 PV per Montagna accanto a ogni Miniera.',
  'lineTip.drugstores': '1 PV per unità abitativa accanto a ogni Farmacia.',
  'lineTip.banks': '1 PV per unità abitativa accanto a ogni Banca.',
  'lineTip.saloons': '2 PV per unità abitativa accanto a ogni Saloon.',
  'lineTip.generalStoresAndCityHall': '1 PV per unità abitativa accanto a ogni Emporio e Municipio.',
  'lineTip.ranchBonus': '(Farmacie + Fabbri) × Ranch.',
  'lineTip.mineBonus': '(Banche + Fabbri) × Miniere.',
  'lineTip.houseBonus': '(Chiese + Empori) × unità abitative della città.',
  'lineTip.hotels': '3 PV per Hotel.',
  'lineTip.cityHall': '1 PV per edificio della città, per ogni Municipio.',
  'lineTip.outlaws': '−6 PV per lotto di Fuorilegge, salvo Prigione o Sceriffo.',
  'lineTip.characters': 'Quanto valgono i tuoi personaggi.',

  'card.quadrant0': 'In alto a sinistra',
  'card.quadrant1': 'In alto a destra',
  'card.quadrant2': 'In basso a sinistra',
  'card.quadrant3': 'In basso a destra',
  'card.terrainHead': 'Terreno Era {era} · appetibilità {appeal}',
  'card.parcel': '{where}: {name}',
  'card.parcelTip': '{where}: {name} — {text}',
  'card.pileTip':
    'Mazzo terreni Era {era}\nCarte coperte. Ogni round se ne scoprono quattro (cinque con 5 o 6 posti).',
  'card.backTip':
    'Prossimo personaggio (coperto)\nI pareggi delle offerte di questo round vanno al seme più a sinistra: {order}.',
  'card.skullLine': 'Teschio: quando esce questa carta, viene pescata al posto del personaggio precedente.',
  'card.auctionHidden':
    'Carta asta {suit}\nCoperta: il valore resta segreto finché le offerte non sono svelate.',
  'card.auctionShown':
    'Carta asta {suit} · {value}\nPiù alta l’offerta finale, prima scegli tra le carte in palio. Una volta giocata, torna solo nella prossima era.',
} as const satisfies CatalogueArea;
