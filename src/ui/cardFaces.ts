/**
 * Card faces as Phaser Containers centred on their origin, each with a tooltip.
 * Named children (for callers that restyle a card): 'frame', 'appeal', 'parcel0'..'parcel3', 'portrait', 'name', 'value'.
 */
import Phaser from 'phaser';
import { auctionValue, characterDef, terrainDef } from '../cards/engine';
import { language, t } from '../i18n';
import { characterName, contentName, suitName } from '../i18n/names';
import type { Content, EntityId, Suit } from '../cards/engine';
import { MIN_SUBTITLE, badge, frame, label, shadowImage, sized, subtitleSize } from './cardParts';
import { bakeShape } from './paint';
import { characterShort, characterTip, contentTip } from './texts';
import { ART, characterKey, parcelKey, suitKey } from './textures';
import { THEME, css, mix, textResolution } from './theme';
import { attachTooltip } from './widgets';

const ROMAN: Record<1 | 2, string> = { 1: 'I', 2: 'II' };
const QUADRANT = ['card.quadrant0', 'card.quadrant1', 'card.quadrant2', 'card.quadrant3'] as const;

function quadrantName(i: number): string {
  return t(QUADRANT[i] ?? 'card.quadrant0');
}

/** Which quadrant of a card the pointer is over, or -1. */
function quadrantUnderPointer(c: Phaser.GameObjects.Container): number {
  const p = c.scene.input.activePointer;
  const b = c.getBounds();
  if (!b.contains(p.worldX, p.worldY)) return -1;
  return (p.worldY > b.centerY ? 2 : 0) + (p.worldX > b.centerX ? 1 : 0);
}

/** Tooltip of a terrain card: era and appeal, then the parcel under the pointer (or a list of the parcels). */
export function terrainTip(id: EntityId, quadrant = -1): string {
  const def = terrainDef(id);
  const head = t('card.terrainHead', { era: ROMAN[def.era], appeal: def.appeal });
  const q = def.parcels[quadrant];
  if (q !== undefined) {
    const [name = '', text] = contentTip(q).split('\n');
    const where = quadrantName(quadrant);
    return `${head}\n${text ? t('card.parcelTip', { where, name, text }) : t('card.parcel', { where, name })}`;
  }
  const names = def.parcels.map((c: Content, i) =>
    t('card.parcel', { where: quadrantName(i), name: contentName(c) }),
  );
  return `${head}\n${names.join('\n')}`;
}

/** A square terrain card: four parcels, appeal badge, era-coloured frame. */
export function terrainCard(scene: Phaser.Scene, id: EntityId, side: number): Phaser.GameObjects.Container {
  const def = terrainDef(id);
  const era = THEME.era[def.era];
  const r = Math.max(3, side * 0.07);
  const m = Math.max(2, side * 0.045);
  const gap = Math.max(1, side * 0.014);
  const cell = (side - m * 2 - gap) / 2;
  const parts: Phaser.GameObjects.GameObject[] = [
    frame(scene, side, side, mix(era, 0xffffff, 0.18), mix(era, 0x000000, 0.1), mix(era, 0x000000, 0.45), r),
  ];
  def.parcels.forEach((c, i) => {
    const x = -side / 2 + m + (i & 1) * (cell + gap) + cell / 2;
    const y = -side / 2 + m + (i >> 1) * (cell + gap) + cell / 2;
    parts.push(scene.add.image(x, y, parcelKey(c)).setDisplaySize(cell, cell).setName(`parcel${i}`));
  });
  const br = Math.max(6, side * 0.1);
  parts.push(
    badge(
      scene,
      -side / 2 + m + br * 0.85,
      -side / 2 + m + br * 0.85,
      br,
      def.appeal,
      THEME.color.sandLight,
      mix(era, 0x000000, 0.25),
      THEME.css.ink,
    ),
  );
  const card = sized(scene.add.container(0, 0, parts), side, side);
  card.setData('entity', id);
  attachTooltip(card, () => terrainTip(id, quadrantUnderPointer(card)));
  return card;
}

/** The back of a terrain card of an era. */
export function terrainBack(scene: Phaser.Scene, era: 1 | 2, side: number): Phaser.GameObjects.Container {
  const r = Math.max(3, side * 0.06);
  const img = scene.add.image(0, 0, ART.terrainBack(era)).setDisplaySize(side, side).setName('frame');
  const card = sized(scene.add.container(0, 0, [shadowImage(scene, side, side, r), img]), side, side);
  attachTooltip(card, () => t('card.pileTip', { era: ROMAN[era] }));
  return card;
}

