/** Every sentence of the score sheet's explanations, each a function of data (to move into the i18n catalogues). */
import { CONTENT_NAMES, characterDef, isCharacter, paperboyPreview, terrainDef } from '../engine';
import type { Cell, Counted, EntityId, GameView, LineKey, ScorePart, ScoreTerm } from '../engine';
import type { Explanation } from '../app/scoreExplain';

const PLURAL = new Intl.PluralRules('en');

type Forms = { one: string; other: string };

const COUNTED: Record<Counted, Forms> = {
  empty: { one: 'empty parcel', other: 'empty parcels' },
  mountain: { one: 'Mountain', other: 'Mountains' },
  houseUnit: { one: 'house unit', other: 'house units' },
  house: { one: 'House', other: 'Houses' },
  townhouse: { one: 'Townhouse', other: 'Townhouses' },
  ranch: { one: 'Ranch', other: 'Ranches' },
  mine: { one: 'Mine', other: 'Mines' },
  drugstore: { one: 'Drugstore', other: 'Drugstores' },
  blacksmith: { one: 'Blacksmith', other: 'Blacksmiths' },
  bank: { one: 'Bank', other: 'Banks' },
  church: { one: 'Church', other: 'Churches' },
  generalStore: { one: 'General Store', other: 'General Stores' },
  hotel: { one: 'Hotel', other: 'Hotels' },
  prison: { one: 'Prison', other: 'Prisons' },
  building: { one: 'building', other: 'buildings' },
  outlaws: { one: 'Outlaws parcel', other: 'Outlaws parcels' },
  uncovered: { one: 'uncovered parcel', other: 'uncovered parcels' },
  emptyNearRanch: { one: 'empty parcel by a Ranch', other: 'empty parcels by a Ranch' },
  character: { one: 'character', other: 'characters' },
  vpCharacter: { one: '$ character', other: '$ characters' },
  actionCharacter: { one: 'action character', other: 'action characters' },
  cardSold: { one: 'card sold', other: 'cards sold' },
  bestSaloon: { one: 'best Saloon', other: 'best Saloons' },
  flat: { one: 'card', other: 'cards' },
};

const BUILDING_FORMS: Partial<Record<Cell, Forms>> = {
  R: { one: 'Ranch', other: 'Ranches' },
  m: { one: 'Mine', other: 'Mines' },
  D: { one: 'Drugstore', other: 'Drugstores' },
  B: { one: 'Bank', other: 'Banks' },
  S: { one: 'Saloon', other: 'Saloons' },
  G: { one: 'General Store', other: 'General Stores' },
  Y: { one: 'City Hall', other: 'City Halls' },
};

const LINE_NAMES: Record<LineKey, string> = {
  ranches: 'Ranches',
  mines: 'Mines',
  drugstores: 'Drugstores',
  banks: 'Banks',
  saloons: 'Saloons',
  generalStoresAndCityHall: 'General Stores and City Hall',
  ranchBonus: 'Ranch bonus',
  mineBonus: 'Mine bonus',
  houseBonus: 'House bonus',
  hotels: 'Hotels',
  cityHall: 'City Hall',
  outlaws: 'Outlaws',
  characters: 'Characters',
};

function pick(f: Forms, n: number): string {
  return PLURAL.select(n) === 'one' ? f.one : f.other;
}

/** "3 Mountains", "1 house unit". */
export function countText(n: number, what: Counted): string {
  return `${n} ${pick(COUNTED[what], n)}`;
}

function vpText(n: number): string {
  return `${n} VP`;
}

function perText(per: number): string {
  return per === 0.5 ? '½' : String(per).replace('-', '−');
}

function termText(t: ScoreTerm): string {
  if (t.what === 'flat') return vpText(t.per);
  if (t.what === 'bestSaloon') return `best Saloon ${vpText(t.per)}`;
  return `${countText(t.count, t.what)} × ${perText(t.per)}`;
}

function partText(p: ScorePart): string {
  const sum = p.terms.map(termText).join(' + ') || 'no VP';
  const rounded =
    p.terms.some((t) => t.per === 0.5) && (p.terms[0]?.count ?? 0) % 2 === 1 ? ' (rounded up)' : '';
  const head = p.character ?? (p.content ? (BUILDING_FORMS[p.content]?.one ?? '') : '');
  return `${head}: ${sum} = ${p.vp}${rounded}`;
}

function bonusText(p: ScorePart, per: Counted): string {
  const [a, b] = p.terms;
  if (!a || !b) return partText(p);
  return `(${countText(a.count, a.what)} + ${countText(b.count, b.what)}) × ${countText(a.per, per)} = ${p.vp}`;
}

/** The title of an explanation: the line, the seat's name and the line's value. */
export function explainTitle(e: Explanation, seatName: string): string {
  return `${LINE_NAMES[e.line]} · ${seatName}: ${vpText(e.value)}`;
}

/** The sentences of an explanation, one per part (at most `max`, then how many more). */
export function explainLines(e: Explanation, max = 7): string[] {
  if (e.line === 'outlaws' && e.excusedBy)
    return [`${countText(e.parts[0]?.terms[0]?.count ?? 0, 'outlaws')}, costing nothing: ${e.excusedBy}.`];
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
      lines = e.parts.map((p) => bonusText(p, 'houseUnit'));
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
  return `and ${n} more`;
}

/** What an empty line says. */
export function emptyLineText(line: LineKey): string {
  return line === 'characters' ? 'No characters.' : 'Nothing in this city scores on this line.';
}

/** The hint above the sheet before anything is chosen. */
export function explainHint(): string {
  return 'Point at or tap a score to see where it comes from.';
}

/** A card a virtual seat took, with its appeal: the character's name or the terrain's buildings. */
export function takenCardText(id: EntityId, appeal: number): string {
  if (isCharacter(id)) return `${characterDef(id).name} · ${appeal}`;
  const parcels = terrainDef(id).parcels.filter((c) => c !== '.');
  const names = [...new Set(parcels)].map((c) => CONTENT_NAMES[c]);
  return `${names.join(', ') || CONTENT_NAMES['.']} · ${appeal}`;
}

/** The heading of a virtual seat's card list. */
export function virtualHeading(cards: number, total: number): string {
  return `${countText(cards, 'flat')} taken: ${vpText(total)}`;
}

/** One character's share under a column: "Teacher 14". */
export function shareText(name: string, vp: number): string {
  return `${name} ${vp}`;
}

/** The first `n` shares (best first) and how many more, e.g. "Indian 23 · Editor 22 · and 9 more". */
export function sharesShort(best: readonly { name: string; vp: number }[], n: number): string {
  const nb = (t: string): string => t.replace(/ /g, '\u00a0');
  const head = best.slice(0, n).map((c) => nb(shareText(c.name, c.vp)));
  return [...head, nb(moreText(best.length - n))].join('\u00a0· ');
}

/** A Paperboy candidate's preview: the VP it would add. */
export function paperboyGainText(vp: number): string {
  return vp > 0 ? `+${vp} VP` : vp < 0 ? `−${-vp} VP` : '+0 VP';
}

/** The Paperboy's candidates' notes: the VP each would add to the seat's total (RULES 3.6). */
export function paperboyNotes(view: GameView | null, seat: number, cards: readonly EntityId[]): string[] {
  return view ? paperboyPreview(view, seat, cards).map((p) => paperboyGainText(p.vp)) : [];
}
