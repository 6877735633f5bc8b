/** English: the in-game rules reference, in this edition's own words. */
export const rules = {
  'rules.goal.title': 'The goal',
  'rules.goal.1':
    'You are founding a frontier town. Over two eras of nine rounds each, you bid for land and for the people who settle there, and you lay the land out as a city of parcels.',
  'rules.goal.2':
    'When the 18th round is over, every city is scored. The most victory points (VP) wins; equal best scores share the win.',
  'rules.goal.3':
    'Each seat has a suit. People and AIs play with auction cards 1 to 9 in hand. Virtual players bid from a face-down pile instead.',
  'rules.round.title': 'A round',
  'rules.round.1':
    '1. The offer. A character is drawn, then four terrain cards (five with 5 or 6 seats). The back of the next character in the pile is visible: it ranks the six suits and breaks ties this round. If it shows a skull, the skull card is drawn instead.',
  'rules.round.2':
    '2. Abilities. Before bids, owners of upright action characters may use them, in this order: Governor, Lawyer, Chinese Worker, Heroes, Gunsmith.',
  'rules.round.3':
    '3. Bids. Every player picks one auction card in secret. All are shown together with the top card of each virtual pile. Then the Mercenary and the Doctor may be used.',
  'rules.round.4':
    '4. Taking. The highest final bid takes a card first, then the next, and so on. Ties go to the suit ranked higher on the visible character back. A terrain card goes into your city at once.',
  'rules.round.5':
    'Played auction cards stay face up and are gone until the era ends. Cards nobody took leave the game.',
  'rules.round.6':
    'After round 9 the Era I land is set aside, Era II land comes in, everyone gets their auction cards back, and used characters stand up again (the Governor stays used).',
  'rules.abilities.title': 'Characters',
  'rules.abilities.1':
    'Action characters are used once per era and then turned sideways. You never have to use one. $ characters simply score at the end.',
  'rules.abilities.2': '• Governor: once per game, turn up an extra terrain card and take any card now.',
  'rules.abilities.3':
    '• Lawyer: take any card now; your bid is discarded and you take nothing else this round.',
  'rules.abilities.4': '• Chinese Worker: an extra terrain card is revealed and you take two cards.',
  'rules.abilities.5':
    '• Heroes +3, Gunsmith +6 before bids; Mercenary +5, Doctor +2 after the reveal. Bonuses add up.',
  'rules.abilities.6':
    '• Auctioneer: on your turn, sell uncovered land from your city (3 in the whole game) for 7 VP each.',
  'rules.abilities.7': 'Hover or focus any card to read exactly what it does.',
  'rules.building.title': 'Building your city',
  'rules.building.1':
    'A terrain card is 2×2 parcels. It is never turned, and it may sit at any parcel offset, even half over other cards. New cards always go on top.',
  'rules.building.2': '• Your first card goes anywhere.',
  'rules.building.3':
    '• Later cards must overlap your city or touch it along a side. Touching at a corner is not enough.',
  'rules.building.4': '• The whole city must fit in 8×8 parcels (8×9 with the Captain).',
  'rules.building.5':
    '• A covered parcel must be empty ground, except that a building may go on the same building, a Mountain on a Mountain, and a House or Townhouse on a House (a Townhouse can never be covered). With a Prison or the Sheriff, Outlaws count as empty, but Outlaws never go on Outlaws.',
  'rules.building.6':
    'You may take land that fits nowhere, to keep it from others; it is then discarded. The game warns you first.',
  'rules.building.7':
    'While placing, every legal spot is lit and shows how many points it would change; hover a dark spot to see why it is not allowed.',
  'rules.scoring.title': 'Scoring',
  'rules.scoring.1':
    '"Next to" means the 8 parcels around a parcel. House units: a House is 1, a Townhouse 2, a Hotel 2. Empty ground means a covered parcel with nothing on it.',
  'rules.scoring.2': '• Ranch: 1 per empty parcel next to it. Mine: 2 per Mountain next to it.',
  'rules.scoring.3':
    '• Drugstore, Bank, General Store, City Hall: 1 per house unit next to it. Saloon: 2 per house unit next to it.',
  'rules.scoring.4':
    '• Bonuses: (Drugstores + Blacksmiths) × Ranches, (Banks + Blacksmiths) × Mines, (Churches + General Stores) × house units.',
  'rules.scoring.5': '• Hotel: 3 each. City Hall: 1 per building in the city.',
  'rules.scoring.6': '• Outlaws: −6 each, unless you have a Prison or the Sheriff.',
  'rules.scoring.7': '• Characters: whatever their cards say.',
  'rules.virtual.title': 'Virtual players',
  'rules.virtual.1':
    'Virtual players fill the table when fewer than four people and AIs play. They follow fixed habits:',
  'rules.virtual.2':
    '• They bid the top card of their pile: 1–9 for a Novice, 2–10 for an Intermediate, 3–11 for an Expert.',
  'rules.virtual.3': '• They never use abilities and build no city.',
  'rules.virtual.4':
    '• On their turn they take the card of highest appeal in the offer (the earliest one on a tie).',
  'rules.virtual.5': '• They score the total appeal of all the cards they took.',
  'rules.virtual.6': 'In the solo game you face three Novices. Beat all of their totals to win.',
} as const;