function actionMark(scene: Phaser.Scene, x: number, y: number, r: number): Phaser.GameObjects.Image {
  const e = r * 1.02;
  const box = { left: -e, top: -e, right: e, bottom: e + r * 0.12 };
  return bakeShape(scene, `action:${r}`, box, (g) => drawActionMark(g, r)).setPosition(x, y);
}

function drawActionMark(g: Phaser.GameObjects.Graphics, r: number): void {
  g.fillStyle(0x000000, 0.25).fillCircle(0, r * 0.12, r * 1.02);
  g.fillStyle(THEME.color.rustDark, 1).fillCircle(0, 0, r);
  g.fillStyle(THEME.color.rust, 1).fillCircle(0, 0, r * 0.82);
  g.lineStyle(Math.max(1.2, r * 0.2), 0xfff1da, 1);
  g.beginPath();
  g.arc(0, 0, r * 0.45, Phaser.Math.DegToRad(-60), Phaser.Math.DegToRad(200), false);
  g.strokePath();
  const ax = Math.cos(Phaser.Math.DegToRad(-60)) * r * 0.45;
  const ay = Math.sin(Phaser.Math.DegToRad(-60)) * r * 0.45;
  g.fillStyle(0xfff1da, 1).fillTriangle(
    ax - r * 0.32,
    ay - r * 0.1,
    ax + r * 0.12,
    ay - r * 0.32,
    ax + r * 0.1,
    ay + r * 0.22,
  );
}

function coinMark(scene: Phaser.Scene, x: number, y: number, r: number): Phaser.GameObjects.Container {
  const e = r * 1.02;
  const g = bakeShape(scene, `coin:${r}`, { left: -e, top: -e, right: e, bottom: e + r * 0.12 }, (s) => {
    s.fillStyle(0x000000, 0.25).fillCircle(0, r * 0.12, r * 1.02);
    s.fillStyle(THEME.color.goldDark, 1).fillCircle(0, 0, r);
    s.fillStyle(THEME.color.gold, 1).fillCircle(0, 0, r * 0.8);
  });
  const t = label(scene, 0, r * 0.02, '$', r * 1.2, css(THEME.color.ink), THEME.font.figure);
  return scene.add.container(x, y, [g, t]);
}

/** A character card w wide and 1.4 w tall: portrait, name, appeal, and '$' or the action mark. */
export function characterCard(scene: Phaser.Scene, id: EntityId, w: number): Phaser.GameObjects.Container {
  const def = characterDef(id);
  const h = w * 1.4;
  const r = Math.max(3, w * 0.07);
  const action = def.type === 'action';
  const border = action ? THEME.color.rust : THEME.color.goldDark;
  const parts: Phaser.GameObjects.GameObject[] = [
    frame(scene, w, h, THEME.color.sandLight, THEME.color.sand, border, r),
  ];
  const m = w * 0.06;
  const pw = w * 0.8;
  const ph = pw * 1.25;
  const py = -h / 2 + m + ph / 2;
  parts.push(scene.add.image(0, py, characterKey(id)).setDisplaySize(pw, ph).setName('portrait'));
  const bandY = -h / 2 + m + ph + w * 0.1;
  const bw = w - m * 1.2;
  const bandBox = { left: -bw / 2, top: -w * 0.085, right: bw / 2, bottom: w * 0.085 };
  const band = bakeShape(scene, `band:${w}:${action}`, bandBox, (g) => {
    g.fillStyle(action ? THEME.color.rust : THEME.color.leather, 1);
    g.fillRoundedRect(-bw / 2, -w * 0.085, bw, w * 0.17, Math.max(2, w * 0.03));
  });
  parts.push(band.setPosition(0, bandY));
  const name = label(
    scene,
    0,
    bandY,
    characterName(def.name).toLocaleUpperCase(language()),
    w * 0.105,
    '#fff3dc',
    THEME.font.display,
  ).setName('name');
  const maxName = w - m * 2.4;
  if (name.width > maxName) name.setScale(maxName / name.width);
  parts.push(name);
  // The subtitle only where it can be read (the tooltip always says it); never scaled under its size.
  const sub = subtitleSize(w);
  if (sub !== null) {
    const short = scene.add
      .text(0, (bandY + w * 0.085 + h / 2 - m * 0.6) / 2, characterShort(def.name), {
        fontFamily: THEME.font.body,
        fontSize: `${sub}px`,
        color: THEME.css.inkSoft,
        fontStyle: 'italic',
        align: 'center',
        resolution: textResolution(),
        wordWrap: { width: w - m * 2 },
      })
      .setOrigin(0.5, 0.5);
    if (short.height > h / 2 - bandY - w * 0.09) short.destroy();
    else parts.push(short);
  }
  const br = Math.max(6, w * 0.12);
  parts.push(
    badge(
      scene,
      -w / 2 + m + br * 0.7,
      -h / 2 + m + br * 0.7,
      br,
      def.appeal,
      THEME.color.sandLight,
      border,
      THEME.css.ink,
    ),
  );
  parts.push(
    action
      ? actionMark(scene, w / 2 - m - br * 0.7, -h / 2 + m + br * 0.7, br)
      : coinMark(scene, w / 2 - m - br * 0.7, -h / 2 + m + br * 0.7, br),
  );
  const card = sized(scene.add.container(0, 0, parts), w, h);
  card.setData('entity', id);
  attachTooltip(card, () => characterTip(def.name));
  return card;
}

