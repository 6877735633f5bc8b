/** The score sheet's explanations: which parcels and cards to highlight for a seat's line, and the data of its sentence. */
import { LINE_KEYS, characterDef, seatBreakdown, viewSeatCards } from '../cards/engine';
import type {
  CharacterName,
  EntityId,
  GameView,
  LineKey,
  Pos,
  SeatBreakdown,
  SeatLine,
  TakenCard,
} from '../cards/engine';

/** A chosen cell of the sheet: a seat's line. */
export interface ScoreCell {
  seat: number;
  line: LineKey;
}

/** What the sheet shows for a chosen cell: the line explained, and what to light up in the seat's city. */
export interface Explanation extends ScoreCell {
  value: number;
  parts: SeatLine['parts'];
  excusedBy: SeatLine['excusedBy'];
  /** Parcels to light up: scoring buildings and what they count. */
  cells: Pos[];
  /** Scoring parcels (buildings) among `cells`, drawn stronger. */
  scorers: Pos[];
  /** Terrain cards to outline (and, on line 13, the character cards to show). */
  cards: EntityId[];
}

/** Every seat's explained score from a view (public information only). */
export function explainSeats(view: GameView): SeatBreakdown[] {
  return view.setup.seats.map((_, i) => seatBreakdown(viewSeatCards(view, i)));
}

/** The explanation of a seat's line, or null for a virtual seat or an unknown seat. */
export function explainCell(seats: readonly SeatBreakdown[], cell: ScoreCell): Explanation | null {
  const b = seats[cell.seat];
  if (!b || b.virtual) return null;
  const l = b.lines.find((x) => x.line === cell.line);
  if (!l) return null;
  const scorers = l.parts.flatMap((p) => (p.at ? [p.at] : []));
  return {
    ...cell,
    value: l.value,
    parts: l.parts,
    excusedBy: l.excusedBy,
    cells: l.cells,
    scorers,
    cards: l.cards,
  };
}

/** The test-hook id of a sheet cell. */
export function scoreCellId(cell: ScoreCell): string {
  return `score:${cell.seat}:${cell.line}`;
}

/** The cell named by a test-hook id, or null. */
export function parseScoreCellId(id: string): ScoreCell | null {
  const m = /^score:(\d+):(\w+)$/.exec(id);
  if (!m) return null;
  const line = LINE_KEYS.find((k) => k === m[2]);
  return line ? { seat: Number(m[1]), line } : null;
}

/** Every explainable cell of the sheet: each real seat's 13 lines, seat by seat. */
export function scoreCells(seats: readonly SeatBreakdown[]): ScoreCell[] {
  return seats.flatMap((b, seat) => (b.virtual ? [] : LINE_KEYS.map((line) => ({ seat, line }))));
}

/** A seat's character shares, highest first, each with its card. */
export function characterShares(b: SeatBreakdown): { id: EntityId; name: CharacterName; vp: number }[] {
  if (b.virtual) return [];
  const line = b.lines.find((l) => l.line === 'characters');
  if (!line) return [];
  return line.parts
    .map((p, i) => {
      const id = line.cards[i] ?? -1;
      return { id, name: p.character ?? (id >= 0 ? characterDef(id).name : 'Governor'), vp: p.vp };
    })
    .sort((a, b) => b.vp - a.vp);
}

/** A virtual seat's cards, highest appeal first (RULES 5). */
export function virtualCards(b: SeatBreakdown): TakenCard[] {
  return b.virtual ? [...b.cards].sort((x, y) => y.appeal - x.appeal || x.id - y.id) : [];
}

/** Where a small city picture puts its parcels: the same fit as the table's `miniCity`. */
export interface MiniGeometry {
  x0: number;
  y0: number;
  /** Parcel size in pixels. */
  cell: number;
  /** Top-left of parcel (x0, y0) relative to the picture's centre. */
  ox: number;
  oy: number;
}

/** The fit of city cards into a side x side square (at least 8 parcels across, as `miniCity` does). */
export function miniGeometry(cards: readonly { x: number; y: number }[], side: number): MiniGeometry {
  if (cards.length === 0) return { x0: 0, y0: 0, cell: Math.floor((side - 8) / 8), ox: 0, oy: 0 };
  const x0 = Math.min(...cards.map((c) => c.x));
  const y0 = Math.min(...cards.map((c) => c.y));
  const w = Math.max(...cards.map((c) => c.x + 2)) - x0;
  const h = Math.max(...cards.map((c) => c.y + 2)) - y0;
  const cell = Math.floor((side - 8) / Math.max(8, w, h));
  return { x0, y0, cell, ox: -(w * cell) / 2, oy: -(h * cell) / 2 };
}

/** The rectangle of parcel (x, y) relative to the picture's centre. */
export function parcelRect(g: MiniGeometry, p: Pos): { x: number; y: number; w: number; h: number } {
  return {
    x: Math.round(g.ox + (p.x - g.x0) * g.cell),
    y: Math.round(g.oy + (p.y - g.y0) * g.cell),
    w: g.cell,
    h: g.cell,
  };
}
