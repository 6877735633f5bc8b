/** Italian: the rules reference, in this edition's own words. */
import type { CatalogueArea } from '../catalogue';

export const rules = {
  'rules.goal.title': 'Lo scopo',
  'rules.goal.1':
    'Fondi una città di frontiera. In due ere di nove round ciascuna fai offerte per terreni e per le persone che vi si stabiliscono, e disponi i terreni come una città di lotti.',
  'rules.goal.2':
    'Finito il 18° round, si calcola il punteggio di ogni città. Vince chi ha più punti vittoria (PV); chi pareggia in testa condivide la vittoria.',
  'rules.goal.3':
    'Ogni posto ha un seme. Persone e IA giocano con le carte asta da 1 a 9 in mano. I giocatori virtuali offrono invece da un mazzo coperto.',
  'rules.round.title': 'Un round',
  'rules.round.1':
    '1. Le carte in palio. Si pesca un personaggio, poi quattro carte terreno (cinque con 5 o 6 posti). Il retro del personaggio successivo è visibile: ordina i sei semi e risolve i pareggi del round. Se mostra un teschio, si pesca invece quella carta.',
  'rules.round.2':
    '2. Abilità. Prima delle offerte, chi ha personaggi azione dritti può usarli, in quest’ordine: Governatore, Avvocato, Lavoratore Cinese, Eroi, Armaiolo.',
  'rules.round.3':
    '3. Offerte. Ogni giocatore sceglie in segreto una carta asta. Si svelano tutte insieme, con la carta in cima a ogni mazzo virtuale. Poi si possono usare Mercenario e Dottore.',
  'rules.round.4':
    '4. Prese. Chi ha l’offerta finale più alta prende per primo una carta, poi il successivo e così via. Nei pareggi vince il seme che sta più in alto sul retro visibile. Una carta terreno entra subito nella tua città.',
  'rules.round.5':
    'Le carte asta giocate restano scoperte e non tornano fino alla fine dell’era. Le carte non prese escono dal gioco.',
  'rules.round.6':
    'Dopo il round 9 i terreni dell’Era I si mettono da parte ed entrano quelli dell’Era II; tutti riprendono le carte asta e i personaggi usati tornano dritti (tranne il Governatore).',
  'rules.abilities.title': 'Personaggi',
  'rules.abilities.1':
    'I personaggi azione si usano una volta per era e poi si girano di lato. Non sei mai obbligato a usarli. I personaggi $ danno semplicemente punti alla fine.',
  'rules.abilities.2':
    '• Governatore: una volta a partita, scopri una carta terreno in più e prendi subito una carta.',
  'rules.abilities.3':
    '• Avvocato: prendi subito una carta; la tua offerta è scartata e non prendi altro nel round.',
  'rules.abilities.4': '• Lavoratore Cinese: si scopre una carta terreno in più e prendi due carte.',
  'rules.abilities.5':
    '• Eroi +3, Armaiolo +6 prima delle offerte; Mercenario +5, Dottore +2 a offerte svelate. I bonus si sommano.',
  'rules.abilities.6':
    '• Battitore d’asta: quando prendi, vendi terreni della tua città senza nulla sopra (3 in tutta la partita) per 7 PV ciascuno.',
  'rules.abilities.7': 'Passa sopra una carta o selezionala per leggere esattamente cosa fa.',
  'rules.building.title': 'Costruire la città',
  'rules.building.1':
    'Una carta terreno è di 2×2 lotti. Non si ruota mai e può stare sfalsata di un lotto, anche a metà sopra altre carte. Le nuove carte vanno sempre sopra.',
  'rules.building.2': '• La prima carta va dove vuoi.',
  'rules.building.3':
    '• Le carte seguenti devono sovrapporsi alla città o toccarla lungo un lato. Toccarla in un angolo non basta.',
  'rules.building.4': '• L’intera città deve stare in 8×8 lotti (8×9 col Capitano).',
  'rules.building.5':
    '• Si può coprire solo terreno vuoto, tranne: un edificio sullo stesso edificio, Montagna su Montagna, Casa o Palazzo su una Casa (un Palazzo non si copre mai). Con Prigione o Sceriffo i Fuorilegge contano come vuoti, ma mai Fuorilegge su Fuorilegge.',
  'rules.building.6':
    'Puoi prendere un terreno che non sta da nessuna parte, per toglierlo agli altri; viene poi scartato. Il gioco ti avvisa prima.',
  'rules.building.7':
    'Mentre piazzi, ogni spazio valido si illumina e mostra di quanti punti cambierebbe il punteggio; passa su uno spazio scuro per sapere perché non è ammesso.',
  'rules.scoring.title': 'Punteggio',
  'rules.scoring.1':
    '«Accanto» indica gli 8 lotti attorno a un lotto. Unità abitative: Casa 1, Palazzo 2, Hotel 2. Terreno vuoto è un lotto coperto senza nulla sopra.',
  'rules.scoring.2': '• Ranch: 1 per lotto vuoto accanto. Miniera: 2 per Montagna accanto.',
  'rules.scoring.3':
    '• Farmacia, Banca, Emporio, Municipio: 1 per unità abitativa accanto. Saloon: 2 per unità abitativa accanto.',
  'rules.scoring.4':
    '• Bonus: (Farmacie + Fabbri) × Ranch, (Banche + Fabbri) × Miniere, (Chiese + Empori) × unità abitative.',
  'rules.scoring.5': '• Hotel: 3 ciascuno. Municipio: 1 per edificio della città.',
  'rules.scoring.6': '• Fuorilegge: −6 ciascuno, salvo Prigione o Sceriffo.',
  'rules.scoring.7': '• Personaggi: quanto dicono le loro carte.',
  'rules.virtual.title': 'Giocatori virtuali',
  'rules.virtual.1':
    'I giocatori virtuali completano il tavolo quando giocano meno di quattro persone e IA. Seguono abitudini fisse:',
  'rules.virtual.2':
    '• Offrono la carta in cima al loro mazzo: 1–9 da Principiante, 2–10 da Intermedio, 3–11 da Esperto.',
  'rules.virtual.3': '• Non usano abilità e non costruiscono città.',
  'rules.virtual.4':
    '• Al loro turno prendono la carta in palio più appetibile (a parità, la prima della fila).',
  'rules.virtual.5': '• Fanno punti pari all’appetibilità totale delle carte prese.',
  'rules.virtual.6': 'Nel solitario affronti tre Principianti. Supera tutti i loro totali per vincere.',
} as const satisfies CatalogueArea;