/** Tooltip of a character back: the tie-break order it shows. */
export function characterBackTip(back: readonly Suit[], skull: boolean): string {
  const order = back.map((s) => suitName(s)).join(' › ');
  const tip = t('card.backTip', { order });
  return skull ? `${tip}\n${t('card.skullLine')}` : tip;
}

/** A character card's back: the six suits strongest first (the first one large), and the skull if it has one. */
export function characterBack(
  scene: Phaser.Scene,
  back: readonly Suit[],
  skull: boolean,
  w: number,
): Phaser.GameObjects.Container {
  const h = w * 1.4;
  const parts: Phaser.GameObjects.GameObject[] = [
    shadowImage(scene, w, h, w * 0.05),
    scene.add.image(0, 0, ART.characterBack).setDisplaySize(w, h).setName('frame'),
  ];
  const innerTop = -h / 2 + h * 0.25;
  const innerH = h * 0.5;
  const big = w * 0.34;
  const first = back[0];
  if (first) parts.push(suitGlyph(scene, first, big).setPosition(0, innerTop + innerH * 0.36));
  const small = w * 0.135;
  const rest = back.slice(1);
  const step = w * 0.155;
  rest.forEach((s, i) => {
    parts.push(
      suitGlyph(scene, s, small).setPosition((i - (rest.length - 1) / 2) * step, innerTop + innerH * 0.8),
    );
  });
  if (skull) {
    const sy = h / 2 - h * 0.14;
    const dr = w * 0.13 + w * 0.015;
    const disc = bakeShape(scene, `skull-disc:${w}`, { left: -dr, top: -dr, right: dr, bottom: dr }, (g) => {
      g.fillStyle(THEME.color.danger, 1).fillCircle(0, 0, w * 0.13);
      g.lineStyle(Math.max(1, w * 0.015), THEME.color.gold, 1).strokeCircle(0, 0, w * 0.13);
    });
    parts.push(
      disc.setPosition(0, sy),
      scene.add
        .image(0, sy, ART.skull)
        .setDisplaySize(w * 0.2, w * 0.2)
        .setTint(0xfff3dc)
        .setTintMode(Phaser.TintModes.FILL),
    );
  }
  const card = sized(scene.add.container(0, 0, parts), w, h);
  attachTooltip(card, () => characterBackTip(back, skull));
  return card;
}

/** A suit glyph image of the given size. */
export function suitGlyph(scene: Phaser.Scene, suit: Suit, size: number): Phaser.GameObjects.Image {
  return scene.add.image(0, 0, suitKey(suit)).setDisplaySize(size, size);
}

