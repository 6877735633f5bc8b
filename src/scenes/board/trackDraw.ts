/** Draws the tracks beside the path (action order, pass order, rounds), the VP track, and the status line. */
import Phaser from 'phaser';
import type { BoardView } from '../../board/engine';
import { formatNumber, t } from '../../i18n';
import type { BoardLayout } from '../../ui/board/boardLayout';
import { THEME } from '../../ui/theme';
import { fitWidth, text } from '../../ui/widgets';
import type { Rect } from './hits';
import type { TownArt } from './townDraw';

/** A player's token: a disc in the colour with its shape. */
function token(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  r: number,
  colour: number,
  art: TownArt,
): void {
  g.fillStyle(art.colour(colour), 1).fillCircle(x, y, r);
  g.lineStyle(2, THEME.color.ink, 1).strokeCircle(x, y, r);
  c.add(text(scene, x, y, art.mark(colour), { size: 12, bold: true, color: '#fff6e2' }));
}

/** A track's parchment strip. */
function strip(g: Phaser.GameObjects.Graphics, r: Rect): void {
  g.fillStyle(0xf3e6c8, 0.9).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
}

/** The status panel behind its lines: dark leather with a strip in the colour of whose decision it is. */
export function statusPanel(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  r: Rect,
  colour: number,
  radius: number,
): void {
  const g = scene.add.graphics();
  c.add(g);
  g.fillStyle(THEME.color.leatherDark, 0.9).fillRoundedRect(r.x, r.y, r.w, r.h, radius);
  g.fillStyle(colour, 1).fillRoundedRect(r.x, r.y, radius, r.h, { tl: radius, bl: radius, tr: 0, br: 0 });
}

/** Draws the action-order, pass and round tracks and the VP track (BOARD 3, 3.4). */
export function drawTracks(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  L: BoardLayout,
  view: BoardView,
  colourOf: readonly number[],
  art: TownArt,
  parts: { tracks: boolean; vp: boolean } = { tracks: true, vp: true },
): void {
  const g = scene.add.graphics();
  c.add(g);
  if (parts.tracks) drawTurnTracks(scene, c, g, L, view, colourOf, art);
  if (parts.vp) drawVpTrack(scene, c, g, L, view, colourOf, art);
}

/** The action, pass and round tracks. */
function drawTurnTracks(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  L: BoardLayout,
  view: BoardView,
  colourOf: readonly number[],
  art: TownArt,
): void {
  for (const track of [L.turnTrack, L.passTrack, L.roundTrack]) strip(g, track);
  const caption = (r: Rect, s: string): void => {
    c.add(
      fitWidth(
        text(scene, r.x + 10, r.y + r.h / 2, s, { size: 13, bold: true, origin: [0, 0.5] }),
        r.w / 4 - 14,
      ),
    );
  };
  // A token as tall as its track and 1 px over, at most 13 (the rows of a phone's tracks lie 2 px apart).
  const radius = (r: Rect): number => Math.min(13, r.h / 2 + 1);
  caption(L.turnTrack, t('boardTable.track.order'));
  caption(L.passTrack, t('boardTable.track.pass'));
  caption(L.roundTrack, t('boardTable.track.round'));
  view.actionOrder.forEach((seat, i) => {
    const r = L.turnSlot(i);
    const card = view.seats[seat]?.character ?? -1;
    token(scene, c, g, r.x + r.w / 2 - 10, r.y + r.h / 2, radius(r), colourOf[seat] ?? 0, art);
    if (card >= 0)
      c.add(text(scene, r.x + r.w / 2 + 12, r.y + r.h / 2, formatNumber(card), { size: 13, bold: true }));
  });
  view.passOrder.forEach((seat, i) => {
    const r = L.passSlot(i);
    token(scene, c, g, r.x + r.w / 2, r.y + r.h / 2, radius(r), colourOf[seat] ?? 0, art);
  });
  for (let round = 1; round <= 4; round++) {
    const r = L.roundSlot(round);
    const now = round === view.round;
    g.fillStyle(now ? THEME.color.gold : 0xe4d0a9, 1).fillRoundedRect(r.x + 4, r.y + 4, r.w - 8, r.h - 8, 6);
    c.add(text(scene, r.x + r.w / 2, r.y + r.h / 2, formatNumber(round), { size: 16, bold: true }));
  }
}

/** The VP track with each seat's token. */
function drawVpTrack(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  L: BoardLayout,
  view: BoardView,
  colourOf: readonly number[],
  art: TownArt,
): void {
  strip(g, L.vpTrack);
  const at = new Map<number, number[]>();
  view.seats.forEach((s, i) => at.set(s.vp % 50, [...(at.get(s.vp % 50) ?? []), i]));
  for (let v = 0; v < 50; v += 5) {
    const r = L.vpSlot(v);
    c.add(
      text(scene, r.x + 2, r.y + 8, formatNumber(v), {
        size: 12,
        color: THEME.css.inkSoft,
        origin: [0, 0.5],
      }),
    );
  }
  for (const [v, seats] of at) {
    const r = L.vpSlot(v);
    seats.forEach((seat, k) =>
      token(
        scene,
        c,
        g,
        r.x + r.w / 2,
        r.y + r.h / 2 + 4 - k * 6,
        Math.min(11, r.w / 2 - 1),
        colourOf[seat] ?? 0,
        art,
      ),
    );
  }
}

/** Draws the status line: whose decision it is (in their colour) and where the round stands. */
export function drawStatus(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  r: Rect,
  who: string,
  where: string,
  colour: number,
): void {
  statusPanel(scene, c, r, colour, 10);
  c.add(
    fitWidth(
      text(scene, r.x + 22, r.y + 22, who, { size: 18, bold: true, color: THEME.css.gold, origin: [0, 0.5] }),
      r.w - 40,
    ),
  );
  c.add(
    fitWidth(
      text(scene, r.x + 22, r.y + 50, where, { size: 14, color: THEME.css.cream, origin: [0, 0.5] }),
      r.w - 280,
    ),
  );
}
