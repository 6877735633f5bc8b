/** Draws the 8x8 town: parcels with what stands on them, owners' markers, roads, the dice labels, and what is lit. */
import Phaser from 'phaser';
import { SEGMENTS, SIZE, segmentPoints } from '../../board/engine';
import type { BoardView, Thing } from '../../board/engine';
import { THEME } from '../../ui/theme';
import type { DieColour } from '../../ui/board/boardArt';
import { attachTooltip, text } from '../../ui/widgets';
import { columnLetter } from '../../ui/boardReasonText';
import type { Hits, Rect } from './hits';
import { strokeChoice } from './ringDraw';

/** Where the town lies: its top-left corner and the side of one parcel, in design pixels. */
export interface TownBox {
  x: number;
  y: number;
  cell: number;
}

/** The art the town uses: a texture key per thing, per colour's marker and per die face (null or missing: drawn shapes). */
export interface TownArt {
  thing(t: Thing): string | null;
  marker(colour: number): string | null;
  die(colour: DieColour, face: number): string | null;
  colour(colour: number): number;
  mark(colour: number): string;
}

/** What the person may pick in the town now, by target id. */
export interface TownLit {
  /** Lit parcels and the target each stands for (`parcel:<p>` for an answer or a build, `spot:p:<p>` or `spot:b:<p>` for a cowboy). */
  cells: ReadonlyMap<number, string>;
  roads: ReadonlySet<number>;
  picked: string | null;
  label(id: string): string;
  pick(id: string): void;
  /** Why parcel p's figure is what it is (a building's income, a parcel's price), shown on hover or a long tap; null: nothing. */
  tip?(p: number): string | null;
}

/** The rectangle of parcel p. */
export function parcelBox(b: TownBox, p: number): Rect {
  return { x: b.x + (p % SIZE) * b.cell, y: b.y + Math.floor(p / SIZE) * b.cell, w: b.cell, h: b.cell };
}

/** The two ends of road segment `seg`. */
export function roadEnds(b: TownBox, seg: number): [number, number, number, number] {
  const [p, q] = segmentPoints(seg);
  return [b.x + p.x * b.cell, b.y + p.y * b.cell, b.x + q.x * b.cell, b.y + q.y * b.cell];
}

/** Draws the town into `c`; lit parcels and roads become targets in `hits`. */
export function drawTown(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  b: TownBox,
  view: BoardView,
  colourOf: readonly number[],
  art: TownArt,
  lit: TownLit,
  hits: Hits,
): void {
  const side = b.cell * SIZE;
  const g = scene.add.graphics();
  c.add(g);
  g.fillStyle(0xd9c08a, 1).fillRect(b.x - 6, b.y - 6, side + 12, side + 12);
  g.lineStyle(3, THEME.color.leatherDark, 1).strokeRect(b.x - 6, b.y - 6, side + 12, side + 12);
  view.cells.forEach((cell, p) => {
    const r = parcelBox(b, p);
    const inner = (p % SIZE) % 7 !== 0 && Math.floor(p / SIZE) % 7 !== 0;
    g.fillStyle(inner ? 0xe8d3a2 : 0xdcc392, 1).fillRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
    if (cell.owner >= 0) {
      const col = art.colour(colourOf[cell.owner] ?? 0);
      g.lineStyle(4, col, 1).strokeRect(r.x + 4, r.y + 4, r.w - 8, r.h - 8);
    }
    const key = cell.thing === 'empty' ? null : art.thing(cell.thing);
    if (key && scene.textures.exists(key)) {
      c.add(scene.add.image(r.x + r.w / 2, r.y + r.h / 2, key).setDisplaySize(r.w * 0.72, r.h * 0.72));
    } else if (cell.thing !== 'empty') {
      g.fillStyle(cell.thing === 'mountain' ? 0x8a7a6a : THEME.color.rust, 1);
      g.fillRoundedRect(r.x + r.w * 0.2, r.y + r.h * 0.2, r.w * 0.6, r.h * 0.6, 6);
    }
    if (cell.owner >= 0) {
      const colour = colourOf[cell.owner] ?? 0;
      const mk = art.marker(colour);
      const mx = r.x + r.w - 14;
      const my = r.y + 14;
      if (mk && scene.textures.exists(mk)) c.add(scene.add.image(mx, my, mk).setDisplaySize(22, 22));
      else {
        g.fillStyle(art.colour(colour), 1).fillCircle(mx, my, 10);
        c.add(text(scene, mx, my, art.mark(colour), { size: 12, bold: true, color: '#fff6e2' }));
      }
    }
    const tip = lit.cells.has(p) ? null : lit.tip?.(p);
    if (tip) {
      const zone = scene.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h);
      attachTooltip(zone, () => tip);
      c.add(zone);
    }
  });
  // BOARD 1: roads lie on the grid lines.
  for (let seg = 0; seg < SEGMENTS; seg++) {
    if (!view.roads[seg]) continue;
    const [x1, y1, x2, y2] = roadEnds(b, seg);
    g.fillStyle(0x5a3b22, 1).fillRect(
      Math.min(x1, x2) - 5,
      Math.min(y1, y2) - 5,
      Math.abs(x2 - x1) + 10,
      Math.abs(y2 - y1) + 10,
    );
    g.fillStyle(0xb08a5a, 1).fillRect(
      Math.min(x1, x2) - 2,
      Math.min(y1, y2) - 2,
      Math.abs(x2 - x1) + 4,
      Math.abs(y2 - y1) + 4,
    );
  }
  // BOARD 1, Decision: letters name the columns and numbers the rows; the dice faces that reach columns and rows 2..7
  // sit beside them, the white die's over the columns and the black die's by the rows.
  for (let i = 0; i < SIZE; i++) {
    const mid = i * b.cell + b.cell / 2;
    c.add(
      text(scene, b.x + mid - (i % 7 ? 12 : 0), b.y - 15, columnLetter(i), {
        size: 15,
        bold: true,
        color: THEME.css.sand,
      }),
    );
    c.add(
      text(scene, b.x - 15, b.y + mid - (i % 7 ? 12 : 0), String(i + 1), {
        size: 15,
        bold: true,
        color: THEME.css.sand,
      }),
    );
    if (i % 7 === 0) continue;
    drawDie(scene, c, g, art, { x: b.x + mid + 12, y: b.y - 15, side: 20 }, 'white', i);
    drawDie(scene, c, g, art, { x: b.x - 15, y: b.y + mid + 12, side: 20 }, 'black', i);
  }
  drawLit(c, b, g, lit, hits);
}

