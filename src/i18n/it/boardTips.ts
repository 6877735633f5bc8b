/** Italian: what hovering or long-pressing a board space, building, character or track explains. */
import type { CatalogueArea } from '../catalogue';

export const boardTips = {
  'boardTips.space.roads1': {
    one: 'Il vincitore prende 1 strada nella sua riserva.',
    other: 'Il vincitore prende {count} strade nella sua riserva.',
  },
  'boardTips.space.roads2': {
    one: 'Ogni cowboy qui porta 1 strada al suo proprietario.',
    other: 'Ogni cowboy qui porta {count} strade al suo proprietario.',
  },
  'boardTips.space.wages': 'Ogni cowboy qui guadagna ${money}.',
  'boardTips.space.ammo':
    'Il vincitore tiene la tessera «3 revolver»: +{firepower} di potenza di fuoco per il resto del round.',
  'boardTips.space.building':
    'Il vincitore può comprare l’edificio di questa casella per ${price} e costruirlo.',
  'boardTips.space.incParcels': 'Il vincitore guadagna ${money} per ogni lotto posseduto.',
  'boardTips.space.incCowboys': 'Il vincitore guadagna ${money} per ogni punto di potenza di fuoco.',
  'boardTips.space.gamble': 'Il vincitore tira i due dadi e incassa la somma in dollari.',
  'boardTips.space.vp': 'Il vincitore può comprare quanti PV vuole a ${price} l’uno.',
  'boardTips.space.vpCowboys': 'Il vincitore ottiene 1 PV ogni {per} punti di potenza di fuoco.',
  'boardTips.space.vpBuildings': 'Il vincitore ottiene 1 PV per ogni edificio sui suoi lotti.',
  'boardTips.space.vpParcels': 'Il vincitore ottiene 1 PV ogni {per} lotti posseduti.',
  'boardTips.space.shared': 'Qui possono stare quanti cowboy si vuole, e nessuno duella.',
  'boardTips.space.duel': 'Se ci sono più giocatori si duella; agisce solo il vincitore.',

  'boardTips.building.road': 'Richiede una strada su un lato o un angolo del lotto.',
  'boardTips.building.noRoad': 'Non richiede strade.',
  'boardTips.building.straightRoad':
    'Richiede, lungo un lato del lotto, una strada dritta che attraversa tutta la città.',
  'boardTips.building.houses': {
    zero: 'Non porta case.',
    one: 'Porta 1 casa gratis.',
    other: 'Porta {count} case gratis.',
  },
  'boardTips.building.revolvers': {
    one: 'Dà 1 revolver al proprietario.',
    other: 'Dà {count} revolver al proprietario.',
  },
  'boardTips.building.attackable': 'Può essere attaccato.',
  'boardTips.building.safe': 'Non può mai essere attaccato.',
  'boardTips.building.noIncome': 'Non dà rendita.',
  'boardTips.building.cap': 'Rende al massimo ${cap} a round.',
  'boardTips.building.symbols': {
    one: 'Conta come 1 casa per i vicini.',
    other: 'Conta come {count} case per i vicini.',
  },
  'boardTips.rate.empty': '${each} per ogni lotto vuoto intorno (almeno ${each}).',
  'boardTips.rate.mountains': '${each} per ogni montagna intorno.',
  'boardTips.rate.symbols': '${each} per ogni casa intorno.',
  'boardTips.rate.ownSymbols': '${each} per ogni casa intorno sui lotti del proprietario.',
  'boardTips.rate.otherSymbols': '${each} per ogni casa intorno su altri lotti.',
  'boardTips.rate.ownRanches': '${each} per ogni ranch del proprietario.',
  'boardTips.rate.ownMines': '${each} per ogni miniera del proprietario.',
  'boardTips.rate.round': '${each} per il numero del round.',
  'boardTips.rate.fixed': 'Sempre ${each}.',
  'boardTips.special.church': 'Gli edifici del proprietario accanto non possono essere attaccati.',
  'boardTips.special.station': 'A fine partita: 1 PV ogni 2 case di tutta la città.',
  'boardTips.special.townHall':
    'Non è di nessuno. Un cowboy tenuto qui alza di un gradino la rendita degli edifici del suo proprietario.',

  'boardTips.character.number': 'Numero {number}: il posto nella fase dei cowboy. Limite di denaro ${limit}.',
  'boardTips.character.paperboy': 'Paga $3 per prendere anche un secondo personaggio esposto.',
  'boardTips.character.sheriff':
    'Riceve il cowboy bianco per il round: non duella mai e nessuno può raggiungerlo sulla sua casella.',
  'boardTips.character.banker': 'Prende subito $9.',
  'boardTips.character.grocer':
    'Raddoppia la rendita di un tipo di edificio in questo round, oppure prende ${money}.',
  'boardTips.character.coolie':
    'Prende subito 2 strade; in questo round gli edifici costano la metà, arrotondata per eccesso.',
  'boardTips.character.settler': 'Ottiene subito gratis un lotto invenduto.',
  'boardTips.character.captain': 'Può ingaggiare subito fino a 3 cowboy, per {prices}.',
  'boardTips.character.mercenary': '+{firepower} di potenza di fuoco in questo round.',
  'boardTips.character.chief': 'I dadi danno subito 2 lotti gratis.',
  'boardTips.character.goldSeeker':
    'Può pagare subito $10 per mettere una miniera su un lotto vuoto invenduto.',
  'boardTips.character.gunsmith': '2 PV per ogni duello vinto in questo round.',
  'boardTips.character.singer':
    'Riceve 2 tessere «niente duello»: un cowboy con una di esse agisce senza duello su Strade (1), una rendita o una casella PV.',
  'boardTips.character.auctioneer':
    'Mette subito all’asta due lotti invenduti e incassa metà dell’offerta vincente.',
  'boardTips.character.governor':
    'Prende subito 1 strada; 1 PV per ogni strada del round che collega un nuovo lotto.',
  'boardTips.character.doctor':
    'Un cowboy sconfitto in duello può pagare $3 al Dottore per spostarsi su una casella libera più avanti nel round.',
  'boardTips.character.cowboy': 'Nessun potere proprio nel gioco base.',
  'boardTips.character.heroes':
    'I tuoi edifici non si possono attaccare in questo round, e tu non puoi attaccare.',
  'boardTips.character.lawyer':
    'Compra subito un lotto invenduto al suo prezzo; nessuno può contestare i tuoi acquisti di lotti in questo round.',
  'boardTips.character.teacher':
    'Round 1–3: il round dopo passi per primo. Round 4: PV per scuole, prigioni, chiese e per nessun saloon.',

  'boardTips.track.order':
    'Tracciato azioni: nella fase dei cowboy si gioca nell’ordine dei numeri dei personaggi.',
  'boardTips.track.pass':
    'Tracciato dei passaggi: l’ordine in cui si è passato. Decide la scelta dei personaggi del round dopo e le parità.',
  'boardTips.track.round': 'Segnalino round: la partita dura 4 round; ogni round chiude un’altra casella PV.',
  'boardTips.track.vp': 'I punti vittoria di ogni giocatore.',
} as const satisfies CatalogueArea;
