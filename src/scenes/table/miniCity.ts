/** Small pictures of a city (cards in layer order) and of a virtual player's kept cards. */
import Phaser from 'phaser';
import { terrainDef } from '../../cards/engine';
import type { EntityId } from '../../cards/engine';
import { parcelKey } from '../../ui/textures';
import { THEME, mix, textResolution } from '../../ui/theme';
import { textSize } from '../../ui/layoutMode';
import { t } from '../../i18n';
import { baked } from '../../ui/bake';

function miniCard(
  scene: Phaser.Scene,
  id: EntityId,
  x: number,
  y: number,
  cell: number,
  out: Phaser.GameObjects.GameObject[],
): void {
  const def = terrainDef(id);
  const g = scene.make.graphics({}, false);
  g.fillStyle(0x000000, 0.35).fillRect(x + 1, y + 1, cell * 2, cell * 2);
  g.fillStyle(mix(THEME.era[def.era], 0x000000, 0.25), 1).fillRect(x, y, cell * 2, cell * 2);
  out.push(baked(scene, g));
  const inset = cell >= 8 ? 1 : 0;
  def.parcels.forEach((c, k) => {
    const px = x + (k & 1) * cell + inset / 2;
    const py = y + (k >> 1) * cell + inset / 2;
    out.push(
      scene.add
        .image(px + cell / 2 - inset / 2, py + cell / 2 - inset / 2, parcelKey(c))
        .setDisplaySize(cell - inset, cell - inset),
    );
  });
}

/** A city's cards (bottom first) fitted into a side x side square centred at (cx, cy), with one card's place ringed. */
export function miniCity(
  scene: Phaser.Scene,
  cards: readonly { id: EntityId; x: number; y: number }[],
  cx: number,
  cy: number,
  side: number,
  ring: { x: number; y: number } | null = null,
): Phaser.GameObjects.Container {
  const out: Phaser.GameObjects.GameObject[] = [];
  const bg = scene.make.graphics({}, false);
  bg.fillStyle(0x120c08, 0.6).fillRoundedRect(-side / 2, -side / 2, side, side, 6);
  bg.lineStyle(1, 0x8a6a45, 0.5).strokeRoundedRect(-side / 2, -side / 2, side, side, 6);
  out.push(baked(scene, bg));
  if (cards.length > 0) {
    const x0 = Math.min(...cards.map((c) => c.x));
    const y0 = Math.min(...cards.map((c) => c.y));
    const w = Math.max(...cards.map((c) => c.x + 2)) - x0;
    const h = Math.max(...cards.map((c) => c.y + 2)) - y0;
    const cell = Math.floor((side - 8) / Math.max(8, w, h));
    const ox = -(w * cell) / 2;
    const oy = -(h * cell) / 2;
    for (const c of cards)
      miniCard(
        scene,
        c.id,
        Math.round(ox + (c.x - x0) * cell),
        Math.round(oy + (c.y - y0) * cell),
        cell,
        out,
      );
    if (ring) {
      const g = scene.make.graphics({}, false);
      const rx = Math.round(ox + (ring.x - x0) * cell);
      const ry = Math.round(oy + (ring.y - y0) * cell);
      g.lineStyle(3, THEME.color.gold, 1).strokeRoundedRect(rx - 2, ry - 2, 2 * cell + 4, 2 * cell + 4, 4);
      out.push(baked(scene, g));
    }
  } else {
    out.push(scene.add.text(0, 0, t('table.noCityYet'), emptyNote(scene, side)).setOrigin(0.5));
  }
  return scene.add.container(cx, cy, out);
}

/** The style of the note in an empty box `w` wide: 12 CSS px in a 1280x720 window (15), wrapped to the box. */
function emptyNote(scene: Phaser.Scene, w: number): Phaser.Types.GameObjects.Text.TextStyle {
  return {
    fontFamily: THEME.font.body,
    fontSize: `${textSize(scene, THEME.size.tiny)}px`,
    fontStyle: 'italic',
    color: THEME.css.muted,
    align: 'center',
    wordWrap: { width: w - 8, useAdvancedWrap: true },
    resolution: textResolution(),
  };
}

/** A virtual player's kept terrain cards as a grid of thumbnails in a w x h box centred at (cx, cy). */
export function keptCards(
  scene: Phaser.Scene,
  ids: readonly EntityId[],
  cx: number,
  cy: number,
  w: number,
  h: number,
): Phaser.GameObjects.Container {
  const out: Phaser.GameObjects.GameObject[] = [];
  const bg = scene.make.graphics({}, false);
  bg.fillStyle(0x120c08, 0.45).fillRoundedRect(-w / 2, -h / 2, w, h, 6);
  out.push(baked(scene, bg));
  if (ids.length === 0) {
    out.push(scene.add.text(0, 0, t('table.noCardsYet'), emptyNote(scene, w)).setOrigin(0.5));
  }
  const cols = 5;
  const rows = Math.max(4, Math.ceil(ids.length / cols));
  const thumb = Math.floor(Math.min((w - 8) / cols, (h - 8) / rows));
  const cell = Math.max(3, Math.floor((thumb - 3) / 2));
  ids.forEach((id, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    miniCard(
      scene,
      id,
      Math.round(-w / 2 + 4 + col * thumb),
      Math.round(-h / 2 + 4 + row * thumb),
      cell,
      out,
    );
  });
  return scene.add.container(cx, cy, out);
}