function drawLit(
  c: Phaser.GameObjects.Container,
  b: TownBox,
  g: Phaser.GameObjects.Graphics,
  lit: TownLit,
  hits: Hits,
): void {
  for (const [p, id] of lit.cells) {
    const r = parcelBox(b, p);
    const on = lit.picked === id;
    g.fillStyle(on ? 0xffffff : THEME.color.gold, on ? 0.35 : 0.28).fillRect(
      r.x + 2,
      r.y + 2,
      r.w - 4,
      r.h - 4,
    );
    strokeChoice(
      c.scene,
      g,
      on ? 'picked' : 'offered',
      THEME.color.gold,
      {
        x: r.x + 3,
        y: r.y + 3,
        w: r.w - 6,
        h: r.h - 6,
      },
      0,
    );
    const zone = hits.add(
      c,
      id,
      r,
      () => lit.label(id),
      () => lit.pick(id),
    );
    const tip = lit.tip?.(p);
    if (tip) attachTooltip(zone, () => tip);
  }
  for (const seg of lit.roads) {
    const [x1, y1, x2, y2] = roadEnds(b, seg);
    const id = `road:${seg}`;
    const on = lit.picked === id;
    g.fillStyle(on ? 0xffffff : THEME.color.gold, 1).fillRect(
      Math.min(x1, x2) - (on ? 6 : 4),
      Math.min(y1, y2) - (on ? 6 : 4),
      Math.abs(x2 - x1) + (on ? 12 : 8),
      Math.abs(y2 - y1) + (on ? 12 : 8),
    );
    // A 44-pixel target on the road's middle.
    const r: Rect = { x: (x1 + x2) / 2 - 22, y: (y1 + y2) / 2 - 22, w: 44, h: 44 };
    hits.add(
      c,
      id,
      r,
      () => lit.label(id),
      () => lit.pick(id),
    );
  }
}

/**
 * The `colour` die showing `face`, `side` pixels wide and centred at (x, y): its art where the texture is loaded, else
 * a plain die with the face as a figure.
 */
function drawDie(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  g: Phaser.GameObjects.Graphics,
  art: TownArt,
  at: { x: number; y: number; side: number },
  colour: DieColour,
  face: number,
): void {
  const { x, y, side } = at;
  const key = art.die(colour, face);
  if (key && scene.textures.exists(key)) {
    c.add(scene.add.image(x, y, key).setDisplaySize(side, side));
    return;
  }
  const white = colour === 'white';
  g.fillStyle(white ? 0xfbf6ea : 0x231a14, 1).fillRoundedRect(
    x - side / 2,
    y - side / 2,
    side,
    side,
    side / 5,
  );
  c.add(text(scene, x, y, String(face), { size: 13, bold: true, color: white ? '#231a14' : '#fbf6ea' }));
}
