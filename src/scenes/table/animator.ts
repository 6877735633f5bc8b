/** Plays the engine's events on the table: deals, flips, reveals, flights to cities and seats, sideways turns, banners. */
import { appOf } from '../appOf';
import Phaser from 'phaser';
import { SALE_VP, isCharacter } from '../../cards/engine';
import type { EntityId, GameEvent, GameView } from '../../cards/engine';
import { playSfx } from '../../ui/sfx';
import { auctionCard } from '../../ui/cardFaces';
import { THEME } from '../../ui/theme';
import { text } from '../../ui/widgets';
import { keepInView } from '../../ui/cameraView';
import { baked } from '../../ui/bake';
import { tweenTo, wait } from './anim';
import type { AuctionReveal } from './auctionReveal';
import type { CityBoard } from './cityBoard';
import { BASE_CENTRE } from './layout';
import { abilityName, eraNumeral } from '../../ui/logText';
import { BASE_SIDE } from './offerRow';
import type { OfferRow } from './offerRow';
import type { SeatPanels } from './seatPanels';
import { t as tr } from '../../i18n';

/** What the animator draws on. */
export interface AnimTable {
  scene: Phaser.Scene;
  offer: OfferRow;
  seats: SeatPanels;
  board: CityBoard;
  reveal: AuctionReveal;
  /** The latest view (after the update). */
  view: GameView;
  /** A card the viewer already dropped into the city with the ghost (no flight needed). */
  placedByGhost: EntityId | null;
}

/** A big centred banner that fades in and out. */
export async function banner(scene: Phaser.Scene, title: string, sub = '', holdMs = 900): Promise<void> {
  const g = scene.make.graphics({}, false);
  g.fillStyle(0x120c08, 0.88).fillRect(-BASE_CENTRE.x, -62, BASE_CENTRE.x * 2, 124);
  g.lineStyle(2, THEME.color.gold, 0.8)
    .lineBetween(-BASE_CENTRE.x, -62, BASE_CENTRE.x, -62)
    .lineBetween(-BASE_CENTRE.x, 62, BASE_CENTRE.x, 62);
  const t = text(scene, 0, sub ? -14 : 0, title, {
    font: 'display',
    size: 44,
    bold: true,
    color: THEME.css.gold,
    shadow: true,
  });
  const parts: Phaser.GameObjects.GameObject[] = [baked(scene, g), t];
  if (sub) parts.push(text(scene, 0, 30, sub, { size: 20, color: THEME.css.sand }));
  const c = scene.add.container(BASE_CENTRE.x, BASE_CENTRE.y, parts).setDepth(900).setAlpha(0);
  await tweenTo(scene, c, { alpha: 1 }, 220);
  await wait(scene, holdMs);
  await tweenTo(scene, c, { alpha: 0 }, 260);
  c.destroy();
}

/** A short text floating up from a point. */
export function floatText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  str: string,
  color: string = THEME.css.gold,
): void {
  const t = text(scene, x, y, str, {
    font: 'display',
    size: 22,
    bold: true,
    color,
    stroke: { color: '#1b120c', width: 5 },
  }).setDepth(950);
  t.setX(keepInView(scene, x, t.width));
  void tweenTo(scene, t, { y: y - 46, alpha: 0 }, 1100, 'Sine.easeOut', 250).then(() => t.destroy());
}

async function fly(
  t: AnimTable,
  card: EntityId,
  to: { x: number; y: number },
  scale: number,
  fade: boolean,
): Promise<void> {
  const obj = t.offer.detach(card);
  if (!obj) return;
  await tweenTo(
    t.scene,
    obj,
    { x: to.x, y: to.y, scaleX: scale, scaleY: scale, ...(fade ? { alpha: 0.15 } : {}) },
    480,
    'Cubic.easeInOut',
  );
  obj.destroy();
}

async function taken(t: AnimTable, e: Extract<GameEvent, { type: 'cardTaken' }>): Promise<void> {
  const s = t.scene;
  if (e.discarded) {
    const obj = t.offer.detach(e.card);
    if (!obj) return;
    playSfx(s, 'error');
    await tweenTo(s, obj, { y: obj.y + 70, angle: -12, alpha: 0 }, 520, 'Sine.easeIn');
    obj.destroy();
    return;
  }
  if (e.at && t.placedByGhost === e.card) {
    t.offer.detach(e.card)?.destroy();
    t.placedByGhost = null;
    playSfx(s, 'place');
    return;
  }
  if (e.at && t.board.shownSeat === e.seat) {
    const c = t.board.spotCentre(e.at);
    const holder = t.offer.detach(e.card);
    if (!holder) return;
    const target = (t.board.cell * 2) / BASE_SIDE;
    playSfx(s, 'deal');
    await tweenTo(s, holder, { x: c.x, y: c.y, scaleX: target, scaleY: target }, 520, 'Cubic.easeInOut');
    playSfx(s, 'place');
    t.board.addCard(e.card, e.at.x, e.at.y);
    holder.destroy();
    return;
  }
  playSfx(s, 'deal');
  if (isCharacter(e.card)) await fly(t, e.card, t.seats.charactersAt(e.seat), 0.25, false);
  else await fly(t, e.card, t.seats.cityAt(e.seat), 0.22, true);
}