function drawAuctionBack(g: Phaser.GameObjects.Graphics, w: number, h: number, r: number, col: number): void {
  const inset = w * 0.1;
  g.lineStyle(Math.max(1, w * 0.012), 0xffffff, 0.22);
  const x0 = -w / 2 + inset;
  const y0 = -h / 2 + inset;
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  for (let c = w * 0.07; c < iw + ih; c += w * 0.14) {
    for (const dir of [1, -1]) {
      const ax = dir > 0 ? Math.max(0, c - ih) : iw - Math.max(0, c - ih);
      const ay = Math.min(c, ih);
      const bx = dir > 0 ? Math.min(c, iw) : iw - Math.min(c, iw);
      const by = Math.max(0, c - iw);
      g.lineBetween(x0 + ax, y0 + ay, x0 + bx, y0 + by);
    }
  }
  g.lineStyle(Math.max(1, w * 0.02), 0xfff1da, 0.6).strokeRoundedRect(
    -w / 2 + inset,
    -h / 2 + inset,
    w - inset * 2,
    h - inset * 2,
    r * 0.6,
  );
  g.fillStyle(0xfff6e2, 1).fillCircle(0, 0, w * 0.3);
  g.lineStyle(Math.max(1, w * 0.025), mix(col, 0x000000, 0.4), 1).strokeCircle(0, 0, w * 0.3);
}

/** An auction card of a suit and value; face down shows only the suit. */
export function auctionCard(
  scene: Phaser.Scene,
  suit: Suit,
  value: number,
  w: number,
  faceDown = false,
): Phaser.GameObjects.Container {
  const h = w * 1.4;
  const r = Math.max(3, w * 0.08);
  const col = THEME.suit[suit];
  const parts: Phaser.GameObjects.GameObject[] = [];
  if (faceDown) {
    parts.push(
      frame(scene, w, h, mix(col, 0xffffff, 0.12), mix(col, 0x000000, 0.3), mix(col, 0x000000, 0.55), r),
    );
    const box = { left: -w / 2, top: -h / 2, right: w / 2, bottom: h / 2 };
    const g = bakeShape(scene, `auction-back:${w}:${suit}`, box, (g) => drawAuctionBack(g, w, h, r, col));
    parts.push(g, suitGlyph(scene, suit, w * 0.42));
  } else {
    parts.push(frame(scene, w, h, 0xfffaf0, THEME.color.sandLight, col, r));
    const box = { left: -w / 2, top: -h / 2, right: w / 2, bottom: h / 2 };
    const g = bakeShape(scene, `auction-face:${w}:${suit}`, box, (g) =>
      g
        .lineStyle(Math.max(1.5, w * 0.03), col, 1)
        .strokeRoundedRect(-w / 2 + w * 0.06, -h / 2 + w * 0.06, w - w * 0.12, h - w * 0.12, r * 0.6),
    );
    parts.push(g);
    parts.push(suitGlyph(scene, suit, w * 0.78).setAlpha(0.2));
    const big = label(
      scene,
      0,
      w * 0.02,
      String(value),
      w * 0.56,
      css(mix(col, 0x000000, 0.45)),
      THEME.font.figure,
    ).setName('value');
    big.setStroke('#fffaf0', Math.max(2, w * 0.05));
    parts.push(big);
    const cs = w * 0.17;
    const corner = (sx: number, sy: number, flip: boolean): void => {
      const v = label(
        scene,
        sx * (w / 2 - w * 0.17),
        sy * (h / 2 - w * 0.2),
        String(value),
        cs * 1.15,
        css(mix(col, 0x000000, 0.35)),
        THEME.font.figure,
      );
      const gl = suitGlyph(scene, suit, cs).setPosition(
        sx * (w / 2 - w * 0.17),
        sy * (h / 2 - w * 0.2) + (flip ? -1 : 1) * cs * 1.05,
      );
      if (flip) {
        v.setAngle(180);
        gl.setAngle(180);
      }
      parts.push(v, gl);
    };
    // The corner indices only where they read at 12 CSS px (a card shown large); a small card's big figure says it.
    if (cs * 1.15 >= MIN_SUBTITLE) {
      corner(-1, -1, false);
      corner(1, 1, true);
    }
  }
  const card = sized(scene.add.container(0, 0, parts), w, h);
  attachTooltip(card, () =>
    faceDown
      ? t('card.auctionHidden', { suit: suitName(suit) })
      : t('card.auctionShown', { suit: suitName(suit), value }),
  );
  return card;
}

/** An auction card for an entity id (suit from the seat's setup). */
export function auctionCardFor(
  scene: Phaser.Scene,
  id: EntityId,
  suit: Suit,
  w: number,
  faceDown = false,
): Phaser.GameObjects.Container {
  return auctionCard(scene, suit, auctionValue(id), w, faceDown);
}
