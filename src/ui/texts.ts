/** Player-facing texts built from the catalogues: tooltips, prompts, placement problems, score lines and the rules. */
import { CHARACTERS, viewScore } from '../cards/engine';
import type { CharacterName, Content, GameView, LineKey } from '../cards/engine';
import { hasText, t } from '../i18n';
import type { Key } from '../i18n';
import {
  CHARACTER_ID,
  CONTENT_ID,
  characterName,
  characterText,
  contentName,
  contentText,
} from '../i18n/names';

export { abilityPrompt, characterShort, placementProblemText } from '../i18n/names';

/** The review's progress line: getting ready until the replays are counted, then how many are done. */
export function reviewProgress(done: number, total: number): string {
  return total > 0 ? t('review.thinking', { done, total }) : t('review.preparing');
}

/** Tooltip of a virtual player's score figure: its appeal so far and how it scores (RULES 5); null for a real seat. */
export function appealTip(view: GameView, seat: number): string | null {
  const s = view.setup.seats[seat];
  if (s?.kind !== 'virtual') return null;
  return t('seat.appealTip', { name: s.name, count: viewScore(view, seat) });
}

/**
 * Tooltip of one parcel content: its name, then what it scores and what may cover it (the name alone until the late
 * part of English has loaded).
 */
export function contentTip(c: Content): string {
  return hasText(`contentTip.${CONTENT_ID[c]}`) ? `${contentName(c)}\n${contentText(c)}` : contentName(c);
}

type WhenKey = Extract<Key, `when.${string}`>;

const WHEN: Record<CharacterName, WhenKey> = {
  Governor: 'when.beforeBidsOnce',
  Lawyer: 'when.beforeBids',
  'Chinese Worker': 'when.beforeBids',
  Heroes: 'when.beforeBids',
  Gunsmith: 'when.beforeBids',
  Mercenary: 'when.afterReveal',
  Doctor: 'when.afterReveal',
  Auctioneer: 'when.onTake',
  Singer: 'when.end',
  Indian: 'when.end',
  Settler: 'when.end',
  Banker: 'when.end',
  Cowboy: 'when.end',
  Captain: 'when.endAndBuilding',
  Grocer: 'when.end',
  Undertaker: 'when.end',
  Editor: 'when.end',
  Paperboy: 'when.end',
  Prospector: 'when.end',
  Sheriff: 'when.endAndBuilding',
  Teacher: 'when.end',
};

const TYPE_OF = new Map(CHARACTERS.map((c) => [c.name, c]));

/**
 * Tooltip of a character: name, kind and appeal, then what it does and when (the first line alone until the late
 * part of English has loaded).
 */
export function characterTip(name: CharacterName): string {
  const def = TYPE_OF.get(name);
  const tip = t('charTip.head', {
    name: characterName(name),
    kind: t(def?.type === 'action' ? 'charTip.action' : 'charTip.vp'),
    appeal: def?.appeal ?? '?',
    when: t(WHEN[name]),
    text: characterText(name),
  });
  return hasText(`charText.${CHARACTER_ID[name]}`) ? tip : tip.split('\n').slice(0, 2).join('\n');
}

/** A score line's short label and what it counts. */
export function scoreLine(k: LineKey): { label: string; tip: string } {
  return { label: t(`line.${k}`), tip: t(`lineTip.${k}`) };
}

/** One section of the rules reference. */
export interface RulesSection {
  id: string;
  title: string;
  /** Paragraphs; a line starting with "• " is a bullet. */
  body: string[];
}

type RulesKey = Extract<Key, `rules.${string}.${string}`>;

const RULES: readonly { id: string; paragraphs: number }[] = [
  { id: 'goal', paragraphs: 3 },
  { id: 'round', paragraphs: 6 },
  { id: 'abilities', paragraphs: 7 },
  { id: 'building', paragraphs: 7 },
  { id: 'scoring', paragraphs: 7 },
  { id: 'virtual', paragraphs: 6 },
];

/** Which game's rules reference to show. */
export type RulesGame = 'cards' | 'board';

type BoardRulesKey = Extract<Key, `boardRules.${string}.${string}`>;

/** The board game's sections, in the order of a game (BOARD 2..11). */
const BOARD_RULES: readonly { id: string; paragraphs: number }[] = [
  { id: 'setup', paragraphs: 5 },
  { id: 'round', paragraphs: 6 },
  { id: 'characters', paragraphs: 4 },
  { id: 'spaces', paragraphs: 6 },
  { id: 'duels', paragraphs: 5 },
  { id: 'town', paragraphs: 6 },
  { id: 'income', paragraphs: 5 },
  { id: 'roundEnd', paragraphs: 3 },
  { id: 'scoring', paragraphs: 4 },
  { id: 'end', paragraphs: 2 },
];

/** The in-game rules reference of a game (the card game unless told) in the current language. */
export function rulesSections(game: RulesGame = 'cards'): RulesSection[] {
  const prefix = game === 'board' ? 'boardRules' : 'rules';
  const key = (id: string, part: string): RulesKey | BoardRulesKey =>
    `${prefix}.${id}.${part}` as RulesKey | BoardRulesKey;
  return (game === 'board' ? BOARD_RULES : RULES).map(({ id, paragraphs }) => ({
    id,
    title: t(key(id, 'title')),
    body: Array.from({ length: paragraphs }, (_, i) => t(key(id, String(i + 1)))),
  }));
}
