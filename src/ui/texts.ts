/** Player-facing texts built from the catalogues: tooltips, prompts, placement problems, score lines and the rules. */
import { CHARACTERS } from '../engine';
import type { CharacterName, Content, LineKey } from '../engine';
import { t } from '../i18n';
import type { Key } from '../i18n';
import { characterName, characterText, contentName, contentText } from '../i18n/names';

export { abilityPrompt, characterShort, placementProblemText } from '../i18n/names';

/** Tooltip of one parcel content: its name, then what it scores and what may cover it. */
export function contentTip(c: Content): string {
  return `${contentName(c)}\n${contentText(c)}`;
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

/** Tooltip of a character: name, kind and appeal, then what it does and when. */
export function characterTip(name: CharacterName): string {
  const def = TYPE_OF.get(name);
  return t('charTip.head', {
    name: characterName(name),
    kind: t(def?.type === 'action' ? 'charTip.action' : 'charTip.vp'),
    appeal: def?.appeal ?? '?',
    when: t(WHEN[name]),
    text: characterText(name),
  });
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

/** The in-game rules reference in the current language. */
export function rulesSections(): RulesSection[] {
  return RULES.map(({ id, paragraphs }) => ({
    id,
    title: t(`rules.${id}.title` as RulesKey),
    body: Array.from({ length: paragraphs }, (_, i) => t(`rules.${id}.${i + 1}` as RulesKey)),
  }));
}