/** Plays one update's events in order; resolves when every animation is done. */
export async function animate(t: AnimTable, events: readonly GameEvent[]): Promise<void> {
  const s = t.scene;
  let reveals: Promise<void>[] = [];
  const flushReveals = async (): Promise<void> => {
    if (reveals.length) await Promise.all(reveals);
    reveals = [];
  };
  const removals: Promise<void>[] = [];
  for (const e of events) {
    if (!s.sys.isActive()) return;
    if (e.type !== 'characterRevealed' && e.type !== 'terrainRevealed') await flushReveals();
    switch (e.type) {
      case 'roundStarted':
        await Promise.all(removals);
        if (t.reveal.shown) await t.reveal.hide();
        break;
      case 'characterSkipped': {
        const p = t.offer.pileCentre('character');
        floatText(s, p.x, p.y - 40, tr('anim.skull'), THEME.css.cream);
        await wait(s, 500);
        break;
      }
      case 'characterRevealed':
      case 'terrainRevealed':
        if (reveals.length) await wait(s, 120);
        reveals.push(t.offer.reveal(e.card));
        break;
      case 'abilityUsed': {
        playSfx(s, 'click');
        const r = t.seats.rect(e.seat);
        floatText(s, r.x + r.w / 2, r.y + r.h / 2, tr('anim.ability', { character: abilityName(e.ability) }));
        await t.seats.turnSideways(e.seat, e.card);
        break;
      }
      case 'bidChosen': {
        const at = t.seats.bidAt(e.seat);
        const suit = t.view.setup.seats[e.seat]?.suit ?? 'hat';
        const card = auctionCard(s, suit, 0, 34, true)
          .setPosition(at.x, at.y - 30)
          .setAlpha(0)
          .setDepth(400);
        playSfx(s, 'deal');
        await tweenTo(s, card, { y: at.y, alpha: 1 }, 220);
        card.destroy();
        break;
      }
      case 'bidsRevealed': {
        const lawyered = new Set(events.flatMap((x) => (x.type === 'auctionDiscarded' ? [x.seat] : [])));
        await t.reveal.reveal(e.bids, lawyered, (seat) => t.view.seats[seat]?.state.usedThisRound ?? []);
        break;
      }
      case 'modifierApplied':
        await t.reveal.modifier(e.seat, e.ability, e.amount, e.value);
        break;
      case 'takingOrder':
        await t.reveal.order(e.order, e.values, e.tieBreak);
        await wait(s, new Set(e.values).size < e.values.length ? 2600 : 1600);
        await appOf(s).hook.moment('reveal');
        await t.reveal.hide();
        break;
      case 'cardTaken':
        await taken(t, e);
        break;
      case 'cardSold': {
        const obj = t.board.shownSeat === e.seat ? t.board.takeCard(e.card) : null;
        playSfx(s, 'score');
        if (obj) {
          floatText(s, obj.x, obj.y, tr('anim.saleVp', { vp: SALE_VP }));
          await tweenTo(s, obj, { y: obj.y - 30, alpha: 0, scaleX: 0.6, scaleY: 0.6 }, 520, 'Sine.easeIn');
          obj.destroy();
        }
        break;
      }
      case 'cardRemoved':
        removals.push(t.offer.discard(e.card));
        break;
      case 'eraEnded':
        await Promise.all(removals);
        if (e.era === 1) t.offer.drawPiles(t.view);
        playSfx(s, 'eraEnd');
        await banner(
          s,
          e.era === 1 ? tr('anim.eraBegins', { era: eraNumeral(2) }) : tr('anim.lastRound'),
          e.era === 1 ? tr('anim.eraBody') : tr('anim.scoring'),
          1300,
        );
        break;
      case 'paperboyPicked':
        playSfx(s, 'deal');
        break;
      case 'gameOver':
        playSfx(s, 'score');
        break;
      default:
        break;
    }
  }
  await flushReveals();
  await Promise.all(removals);
}
