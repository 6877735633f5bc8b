/** Where a board lesson's target is on the table as laid out: a rectangle for each id of boardLesson/script.ts. */
import { SPACES } from '../../board/engine';
import type { BoardLayout, Rect } from './boardLayout';
import type { BoardPhoneLayout } from './boardLayoutPhone';

/** What the table shows now, beside its layout. */
export interface TargetSeen {
  /** The character cards on display, in the layout's order. */
  characters: readonly number[];
  /** The ids of the bar's buttons, left to right. */
  buttons: readonly string[];
}

/** The smallest rectangle holding all of `rs`, or null for none. */
export function unionRect(rs: readonly Rect[]): Rect | null {
  if (!rs.length) return null;
  const x = Math.min(...rs.map((r) => r.x));
  const y = Math.min(...rs.map((r) => r.y));
  const x1 = Math.max(...rs.map((r) => r.x + r.w));
  const y1 = Math.max(...rs.map((r) => r.y + r.h));
  return { x, y, w: x1 - x, h: y1 - y };
}

/** The part of `r` inside `within`, or null when none is. */
function clip(r: Rect, within: Rect | undefined): Rect | null {
  if (!within) return r;
  const x = Math.max(r.x, within.x);
  const y = Math.max(r.y, within.y);
  const w = Math.min(r.x + r.w, within.x + within.w) - x;
  const h = Math.min(r.y + r.h, within.y + within.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

/**
 * The rectangle of a lesson target: `char:<card>`, `spot:<spot>`, `parcel:<p>`, `road:<seg>`, a bar button's id, or
 * `area:town|path|characters|seats|sheet|bar` (the score sheet is the seats' panels on the board). Null when the
 * table does not show it now (another phone page, a button not in the bar).
 */
export function lessonTargetRect(
  id: string,
  L: BoardLayout & Partial<BoardPhoneLayout>,
  seen: TargetSeen,
): Rect | null {
  const win = L.townWindow;
  const [kind, rest = ''] = id.split(/:(.*)/s);
  const on = L.shows;
  switch (kind) {
    case 'parcel':
      return on && !on.town ? null : clip(L.parcelRect(Number(rest)), win);
    case 'spot': {
      const inTown = /^[pb]:/.test(rest);
      if (on && !(inTown ? on.town : on.path)) return null;
      const r = L.spotRect(rest);
      return r && (inTown ? clip(r, win) : r);
    }
    case 'road': {
      if (on && !on.town) return null;
      const l = L.roadLine(Number(rest));
      const pad = L.cell / 4;
      const x = Math.min(l.x1, l.x2) - pad;
      const y = Math.min(l.y1, l.y2) - pad;
      return clip({ x, y, w: Math.abs(l.x2 - l.x1) + 2 * pad, h: Math.abs(l.y2 - l.y1) + 2 * pad }, win);
    }
    case 'char': {
      const i = seen.characters.indexOf(Number(rest));
      return on && !on.characters ? null : (L.characters[i] ?? null);
    }
    case 'area':
      return areaRect(rest, L);
    default: {
      const i = seen.buttons.indexOf(id);
      return i < 0 ? null : (L.buttons(seen.buttons.length)[i] ?? null);
    }
  }
}

function areaRect(area: string, L: BoardLayout & Partial<BoardPhoneLayout>): Rect | null {
  const on = L.shows;
  switch (area) {
    case 'town':
      return on && !on.town ? null : (L.townWindow ?? L.town);
    case 'path':
      return on && !on.path ? null : unionRect(SPACES.map((s) => L.space(s)));
    case 'characters':
      return on && !on.characters ? null : unionRect(L.characters);
    case 'seats':
    case 'sheet':
      return on && !on.seats ? null : unionRect(L.seats.map((s) => s.panel));
    case 'bar':
      return L.prompt;
    default:
      return null;
  }
}
