/** Draws the action path: its spaces in board order with their names and prices, the building display, and cowboys. */
import Phaser from 'phaser';
import { SPACES, stepSpaces } from '../../board/engine';
import { boardSpaceShort } from '../../ui/board/boardTargetText';
import type { BoardView, Placement } from '../../board/engine';
import { t } from '../../i18n';
import { THEME } from '../../ui/theme';
import { attachTooltip, fitWidth, text } from '../../ui/widgets';
import { designOf } from '../../ui/layoutMode';
import { LABEL_PAD, PATH_LABEL_PX, phonePathLabel } from '../../ui/board/pathLabel';
import { boardSpaceName } from '../../ui/boardReasonText';
import type { Hits, Rect } from './hits';
import type { TownArt } from './townDraw';
import { strokeChoice } from './ringDraw';

/** The art of the path: building tiles and cowboys. */
export interface PathArt extends TownArt {
  cowboy(colour: number): string | null;
  whiteCowboy(): string | null;
}

/** What the person may pick on the path now. */
export interface PathLit {
  /** Lit spaces, by space id (`roads1`, `bld3`, ...), and the target id of each. */
  spaces: ReadonlyMap<string, string>;
  picked: string | null;
  label(id: string): string;
  pick(id: string): void;
  /** Why a space's figure is what it is (a building space's price), shown on hover or a long tap; null: nothing. */
  tip?(space: string): string | null;
}

/** Draws every space of the path into `c`, each in its rect from `rectOf`; lit spaces become targets. */
export function drawPath(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  rectOf: (space: string) => Rect,
  view: BoardView,
  art: PathArt,
  lit: PathLit,
  hits: Hits,
): void {
  const g = scene.add.graphics();
  c.add(g);
  const design = designOf(scene);
  // BOARD 4: the spaces of the step being resolved wear a frame outside their edge.
  const resolving = new Set(view.phase === 'actions' ? stepSpaces(view.step) : []);
  for (const space of SPACES) {
    const r = rectOf(space);
    const id = lit.spaces.get(space);
    const on = id !== undefined && lit.picked === id;
    // BOARD 3.4: a VP space left of the round marker is closed.
    const closed = /^vp\d$/.test(space) && Number(space.slice(2)) < view.round - 1;
    g.fillStyle(closed ? 0x8c7a60 : 0xf3e6c8, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
    if (id)
      g.fillStyle(on ? 0xffffff : THEME.color.gold, on ? 0.5 : 0.35).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
    strokeChoice(scene, g, on ? 'picked' : id ? 'offered' : 'plain', THEME.color.leather, r, 8);
    if (resolving.has(space))
      g.lineStyle(4, THEME.color.rust, 1).strokeRoundedRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 11);
    // On a phone the words are wrapped (or shortened) to fit the box at the design's smallest text.
    const fitted = design ? phonePathLabel(space, r.w, r.h, design.minText) : null;
    const name = fitted
      ? fitWidth(
          text(scene, r.x + r.w / 2, r.y + LABEL_PAD, fitted.lines.join('\n'), {
            size: PATH_LABEL_PX,
            bold: true,
            origin: [0.5, 0],
          }),
          r.w - 2 * LABEL_PAD,
        )
      : text(scene, r.x + r.w / 2, r.y + 8, boardSpaceShort(space), {
          size: PATH_LABEL_PX,
          bold: true,
          wrap: r.w - 6,
          origin: [0.5, 0],
        }).setWordWrapWidth(r.w - 6, false);
    attachTooltip(name, () => boardSpaceName(space) ?? space);
    c.add(name);
    if (space.startsWith('bld')) {
      const kind = view.display[Number(space.slice(3))];
      const key = kind ? art.thing(kind) : null;
      if (key && scene.textures.exists(key)) {
        const side = Math.min(r.w - 12, r.h * 0.42);
        c.add(scene.add.image(r.x + r.w / 2, r.y + r.h * 0.52, key).setDisplaySize(side, side));
      }
      if (kind)
        c.add(
          text(scene, r.x + r.w / 2, r.y + r.h * 0.52, t(`board.building.${kind}`), {
            size: 12,
            color: THEME.css.inkSoft,
            origin: [0.5, 0.5],
          }).setAlpha(key && scene.textures.exists(key) ? 0 : 1),
        );
    }
    const zone = id
      ? hits.add(
          c,
          id,
          r,
          () => lit.label(id),
          () => lit.pick(id),
        )
      : null;
    const tip = lit.tip?.(space);
    if (tip) {
      const target = zone ?? scene.add.zone(r.x + r.w / 2, r.y + r.h * 0.62, r.w, r.h * 0.76);
      attachTooltip(target, () => tip);
      if (!zone) c.add(target);
    }
  }
}

/** The name of a drawn cowboy of `seat` on `spot`, by which an animation finds it (scenes/board/animateSteps.ts). */
export function cowboyName(spot: string, seat: number): string {
  return `cowboy:${spot}:${seat}`;
}

/** Draws the cowboys placed this round where `at(spot)` says (null: not drawn here), each in its colour with its mark. */
export function drawCowboys(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  placements: readonly Placement[],
  at: (spot: string) => Rect | null,
  colourOf: readonly number[],
  art: PathArt,
): void {
  const bySpot = new Map<string, Placement[]>();
  for (const p of placements) bySpot.set(p.spot, [...(bySpot.get(p.spot) ?? []), p]);
  for (const [spot, list] of bySpot) {
    const r = at(spot);
    if (!r) continue;
    const size = Math.min(30, r.w / Math.max(2, list.length + 0.5));
    list.forEach((p, i) => {
      const x = r.x + r.w / 2 + (i - (list.length - 1) / 2) * size;
      const y = r.y + r.h - size * 0.7;
      const colour = colourOf[p.seat] ?? 0;
      const key = p.white ? art.whiteCowboy() : art.cowboy(colour);
      const name = cowboyName(spot, p.seat);
      if (key && scene.textures.exists(key))
        c.add(scene.add.image(x, y, key).setDisplaySize(size, size).setName(name));
      else {
        const g = scene.add.graphics().setName(name);
        g.fillStyle(p.white ? 0xffffff : art.colour(colour), 1).fillCircle(x, y, size / 2 - 1);
        g.lineStyle(2, THEME.color.ink, 1).strokeCircle(x, y, size / 2 - 1);
        c.add(g);
        c.add(
          text(scene, x, y, art.mark(colour), {
            size: 12,
            bold: true,
            color: p.white ? '#2b1a10' : '#fff6e2',
          }),
        );
      }
      if (p.noDuel || p.dynamite)
        c.add(
          text(scene, x + size / 2, y - size / 2, p.noDuel ? '♪' : '✹', {
            size: 12,
            bold: true,
            color: THEME.css.rust,
          }),
        );
    });
  }
}
