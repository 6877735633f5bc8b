/** Every sentence of the score sheet's explanations, each a function of data, worded by the catalogues. */
import { characterDef, isCharacter, paperboyPreview, terrainDef } from '../cards/engine';
import type {
  CharacterName,
  Cell,
  Counted,
  EntityId,
  GameView,
  LineKey,
  ScorePart,
  ScoreTerm,
} from '../cards/engine';
import type { Explanation } from '../app/scoreExplain';
import { t } from '../i18n';
import { characterName, contentName, lineName } from '../i18n/names';

/** Contents a score part may be headed by (the buildings that score on their own lines). */
const HEADED: ReadonlySet<Cell> = new Set<Cell>(['R', 'm', 'D', 'B', 'S', 'G', 'Y']);

/** "3 Mountains", "1 house unit". */
export function countText(n: number, what: Counted): string {
  return t(`explain.count.${what}`, { count: n });
}

function vpText(n: number): string {
  return t('explain.vp', { vp: n });
}

function perText(per: number): string {
  return per === 0.5 ? '½' : String(per).replace('-', '−');
}

function termText(term: ScoreTerm): string {
  if (term.what === 'flat') return vpText(term.per);
  if (term.what === 'bestSaloon') return t('explain.bestSaloon', { vp: term.per });
  return `${countText(term.count, term.what)} × ${perText(term.per)}`;
}

function partText(p: ScorePart): string {
  const sum = p.terms.map(termText).join(' + ') || t('explain.noVp');
  const rounded = p.terms.some((x) => x.per === 0.5) && (p.terms[0]?.count ?? 0) % 2 === 1;
  const head = p.character
    ? characterName(p.character)
    : p.content && p.content !== '_' && HEADED.has(p.content)
      ? contentName(p.content)
      : '';
  return t(rounded ? 'explain.partRounded' : 'explain.part', { head, sum, vp: p.vp });
}

function bonusText(p: ScorePart, per: Counted): string {
  const [a, b] = p.terms;
  if (!a || !b) return partText(p);
  return `(${countText(a.count, a.what)} + ${countText(b.count, b.what)}) × ${countText(a.per, per)} = ${p.vp}`;
}

/** What the house units of line 9 are made of: "House units: 9 Houses + 4 Townhouses × 2 = 17 (…counts 2)". */
function unitsText(p: ScorePart): string[] {
  const u = p.units;
  if (!u) return [];
  const kinds = [
    countText(u.house, 'house'),
    ...(u.townhouse ? [`${countText(u.townhouse, 'townhouse')} × 2`] : []),
    ...(u.hotel ? [`${countText(u.hotel, 'hotel')} × 2`] : []),
  ];
  return [t('explain.houseUnits', { sum: kinds.join(' + '), total: u.house + 2 * (u.townhouse + u.hotel) })];
}

/** The title of an explanation: the line, the seat's name and the line's value. */
export function explainTitle(e: Explanation, seatName: string): string {
  return t('explain.title', { line: lineName(e.line), name: seatName, vp: e.value });
}

/** The sentences of an explanation, one per part (at most `max`, then how many more). */
export function explainLines(e: Explanation, max = 7): string[] {
  if (e.line === 'outlaws' && e.excusedBy)
    return [
      t('explain.excused', {
        outlaws: countText(e.parts[0]?.terms[0]?.count ?? 0, 'outlaws'),
        by: e.excusedBy === 'Sheriff' ? characterName('Sheriff') : contentName('P'),
      }),
    ];
  if (e.parts.length === 0) return [emptyLineText(e.line)];
  let lines: string[];
  switch (e.line) {
    case 'ranchBonus':
      lines = e.parts.map((p) => bonusText(p, 'ranch'));
      break;
    case 'mineBonus':
      lines = e.parts.map((p) => bonusText(p, 'mine'));
      break;
    case 'houseBonus':
      lines = e.parts.flatMap((p) => [bonusText(p, 'houseUnit'), ...unitsText(p)]);
      break;
    case 'hotels':
    case 'outlaws':
      lines = e.parts.map((p) => p.terms.map(termText).join(' + ') + ` = ${p.vp}`);
      break;
    default:
      lines = [...e.parts].sort((a, b) => b.vp - a.vp).map(partText);
  }
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), moreText(lines.length - max + 1)];
}

function moreText(n: number): string {
  return t('explain.more', { count: n });
}

/** What an empty line says. */
export function emptyLineText(line: LineKey): string {
  return t(line === 'characters' ? 'explain.noCharacters' : 'explain.empty');
}

/** A card a virtual seat took, with its appeal: the character's name or the terrain's buildings. */
export function takenCardText(id: EntityId, appeal: number): string {
  if (isCharacter(id)) return `${characterName(characterDef(id).name)} · ${appeal}`;
  const parcels = terrainDef(id).parcels.filter((c) => c !== '.');
  const names = [...new Set(parcels)].map((c) => contentName(c));
  return `${names.join(', ') || contentName('.')} · ${appeal}`;
}

/** The heading of a virtual seat's card list; `narrow`: only the count, on two lines (the total is on the sheet). */
export function virtualHeading(cards: number, total: number, narrow = false): string {
  return narrow
    ? t('explain.virtualCount', { count: cards })
    : t('explain.virtual', { count: cards, vp: total });
}

/** One character's share under a column, in the current language: "Teacher 14". */
export function shareText(name: CharacterName, vp: number): string {
  return t('scoring.share', { name: characterName(name), vp });
}

/** The first `n` shares (best first) and how many more, e.g. "Indian 23 · Editor 22 · and 9 more". */
export function sharesShort(best: readonly { name: CharacterName; vp: number }[], n: number): string {
  const nb = (t: string): string => t.replace(/ /g, '\u00a0');
  const head = best.slice(0, n).map((c) => nb(shareText(c.name, c.vp)));
  return [...head, nb(moreText(best.length - n))].join('\u00a0· ');
}

/** A Paperboy candidate's preview: the VP it would add. */
export function paperboyGainText(vp: number): string {
  return vp < 0 ? t('explain.loss', { vp: -vp }) : t('explain.gain', { vp });
}

/** The Paperboy's candidates' notes: the VP each would add to the seat's total (RULES 3.6). */
export function paperboyNotes(view: GameView | null, seat: number, cards: readonly EntityId[]): string[] {
  return view ? paperboyPreview(view, seat, cards).map((p) => paperboyGainText(p.vp)) : [];
}
