/** Every player-visible text of the screen-reader layer and the text-size setting, in one place for the catalogues. */

/** Fixed texts of the screen-reader layer. */
export const A11Y_TEXT = {
  regionLabel: 'Game controls for screen readers and keyboard',
  actionsHeading: 'What you can do now',
  noActions: 'Nothing to do right now. Please wait.',
  describe: 'Describe the table (D)',
  summaryLabel: 'Table summary',
  gone: 'That choice is no longer available.',
  noGame: 'No game is on the table.',
  textSize: 'Text size',
  textSizeHint: 'Larger text in every screen',
} as const;

/** Names of the screens, announced when one opens. */
export const SCREEN_TITLES: Readonly<Record<string, string>> = {
  boot: 'Loading',
  title: 'Title screen',
  setup: 'New game setup',
  settings: 'Settings',
  rules: 'Rules',
  table: 'The table',
  scoring: 'Score sheet',
  saves: 'Saved games',
  stats: 'Statistics',
  replay: 'Replay',
};

/** Names of the game phases. */
export const PHASE_TEXT: Readonly<Record<string, string>> = {
  before: 'abilities before the bids',
  bidding: 'bidding',
  after: 'abilities after the bids',
  taking: 'taking cards',
  paperboy: 'the Paperboy picks a spare character',
  over: 'the game is over',
};

/** "Era II, round 3, bidding." */
export const roundLine = (era: string, round: number, phase: string): string =>
  `Era ${era}, round ${round}: ${phase}.`;
/** The viewer is due. */
export const YOUR_TURN = 'It is your turn.';
/** Who else is due now. */
export const dueLine = (names: string): string => `Waiting for ${names}.`;
/** The offer's heading. */
export const offerLine = (n: number): string =>
  n === 0 ? 'The offer is empty.' : `Offer, ${n} card${n === 1 ? '' : 's'}:`;
/** One terrain card, parcel by parcel. */
export const terrainText = (tl: string, tr: string, bl: string, br: string): string =>
  `terrain card: top left ${tl}, top right ${tr}, bottom left ${bl}, bottom right ${br}`;
/** One character card. */
export const characterText = (name: string, short: string): string => `character ${name} (${short})`;
/** The viewer's bid cards. */
export const handLine = (values: readonly number[]): string =>
  values.length === 0 ? 'Your hand is empty.' : `Your bid cards: ${values.join(', ')}.`;
/** The viewer's chosen bid. */
export const bidChosenLine = (v: number): string => `You bid ${v} this round (still secret).`;
/** The viewer's characters. */
export const charactersLine = (names: readonly string[]): string =>
  names.length === 0 ? 'You have no characters.' : `Your characters: ${names.join(', ')}.`;
/** The city heading. */
export const cityLine = (cards: number, vp: number): string =>
  cards === 0
    ? 'Your city is empty.'
    : `Your city, ${cards} card${cards === 1 ? '' : 's'}, worth ${vp} VP, row by row from the top:`;
/** One row of the city. */
export const cityRowLine = (row: number, from: number, parcels: string, notation: string): string =>
  `Row ${row}, from column ${from}: ${parcels} (${notation}).`;
/** A parcel no card covers. */
export const NO_CARD = 'no card';
/** The scores heading. */
export const SCORES = 'Scores now:';
/** One seat's score. */
export const scoreLine = (name: string, vp: number): string => `${name} ${vp} VP`;

/** Labels of the action list, by intent kind. */
export const takeTerrainLabel = (desc: string): string => `Take the ${desc}`;
/** Taking a character. */
export const takeCharacterLabel = (desc: string): string => `Take the ${desc}`;
/** A heatmap spot. */
export const spotLabel = (x: number, y: number, vp: string): string =>
  `Place with its top left parcel at column ${x}, row ${y}: ${vp}`;
/** Selling a card of the city. */
export const sellLabel = (x: number, y: number, desc: string): string =>
  `Sell the card at column ${x}, row ${y} (${desc})`;
/** Using an ability. */
export const useLabel = (name: string): string => `Use the ${name}`;
/** The Paperboy's pick. */
export const paperboyLabel = (name: string): string => `Add the ${name} to your characters`;
/** Editing a text field. */
export const fieldLabel = (value: string): string => `Edit: ${value}`;
/** The volume slider. */
export const VOLUME_TOGGLE = 'Volume: mute or restore';
/** The percentages of the text-size setting. */
export const textSizeLabel = (pct: number): string => `${pct}%`;
