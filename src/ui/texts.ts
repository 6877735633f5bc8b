/** Player-facing texts written for this edition: tooltips, prompts, placement problems, score lines and the rules reference. */
import { BID_BONUS, CHARACTERS, CONTENT_NAMES, SALE_VP, SELL_LIMIT } from '../engine';
import type { Ability, CharacterName, Content, LineKey, PlacementProblem } from '../engine';

const CONTENT_TEXT: Record<Content, string> = {
  '.': 'Open ground. Ranches earn from it. Almost anything may be built over it.',
  H: 'Worth 1 house unit to the shops, banks and saloons around it, and to churches and general stores anywhere in town. A House or Townhouse may go on top.',
  T: 'Worth 2 house units to the businesses around it, and to churches and general stores anywhere in town. Nothing may be built over it.',
  M: 'Each Mine next to it earns 2 VP for it. Only a Mountain may cover a Mountain.',
  m: '2 VP for every Mountain among its 8 neighbours. Every Bank and Blacksmith in town adds 1 VP per Mine.',
  R: '1 VP for every empty parcel among its 8 neighbours. Every Drugstore and Blacksmith in town adds 1 VP per Ranch.',
  K: 'Scores nothing by itself, but adds 1 VP for each Ranch and 1 VP for each Mine in your city.',
  D: '1 VP per house unit among its 8 neighbours. It also adds 1 VP for every Ranch in your city.',
  B: '1 VP per house unit among its 8 neighbours. It also adds 1 VP for every Mine in your city.',
  S: '2 VP per house unit among its 8 neighbours. The Singer pays for your best Saloon.',
  O: '3 VP, and it counts as 2 house units for the businesses next to it.',
  G: '1 VP per house unit among its 8 neighbours, plus 1 VP for every house unit anywhere in your city.',
  C: 'Adds 1 VP for every house unit anywhere in your city.',
  P: 'Tames your Outlaws: they cost nothing and count as empty ground.',
  Y: '1 VP per house unit among its 8 neighbours, plus 1 VP for every building in your city (itself too).',
  X: 'Costs 6 VP unless you have a Prison or the Sheriff; then it counts as empty ground. Outlaws never go on Outlaws.',
};

/** Tooltip of one parcel content: its name, then what it scores and what may cover it. */
export function contentTip(c: Content): string {
  return `${CONTENT_NAMES[c]}\n${CONTENT_TEXT[c]}`;
}

const CHARACTER_TEXT: Record<CharacterName, { when: string; text: string; short: string }> = {
  Governor: {
    when: 'Once per game, before bids',
    text: 'Turn up one more terrain card, then take any card from the offer straight away. You still bid and take as usual.',
    short: 'Extra take · once',
  },
  Lawyer: {
    when: 'Before bids',
    text: 'Take any card from the offer straight away. Your bid this round is thrown away and you take nothing more.',
    short: 'Take a card first',
  },
  'Chinese Worker': {
    when: 'Before bids',
    text: 'One more terrain card joins the offer, and on your turn you take two cards instead of one.',
    short: 'Take two cards',
  },
  Heroes: {
    when: 'Before bids',
    text: `+${BID_BONUS.heroes} to your bid this round. Also worth 6 VP at the end.`,
    short: `+${BID_BONUS.heroes} bid · 6 VP`,
  },
  Gunsmith: {
    when: 'Before bids',
    text: `+${BID_BONUS.gunsmith} to your bid this round.`,
    short: `+${BID_BONUS.gunsmith} bid`,
  },
  Mercenary: {
    when: 'After bids are shown',
    text: `+${BID_BONUS.mercenary} to your bid this round.`,
    short: `+${BID_BONUS.mercenary} bid after reveal`,
  },
  Doctor: {
    when: 'After bids are shown',
    text: `+${BID_BONUS.doctor} to your bid this round. Also worth 5 VP at the end.`,
    short: `+${BID_BONUS.doctor} bid · 5 VP`,
  },
  Auctioneer: {
    when: 'On your turn to take',
    text: `In one turn of each era, sell 1 to ${SELL_LIMIT} terrain cards from your city that nothing lies on, keeping the city in one piece (at most ${SELL_LIMIT} in the whole game). After that turn the card is used until the next era. Each sale is worth ${SALE_VP} VP at the end.`,
    short: `Sell land · ${SALE_VP} VP each`,
  },
  Singer: { when: 'At game end', text: 'Scores as much as your best Saloon.', short: 'Best Saloon again' },
  Indian: {
    when: 'At game end',
    text: 'Half a VP (rounded up) for every parcel of your 8×8 area (8×9 with the Captain) that no card covers.',
    short: '½ VP per bare parcel',
  },
  Settler: {
    when: 'At game end',
    text: '1 VP for every empty parcel that touches one of your Ranches (each counted once).',
    short: '1 VP per empty by Ranch',
  },
  Banker: { when: 'At game end', text: '4 VP for every Bank in your city.', short: '4 VP per Bank' },
  Cowboy: { when: 'At game end', text: '3 VP for every Ranch in your city.', short: '3 VP per Ranch' },
  Captain: {
    when: 'At game end, and while building',
    text: '6 VP, and your city may grow to 8×9 (or 9×8) parcels.',
    short: '6 VP · city 8×9',
  },
  Grocer: {
    when: 'At game end',
    text: '4 VP for every Drugstore in your city.',
    short: '4 VP per Drugstore',
  },
  Undertaker: {
    when: 'At game end',
    text: '2 VP for every character you own, this one included.',
    short: '2 VP per character',
  },
  Editor: {
    when: 'At game end',
    text: '1 VP for every $ character you own (this one too) and 4 VP for every action character.',
    short: '1/$ · 4/action char.',
  },
  Paperboy: {
    when: 'At game end',
    text: '3 VP, and before scoring you may add one character nobody took (removed or never drawn) to your own.',
    short: '3 VP · pick a spare',
  },
  Prospector: {
    when: 'At game end',
    text: '1 VP for every Mountain and every Mine in your city.',
    short: '1 VP per Mtn/Mine',
  },
  Sheriff: {
    when: 'At game end, and while building',
    text: '3 VP for every Prison. Your Outlaws cost nothing and count as empty ground.',
    short: '3 VP per Prison',
  },
  Teacher: {
    when: 'At game end',
    text: '1 VP per House and 2 VP per Townhouse and per Hotel.',
    short: 'VP per home',
  },
};

