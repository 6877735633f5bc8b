/** The draw piles and the offer row: cards revealed from the piles, selectable when the viewer takes. */
import Phaser from 'phaser';
import { characterDef, isCharacter, isTerrain, terrainDef } from '../../cards/engine';
import type { EntityId, GameView } from '../../cards/engine';
import { characterBack, characterCard, terrainBack, terrainCard } from '../../ui/cardFaces';
import { playSfx } from '../../ui/sfx';
import { THEME } from '../../ui/theme';
import { panel, text } from '../../ui/widgets';
import { BakedLayer, baked } from '../../ui/bake';
import { flip, tweenTo } from './anim';
import { OFFER, PILES, offerSlots } from './layout';
import { eraNumeral } from '../../ui/logText';
import { t } from '../../i18n';
import { centred } from './cardSpots';
import type { CardSpot } from './cardSpots';
import { onRelease } from '../../ui/release';

/** Base size the terrain faces are built at; slots scale them. */
export const BASE_SIDE = 160;
const BASE_CHAR_W = Math.round(BASE_SIDE * 0.86);

interface Slot {
  id: EntityId;
  holder: Phaser.GameObjects.Container;
  ring: BakedLayer;
  face: Phaser.GameObjects.Container;
}

/** The piles and the offer. */
export class OfferRow {
  private readonly slots = new Map<EntityId, Slot>();
  private order: EntityId[] = [];
  private readonly pileLayer: Phaser.GameObjects.Container;
  private readonly cardLayer: Phaser.GameObjects.Container;
  private pileSig = '';
  private selectable = new Set<EntityId>();
  private selected: EntityId | null = null;
  /** The piles' top cards as drawn, for the card viewer. */
  private pileSpots: CardSpot[] = [];
  /** Called when the viewer clicks a selectable offer card. */
  onPick: (id: EntityId) => void = () => undefined;
  /** False when the press being released was a hold or a drag: its release picks nothing. */
  plainPress: () => boolean = () => true;

  constructor(private readonly scene: Phaser.Scene) {
    const bg = panel(scene, OFFER.x + OFFER.w / 2, OFFER.y + OFFER.h / 2, OFFER.w, OFFER.h, {
      style: 'dark',
      radius: 16,
    });
    bg.setAlpha(0.78);
    this.pileLayer = scene.add.container(0, 0);
    this.cardLayer = scene.add.container(0, 0);
    const g = scene.make.graphics({}, false);
    g.lineStyle(1, 0xc8a878, 0.25).lineBetween(
      PILES.offerLeft - 18,
      OFFER.y + 14,
      PILES.offerLeft - 18,
      OFFER.y + OFFER.h - 14,
    );
    baked(scene, g);
  }

  /** Card ids as displayed, in offer order. */
  get ids(): readonly EntityId[] {
    return this.order;
  }

  /** The centre of a displayed offer card in base coordinates, or null. */
  centreOf(id: EntityId): { x: number; y: number } | null {
    const s = this.slots.get(id);
    return s ? { x: s.holder.x, y: s.holder.y } : null;
  }

  /** The size of a displayed offer card in base pixels, or an empty object. */
  sizeOf(id: EntityId): { w?: number; h?: number } {
    const s = this.slots.get(id);
    if (!s) return {};
    const k = Math.abs(s.holder.scaleX * s.face.scaleX);
    return { w: Math.round(s.face.width * k), h: Math.round(s.face.height * k) };
  }

  /** Where the terrain pile and character pile sit. */
  pileCentre(kind: 'terrain' | 'character'): { x: number; y: number } {
    return kind === 'terrain'
      ? { x: PILES.terrain.x, y: PILES.terrain.y }
      : { x: PILES.character.x, y: PILES.character.y };
  }

