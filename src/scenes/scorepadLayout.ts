/** Where the scorepad's parts go in each layout, and its small tap targets (grid parcels, tools, character chips). */
import Phaser from 'phaser';
import type { LayoutMode } from '../ui/layoutMode';
import { THEME } from '../ui/theme';
import { attachTooltip, text, toPage } from '../ui/widgets';
import { provideIntents } from '../ui/hookRegistry';
import { cssScale } from '../ui/viewport';
import { CHARACTERS } from '../cards/engine';
import type { CharacterName } from '../cards/engine';
import { characterName } from '../i18n/names';
import { onRelease } from '../ui/release';

/** A box by its centre. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Which part a phone shows below the header (the wide layout shows all at once). */
export type PadSection = 'city' | 'characters' | 'sheet';

/** The scorepad's layout in one mode. */
export interface PadLayout {
  /** True when the sections share one place and tabs switch between them. */
  tabs: boolean;
  title: { x: number; y: number; size: number } | null;
  back: Box;
  results: Box;
  /** Previous / name / next / add / remove. */
  picker: { prev: Box; name: { x: number; y: number }; next: Box; add: Box; remove: Box };
  sections: Record<PadSection, Box> | null;
  /** The grid's window: its top-left, cell side, gap, and how many columns and rows of the 9x9 pad it shows. */
  grid: { x: number; y: number; cell: number; gap: number; cols: number; rows: number };
  /** The sections that show the grid (the wide layout shows it always). */
  gridIn: readonly PadSection[];
  /** Buttons that move the window over the pad, and the small map of the whole pad; null when all of it shows. */
  pan: { left: Box; right: Box; up: Box; down: Box; map: { x: number; y: number; dot: number } } | null;
  /** Tool chips: columns, origin (top-left) and chip size. */
  tools: { x: number; y: number; cols: number; w: number; h: number; gap: number };
  mode: Box;
  /** The 2x2 card being built (card mode), by its top-left slot. */
  card: { x: number; y: number; slot: number; gap: number };
  total: { x: number; y: number };
  chars: { x: number; y: number; cols: number; w: number; h: number; gap: number };
  sold: { minus: Box; label: { x: number; y: number }; plus: Box };
  sheet: { x: number; y: number; w: number; row: number };
  status: { x: number; y: number; wrap: number };
  /** The result table. */
  table: { x: number; y: number; w: number; row: number };
}