const TYPE_OF = new Map(CHARACTERS.map((c) => [c.name, c]));

/** Tooltip of a character: name, kind and appeal, then what it does and when. */
export function characterTip(name: CharacterName): string {
  const def = TYPE_OF.get(name);
  const t = CHARACTER_TEXT[name];
  const kind = def?.type === 'action' ? 'Action' : '$ Victory points';
  return `${name}\n${kind} · appeal ${def?.appeal ?? '?'}\n${t.when}: ${t.text}`;
}

/** A few words for a character card's face. */
export function characterShort(name: CharacterName): string {
  return CHARACTER_TEXT[name].short;
}

const ABILITY_TEXT: Record<Ability, string> = {
  governor:
    'Use the Governor? One more terrain card is turned up and you take any card from the offer now. You can do this only once per game.',
  lawyer:
    'Use the Lawyer? You take any card from the offer now, but your bid is wasted and you take nothing else this round.',
  chineseWorker:
    'Use the Chinese Worker? One more terrain card joins the offer and you take two cards on your turn.',
  heroes: `Use the Heroes? Your bid gets +${BID_BONUS.heroes} this round.`,
  gunsmith: `Use the Gunsmith? Your bid gets +${BID_BONUS.gunsmith} this round.`,
  mercenary: `Use the Mercenary? Your revealed bid gets +${BID_BONUS.mercenary} this round.`,
  doctor: `Use the Doctor? Your revealed bid gets +${BID_BONUS.doctor} this round.`,
};

/** The question asked when a seat may use an ability now. */
export function abilityPrompt(a: Ability): string {
  return ABILITY_TEXT[a];
}

const PROBLEM_TEXT: Record<PlacementProblem, string> = {
  'too-big': 'Too far out: your city has to fit inside 8×8 parcels (8×9 with the Captain).',
  'not-connected':
    'Not connected: the card must overlap your city or touch it along a whole side; corners do not count.',
  'covers-blocked':
    'Blocked: it would cover something that cannot be built over. Only like goes on like (a building on the same building, Mountain on Mountain, House or Townhouse on a House); everything else needs empty ground.',
};

/** Why a terrain card cannot go at a spot, in a sentence. */
export function placementProblemText(p: PlacementProblem): string {
  return PROBLEM_TEXT[p];
}

/** The 13 score lines: a short label and what the line counts. */
export const SCORE_LINES: Record<LineKey, { label: string; tip: string }> = {
  ranches: { label: 'Ranches', tip: '1 VP per empty parcel next to each Ranch.' },
  mines: { label: 'Mines', tip: '2 VP per Mountain next to each Mine.' },
  drugstores: { label: 'Drugstores', tip: '1 VP per house unit next to each Drugstore.' },
  banks: { label: 'Banks', tip: '1 VP per house unit next to each Bank.' },
  saloons: { label: 'Saloons', tip: '2 VP per house unit next to each Saloon.' },
  generalStoresAndCityHall: {
    label: 'General Stores & City Hall',
    tip: '1 VP per house unit next to each General Store and City Hall.',
  },
  ranchBonus: { label: 'Ranch bonus', tip: '(Drugstores + Blacksmiths) × Ranches.' },
  mineBonus: { label: 'Mine bonus', tip: '(Banks + Blacksmiths) × Mines.' },
  houseBonus: { label: 'House bonus', tip: '(Churches + General Stores) × house units in the city.' },
  hotels: { label: 'Hotels', tip: '3 VP per Hotel.' },
  cityHall: { label: 'City Hall', tip: '1 VP per building in the city, per City Hall.' },
  outlaws: { label: 'Outlaws', tip: '−6 VP per Outlaws parcel, unless you have a Prison or the Sheriff.' },
  characters: { label: 'Characters', tip: 'What your characters are worth.' },
};