  /** Redraws the piles from a view (counts, era, the next character's back). */
  drawPiles(view: GameView): void {
    const sig = JSON.stringify([view.era, view.terrainLeft, view.characterLeft, view.nextBack]);
    if (sig === this.pileSig) return;
    this.pileSig = sig;
    this.pileLayer.removeAll(true);
    const s = this.scene;
    const pile = PILES.terrain;
    const c = PILES.character;
    this.pileSpots = [];
    if (view.terrainLeft > 0)
      this.pileSpots.push({
        key: 'pile:terrain',
        place: 'pile',
        face: { kind: 'terrainBack', era: view.era },
        box: centred(pile.x, pile.y, pile.side, pile.side),
      });
    if (view.nextBack)
      this.pileSpots.push({
        key: 'pile:character',
        place: 'pile',
        face: { kind: 'characterBack', ...view.nextBack },
        box: centred(c.x, c.y, c.w, c.w * 1.4),
      });
    const depth = Math.min(4, Math.ceil(view.terrainLeft / 8));
    for (let i = depth; i >= 0; i--) {
      if (i > 0 && view.terrainLeft === 0) continue;
      const back = terrainBack(s, view.era, pile.side).setPosition(pile.x + i * 2, pile.y + i * 2);
      if (i > 0) back.disableInteractive();
      this.pileLayer.add(back);
    }
    if (view.terrainLeft === 0) this.pileLayer.getAt(this.pileLayer.length - 1)?.setData('empty', true);
    // The two pile labels share the gap between the piles' centres; a longer wording shrinks to fit.
    const room = Math.abs(c.x - pile.x) - 8;
    const fit = (label: Phaser.GameObjects.Text): Phaser.GameObjects.Text =>
      label.setScale(Math.min(1, room / Math.max(1, label.width)));
    if (PILES.captions)
      this.pileLayer.add(
        fit(
          text(
            s,
            pile.x,
            pile.y + pile.side / 2 + 24,
            t('table.landPile', { era: eraNumeral(view.era), count: view.terrainLeft }),
            { size: 14, bold: true, color: THEME.css.sand, lineSpacing: -2 },
          ),
        ),
      );
    if (view.nextBack) {
      for (let i = Math.min(3, view.characterLeft - 1); i > 0; i--) {
        const under = characterBack(s, view.nextBack.back, false, c.w).setPosition(c.x + i * 2, c.y + i * 2);
        under.disableInteractive();
        this.pileLayer.add(under);
      }
      this.pileLayer.add(
        characterBack(s, view.nextBack.back, view.nextBack.skull, c.w).setPosition(c.x, c.y),
      );
    } else {
      const g = s.make.graphics({}, false);
      g.lineStyle(2, 0xc8a878, 0.4).strokeRoundedRect(c.x - c.w / 2, c.y - c.w * 0.7, c.w, c.w * 1.4, 8);
      this.pileLayer.add(baked(s, g));
    }
    if (PILES.captions)
      this.pileLayer.add(
        fit(
          text(s, c.x, pile.y + pile.side / 2 + 24, t('table.nextCharacter', { count: view.characterLeft }), {
            size: 14,
            bold: true,
            color: THEME.css.sand,
            lineSpacing: -2,
          }),
        ),
      );
  }

  /** Replaces the displayed offer with the view's, at once. */
  sync(view: GameView): void {
    const keep = new Set(view.offer);
    for (const id of [...this.slots.keys()]) if (!keep.has(id)) this.destroySlot(id);
    for (const id of view.offer) if (!this.slots.has(id)) this.createSlot(id, false);
    this.order = view.offer.slice();
    this.layout(false);
    this.refreshRings();
  }

  private createSlot(id: EntityId, faceDown: boolean): Slot {
    const s = this.scene;
    const face = faceDown ? this.backFor(id) : this.faceFor(id);
    const ring = new BakedLayer(s);
    const holder = s.add.container(0, 0, [ring.image, face]);
    this.cardLayer.add(holder);
    const slot: Slot = { id, holder, ring, face };
    this.slots.set(id, slot);
    this.wire(slot);
    return slot;
  }

  private faceFor(id: EntityId): Phaser.GameObjects.Container {
    return isCharacter(id)
      ? characterCard(this.scene, id, BASE_CHAR_W)
      : terrainCard(this.scene, id, BASE_SIDE);
  }

  private backFor(id: EntityId): Phaser.GameObjects.Container {
    if (isCharacter(id)) {
      const def = characterDef(id);
      return characterBack(this.scene, def.back, def.skull, BASE_CHAR_W);
    }
    return terrainBack(this.scene, terrainDef(id).era, BASE_SIDE);
  }

