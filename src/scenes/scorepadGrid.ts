/**
 * The scorepad's 9x9 grid: a window of parcels (all of it on a wide screen, part of it on a phone, moved by pan
 * buttons), a small map of the whole pad, and a keyboard cursor (arrows move, Enter/Space set, Delete clears).
 */
import Phaser from 'phaser';
import { PAD_SIZE } from '../app/scorepad';
import type { Cell } from '../cards/engine';
import { t } from '../i18n';
import { hideTooltip } from '../ui/tooltip';
import type { TipTarget } from '../ui/tooltip';
import type { Focusable } from '../ui/keyboardNav';
import { isShown } from '../ui/keyboardNav';
import { parcelKey } from '../ui/textures';
import { THEME } from '../ui/theme';
import { button } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { Chip } from './scorepadLayout';
import type { PadLayout } from './scorepadLayout';

/** What the grid asks of its scene. */
export interface GridHost {
  /** A parcel was tapped or set from the keyboard. */
  tap(i: number): void;
  /** Delete or Backspace on the cursor's parcel. */
  clear(i: number): void;
  /** Any other key while the grid has the keyboard; true when it was used. */
  key(key: string): boolean;
}

type Pan = 'left' | 'right' | 'up' | 'down';

/** What a tap on a parcel sets: a content, no card, or the next content in turn. */
export type Tool = Cell | 'cycle';

/**
 * The tool a key picks from `current`: "[" and "]" step through the tools, a letter picks the next one whose name
 * starts with it ("m" goes Mountain, Mine, Mountain…); null for any other key.
 */