/** The scorepad layouts. */
export function padLayout(mode: LayoutMode): PadLayout {
  if (mode === 'portrait')
    return {
      tabs: true,
      title: null,
      back: { x: 62, y: 36, w: 110, h: 56 },
      results: { x: 400, y: 36, w: 150, h: 56 },
      picker: {
        prev: { x: 34, y: 102, w: 56, h: 56 },
        name: { x: 172, y: 102 },
        next: { x: 310, y: 102, w: 56, h: 56 },
        add: { x: 376, y: 102, w: 56, h: 56 },
        remove: { x: 442, y: 102, w: 56, h: 56 },
      },
      sections: {
        city: { x: 84, y: 176, w: 146, h: 56 },
        characters: { x: 240, y: 176, w: 146, h: 56 },
        sheet: { x: 396, y: 176, w: 146, h: 56 },
      },
      // 56 design px are 45.5 CSS px on a 390 px wide phone, 10 are 8.1.
      grid: { x: 14, y: 214, cell: 56, gap: 10, cols: 7, rows: 5 },
      gridIn: ['city'],
      pan: {
        left: { x: 42, y: 572, w: 56, h: 56 },
        up: { x: 108, y: 572, w: 56, h: 56 },
        down: { x: 372, y: 572, w: 56, h: 56 },
        right: { x: 438, y: 572, w: 56, h: 56 },
        map: { x: 240, y: 572, dot: 6 },
      },
      tools: { x: 17, y: 610, cols: 6, w: 66, h: 56, gap: 10 },
      mode: { x: 92, y: 869, w: 156, h: 56 },
      card: { x: 180, y: 808, slot: 56, gap: 10 },
      total: { x: 390, y: 869 },
      chars: { x: 8, y: 214, cols: 3, w: 148, h: 56, gap: 10 },
      sold: {
        minus: { x: 40, y: 904, w: 56, h: 56 },
        label: { x: 240, y: 904 },
        plus: { x: 440, y: 904, w: 56, h: 56 },
      },
      sheet: { x: 20, y: 224, w: 440, row: 42 },
      status: { x: 240, y: 864, wrap: 440 },
      table: { x: 40, y: 240, w: 400, row: 56 },
    };
  if (mode === 'short')
    return {
      tabs: true,
      title: null,
      back: { x: 58, y: 34, w: 100, h: 60 },
      results: { x: 880, y: 34, w: 152, h: 60 },
      picker: {
        prev: { x: 430, y: 34, w: 60, h: 60 },
        name: { x: 523, y: 34 },
        next: { x: 616, y: 34, w: 60, h: 60 },
        add: { x: 688, y: 34, w: 60, h: 60 },
        remove: { x: 760, y: 34, w: 60, h: 60 },
      },
      sections: {
        city: { x: 522, y: 106, w: 164, h: 60 },
        characters: { x: 698, y: 106, w: 164, h: 60 },
        sheet: { x: 874, y: 106, w: 164, h: 60 },
      },
      // 60 design px are 46 CSS px on a 740x360 phone, 12 are 9.2.
      grid: { x: 8, y: 76, cell: 60, gap: 12, cols: 5, rows: 5 },
      gridIn: ['city', 'sheet'],
      pan: {
        up: { x: 398, y: 106, w: 60, h: 60 },
        left: { x: 398, y: 178, w: 60, h: 60 },
        right: { x: 398, y: 322, w: 60, h: 60 },
        down: { x: 398, y: 394, w: 60, h: 60 },
        map: { x: 398, y: 250, dot: 6 },
      },
      tools: { x: 440, y: 148, cols: 5, w: 60, h: 60, gap: 12 },
      mode: { x: 878, y: 322, w: 156, h: 60 },
      card: { x: 812, y: 148, slot: 60, gap: 12 },
      total: { x: 878, y: 394 },
      chars: { x: 8, y: 148, cols: 6, w: 148, h: 60, gap: 12 },
      sold: {
        minus: { x: 38, y: 106, w: 60, h: 60 },
        label: { x: 208, y: 106 },
        plus: { x: 378, y: 106, w: 60, h: 60 },
      },
      sheet: { x: 440, y: 146, w: 510, row: 19 },
      status: { x: 695, y: 420, wrap: 510 },
      table: { x: 300, y: 120, w: 360, row: 48 },
    };
  return {
    tabs: false,
    title: { x: 800, y: 44, size: 40 },
    back: { x: 110, y: 44, w: 150, h: 56 },
    results: { x: 1460, y: 44, w: 200, h: 56 },
    picker: {
      prev: { x: 250, y: 112, w: 56, h: 52 },
      name: { x: 380, y: 112 },
      next: { x: 510, y: 112, w: 56, h: 52 },
      add: { x: 640, y: 112, w: 180, h: 52 },
      remove: { x: 850, y: 112, w: 220, h: 52 },
    },
    sections: null,
    grid: { x: 60, y: 156, cell: 58, gap: 2, cols: 9, rows: 9 },
    gridIn: ['city', 'characters', 'sheet'],
    pan: null,
    tools: { x: 60, y: 712, cols: 9, w: 58, h: 58, gap: 2 },
    mode: { x: 780, y: 742, w: 190, h: 56 },
    card: { x: 900, y: 712, slot: 56, gap: 2 },
    total: { x: 1400, y: 760 },
    chars: { x: 660, y: 156, cols: 3, w: 176, h: 44, gap: 6 },
    sold: {
      minus: { x: 690, y: 530, w: 56, h: 52 },
      label: { x: 920, y: 530 },
      plus: { x: 1150, y: 530, w: 56, h: 52 },
    },
    sheet: { x: 1220, y: 160, w: 340, row: 38 },
    status: { x: 930, y: 620, wrap: 520 },
    table: { x: 500, y: 220, w: 600, row: 60 },
  };
}

