/**
 * Plays a board animation plan (ui/board/boardAnim.ts) with Phaser tweens over the static table: cowboys walk, duels
 * roll their dice, coins and VP fly, pieces appear on parcels. Every duration is already scaled by the plan.
 */
import Phaser from 'phaser';
import { formatNumber } from '../../i18n';
import { dieKey, iconKey } from '../../ui/board/boardArt';
import { firepowerPhrase } from '../../ui/board/boardWords';
import type { BoardAnimPlan, BoardAnimStep, DuelSide, Point } from '../../ui/board/boardAnim';
import { playSfx } from '../../ui/sfx';
import { designOf } from '../../ui/layoutMode';
import { BASE_H, BASE_W, THEME } from '../../ui/theme';
import { text } from '../../ui/widgets';
import type { PathArt } from './pathDraw';
import { cowboyName } from './pathDraw';

/** What the steps draw with and over. */
export interface AnimContext {
  scene: Phaser.Scene;
  art: PathArt;
  colourOf: readonly number[];
  /** The static table drawn before the action (its cowboys that walk away are hidden), or null. */
  layer: Phaser.GameObjects.Container | null;
}

/** A plan being played: resolves when it ends or is stopped. */
export interface PlayHandle {
  done: Promise<void>;
  /** Ends the plan at once, removing what it drew. */
  stop(): void;
}

/** A piece drawn by a step: an image, or a disc with its mark. */
type Shown = Phaser.GameObjects.Image | Phaser.GameObjects.Container;

const DEPTH = 800;
const FIGURE = 28;

/** Plays `plan`: each step starts at its time; everything drawn stays until the plan ends, then goes. */
export function playPlan(ctx: AnimContext, plan: BoardAnimPlan): PlayHandle {
  const { scene } = ctx;
  const made: Phaser.GameObjects.GameObject[] = [];
  const timers: Phaser.Time.TimerEvent[] = [];
  const tweens: Phaser.Tweens.BaseTween[] = [];
  let ended = false;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    finish = r;
  });
  const stop = (): void => {
    if (ended) return;
    ended = true;
    for (const t of timers) t.remove();
    for (const t of tweens) t.stop();
    for (const o of made) o.destroy();
    finish();
  };
  const tools: Tools = {
    ctx,
    keep: <T extends Phaser.GameObjects.GameObject>(o: T): T => {
      made.push(o);
      return o;
    },
    tween: (cfg) => {
      const t = scene.tweens.add(cfg);
      tweens.push(t);
      return t;
    },
    counter: (cfg) => {
      const t = scene.tweens.addCounter(cfg);
      tweens.push(t);
      return t;
    },
    later: (ms, fn) => {
      timers.push(scene.time.delayedCall(ms, fn));
    },
  };
  if (!scene.sys.isActive() || plan.steps.length === 0) {
    stop();
    return { done, stop };
  }
  for (const step of plan.steps) {
    tools.later(step.start, () => {
      if (!ended) runStep(tools, step);
    });
    const sound = step.sound;
    if (sound) tools.later(sound.at, () => playSfx(scene, sound.name));
  }
  tools.later(plan.total, stop);
  return { done, stop };
}

/** What a step uses: the context, and ways to keep what it draws and to start tweens and timers the plan can end. */
interface Tools {
  ctx: AnimContext;
  keep<T extends Phaser.GameObjects.GameObject>(o: T): T;
  tween(cfg: Phaser.Types.Tweens.TweenBuilderConfig): Phaser.Tweens.Tween;
  counter(cfg: Phaser.Types.Tweens.NumberTweenBuilderConfig): Phaser.Tweens.Tween;
  later(ms: number, fn: () => void): void;
}

function runStep(t: Tools, s: BoardAnimStep): void {
  switch (s.kind) {
    case 'walk':
      return walk(t, s);
    case 'duel':
      return duel(t, s);
    case 'fly':
      return fly(t, s);
    case 'appear':
      return appear(t, s);
    case 'road':
      return road(t, s);
  }
}

/** A piece's image when its texture is loaded; else a disc in `fill` with `mark` on it. */
function piece(
  t: Tools,
  key: string | null,
  x: number,
  y: number,
  side: number,
  fill: number,
  mark: string,
): Shown {
  const scene = t.ctx.scene;
  if (key && scene.textures.exists(key)) return t.keep(scene.add.image(x, y, key).setDisplaySize(side, side));
  const g = scene.add.graphics();
  g.fillStyle(fill, 1).fillCircle(0, 0, side / 2 - 1);
  g.lineStyle(2, THEME.color.ink, 1).strokeCircle(0, 0, side / 2 - 1);
  const label = text(scene, 0, 0, mark, {
    size: 12,
    bold: true,
    color: fill === 0xffffff ? '#2b1a10' : '#fff6e2',
  });
  return t.keep(scene.add.container(x, y, [g, label]));
}

