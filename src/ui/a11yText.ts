/** Every player-visible text of the screen-reader layer, worded by the catalogues (area `access`). */
import { formatList, t } from '../i18n';
import type { Key } from '../i18n';

/** Fixed texts of the screen-reader layer, in the current language. */
export const A11Y_TEXT = {
  get regionLabel(): string {
    return t('a11y.region');
  },
  get actionsHeading(): string {
    return t('a11y.actions');
  },
  get noActions(): string {
    return t('a11y.noActions');
  },
  get describe(): string {
    return t('a11y.describe');
  },
  get summaryLabel(): string {
    return t('a11y.summary');
  },
  get gone(): string {
    return t('a11y.gone');
  },
  get noGame(): string {
    return t('a11y.noGame');
  },
};

const SCREEN_KEYS: Readonly<Record<string, Extract<Key, `a11y.screen.${string}`>>> = {
  boot: 'a11y.screen.boot',
  title: 'a11y.screen.title',
  setup: 'a11y.screen.setup',
  settings: 'a11y.screen.settings',
  rules: 'a11y.screen.rules',
  table: 'a11y.screen.table',
  scoring: 'a11y.screen.scoring',
  saves: 'a11y.screen.saves',
  stats: 'a11y.screen.stats',
  replay: 'a11y.screen.replay',
  board: 'a11y.screen.board',
  boardSetup: 'a11y.screen.boardSetup',
  boardScore: 'a11y.screen.boardScore',
  boardReplay: 'a11y.screen.boardReplay',
};

/** The name of a screen, announced when it opens (undefined for a screen without one). */
export function screenTitle(scene: string): string | undefined {
  const key = Object.hasOwn(SCREEN_KEYS, scene) ? SCREEN_KEYS[scene] : undefined;
  return key ? t(key) : undefined;
}

const PHASE_KEYS: Readonly<Record<string, Extract<Key, `a11y.phase.${string}`>>> = {
  before: 'a11y.phase.before',
  bidding: 'a11y.phase.bidding',
  after: 'a11y.phase.after',
  taking: 'a11y.phase.taking',
  paperboy: 'a11y.phase.paperboy',
  over: 'a11y.phase.over',
};

/** The name of a game phase (the phase's id if it has none). */
export function phaseText(phase: string): string {
  const key = Object.hasOwn(PHASE_KEYS, phase) ? PHASE_KEYS[phase] : undefined;
  return key ? t(key) : phase;
}

/** "Era II, round 3: bidding." */
export const roundLine = (era: string, round: number, phase: string): string =>
  t('a11y.round', { era, round, phase });
/** The viewer is due. */
export const yourTurn = (): string => t('a11y.yourTurn');
/** Who else is due now. */
export const dueLine = (names: readonly string[]): string => t('a11y.due', { names });
/** The offer's heading. */
export const offerLine = (n: number): string =>
  n === 0 ? t('a11y.offerEmpty') : t('a11y.offer', { count: n });
/** One terrain card, parcel by parcel. */
export const terrainText = (tl: string, tr: string, bl: string, br: string): string =>
  t('a11y.terrain', { tl, tr, bl, br });
/** One character card. */
export const characterText = (name: string, short: string): string => t('a11y.character', { name, short });
/** The viewer's bid cards. */
export const handLine = (values: readonly number[]): string =>
  values.length === 0 ? t('a11y.handEmpty') : t('a11y.hand', { values: values.join(', ') });
/** The viewer's chosen bid. */
export const bidChosenLine = (v: number): string => t('a11y.bidChosen', { value: v });
/** The viewer's characters. */
export const charactersLine = (names: readonly string[]): string =>
  names.length === 0 ? t('a11y.charactersEmpty') : t('a11y.characters', { names: names.join(', ') });
/** The city heading. */
export const cityLine = (cards: number, vp: number): string =>
  cards === 0 ? t('a11y.cityEmpty') : t('a11y.city', { count: cards, vp });
/** One row of the city. */
export const cityRowLine = (row: number, from: number, parcels: string, notation: string): string =>
  t('a11y.cityRow', { row: String(row), from: String(from), parcels, notation });
/** Another seat's characters. */
export const seatCharactersLine = (name: string, names: readonly string[]): string =>
  names.length === 0
    ? t('a11y.seatCharactersEmpty', { name })
    : t('a11y.seatCharacters', { name, names: names.join(', ') });
/** Another seat's city heading. */
export const seatCityLine = (name: string, cards: number, vp: number): string =>
  cards === 0 ? t('a11y.seatCityEmpty', { name }) : t('a11y.seatCity', { name, count: cards, vp });
/** A virtual player, who keeps terrain instead of building. */
export const seatKeptLine = (name: string, cards: number): string =>
  t('a11y.seatKept', { name, count: cards });
/** A parcel no card covers. */
export const noCard = (): string => t('a11y.noCard');
/** The scores heading. */
export const scoresHeading = (): string => t('a11y.scores');
/** One seat's score. */
export const scoreLine = (name: string, vp: number): string => t('a11y.score', { name, vp });

/** Taking a terrain card or a character from the offer. */
export const takeLabel = (desc: string): string => t('a11y.take', { card: desc });
/** A heatmap spot. */
export const spotLabel = (x: number, y: number, vp: string): string =>
  t('a11y.spot', { x: String(x), y: String(y), vp });
/** A heatmap spot with the parcels the card would lie on and beside (names, or none). */
export const spotAroundLabel = (
  x: number,
  y: number,
  vp: string,
  covers: readonly string[],
  touches: readonly string[],
): string =>
  t('a11y.spotAround', {
    x: String(x),
    y: String(y),
    vp,
    covers: covers.length ? formatList(covers) : t('a11y.nothing'),
    touches: touches.length ? formatList(touches) : t('a11y.nothing'),
  });
/** Selling a card of the city. */
export const sellLabel = (x: number, y: number, desc: string): string =>
  t('a11y.sell', { x: String(x), y: String(y), card: desc });
/** Using an ability. */
export const useLabel = (name: string): string => t('a11y.use', { name });
/** A control that has neither a label nor an id the layer can spell out. */
export const unnamedLabel = (): string => t('a11y.unnamed');
/** The Paperboy's pick. */
export const paperboyLabel = (name: string): string => t('a11y.paperboy', { name });
/** Editing a text field. */
export const fieldLabel = (value: string): string => t('a11y.field', { value });
/** The volume slider. */
export const volumeLabel = (): string => t('a11y.volume');
/** A bid card's label. */
export const bidLabel = (value: number): string => t('a11y.bid', { value });
