/** A stable fingerprint of the card data a game is played with, for saves (pure: FNV-1a, no crypto API). */
import { AUCTION_CARD_VALUES, HAND_VALUES, PILE_VALUES } from './data/auction';
import { BID_BONUS, CHARACTERS } from './data/characters';
import { TERRAIN } from './data/terrain';
import type { Ability, Action, CharacterDef, EntityId, Strength, TerrainDef } from './types';

/** The card tables a fingerprint covers. */
export interface CardTables {
  terrain: readonly TerrainDef[];
  characters: readonly CharacterDef[];
  bidBonus: Partial<Record<Ability, number>>;
  auctionValues: readonly number[];
  handValues: readonly number[];
  pileValues: Record<Strength, readonly number[]>;
}

/** The tables this build of the engine plays with. */
export const CARD_TABLES: CardTables = {
  terrain: TERRAIN,
  characters: CHARACTERS,
  bidBonus: BID_BONUS,
  auctionValues: AUCTION_CARD_VALUES,
  handValues: HAND_VALUES,
  pileValues: PILE_VALUES,
};

const STRENGTH_ORDER: readonly Strength[] = ['novice', 'intermediate', 'expert'];
const ABILITY_ORDER: readonly Ability[] = [
  'governor',
  'lawyer',
  'chineseWorker',
  'heroes',
  'gunsmith',
  'mercenary',
  'doctor',
];

/** The tables as canonical text: one line per card in id order, fields in a fixed order. */
export function canonicalCardText(t: CardTables): string {
  const lines: string[] = ['carson-city-cards/1'];
  t.terrain.forEach((c, i) =>
    lines.push(`terrain ${i} era=${c.era} parcels=${c.parcels.join('')} appeal=${c.appeal}`),
  );
  t.characters.forEach((c, i) =>
    lines.push(
      `character ${i} name=${c.name} type=${c.type} appeal=${c.appeal} back=${c.back.join(',')} skull=${c.skull}`,
    ),
  );
  for (const a of ABILITY_ORDER) lines.push(`bonus ${a}=${t.bidBonus[a] ?? 0}`);
  lines.push(`auction values=${t.auctionValues.join(',')}`);
  lines.push(`hand values=${t.handValues.join(',')}`);
  for (const s of STRENGTH_ORDER) lines.push(`pile ${s}=${t.pileValues[s].join(',')}`);
  return lines.join('\n');
}

/** 64-bit FNV-1a of a text's UTF-16 code units, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * prime) & mask;
  return h.toString(16).padStart(16, '0');
}

/** The fingerprint of some card tables: `cards-` and the FNV-1a of their canonical text. */
export function cardFingerprint(t: CardTables): string {
  return `cards-${fnv1a64(canonicalCardText(t))}`;
}

/** The fingerprint of the card data of this build; a save records it. */
export const CARD_DATA_FINGERPRINT: string = cardFingerprint(CARD_TABLES);

/** Actions with every card id rewritten by `mapCard`, or null when a card has no counterpart; malformed ones stay as they are. */
export function remapActionCards(
  actions: readonly Action[],
  mapCard: (id: EntityId) => EntityId | null,
): Action[] | null {
  const out: Action[] = [];
  for (const a of actions) {
    const card: unknown = typeof a === 'object' && a !== null && 'card' in a ? a.card : null;
    if (typeof card !== 'number') {
      out.push(a);
      continue;
    }
    const to = mapCard(card);
    if (to === null) return null;
    out.push({ ...a, card: to } as Action);
  }
  return out;
}
