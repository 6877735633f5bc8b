/** Placing a terrain card: a ghost that snaps to parcels, lit legal spots with their score change, and why a spot is illegal. */
import Phaser from 'phaser';
import { placementIssue, placementPreview, viewFlags } from '../../cards/engine';
import type { EntityId, GameView, Pos } from '../../cards/engine';
import { BakedLayer, baked } from '../../ui/bake';
import { terrainCard } from '../../ui/cardFaces';
import { placementProblemText } from '../../ui/texts';
import { THEME, mix } from '../../ui/theme';
import { isCompact, keyHints } from '../../ui/viewport';
import { text } from '../../ui/widgets';
import { tweenTo } from './anim';
import type { CityBoard } from './cityBoard';
import { SPOT_COLOURS, heatColour, heatDots, heatLabelColour } from './heatLayout';
import { highContrast, lineWidth } from '../../ui/contrast';
import type { HeatDot } from './heatLayout';
import { BOARD_CELLS } from './layout';
import { signed } from './turn/specs';
import type { PlacementState } from './turn/specs';
import { t as tr } from '../../i18n';
import { keepInView } from '../../ui/cameraView';

const key = (p: Pos): string => `${p.x},${p.y}`;

/** One card being placed by the viewer. */
export class Placement {
  readonly spots = new Map<string, number>();
  private ghost: Phaser.GameObjects.Container | null = null;
  private outline: BakedLayer | null = null;
  private tag: Phaser.GameObjects.Container | null = null;
  private why: Phaser.GameObjects.Container | null = null;
  /** Where the tag is centred when it fits in view, and its width (it is kept in view as the camera changes). */
  private tagAim = { x: 0, w: 0 };
  private at: Pos = { x: 0, y: 0 };
  private lockedAt: Pos | null = null;
  private readonly layer: Phaser.GameObjects.Container;
  private bestAt: Pos = { x: 0, y: 0 };
  /** The heatmap dots as drawn: spot, centre (base pixels) and the text object showing its number. */
  private readonly dots: (HeatDot & { label: Phaser.GameObjects.Text })[] = [];
  /** The dots, above the ghost so that it hides none of its neighbours' numbers. */
  private readonly dotLayer: Phaser.GameObjects.Container;
  /** The ghost's tag and the reason a spot is illegal, above the dots. */
  private readonly top: Phaser.GameObjects.Container;
  /** Told whenever the ghost moves, locks or unlocks. */
  onChange: (s: PlacementState) => void = () => undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: CityBoard,
    private readonly view: GameView,
    private readonly seat: number,
    readonly card: EntityId,
  ) {
    this.layer = scene.add.container(0, 0).setDepth(50);
    this.dotLayer = scene.add.container(0, 0).setDepth(51);
    this.top = scene.add.container(0, 0).setDepth(52);
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.keepTag, this);
    for (const s of placementPreview(view, seat, card)) this.spots.set(key(s.at), s.delta);
    let best = -Infinity;
    for (const [k, d] of this.spots) {
      if (d > best) {
        best = d;
        const [x, y] = k.split(',').map(Number);
        this.bestAt = { x: x ?? 0, y: y ?? 0 };
      }
    }
    this.drawHeat();
    board.setCardsInteractive(false);
    this.ghost = terrainCard(scene, card, board.cell * 2 - 2);
    this.ghost.getByName('appeal')?.destroy();
    this.ghost.disableInteractive();
    this.ghost.setAlpha(0.82);
    this.outline = new BakedLayer(scene);
    this.layer.add([this.outline.image, this.ghost]);
    this.moveTo(this.bestAt);
  }

  /** Legal spots with their score change. */
  get legalSpots(): { at: Pos; delta: number }[] {
    return [...this.spots].map(([k, delta]) => {
      const [x, y] = k.split(',').map(Number);
      return { at: { x: x ?? 0, y: y ?? 0 }, delta };
    });
  }

  /** The lit spots as drawn on the board, with the number each dot shows (read back from its text object). */
  get heatmap(): { at: Pos; x: number; y: number; r: number; shown: string; delta: number }[] {
    return this.dots.map((d) => ({
      at: { ...d.at },
      x: d.x,
      y: d.y,
      r: d.r,
      shown: d.label.text,
      delta: this.spots.get(key(d.at)) ?? 0,
    }));
  }

  /** The spot locked for confirmation, or null. */
  get locked(): Pos | null {
    return this.lockedAt;
  }

  /** Where the ghost is. */
  get ghostAt(): Pos {
    return this.at;
  }

  private drawHeat(): void {
    const lit = new Set<string>();
    const deltas = [...this.spots.values()];
    const hi = Math.max(...deltas);
    const lo = Math.min(...deltas);
    const b = this.board;
    // On a phone the board is shown smaller (see compact.ts): larger dots and numbers keep them readable.
    const big = isCompact(this.scene.game);
    const spots = this.legalSpots;
    for (const s of spots) for (let k = 0; k < 4; k++) lit.add(`${s.at.x + (k & 1)},${s.at.y + (k >> 1)}`);
    for (const d of heatDots(
      b.geometry(),
      spots.map((s) => s.at),
      big,
    )) {
      const delta = this.spots.get(key(d.at)) ?? 0;
      const col = heatColour(delta, lo, hi);
      const g = this.scene.make.graphics({ x: d.x, y: d.y }, false);
      g.fillStyle(0x000000, 0.35).fillCircle(0, 2, d.r + 1);
      g.fillStyle(col, 0.95).fillCircle(0, 0, d.r);
      // High contrast rings every dot in ink, so its edge does not depend on its colour.
      if (highContrast(this.scene)) g.lineStyle(3, THEME.color.ink, 1).strokeCircle(0, 0, d.r);
      else g.lineStyle(2, mix(col, 0xffffff, 0.45), 1).strokeCircle(0, 0, d.r);
      const t = text(this.scene, d.x, d.y + 1, signed(delta), {
        size: (delta >= 10 || delta <= -10 ? 14 : 15) + (big ? 3 : 0),
        bold: true,
        color: heatLabelColour(delta),
      });
      this.dotLayer.add([baked(this.scene, g), t]);
      this.dots.push({ ...d, label: t });
    }
    b.light(lit);
  }

  /** Moves the ghost to a spot (clamped to the board); unlocks if it moves away from the locked spot. */
  moveTo(at: Pos, animated = false): void {
    const max = BOARD_CELLS - 2;
    const o = this.board.parcelAt(this.board.gx, this.board.gy);
    const clamped = {
      x: Math.max(o.x, Math.min(o.x + max, at.x)),
      y: Math.max(o.y, Math.min(o.y + max, at.y)),
    };
    if (this.lockedAt && (this.lockedAt.x !== clamped.x || this.lockedAt.y !== clamped.y))
      this.lockedAt = null;
    const moved = clamped.x !== this.at.x || clamped.y !== this.at.y;
    this.at = clamped;
    const c = this.board.spotCentre(clamped);
    if (this.ghost) {
      if (animated && moved)
        void tweenTo(this.scene, [this.ghost, this.outline?.image as object], { x: c.x, y: c.y }, 90);
      else {
        this.ghost.setPosition(c.x, c.y);
        this.outline?.image.setPosition(c.x, c.y);
      }
    }
    this.refresh();
  }

  /** Moves the ghost by whole parcels (arrow keys). */
  nudge(dx: number, dy: number): void {
    this.moveTo({ x: this.at.x + dx, y: this.at.y + dy }, true);
  }

  /** The state shown now. */
  state(): PlacementState {
    const delta = this.spots.get(key(this.at));
    const legal = delta !== undefined;
    const issue = legal ? null : placementIssue(this.view, this.seat, this.card, this.at);
    return {
      card: this.card,
      at: { ...this.at },
      legal,
      delta: delta ?? 0,
      problem: legal ? null : issue ? placementProblemText(issue) : tr('problem.illegal'),
      locked: this.lockedAt !== null,
    };
  }

  /** Locks the ghost where it is, if legal; returns true when locked. */
  lock(): boolean {
    if (!this.spots.has(key(this.at))) return false;
    this.lockedAt = { ...this.at };
    this.refresh();
    return true;
  }

  /** Releases a locked spot (undo before confirming). */
  unlock(): void {
    this.lockedAt = null;
    this.refresh();
  }

  private refresh(): void {
    const s = this.state();
    const cell = this.board.cell;
    const half = cell - 1;
    const col = s.legal ? (s.locked ? SPOT_COLOURS.locked : SPOT_COLOURS.legal) : SPOT_COLOURS.illegal;
    this.outline?.draw((g) => {
      if (s.locked)
        g.fillStyle(THEME.color.gold, 0.25).fillRoundedRect(
          -half - 8,
          -half - 8,
          half * 2 + 16,
          half * 2 + 16,
          12,
        );
      g.lineStyle(lineWidth(this.scene, s.locked ? 5 : 4), col, 1).strokeRoundedRect(
        -half - 4,
        -half - 4,
        half * 2 + 8,
        half * 2 + 8,
        10,
      );
    });
    this.ghost?.setAlpha(s.locked ? 1 : s.legal ? 0.86 : 0.6);
    this.drawTag(s);
    this.drawFrame(s);
    this.onChange(s);
  }

  private drawTag(s: PlacementState): void {
    this.tag?.destroy();
    this.why?.destroy();
    this.tag = null;
    this.why = null;
    const c = this.board.spotCentre(s.at);
    const cell = this.board.cell;
    const delta = signed(s.delta);
    const label = !s.legal
      ? tr('turn.notHere')
      : !s.locked
        ? tr('turn.spotVp', { vp: delta })
        : tr(keyHints() ? 'turn.spotPlace' : 'turn.spotTapPlace', { delta });
    const t = text(this.scene, 0, 0, label, {
      size: 17,
      bold: true,
      color: s.legal ? THEME.css.ink : '#fff1e8',
    });
    const w = t.width + 20;
    const bg = this.scene.make.graphics({}, false);
    bg.fillStyle(
      s.legal ? (s.delta < 0 ? 0xe7b3a0 : THEME.color.gold) : THEME.color.danger,
      1,
    ).fillRoundedRect(-w / 2, -15, w, 30, 15);
    bg.lineStyle(2, THEME.color.ink, 0.6).strokeRoundedRect(-w / 2, -15, w, 30, 15);
    const above = c.y - cell - 26 > this.board.gy;
    this.tagAim = { x: c.x, w };
    this.tag = this.scene.add.container(
      keepInView(this.scene, c.x, w),
      above ? c.y - cell - 24 : c.y + cell + 24,
      [baked(this.scene, bg), t],
    );
    this.top.add(this.tag);
    if (!s.legal && s.problem) {
      const body = text(this.scene, 0, 0, s.problem, {
        size: 15,
        color: THEME.css.cream,
        wrap: 300,
        align: 'left',
        origin: [0, 0],
      });
      const bw = body.width + 20;
      const bh = body.height + 16;
      const box = this.scene.make.graphics({}, false);
      box.fillStyle(THEME.color.leatherDark, 0.96).fillRoundedRect(0, 0, bw, bh, 8);
      box.lineStyle(1.5, THEME.color.bad, 1).strokeRoundedRect(0, 0, bw, bh, 8);
      body.setPosition(10, 8);
      const size = cell * BOARD_CELLS;
      const x = Math.min(Math.max(this.board.gx + 4, c.x - bw / 2), this.board.gx + size - bw - 4);
      const y = above
        ? Math.min(c.y + cell + 10, this.board.gy + size - bh - 4)
        : Math.max(this.board.gy + 4, c.y - cell - bh - 10);
      this.why = this.scene.add.container(x, y, [baked(this.scene, box), body]);
      this.top.add(this.why);
    }
  }

  private drawFrame(s: PlacementState): void {
    const city = this.view.seats[this.seat]?.city ?? [];
    const rects = [...city.map((c) => ({ x: c.x, y: c.y })), s.at];
    const x0 = Math.min(...rects.map((r) => r.x));
    const y0 = Math.min(...rects.map((r) => r.y));
    const x1 = Math.max(...rects.map((r) => r.x + 2));
    const y1 = Math.max(...rects.map((r) => r.y + 2));
    const w = x1 - x0;
    const h = y1 - y0;
    const captain = viewFlags(this.view, this.seat).captain;
    const fw = captain && w > 8 ? 9 : 8;
    const fh = captain && h > 8 && fw === 8 ? 9 : 8;
    const limit = captain ? '8×9 / 9×8' : '8×8';
    if (w <= fw && h <= fh) {
      const fx = x0 - Math.floor((fw - w) / 2);
      const fy = y0 - Math.floor((fh - h) / 2);
      this.board.frame(
        {
          x0: fx,
          y0: fy,
          x1: fx + fw,
          y1: fy + fh,
          color: THEME.color.gold,
          label: tr('turn.cityFrame', { w, h, limit }),
        },
        this.dots,
      );
    } else {
      this.board.frame(
        { x0, y0, x1, y1, color: THEME.color.bad, label: tr('turn.cityOver', { w, h, limit }) },
        this.dots,
      );
    }
  }

  /** Keeps the tag inside the camera's view after the view changed (a phone turned while the ghost is shown). */
  private keepTag(): void {
    if (!this.tag?.active) return;
    const x = keepInView(this.scene, this.tagAim.x, this.tagAim.w);
    if (Math.abs(x - this.tag.x) > 0.5) this.tag.x = x;
  }

  /** Removes the ghost, heatmap and frame. */
  destroy(): void {
    this.scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.keepTag, this);
    this.layer.destroy();
    this.dotLayer.destroy();
    this.top.destroy();
    this.board.clearOverlays();
    this.board.setCardsInteractive(true);
  }

  /** Settles the ghost as a placed card (the board redraw replaces it right after). */
  async settle(): Promise<void> {
    this.tag?.destroy();
    this.why?.destroy();
    this.outline?.clear();
    this.board.clearOverlays();
    this.dotLayer.setVisible(false);
    if (this.ghost) {
      this.ghost.setAlpha(1);
      await tweenTo(this.scene, this.ghost, { scaleX: 1.08, scaleY: 1.08 }, 90, 'Sine.easeOut');
      await tweenTo(this.scene, this.ghost, { scaleX: 1, scaleY: 1 }, 140, 'Bounce.easeOut');
    }
  }
}