/** A small tap target: a rounded face, an optional image and label; redrawn when selected or marked. */
export class Chip extends Phaser.GameObjects.Container {
  private readonly face: Phaser.GameObjects.Graphics;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly caption: Phaser.GameObjects.Text | null;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly cw: number,
    readonly ch: number,
    opts: { label?: string; image?: string; size?: number; tip?: string; onTap: () => void },
  ) {
    super(scene, x, y);
    this.face = scene.add.graphics();
    this.add(this.face);
    if (opts.image && scene.textures.exists(opts.image)) {
      const side = Math.min(cw, ch) - 6;
      this.add(scene.add.image(0, 0, opts.image).setDisplaySize(side, side));
    }
    this.caption = opts.label
      ? text(scene, 0, 0, opts.label, { size: opts.size ?? 16, bold: true, color: THEME.css.ink })
      : null;
    if (this.caption) {
      if (this.caption.width > cw - 8) this.caption.setScale((cw - 8) / this.caption.width);
      this.add(this.caption);
    }
    this.ring = scene.add.graphics();
    this.add(this.ring);
    this.setSize(cw, ch);
    this.setInteractive({ useHandCursor: true });
    onRelease(this, () => opts.onTap());
    const tip = opts.tip;
    if (tip) attachTooltip(this, () => tip);
    this.paint(false, false);
    scene.add.existing(this);
  }

  /** Its own rectangle (a container's default bounds come from children, and graphics have none). */
  override getBounds(output?: Phaser.Geom.Rectangle): Phaser.Geom.Rectangle {
    const r = output ?? new Phaser.Geom.Rectangle();
    return r.setTo(this.x - this.cw / 2, this.y - this.ch / 2, this.cw, this.ch);
  }

  /** Draws the chip plain, selected (gold) or marked (red, an illegal entry). */
  paint(selected: boolean, marked: boolean): this {
    const { cw, ch } = this;
    this.face
      .clear()
      .fillStyle(selected ? 0xf0c766 : 0xf7eedb, 1)
      .fillRoundedRect(-cw / 2, -ch / 2, cw, ch, 6);
    const g = this.ring.clear();
    const width = marked || selected ? 4 : 1.5;
    g.lineStyle(width, marked ? 0xb2382b : selected ? 0xe0a020 : 0x9c7a4b, 1);
    g.strokeRoundedRect(-cw / 2 + width / 2, -ch / 2 + width / 2, cw - width, ch - width, 6);
    return this;
  }
}

/** Lists chips as test-hook intents (with their page centres and CSS sizes) while the scene takes input. */
export function chipIntents(scene: Phaser.Scene, name: string, chips: () => Map<string, Chip>): void {
  const stop = provideIntents(name, () =>
    scene.input.enabled
      ? [...chips().entries()]
          .filter(([, c]) => c.visible && c.active)
          .map(([id, c]) => {
            const m = c.getWorldTransformMatrix();
            const k = cssScale(scene) * Math.abs(m.scaleX);
            return {
              id,
              label: id,
              ...toPage(scene, m.tx, m.ty),
              w: Math.round(c.cw * k * 10) / 10,
              h: Math.round(c.ch * k * 10) / 10,
              activate: () => c.emit('pointerup'),
            };
          })
      : [],
  );
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
}

/** One chip per character in the layout's grid of chips, each toggling that character; keyed by character name. */
export function characterChips(
  scene: Phaser.Scene,
  C: PadLayout['chars'],
  onTap: (name: CharacterName) => void,
): [CharacterName, Chip][] {
  return CHARACTERS.map((c, k) => {
    const x = C.x + (k % C.cols) * (C.w + C.gap) + C.w / 2;
    const y = C.y + Math.floor(k / C.cols) * (C.h + C.gap) + C.h / 2;
    const chip = new Chip(scene, x, y, C.w, C.h, {
      label: characterName(c.name),
      size: 16,
      onTap: () => onTap(c.name),
    });
    return [c.name, chip];
  });
}