/** Hides the drawn cowboy of `seat` on `spot` in the static table (the first one still shown). */
function hideDrawn(layer: Phaser.GameObjects.Container | null, spot: string, seat: number): void {
  const name = cowboyName(spot, seat);
  const found = layer?.list.find((o) => o.name === name && (o as Phaser.GameObjects.Image).visible);
  (found as Phaser.GameObjects.Image | undefined)?.setVisible(false);
}

function walk(t: Tools, s: Extract<BoardAnimStep, { kind: 'walk' }>): void {
  const { ctx } = t;
  if (s.leaves) hideDrawn(ctx.layer, s.leaves, s.seat);
  const colour = ctx.colourOf[s.seat] ?? 0;
  const key = s.white ? ctx.art.whiteCowboy() : ctx.art.cowboy(colour);
  const fill = s.white ? 0xffffff : ctx.art.colour(colour);
  const fig = piece(t, key, s.from.x, s.from.y, FIGURE, fill, ctx.art.mark(colour)).setDepth(DEPTH);
  const hop = Math.min(40, 8 + Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y) / 12);
  fig.setAlpha(s.fadeIn ? 0 : 1);
  t.counter({
    from: 0,
    to: 1,
    duration: s.ms,
    ease: 'Sine.easeInOut',
    onUpdate: (tw) => {
      const k = tw.getValue() ?? 0;
      fig.setPosition(
        s.from.x + (s.to.x - s.from.x) * k,
        s.from.y + (s.to.y - s.from.y) * k - Math.sin(Math.PI * k) * hop,
      );
      const fadeIn = s.fadeIn ? Math.min(1, k / 0.3) : 1;
      const fadeOut = s.fadeOut ? Math.min(1, (1 - k) / 0.4) : 1;
      fig.setAlpha(fadeIn * fadeOut);
    },
  });
}

/** The faces two dice could show for `roll` (the engine keeps only the sum of a dynamite roll). */
function faces(side: DuelSide): number[] {
  return side.dice === 2 ? [Math.ceil(side.roll / 2), Math.floor(side.roll / 2)] : [side.roll];
}

function duel(t: Tools, s: Extract<BoardAnimStep, { kind: 'duel' }>): void {
  const { scene, art, colourOf } = t.ctx;
  const row = 40;
  const room = designOf(scene)?.w ?? BASE_W;
  const tall = designOf(scene)?.h ?? BASE_H;
  const w = Math.min(340, room - 8);
  // BOARD 5.1: under each side's sum, what its firepower was made of at that duel.
  const notes = s.sides.map((side) =>
    text(scene, -w / 2 + 44, 0, firepowerPhrase(side.parts), {
      size: 12,
      color: THEME.css.cream,
      align: 'left',
      origin: [0, 0],
      wrap: w - 52,
    }).setAlpha(0),
  );
  const tops: number[] = [];
  let h = 8;
  for (const n of notes) {
    tops.push(h);
    h += row + n.height + 4;
  }
  h += 4;
  const x = Math.min(Math.max(s.at.x, w / 2 + 4), room - w / 2 - 4);
  const y = Math.min(Math.max(s.at.y - h / 2 - 20, h / 2 + 4), tall - h / 2 - 4);
  const box = t.keep(
    scene.add
      .container(x, y)
      .setDepth(DEPTH + 10)
      .setAlpha(0),
  );
  const g = scene.add.graphics();
  g.fillStyle(0x2b1a10, 0.9).fillRoundedRect(-w / 2, -h / 2, w, h, 10);
  g.lineStyle(2, THEME.color.gold, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 10);
  box.add(g);
  const dice: { img: Phaser.GameObjects.Image | Phaser.GameObjects.Text; face: number }[] = [];
  const ends: Phaser.GameObjects.GameObject[] = [];
  const winnerRow = scene.add.graphics().setAlpha(0);
  box.add(winnerRow);
  s.sides.forEach((side, i) => {
    const top = -h / 2 + (tops[i] ?? 0);
    const ry = top + row / 2;
    const note = notes[i] as Phaser.GameObjects.Text;
    note.setY(top + row);
    box.add(note);
    ends.push(note);
    const colour = colourOf[side.seat] ?? 0;
    const disc = scene.add.graphics();
    disc.fillStyle(art.colour(colour), 1).fillCircle(-w / 2 + 22, ry, 13);
    box.add([
      disc,
      text(scene, -w / 2 + 22, ry, art.mark(colour), { size: 12, bold: true, color: '#fff6e2' }),
    ]);
    faces(side).forEach((face, j) => {
      const dx = -w / 2 + 58 + j * 34;
      const key = dieKey('white', face);
      const img = scene.textures.exists(key)
        ? scene.add.image(dx, ry, key).setDisplaySize(30, 30)
        : text(scene, dx, ry, formatNumber(face), {
            size: 18,
            bold: true,
            font: 'figure',
            color: THEME.css.cream,
          });
      box.add(img);
      dice.push({ img, face });
    });
    const fx = -w / 2 + 128;
    const rev = iconKey('revolver');
    const parts: Phaser.GameObjects.GameObject[] = [
      text(scene, fx, ry, '+', { size: 18, bold: true, color: THEME.css.cream }),
      scene.textures.exists(rev)
        ? scene.add.image(fx + 24, ry, rev).setDisplaySize(24, 24)
        : text(scene, fx + 24, ry, '⌐', { size: 18, bold: true, color: THEME.css.cream }),
      text(scene, fx + 48, ry, formatNumber(side.firepower), {
        size: 18,
        bold: true,
        font: 'figure',
        color: THEME.css.cream,
      }),
      text(scene, fx + 70, ry, '=', { size: 18, bold: true, color: THEME.css.cream }),
      text(scene, fx + 100, ry, formatNumber(side.total), {
        size: 22,
        bold: true,
        font: 'figure',
        color: side.seat === s.winner ? THEME.css.gold : THEME.css.cream,
      }),
    ];
    for (const p of parts) (p as Phaser.GameObjects.Image).setAlpha(0);
    box.add(parts);
    ends.push(...parts);
    if (side.seat === s.winner) {
      winnerRow
        .lineStyle(3, THEME.color.gold, 1)
        .strokeRoundedRect(-w / 2 + 4, top + 2, w - 8, row + note.height, 8);
    }
  });
  const fade = Math.min(160, s.ms * 0.12);
  t.tween({ targets: box, alpha: 1, duration: fade });
  t.counter({
    from: 0,
    to: 1,
    duration: s.rollMs,
    onUpdate: (tw) => {
      const k = Math.floor((tw.getValue() ?? 0) * 9);
      dice.forEach((d, i) => showFace(scene, d.img, ((d.face + k * 5 + i) % 6) + 1));
    },
    onComplete: () => {
      for (const d of dice) showFace(scene, d.img, d.face);
      t.tween({ targets: [...ends, winnerRow], alpha: 1, duration: fade });
    },
  });
  t.tween({ targets: box, alpha: 0, delay: s.ms - fade, duration: fade });
}

