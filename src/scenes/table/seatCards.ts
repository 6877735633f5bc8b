/** A seat panel's auction cards and bid column. */
import Phaser from 'phaser';
import { auctionValue } from '../../cards/engine';
import type { GameView, Suit } from '../../cards/engine';
import { t } from '../../i18n';
import { auctionCard } from '../../ui/cardFaces';
import { baked } from '../../ui/bake';
import { THEME, mix } from '../../ui/theme';
import { attachTooltip, text } from '../../ui/widgets';
import { bidWaiting } from '../../ui/logText';
import type { SeatStatus } from './seatStatus';
import { centred } from './cardSpots';
import type { CardSpot } from './cardSpots';

/** The panels' smallest text: 12 CSS px in a 1280x720 window (0.8 CSS px per design pixel). */
export const MIN_TEXT = THEME.size.tiny;

/**
 * Draws a seat's auction cards (hand, bid, played, spent; a virtual seat's pile) in a row from x0 at y, w wide;
 * returns the cards drawn face up, for the card viewer.
 */
export function drawSeatAuction(
  s: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  view: GameView,
  seat: number,
  suit: Suit,
  x0: number,
  y: number,
  w: number,
  k: number,
): CardSpot[] {
  const sv = view.seats[seat];
  if (!sv) return [];
  const col = THEME.suit[suit];
  const virtual = view.setup.seats[seat]?.kind === 'virtual';
  const cw = Math.min(Math.round(19 * k), Math.floor(w / 9) - 2);
  const chh = Math.round(cw * 1.35);
  const cards: { value: number; state: 'hand' | 'spent' | 'bid' | 'played' }[] = [];
  for (const id of sv.hand) cards.push({ value: auctionValue(id), state: 'hand' });
  if (sv.bid !== null) cards.push({ value: auctionValue(sv.bid), state: 'bid' });
  if (sv.played !== null) cards.push({ value: auctionValue(sv.played), state: 'played' });
  for (const id of sv.spent) cards.push({ value: auctionValue(id), state: 'spent' });
  cards.sort((a, b) => a.value - b.value);
  let x = x0;
  if (virtual) {
    const g = s.make.graphics({}, false);
    for (let i = Math.min(3, sv.pileCount) - 1; i >= 0; i--) {
      g.fillStyle(mix(col, 0x000000, 0.3 + i * 0.1), 1).fillRoundedRect(
        x + i * 2,
        y - chh / 2 - i * 2,
        cw,
        chh,
        3,
      );
      g.lineStyle(1, 0xfff1da, 0.5).strokeRoundedRect(x + i * 2, y - chh / 2 - i * 2, cw, chh, 3);
    }
    c.add(baked(s, g));
    c.add(
      text(s, x + cw + 10, y, `×${sv.pileCount}`, {
        size: Math.max(MIN_TEXT, Math.round(14 * k)),
        bold: true,
        color: THEME.css.sand,
        origin: [0, 0.5],
      }),
    );
    x += cw + 42;
  }
  const step = Math.min(cw + 3, cards.length > 1 ? (x0 + w - x - cw) / (cards.length - 1) : cw);
  const spots: CardSpot[] = [];
  cards.forEach((card, i) => {
    const cx = Math.round(x + i * step);
    spots.push({
      key: `seat:${seat}:auction:${card.value}`,
      place: 'seat',
      face: { kind: 'auction', suit, value: card.value },
      box: { x: cx, y: y - chh / 2, w: Math.min(cw, step), h: chh },
    });
    const g = s.make.graphics({}, false);
    const live = card.state === 'hand' || card.state === 'bid';
    const fill =
      card.state === 'bid'
        ? mix(col, 0x000000, 0.2)
        : live
          ? 0xfff6e2
          : card.state === 'played'
            ? THEME.color.gold
            : 0x4a3a2c;
    g.fillStyle(fill, 1).fillRoundedRect(cx, y - chh / 2, cw, chh, 3);
    g.lineStyle(1.5, live || card.state === 'played' ? col : 0x6b5a48, 1).strokeRoundedRect(
      cx,
      y - chh / 2,
      cw,
      chh,
      3,
    );
    const t = text(s, cx + cw / 2, y, String(card.value), {
      font: 'figure',
      size: Math.max(MIN_TEXT, Math.round(13 * k)),
      bold: true,
      color: card.state === 'bid' ? '#fff6e2' : live || card.state === 'played' ? THEME.css.ink : '#8c7a66',
    });
    c.add([baked(s, g), t]);
  });
  const hit = s.add.zone(x0 + w / 2, y, w, chh + 4);
  attachTooltip(hit, () =>
    virtual
      ? t('seat.pileTip', { played: sv.spent.map(auctionValue).join(', ') || t('seat.noneYet') })
      : t(sv.bid !== null ? 'seat.handTipBid' : 'seat.handTip'),
  );
  c.add(hit);
  return spots;
}

