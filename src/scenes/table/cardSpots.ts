/**
 * The cards on the table a player can show large (issue 27 item 7): what each one is, where it lies, and its face and
 * caption drawn big for the card viewer (cardViewer.ts).
 */
import type Phaser from 'phaser';
import type { CardPlace } from '../../app/cardPress';
import { characterDef, terrainDef } from '../../cards/engine';
import type { EntityId, Suit } from '../../cards/engine';
import { t } from '../../i18n';
import { suitName } from '../../i18n/names';
import {
  auctionCard,
  characterBack,
  characterBackTip,
  characterCard,
  terrainBack,
  terrainCard,
  terrainTip,
} from '../../ui/cardFaces';
import { eraNumeral } from '../../ui/logText';
import { characterTip } from '../../ui/texts';

/** What a card on the table shows: a face, a back, or an auction card. */
export type CardFace =
  | { kind: 'terrain'; id: EntityId }
  | { kind: 'character'; id: EntityId; used?: boolean }
  | { kind: 'terrainBack'; era: 1 | 2 }
  | { kind: 'characterBack'; back: readonly Suit[]; skull: boolean }
  | { kind: 'auction'; suit: Suit; value: number; hidden?: boolean };

/** A rectangle in world (layout) pixels, from its top-left corner. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A card a player can show large: a stable key (e.g. `offer:12`, `pile:character`, `seat:1:character:40`,
 * `seat:2:auction:7`, `seat:0:bid`, `city:0:5`), its place, its face and its box on the table.
 */
export interface CardSpot {
  key: string;
  place: CardPlace;
  face: CardFace;
  box: Box;
}

/** The key of an offer card's spot (null for none). */
export function offerKey(id: EntityId | null): string | null {
  return id === null ? null : `offer:${id}`;
}

/** True when the point lies in the box. */
export function inBox(b: Box, x: number, y: number): boolean {
  return x >= b.x && y >= b.y && x <= b.x + b.w && y <= b.y + b.h;
}

/** A box of w x h centred on (cx, cy). */
export function centred(cx: number, cy: number, w: number, h: number): Box {
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Height over width of a face (terrain cards are square, the others 1.4 times as tall as wide). */
export function aspectOf(face: CardFace): number {
  return face.kind === 'terrain' || face.kind === 'terrainBack' ? 1 : 1.4;
}

/** The face drawn `w` pixels wide (its own tooltips off: the caption says it all). */
export function bigFace(scene: Phaser.Scene, face: CardFace, w: number): Phaser.GameObjects.Container {
  const c = ((): Phaser.GameObjects.Container => {
    switch (face.kind) {
      case 'terrain':
        return terrainCard(scene, face.id, w);
      case 'character':
        return characterCard(scene, face.id, w);
      case 'terrainBack':
        return terrainBack(scene, face.era, w);
      case 'characterBack':
        return characterBack(scene, face.back, face.skull, w);
      case 'auction':
        return auctionCard(scene, face.suit, face.value, w, face.hidden === true);
    }
  })();
  c.disableInteractive();
  return c;
}

/** The caption of a face shown large, in words: a title line and what the card says or does. */
export function captionOf(face: CardFace): { title: string; body: string } {
  const split = (tip: string): { title: string; body: string } => {
    const [title = '', ...rest] = tip.split('\n');
    return { title, body: rest.join('\n') };
  };
  switch (face.kind) {
    case 'terrain': {
      // Every parcel with what it does, not just its name.
      const lines = terrainDef(face.id).parcels.map((_, i) => terrainTip(face.id, i).split('\n')[1] ?? '');
      return { title: terrainTip(face.id).split('\n')[0] ?? '', body: lines.join('\n') };
    }
    case 'character': {
      const c = split(characterTip(characterDef(face.id).name));
      return face.used ? { ...c, body: `${c.body}\n${t('seat.used')}` } : c;
    }
    case 'terrainBack':
      return split(t('card.pileTip', { era: eraNumeral(face.era) }));
    case 'characterBack':
      return split(characterBackTip(face.back, face.skull));
    case 'auction':
      return split(
        face.hidden
          ? t('card.auctionHidden', { suit: suitName(face.suit) })
          : t('card.auctionShown', { suit: suitName(face.suit), value: face.value }),
      );
  }
}
