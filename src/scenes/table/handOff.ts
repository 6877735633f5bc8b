/** The pass-and-play hand-off screen: an opaque curtain below the top bar that shows nothing private and takes every click. */
import Phaser from 'phaser';
import { handOffText } from '../../app/handOff';
import type { DueTask } from '../../app/handOff';
import type { IntentTarget } from '../../ui/hookRegistry';
import { THEME } from '../../ui/theme';
import { keyHints } from '../../ui/viewport';
import { button, text, toPage } from '../../ui/widgets';
import { BASE_CENTRE, TOP } from './layout';

/** How far past the base table the curtain reaches, so no edge of the table shows at any scale. */
const BLEED = 2000;

/** One hand-off screen at a time over the table. */
export class HandOffCurtain {
  private root: Phaser.GameObjects.Container | null = null;
  private seat = -1;
  private label = '';

  /** `onConfirm`: the person said "I am …". */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly onConfirm: (seat: number) => void,
  ) {}

  /** The person the curtain is up for, or -1. */
  get forSeat(): number {
    return this.root ? this.seat : -1;
  }

  /** True while the curtain is up. */
  get up(): boolean {
    return this.root !== null;
  }

  /** Raises the curtain for a person (replacing one raised for somebody else). */
  show(seat: number, name: string, task: DueTask): void {
    if (this.root && this.seat === seat) return;
    this.hide();
    const s = this.scene;
    const lines = handOffText(name, task, keyHints());
    const { x, y } = BASE_CENTRE;
    const top = TOP.y + TOP.h;
    const g = s.add.graphics();
    g.fillStyle(0x0d0805, 1).fillRect(-BLEED, top, x * 2 + BLEED * 2, y * 2 - top + BLEED);
    g.lineStyle(2, THEME.color.goldDark, 0.7).strokeRoundedRect(x - 420, y - 170, 840, 330, 18);
    // Takes every pointer event over the table, so nothing behind the curtain can be hovered or clicked.
    const blocker = s.add.zone(x, top + (y * 2 - top) / 2, x * 2, y * 2 - top).setInteractive();
    const title = text(s, x, y - 90, lines.title, {
      font: 'display',
      size: 44,
      bold: true,
      color: THEME.css.gold,
    });
    const body = text(s, x, y - 30, lines.body, { size: 22, color: THEME.css.sand, wrap: 760 });
    const hint = text(s, x, y + 118, lines.hint, {
      size: 16,
      italic: true,
      color: THEME.css.muted,
    });
    const b = button(s, x, y + 50, lines.button, () => this.confirm(), { width: 360, style: 'primary' });
    this.root = s.add.container(0, 0, [g, blocker, title, body, hint, b]).setDepth(2000);
    this.seat = seat;
    this.label = lines.label;
  }

  /** Lowers the curtain without a confirmation (e.g. the person is no longer due). */
  hide(): void {
    this.root?.destroy();
    this.root = null;
    this.seat = -1;
  }

  /** The person confirms: the curtain goes and the table shows their view. */
  confirm(): void {
    if (!this.root) return;
    const seat = this.seat;
    this.hide();
    this.onConfirm(seat);
  }

  /** The curtain's one intent for the test hook: the "I am …" button (Enter also confirms). */
  intents(): IntentTarget[] {
    if (!this.root) return [];
    const p = toPage(this.scene, BASE_CENTRE.x, BASE_CENTRE.y + 50);
    return [
      { id: 'continue', label: this.label, x: p.x, y: p.y, key: 'Enter', activate: () => this.confirm() },
    ];
  }
}