/**
 * Draws a seat's bid column at (x, y): the played card with its value and taking rank, a hidden bid, or a waiting
 * frame; returns the bid card drawn, for the card viewer.
 */
export function drawSeatBid(
  s: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  view: GameView,
  seat: number,
  suit: Suit,
  st: SeatStatus,
  x: number,
  y: number,
  k: number,
): CardSpot[] {
  const sv = view.seats[seat];
  if (!sv) return [];
  const w = Math.round(34 * k);
  const box = centred(x, y, w, w * 1.4);
  const key = `seat:${seat}:bid`;
  if (sv.played !== null) {
    const value = auctionValue(sv.played);
    const card = auctionCard(s, suit, value, w).setPosition(x, y);
    c.add(card);
    const bid = sv.state.lawyered ? 0 : sv.state.bidValue;
    if (sv.state.lawyered) {
      c.add(
        text(s, x, y + w * 0.7 + 10, t('character.lawyer'), {
          size: MIN_TEXT,
          bold: true,
          color: THEME.css.muted,
        }),
      );
    } else if (bid !== value) {
      const g = s.make.graphics({}, false);
      g.fillStyle(THEME.color.good, 1).fillCircle(x + w / 2, y - w * 0.7, 13);
      c.add([
        baked(s, g),
        text(s, x + w / 2, y - w * 0.7, String(bid), {
          font: 'figure',
          size: MIN_TEXT,
          bold: true,
          color: '#ffffff',
        }),
      ]);
    }
    if (st.rank > 0) {
      const g = s.make.graphics({}, false);
      g.fillStyle(st.taking ? THEME.color.gold : THEME.color.leatherLight, 1).fillRoundedRect(
        x - 17,
        y + w * 0.7 + 1,
        34,
        20,
        10,
      );
      c.add([
        baked(s, g),
        text(s, x, y + w * 0.7 + 11, `#${st.rank}`, {
          size: MIN_TEXT,
          bold: true,
          color: st.taking ? THEME.css.ink : THEME.css.cream,
        }),
      ]);
    }
    return [{ key, place: 'seat', face: { kind: 'auction', suit, value }, box }];
  }
  if (sv.hasBid) {
    c.add(auctionCard(s, suit, sv.bid !== null ? auctionValue(sv.bid) : 0, w, true).setPosition(x, y));
    c.add(
      text(s, x, y + w * 0.7 + 10, t('seat.bidDone'), { size: MIN_TEXT, bold: true, color: THEME.css.sand }),
    );
    return [{ key, place: 'seat', face: { kind: 'auction', suit, value: 0, hidden: true }, box }];
  }
  if (view.phase === 'bidding' && view.setup.seats[seat]?.kind === 'real') {
    const g = s.make.graphics({}, false);
    g.lineStyle(1.5, 0xc8a878, 0.6).strokeRoundedRect(x - w / 2, y - w * 0.7, w, w * 1.4, 4);
    c.add([
      baked(s, g),
      text(s, x, y + w * 0.7 + 10, bidWaiting(), { size: MIN_TEXT, italic: true, color: THEME.css.muted }),
    ]);
  }
  return [];
}
