/** City notation (RULES 1.1): parse and format parcel grids. */
import { isCell } from './data/contents';
import type { CityGrid } from './city';
import type { Cell } from './types';

/** Parses rows of city notation into a grid with its top-left at (0, 0); returns an error message on bad input. */
export function parseCity(rows: readonly string[]): CityGrid | string {
  if (!Array.isArray(rows)) return 'city must be an array of strings';
  if (rows.length === 0) return { x0: 0, y0: 0, w: 0, h: 0, cells: [], covered: 0 };
  const w = typeof rows[0] === 'string' ? rows[0].length : -1;
  const cells: Cell[] = [];
  let covered = 0;
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y];
    if (typeof row !== 'string') return `row ${y} is not a string`;
    if (row.length !== w) return `row ${y} has ${row.length} parcels, expected ${w} (ragged rows)`;
    for (let x = 0; x < row.length; x++) {
      const ch = row[x] as string;
      if (!isCell(ch)) return `unknown letter '${ch}' at row ${y}, column ${x}`;
      if (ch !== '_') covered++;
      cells.push(ch);
    }
  }
  return { x0: 0, y0: 0, w, h: rows.length, cells, covered };
}

/** Formats a grid as rows of city notation. */
export function formatCity(g: CityGrid): string[] {
  const rows: string[] = [];
  for (let y = 0; y < g.h; y++) rows.push(g.cells.slice(y * g.w, (y + 1) * g.w).join(''));
  return rows;
}