/** One section of the rules reference. */
export interface RulesSection {
  id: string;
  title: string;
  /** Paragraphs; a line starting with "• " is a bullet. */
  body: string[];
}

/** The in-game rules reference, in this edition's own words. */
export const RULES_SECTIONS: readonly RulesSection[] = [
  {
    id: 'goal',
    title: 'The goal',
    body: [
      'You are founding a frontier town. Over two eras of nine rounds each, you bid for land and for the people who settle there, and you lay the land out as a city of parcels.',
      'When the 18th round is over, every city is scored. The most victory points (VP) wins; equal best scores share the win.',
      'Each seat has a suit. People and AIs play with auction cards 1 to 9 in hand. Virtual players bid from a face-down pile instead.',
    ],
  },
  {
    id: 'round',
    title: 'A round',
    body: [
      '1. The offer. A character is drawn, then four terrain cards (five with 5 or 6 seats). The back of the next character in the pile is visible: it ranks the six suits and breaks ties this round. If it shows a skull, the skull card is drawn instead.',
      '2. Abilities. Before bids, owners of upright action characters may use them, in this order: Governor, Lawyer, Chinese Worker, Heroes, Gunsmith.',
      '3. Bids. Every player picks one auction card in secret. All are shown together with the top card of each virtual pile. Then the Mercenary and the Doctor may be used.',
      '4. Taking. The highest final bid takes a card first, then the next, and so on. Ties go to the suit ranked higher on the visible character back. A terrain card goes into your city at once.',
      'Played auction cards stay face up and are gone until the era ends. Cards nobody took leave the game.',
      'After round 9 the Era I land is set aside, Era II land comes in, everyone gets their auction cards back, and used characters stand up again (the Governor stays used).',
    ],
  },
  {
    id: 'abilities',
    title: 'Characters',
    body: [
      'Action characters are used once per era and then turned sideways. You never have to use one. $ characters simply score at the end.',
      '• Governor: once per game, turn up an extra terrain card and take any card now.',
      '• Lawyer: take any card now; your bid is discarded and you take nothing else this round.',
      '• Chinese Worker: an extra terrain card is revealed and you take two cards.',
      `• Heroes +${BID_BONUS.heroes}, Gunsmith +${BID_BONUS.gunsmith} before bids; Mercenary +${BID_BONUS.mercenary}, Doctor +${BID_BONUS.doctor} after the reveal. Bonuses add up.`,
      `• Auctioneer: on your turn, sell uncovered land from your city (${SELL_LIMIT} in the whole game) for ${SALE_VP} VP each.`,
      'Hover or focus any card to read exactly what it does.',
    ],
  },
  {
    id: 'building',
    title: 'Building your city',
    body: [
      'A terrain card is 2×2 parcels. It is never turned, and it may sit at any parcel offset, even half over other cards. New cards always go on top.',
      '• Your first card goes anywhere.',
      '• Later cards must overlap your city or touch it along a side. Touching at a corner is not enough.',
      '• The whole city must fit in 8×8 parcels (8×9 with the Captain).',
      '• A covered parcel must be empty ground, except that a building may go on the same building, a Mountain on a Mountain, and a House or Townhouse on a House (a Townhouse can never be covered). With a Prison or the Sheriff, Outlaws count as empty, but Outlaws never go on Outlaws.',
      'You may take land that fits nowhere, to keep it from others; it is then discarded. The game warns you first.',
      'While placing, every legal spot is lit and shows how many points it would change; hover a dark spot to see why it is not allowed.',
    ],
  },
  {
    id: 'scoring',
    title: 'Scoring',
    body: [
      '"Next to" means the 8 parcels around a parcel. House units: a House is 1, a Townhouse 2, a Hotel 2. Empty ground means a covered parcel with nothing on it.',
      '• Ranch: 1 per empty parcel next to it. Mine: 2 per Mountain next to it.',
      '• Drugstore, Bank, General Store, City Hall: 1 per house unit next to it. Saloon: 2 per house unit next to it.',
      '• Bonuses: (Drugstores + Blacksmiths) × Ranches, (Banks + Blacksmiths) × Mines, (Churches + General Stores) × house units.',
      '• Hotel: 3 each. City Hall: 1 per building in the city.',
      '• Outlaws: −6 each, unless you have a Prison or the Sheriff.',
      '• Characters: whatever their cards say.',
    ],
  },
  {
    id: 'virtual',
    title: 'Virtual players',
    body: [
      'Virtual players fill the table when fewer than four people and AIs play. They follow fixed habits:',
      '• They bid the top card of their pile: 1–9 for a Novice, 2–10 for an Intermediate, 3–11 for an Expert.',
      '• They never use abilities and build no city.',
      '• On their turn they take the card of highest appeal in the offer (the earliest one on a tie).',
      '• They score the total appeal of all the cards they took.',
      'In the solo game you face three Novices. Beat all of their totals to win.',
    ],
  },
];

/** "a, b and c". */
export function listText(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
