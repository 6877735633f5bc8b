/** The pass-and-play hand-off screen: an opaque curtain below the top bar that shows nothing private and takes every click. */
import Phaser from 'phaser';
import { handOffText } from '../../app/handOff';
import type { DueTask } from '../../app/handOff';
import type { IntentTarget } from '../../ui/hookRegistry';
import { HOLDER_RECT_KEY } from '../../ui/textProbe';
import { THEME } from '../../ui/theme';
import { cssScale, keyHints } from '../../ui/viewport';
import { button, text, toPage } from '../../ui/widgets';
import { BASE_CENTRE, TOP, tableMode } from './layout';

/** How far past the base table the curtain reaches, so no edge of the table shows at any scale. */
const BLEED = 2000;

/** One hand-off screen at a time over the table. */
export class HandOffCurtain {
  private root: Phaser.GameObjects.Container | null = null;
  private seat = -1;
  private label = '';
  private size = { w: 0, h: 0 };

  /** `onConfirm`: the person said "I am …"; `ready`: the screen takes a confirmation yet (not while it is new). */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly onConfirm: (seat: number) => void,
    private readonly ready: () => boolean,
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
    // The phone layouts get a narrower card and wrapped lines (the landscape strip's card starts below its top bar).
    const mode = tableMode();
    const half = mode === 'wide' ? 420 : mode === 'short' ? 340 : 230;
    const frameTop = mode === 'short' ? y - 150 : y - 170;
    const frameH = y + 160 - frameTop;
    const g = s.add.graphics();
    g.fillStyle(0x0d0805, 1).fillRect(-BLEED, top, x * 2 + BLEED * 2, y * 2 - top + BLEED);
    g.lineStyle(2, THEME.color.goldDark, 0.7).strokeRoundedRect(x - half, frameTop, half * 2, frameH, 18);
    // The framed area holds the curtain's texts (the test hook's texts(); the table's panels lie hidden below).
    g.setData(HOLDER_RECT_KEY, { x: x - half, y: frameTop, w: half * 2, h: frameH });
    // Takes every pointer event over the table, so nothing behind the curtain can be hovered or clicked.
    const blocker = s.add.zone(x, top + (y * 2 - top) / 2, x * 2, y * 2 - top).setInteractive();
    // Upright the title may take two lines: it grows upwards from above the body.
    const upright = mode !== 'wide';
    const title = text(s, x, upright ? y - 62 : y - 90, lines.title, {
      font: 'display',
      size: upright ? 34 : 44,
      bold: true,
      color: THEME.css.gold,
      // Wide it stays on one line and shrinks instead (a wrapped second line would run into the body).
      ...(upright ? { origin: [0.5, 1] as [number, number], wrap: half * 2 - 40 } : {}),
    });
    // A long name or wording shrinks to stay inside the frame (upright it wraps instead).
    if (!upright) title.setScale(Math.min(1, 780 / Math.max(1, title.width)));
    const body = text(s, x, y - 30, lines.body, { size: 22, color: THEME.css.sand, wrap: half * 2 - 80 });
    const hint = text(s, x, y + 118, lines.hint, {
      size: 16,
      italic: true,
      color: THEME.css.muted,
      wrap: half * 2 - 40,
    });
    const b = button(s, x, y + 50, lines.button, () => this.confirm(), {
      width: Math.min(360, half * 2 - 40),
      style: 'primary',
    });
    this.root = s.add.container(0, 0, [g, blocker, title, body, hint, b]).setDepth(2000);
    this.size = { w: b.bw, h: b.bh };
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
    if (!this.root || !this.ready()) return;
    const seat = this.seat;
    this.hide();
    this.onConfirm(seat);
  }

  /** The curtain's one intent for the test hook, once it takes a confirmation: the "I am …" button (Enter also confirms). */
  intents(): IntentTarget[] {
    if (!this.root || !this.ready()) return [];
    const p = toPage(this.scene, BASE_CENTRE.x, BASE_CENTRE.y + 50);
    const k = cssScale(this.scene);
    const w = Math.round(this.size.w * k * 10) / 10;
    const h = Math.round(this.size.h * k * 10) / 10;
    return [
      {
        id: 'continue',
        label: this.label,
        x: p.x,
        y: p.y,
        w,
        h,
        key: 'Enter',
        activate: () => this.confirm(),
      },
    ];
  }
}