function showFace(
  scene: Phaser.Scene,
  img: Phaser.GameObjects.Image | Phaser.GameObjects.Text,
  face: number,
): void {
  if (img instanceof Phaser.GameObjects.Text) img.setText(formatNumber(face));
  else if (scene.textures.exists(dieKey('white', face)))
    img.setTexture(dieKey('white', face)).setDisplaySize(30, 30);
}

function fly(t: Tools, s: Extract<BoardAnimStep, { kind: 'fly' }>): void {
  const { scene } = t.ctx;
  const key = iconKey(s.what === 'money' ? 'coin' : 'vp');
  const icon = scene.textures.exists(key)
    ? scene.add.image(-12, 0, key).setDisplaySize(24, 24)
    : text(scene, -12, 0, s.what === 'money' ? '$' : '★', { size: 18, bold: true, color: THEME.css.gold });
  const amount = text(scene, 4, 0, formatNumber(s.amount, { signDisplay: 'always' }), {
    size: 18,
    bold: true,
    font: 'figure',
    color: s.amount > 0 ? THEME.css.gold : THEME.css.cream,
    stroke: { color: '#1b120c', width: 4 },
    origin: [0, 0.5],
  });
  const c = t.keep(scene.add.container(s.from.x, s.from.y, [icon, amount]).setDepth(DEPTH + 5));
  t.tween({ targets: c, x: s.to.x, y: s.to.y, duration: s.ms, ease: 'Cubic.easeInOut' });
  t.tween({ targets: c, alpha: 0, delay: s.ms * 0.75, duration: s.ms * 0.25 });
}

function appear(t: Tools, s: Extract<BoardAnimStep, { kind: 'appear' }>): void {
  const { art, colourOf } = t.ctx;
  const r = s.rect;
  const colour = colourOf[s.seat] ?? 0;
  const marker = s.piece === 'marker';
  const key = s.piece === 'marker' ? art.marker(colour) : art.thing(s.piece);
  const side = marker ? r.w * 0.3 : r.w * 0.72;
  const x = marker ? r.x + r.w - 14 : r.x + r.w / 2;
  const y = marker ? r.y + 14 : r.y + r.h / 2;
  const p = piece(t, key, x, y, side, art.colour(colour), marker ? art.mark(colour) : '').setDepth(DEPTH);
  const sx = p.scaleX;
  const sy = p.scaleY;
  p.setScale(0);
  t.tween({ targets: p, scaleX: sx, scaleY: sy, duration: s.ms, ease: 'Back.easeOut' });
}

function road(t: Tools, s: Extract<BoardAnimStep, { kind: 'road' }>): void {
  const { scene, art, colourOf } = t.ctx;
  const g = t.keep(scene.add.graphics().setDepth(DEPTH));
  const col = art.colour(colourOf[s.seat] ?? 0);
  const at = (k: number): Point => ({
    x: s.from.x + (s.to.x - s.from.x) * k,
    y: s.from.y + (s.to.y - s.from.y) * k,
  });
  t.counter({
    from: 0,
    to: 1,
    duration: s.ms,
    onUpdate: (tw) => {
      const q = at(tw.getValue() ?? 0);
      g.clear().lineStyle(6, col, 1).lineBetween(s.from.x, s.from.y, q.x, q.y);
    },
  });
}