export function toolForKey(
  key: string,
  current: Tool,
  tools: readonly Tool[],
  name: (tool: Tool) => string,
): Tool | null {
  const at = Math.max(0, tools.indexOf(current));
  if (key === '[' || key === ']')
    return tools[(at + (key === ']' ? 1 : tools.length - 1)) % tools.length] ?? null;
  if (key.length !== 1 || !/\p{L}/u.test(key)) return null;
  const first = key.toLocaleLowerCase();
  for (let k = 1; k <= tools.length; k++) {
    const tool = tools[(at + k) % tools.length] as Tool;
    if (name(tool).trim().toLocaleLowerCase().startsWith(first)) return tool;
  }
  return null;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The grid of the scorepad's editor. */
export class PadGrid {
  /** The keyboard cursor: a parcel index (x + y * PAD_SIZE). */
  cursor = 0;
  private ox = 0;
  private oy = 0;
  private shown = true;
  private readonly cells: Chip[] = [];
  private readonly art: Phaser.GameObjects.Image[] = [];
  private readonly pans: Partial<Record<Pan, Button>> = {};
  private readonly map: Phaser.GameObjects.Graphics | null;
  private last: { cells: readonly Cell[]; marked: ReadonlySet<number> } | null = null;
  /** The grid as one keyboard stop: its bounds are the cursor's parcel, so the navigator rings that parcel. */
  readonly focus: Focusable;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly L: PadLayout,
    chips: Map<string, Chip>,
    private readonly host: GridHost,
  ) {
    const g = L.grid;
    for (let i = 0; i < PAD_SIZE * PAD_SIZE; i++) {
      const chip = new Chip(scene, 0, 0, g.cell, g.cell, { onTap: () => host.tap(i) });
      const img = scene.add.image(0, 0, parcelKey('.')).setDisplaySize(g.cell - 6, g.cell - 6);
      chips.set(`pad-cell:${i % PAD_SIZE},${Math.floor(i / PAD_SIZE)}`, chip);
      this.cells.push(chip);
      this.art.push(img);
    }
    const P = L.pan;
    if (P) {
      const glyph: Record<Pan, string> = { left: '◀', right: '▶', up: '▲', down: '▼' };
      const step: Record<Pan, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
      for (const d of ['left', 'up', 'down', 'right'] as const) {
        const b = P[d];
        const [dx, dy] = step[d];
        this.pans[d] = button(scene, b.x, b.y, glyph[d], () => this.panBy(dx * 2, dy * 2), {
          id: `pad-pan-${d}`,
          width: b.w,
          height: b.h,
          fontSize: 20,
        });
      }
    }
    this.map = P ? scene.add.graphics() : null;
    const cursorChip = (): Chip => this.cells[this.cursor] as Chip;
    this.focus = {
      getBounds: (out) => cursorChip().getBounds(out),
      canFocus: () => this.shown && isShown(cursorChip()),
      activate: () => host.tap(this.cursor),
      onKey: (key) => this.onKey(key),
      tooltip: () => t('pad.keys'),
      get tipTarget(): TipTarget {
        return cursorChip();
      },
    };
    this.place();
  }

  /** The pan buttons, in keyboard order. */
  panButtons(): Button[] {
    return (['left', 'up', 'down', 'right'] as const).flatMap((d) => this.pans[d] ?? []);
  }

  /** Shows or hides the whole grid (the phone layouts show it in some sections only). */
  setShown(on: boolean): void {
    this.shown = on;
    this.place();
  }

  /** Draws the pad's contents and marks (cells with an illegal entry). */
  paint(cells: readonly Cell[], marked: ReadonlySet<number>): void {
    this.last = { cells, marked };
    const side = this.L.grid.cell - 6;
    cells.forEach((c, i) => {
      const img = this.art[i] as Phaser.GameObjects.Image;
      if (c !== '_') img.setTexture(parcelKey(c)).setDisplaySize(side, side);
      this.cells[i]?.paint(false, marked.has(i)).setAlpha(c === '_' ? 0.5 : 1);
    });
    this.place();
  }

  /** Moves the window by whole parcels, kept on the pad. */
  panBy(dx: number, dy: number): void {
    const g = this.L.grid;
    this.ox = Phaser.Math.Clamp(this.ox + dx, 0, PAD_SIZE - g.cols);
    this.oy = Phaser.Math.Clamp(this.oy + dy, 0, PAD_SIZE - g.rows);
    this.place();
  }

  /** The window's top-left parcel and size, for the test hook. */
  window(): { x: number; y: number; cols: number; rows: number } {
    return { x: this.ox, y: this.oy, cols: this.L.grid.cols, rows: this.L.grid.rows };
  }

  private onKey(key: string): boolean {
    const d = ARROWS[key];
    if (d) {
      const x = (this.cursor % PAD_SIZE) + d[0];
      const y = Math.floor(this.cursor / PAD_SIZE) + d[1];
      // At the pad's edge the arrow leaves the grid for the nearest item that way.
      if (x < 0 || y < 0 || x >= PAD_SIZE || y >= PAD_SIZE) return false;
      this.cursor = x + y * PAD_SIZE;
      hideTooltip(this.scene);
      this.follow();
      return true;
    }
    if (key === 'Delete' || key === 'Backspace') {
      this.host.clear(this.cursor);
      return true;
    }
    return this.host.key(key);
  }

  /** Pans just enough for the cursor to show. */
  private follow(): void {
    const g = this.L.grid;
    const x = this.cursor % PAD_SIZE;
    const y = Math.floor(this.cursor / PAD_SIZE);
    const dx = x < this.ox ? x - this.ox : x >= this.ox + g.cols ? x - (this.ox + g.cols - 1) : 0;
    const dy = y < this.oy ? y - this.oy : y >= this.oy + g.rows ? y - (this.oy + g.rows - 1) : 0;
    if (dx || dy) this.panBy(dx, dy);
  }

  /** Puts each parcel of the window in its place and hides the rest; redraws the pan buttons and the map. */
  private place(): void {
    const g = this.L.grid;
    const pitch = g.cell + g.gap;
    this.cells.forEach((chip, i) => {
      const x = (i % PAD_SIZE) - this.ox;
      const y = Math.floor(i / PAD_SIZE) - this.oy;
      const inside = this.shown && x >= 0 && y >= 0 && x < g.cols && y < g.rows;
      const cx = g.x + x * pitch + g.cell / 2;
      const cy = g.y + y * pitch + g.cell / 2;
      chip.setPosition(cx, cy).setVisible(inside);
      const img = this.art[i] as Phaser.GameObjects.Image;
      img.setPosition(cx, cy).setVisible(inside && (this.last?.cells[i] ?? '_') !== '_');
    });
    const P = this.L.pan;
    for (const d of ['left', 'right', 'up', 'down'] as const) {
      const can =
        d === 'left'
          ? this.ox > 0
          : d === 'up'
            ? this.oy > 0
            : d === 'right'
              ? this.ox < PAD_SIZE - g.cols
              : this.oy < PAD_SIZE - g.rows;
      this.pans[d]?.setVisible(this.shown).setEnabled(can);
    }
    if (!this.map || !P) return;
    const m = P.map;
    const side = m.dot * PAD_SIZE;
    const x0 = m.x - side / 2;
    const y0 = m.y - side / 2;
    const gr = this.map.clear().setVisible(this.shown);
    gr.fillStyle(THEME.color.ink, 0.55).fillRect(x0 - 2, y0 - 2, side + 4, side + 4);
    this.last?.cells.forEach((c, i) => {
      if (c === '_') return;
      const bad = this.last?.marked.has(i);
      gr.fillStyle(bad ? 0xb2382b : 0xf7eedb, 1);
      gr.fillRect(
        x0 + (i % PAD_SIZE) * m.dot + 1,
        y0 + Math.floor(i / PAD_SIZE) * m.dot + 1,
        m.dot - 2,
        m.dot - 2,
      );
    });
    gr.lineStyle(2, THEME.color.gold, 1);
    gr.strokeRect(x0 + this.ox * m.dot, y0 + this.oy * m.dot, g.cols * m.dot, g.rows * m.dot);
  }
}
