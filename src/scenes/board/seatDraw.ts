/** Draws the players' holdings (one panel each) and the row of character cards. */
import Phaser from 'phaser';
import { CASH_LIMIT } from '../../board/engine';
import type { BoardView } from '../../board/engine';
import { formatNumber } from '../../i18n';
import { boardCharacterName } from '../../ui/boardReasonText';
import { THEME } from '../../ui/theme';
import { attachTooltip, fitOrCut, text } from '../../ui/widgets';
import type { Hits, Rect } from './hits';
import type { SeatCard } from '../../app/boardHoldings';
import type { SeatPanel } from '../../ui/board/boardLayout';
import { cowboyKey, iconKey, markerKey } from '../../ui/board/boardArt';

/** The texture of a holding's icon: a piece of the seat's colour, or a common piece; null for a glyph. */
function iconOf(icon: string, colour: number): string | null {
  if (icon === 'cowboy') return cowboyKey(colour);
  if (icon === 'marker') return markerKey(colour);
  if (icon === 'coin' || icon === 'vp' || icon === 'revolver' || icon === 'road') return iconKey(icon);
  return null;
}
import type { TownArt } from './townDraw';
import { strokeChoice } from './ringDraw';
import { borderColour, lineWidth } from '../../ui/contrast';

/** Draws one panel per seat into its rect. */
export function drawSeats(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  panels: readonly SeatPanel[],
  view: BoardView,
  seats: readonly SeatCard[],
  art: TownArt,
): void {
  const g = scene.add.graphics();
  c.add(g);
  seats.forEach((s, i) => {
    const r = panels[i]?.panel;
    if (!r) return;
    const col = art.colour(s.colour);
    g.fillStyle(s.active ? 0xfff3d6 : 0xeadbb9, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 10);
    g.lineStyle(
      lineWidth(scene, s.active ? 5 : 2),
      s.active ? THEME.color.gold : borderColour(scene, THEME.color.leather),
      1,
    );
    g.strokeRoundedRect(r.x, r.y, r.w, r.h, 10);
    g.fillStyle(col, 1).fillRoundedRect(r.x, r.y, 12, r.h, { tl: 10, bl: 10, tr: 0, br: 0 });
    g.fillStyle(col, 1).fillCircle(r.x + 34, r.y + 22, 13);
    c.add(text(scene, r.x + 34, r.y + 22, art.mark(s.colour), { size: 13, bold: true, color: '#fff6e2' }));
    const name = text(scene, r.x + 56, r.y + 22, s.name, { size: 17, bold: true, origin: [0, 0.5] });
    c.add(name.setAlpha(s.passed ? 0.6 : 1));
    const card = view.seats[i]?.character ?? -1;
    // A narrow panel (five or six seats on a phone) names its character in the name's tooltip instead.
    const narrow = r.w < 180;
    let room = r.w - 66;
    if (card >= 0 && !narrow) {
      const held = text(scene, r.x + r.w - 10, r.y + 22, boardCharacterName(card), {
        size: 13,
        italic: true,
        color: THEME.css.inkSoft,
        origin: [1, 0.5],
      });
      c.add(held);
      room -= held.displayWidth + 8;
    } else if (card >= 0) attachTooltip(name, () => boardCharacterName(card));
    fitOrCut(name, room, 1);
    const fields = panels[i]?.fields;
    for (const h of s.holdings) {
      const f = fields?.[h.field];
      if (!f) continue;
      const y = f.y + f.h / 2;
      const key = iconOf(h.icon, s.colour);
      // A narrow field keeps its icon smaller and closer, so the figure has room.
      const [ix, side, vx] = f.w < 60 ? [11, 18, 22] : [16, 22, 30];
      if (key && scene.textures.exists(key))
        c.add(scene.add.image(f.x + ix, y, key).setDisplaySize(side, side));
      else c.add(text(scene, f.x + ix, y, h.glyph, { size: 14, bold: true, color: THEME.css.rust }));
      const fig = text(scene, f.x + vx, y, h.value, {
        size: 15,
        font: 'figure',
        bold: true,
        origin: [0, 0.5],
      });
      attachTooltip(fig, h.tip);
      c.add(fig);
    }
  });
}

/** Draws the character cards on display; the free ones the person may take become targets `char:<card>`. */
export function drawCharacters(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  rects: readonly Rect[],
  view: BoardView,
  colourOf: readonly number[],
  art: TownArt,
  lit: {
    cards: ReadonlySet<number>;
    picked: string | null;
    label(id: string): string;
    pick(id: string): void;
  },
  hits: Hits,
): void {
  const g = scene.add.graphics();
  c.add(g);
  view.characters.forEach((card, i) => {
    const r = rects[i];
    if (!r) return;
    const id = `char:${card}`;
    const can = lit.cards.has(card);
    const on = lit.picked === id;
    const holder = view.holders[i] ?? -1;
    g.fillStyle(holder >= 0 ? 0xcdb88f : 0xf7eedb, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
    if (can)
      g.fillStyle(on ? 0xffffff : THEME.color.gold, on ? 0.5 : 0.35).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
    strokeChoice(scene, g, on ? 'picked' : can ? 'offered' : 'plain', THEME.color.leather, r, 8);
    // A low card (a phone in landscape) keeps three bands: number and holder, name, cash limit.
    const low = r.h < 70;
    const top = low ? 11 : 16;
    c.add(text(scene, r.x + 16, r.y + top, formatNumber(card), { size: 16, bold: true, font: 'figure' }));
    const name = text(scene, r.x + r.w / 2, r.y + r.h * (low ? 0.52 : 0.48), boardCharacterName(card), {
      size: 12,
      bold: true,
      wrap: r.w - 6,
    }).setWordWrapWidth(r.w - 6, false);
    // A single word longer than the card (e.g. German "Revolverheld") is drawn a little smaller rather than over the next card.
    if (name.width > r.w - 4) name.setScale((r.w - 4) / name.width);
    c.add(name);
    c.add(
      text(scene, r.x + r.w / 2, r.y + r.h - (low ? 10 : 14), `$${formatNumber(CASH_LIMIT[card] ?? 0)}`, {
        size: 12,
        color: THEME.css.inkSoft,
      }),
    );
    if (holder >= 0) {
      const colour = colourOf[holder] ?? 0;
      g.fillStyle(art.colour(colour), 1).fillCircle(r.x + r.w - 16, r.y + top, 11);
      c.add(
        text(scene, r.x + r.w - 16, r.y + top, art.mark(colour), { size: 12, bold: true, color: '#fff6e2' }),
      );
    }
    if (can)
      hits.add(
        c,
        id,
        r,
        () => lit.label(id),
        () => lit.pick(id),
      );
  });
}