  private wire(slot: Slot): void {
    // Picked on release, so that a card held to be shown large is not taken (issue 27 item 7).
    onRelease(slot.face, () => {
      if (this.selectable.has(slot.id) && this.plainPress()) this.onPick(slot.id);
    });
    slot.face.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => {
      if (this.selectable.has(slot.id) && this.selected !== slot.id)
        void tweenTo(this.scene, slot.holder, { y: PILES.offerY - 6 }, 120);
    });
    slot.face.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
      if (this.selected !== slot.id) void tweenTo(this.scene, slot.holder, { y: PILES.offerY }, 120);
    });
  }

  private destroySlot(id: EntityId): void {
    this.slots.get(id)?.holder.destroy();
    this.slots.delete(id);
  }

  /** Moves every card to its slot (tweened when `animated`). */
  layout(animated: boolean): Promise<void> {
    const kinds = this.order.map((id): 'terrain' | 'character' => (isTerrain(id) ? 'terrain' : 'character'));
    const slots = offerSlots(kinds);
    const jobs: Promise<void>[] = [];
    this.order.forEach((id, i) => {
      const s = this.slots.get(id);
      const p = slots[i];
      if (!s || !p) return;
      const scale = p.size / (isTerrain(id) ? BASE_SIDE : BASE_CHAR_W);
      const y = this.selected === id ? p.y - 12 : p.y;
      if (animated)
        jobs.push(tweenTo(this.scene, s.holder, { x: p.x, y, scaleX: scale, scaleY: scale }, 300));
      else s.holder.setPosition(p.x, y).setScale(scale);
    });
    return Promise.all(jobs).then(() => undefined);
  }

  /** Animates one revealed card: from its pile, face down, to its slot, then turned face up. */
  async reveal(id: EntityId): Promise<void> {
    if (this.slots.has(id)) return;
    const from = this.pileCentre(isTerrain(id) ? 'terrain' : 'character');
    const slot = this.createSlot(id, true);
    this.order.push(id);
    const kinds = this.order.map((o): 'terrain' | 'character' => (isTerrain(o) ? 'terrain' : 'character'));
    const target = offerSlots(kinds)[this.order.length - 1];
    const scale = target ? target.size / (isTerrain(id) ? BASE_SIDE : BASE_CHAR_W) : 1;
    slot.holder
      .setPosition(from.x, from.y)
      .setScale(isTerrain(id) ? PILES.terrain.side / BASE_SIDE : PILES.character.w / BASE_CHAR_W);
    playSfx(this.scene, 'deal');
    const others = this.layout(true);
    await tweenTo(
      this.scene,
      slot.holder,
      { x: target?.x ?? from.x, y: target?.y ?? from.y, scaleX: scale, scaleY: scale },
      380,
    );
    await flip(this.scene, slot.holder, () => {
      slot.face.destroy();
      slot.face = this.faceFor(id);
      slot.holder.add(slot.face);
      this.wire(slot);
      playSfx(this.scene, 'flip');
    });
    await others;
  }

  /** Takes a card out of the row and returns its holder (reparented to the scene) for a flight elsewhere. */
  detach(id: EntityId): Phaser.GameObjects.Container | null {
    const s = this.slots.get(id);
    if (!s) return null;
    this.slots.delete(id);
    this.order = this.order.filter((o) => o !== id);
    if (this.selected === id) this.selected = null;
    this.cardLayer.remove(s.holder);
    s.ring.clear();
    this.scene.add.existing(s.holder);
    s.holder.setDepth(500);
    return s.holder;
  }

  /** Makes some offer cards clickable (lit) for the viewer's take; the rest stay plain. */
  setSelectable(ids: readonly EntityId[]): void {
    this.selectable = new Set(ids);
    for (const [id, s] of this.slots)
      if (s.face.input) s.face.input.cursor = this.selectable.has(id) ? 'pointer' : 'default';
    this.refreshRings();
  }

  /** Marks one card as picked (raised, gold ring), or none. */
  setSelected(id: EntityId | null): void {
    if (this.selected === id) return;
    this.selected = id;
    void this.layout(true);
    this.refreshRings();
  }

  private refreshRings(): void {
    for (const [id, s] of this.slots) {
      const w = isTerrain(id) ? BASE_SIDE : BASE_CHAR_W;
      const h = isTerrain(id) ? BASE_SIDE : BASE_CHAR_W * 1.4;
      s.ring.draw((g) => {
        if (this.selected === id) {
          g.fillStyle(THEME.color.gold, 0.35).fillRoundedRect(-w / 2 - 12, -h / 2 - 12, w + 24, h + 24, 16);
          g.lineStyle(6, THEME.color.gold, 1).strokeRoundedRect(-w / 2 - 8, -h / 2 - 8, w + 16, h + 16, 14);
        } else if (this.selectable.has(id)) {
          g.lineStyle(3, THEME.color.gold, 0.75).strokeRoundedRect(
            -w / 2 - 7,
            -h / 2 - 7,
            w + 14,
            h + 14,
            13,
          );
        }
      });
    }
  }

  /** Removes a leftover card with a fade. */
  async discard(id: EntityId): Promise<void> {
    const h = this.detach(id);
    if (!h) return;
    await tweenTo(this.scene, h, { alpha: 0, y: h.y + 40 }, 300, 'Sine.easeIn');
    h.destroy();
  }

  /** The piles' top cards and the offer's cards turned face up, for the card viewer. */
  cardSpots(): CardSpot[] {
    const offer = this.order.flatMap((id): CardSpot[] => {
      const s = this.slots.get(id);
      const { w, h } = this.sizeOf(id);
      if (!s || w === undefined || h === undefined || s.face.getData('entity') !== id) return [];
      const face = isCharacter(id) ? { kind: 'character' as const, id } : { kind: 'terrain' as const, id };
      return [{ key: `offer:${id}`, place: 'offer', face, box: centred(s.holder.x, s.holder.y, w, h) }];
    });
    return [...this.pileSpots, ...offer];
  }

  /** True when the viewer may pick this offer card now. */
  isSelectable(id: EntityId): boolean {
    return this.selectable.has(id);
  }

  /** The face container of an offer card (for hover targets and keyboard focus), or null. */
  faceOf(id: EntityId): Phaser.GameObjects.Container | null {
    return this.slots.get(id)?.face ?? null;
  }
}
