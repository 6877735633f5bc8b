/** it: the board game's guided first game: each step's note, a wrong move's explanation, and the buttons (BOARD 2..10). */
export const boardLesson = {
  'boardLesson.title': 'Lezione {step} di {count}',
  'boardLesson.next': 'Avanti',
  'boardLesson.waiting': 'Gli altri stanno giocando…',
  'boardLesson.choice.realGame': 'Gioca una partita vera',
  'boardLesson.choice.replay': 'Ricomincia la lezione',
  'boardLesson.step.welcome':
    'Benvenuto a Carson City! Con due rivali fai crescere una città in quattro round. Vince chi ha più punti vittoria (PV). Tocca {next} quando una nota non ti chiede nessuna mossa.',
  'boardLesson.step.town':
    'Questa è la città: 8 per 8 lotti. La casa in mezzo è il centro, con strade sui quattro lati. Le cime grigie sono montagne.',
  'boardLesson.step.start1':
    'Prima del round 1 ognuno riceve due lotti gratis. Prendi il lotto illuminato subito sopra il centro.',
  'boardLesson.step.start2': 'Ora prendi quello accanto, che tocca anch’esso il centro.',
  'boardLesson.step.characters':
    'Ogni round inizia con un personaggio. Il suo numero decide chi piazza i cowboy per primo; ognuno ha un potere e un limite al denaro che puoi tenere.',
  'boardLesson.step.pickCharacter':
    'Prendi il {name}. Piazzerai per ultimo, vedendo dove sono andati gli altri, e nei duelli aggiungi 3 alla tua potenza di fuoco.',
  'boardLesson.step.path':
    'In alto c’è il percorso delle azioni. Un cowboy su una casella ne compie l’azione quando arriva il suo turno: strade, salario, un edificio, rendite, PV. Un cowboy su un lotto invenduto lo compra.',
  'boardLesson.step.placeParcel':
    'Metti un cowboy sul lotto illuminato. Costa poco: $1 più $1 per ogni cosa sopra e intorno.',
  'boardLesson.step.placeBuilding':
    'Metti un cowboy sul {building} della casella da $5. Se nessun altro ci va, potrai comprarlo.',
  'boardLesson.step.placeDuel':
    'Un rivale ha già un cowboy su questo lotto di montagna. Raggiungilo: due cowboy nello stesso posto vuol dire duello.',
  'boardLesson.step.pass':
    'Per questo round basta così. Passa: chi passa prima gioca prima nel prossimo round e vince più pareggi.',
  'boardLesson.step.actions':
    'Tutti hanno passato. Ora il percorso si svolge dall’inizio alla fine e ogni cowboy fa la sua azione.',
  'boardLesson.step.buyParcel': 'Il tuo cowboy è da solo sul lotto. Compralo per ${price}.',
  'boardLesson.step.duel':
    'Duello sul lotto di montagna! Ognuno tira un dado e aggiunge la sua potenza di fuoco: revolver più i cowboy rimasti a casa, e 3 in più per te. Hai fatto {mine} contro {theirs} e hai vinto.',
  'boardLesson.step.buyDuelParcel': 'Chi vince può comprare il lotto. Compralo per ${price}.',
  'boardLesson.step.network':
    'Hai vinto il {building}. Un edificio richiede un tuo lotto collegato alla rete stradale, e il tuo nuovo lotto non lo è ancora.',
  'boardLesson.step.road':
    'Posa la tua strada sul bordo illuminato. Una strada deve unirsi alla rete, e ora raggiunge il tuo lotto. Puoi posare strade ogni volta che tocca a te.',
  'boardLesson.step.build':
    'Costruisci il {building} sul tuo lotto. Arriva con una casa gratis: mettila sul lotto illuminato proprio accanto.',
  'boardLesson.step.income':
    'Giorno di paga! Il tuo {building} ha reso ${amount}: paga per ogni casa vicina, quindi i vicini contano.',
  'boardLesson.step.handIn':
    'Fine del round. Il denaro oltre il limite del tuo personaggio va consegnato, e ogni $10 pieni danno 1 PV. Sei sotto il limite: tieni il denaro.',
  'boardLesson.step.roundEnd':
    'Un nuovo round: tutti ricevono nuovi cowboy, gli edifici invenduti scendono verso le caselle più economiche e i personaggi tornano liberi.',
  'boardLesson.step.autoPlay':
    'Ora conosci l’essenziale. Guarda i tre round rimanenti; le tue mosse vengono fatte per te.',
  'boardLesson.step.finalScore':
    'La partita è finita. Denaro e proprietà danno ancora qualche PV. Hai {vp} PV, e vince {winner}.',
  'boardLesson.step.done': 'Questa era la tua prima partita a Carson City. Pronto per una vera?',
  'boardLesson.why.readFirst': 'Leggi prima questa nota, poi tocca {next}.',
  'boardLesson.why.watch': 'Il resto della partita va da solo: guarda.',
  'boardLesson.why.otherStart':
    'Prendi il lotto illuminato: tocca il centro, così potrai costruirci più avanti.',
  'boardLesson.why.otherCharacter': 'In questa lezione prendi il {name}.',
  'boardLesson.why.otherParcel': 'Andrebbe bene anche quello, ma la lezione compra il lotto illuminato.',
  'boardLesson.why.otherSpace': 'Andrebbe bene anche quella, ma la lezione usa la casella illuminata.',
  'boardLesson.why.plainCowboy': 'Qui usa un cowboy normale, senza segnalini speciali.',
  'boardLesson.why.notPassYet': 'Non ancora: prima metti un cowboy sul posto illuminato.',
  'boardLesson.why.passNow':
    'Stavolta tieni a casa gli ultimi cowboy: aumentano la tua potenza di fuoco. Passa ora.',
  'boardLesson.why.roadLater': 'Le strade arrivano un po’ più avanti nella lezione.',
  'boardLesson.why.otherRoad':
    'Questa strada si unisce alla rete, ma solo quella illuminata raggiunge il tuo lotto.',
  'boardLesson.why.buyIt': 'Compralo: alla lezione serve.',
  'boardLesson.why.otherBuild': 'Costruisci sul tuo lotto illuminato, con la casa sul lotto accanto.',
  'boardLesson.why.buildIt': 'Non tenerlo per dopo: costruiscilo adesso.',
  'boardLesson.why.keepMoney': 'Non serve consegnare denaro: sei sotto il tuo limite.',
  'boardLesson.why.notNow': 'Questo non fa parte di questo passo. Segui la nota.',
} as const;
