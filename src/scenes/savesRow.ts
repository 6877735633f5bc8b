/** One row of the saved-games list: status pill, title, detail and its buttons. */
import Phaser from 'phaser';
import { saveRow } from '../app/saveRows';
import type { SaveRowView } from '../app/saveRows';
import type { GameKind, SaveSummary } from '../app/saveStore';
import { t } from '../i18n';
import { THEME } from '../ui/theme';
import { Button, button, fitOrCut, text } from '../ui/widgets';
import { SCENES, goTo } from './common';
import { STATUS_COLOR, STATUS_LABEL, isFinishedRow } from './savesLayout';
import type { SavesLayout, Slot } from './savesLayout';
import { gameModule } from '../app/gameModules';

/** What a row's buttons ask the scene to do with a save. */
export interface SaveRowActions {
  remove(id: string, kind: GameKind): void;
  resume(id: string, kind: GameKind): void;
  openPrefix(id: string): void;
  exportOne(id: string, kind: GameKind): void;
}

/** Draws one save's row into the list; returns its buttons in focus order (Delete last, kept even if the row fails). */
export function drawSaveRow(
  scene: Phaser.Scene,
  L: SavesLayout,
  c: Phaser.GameObjects.Container,
  s: SaveSummary,
  y: number,
  i: number,
  armed: boolean,
  act: SaveRowActions,
): Button[] {
  const x0 = L.panel.x + (L.stack ? 18 : 28);
  const stripe = scene.add.graphics();
  stripe
    .fillStyle(i % 2 ? 0xffffff : THEME.color.sandDark, i % 2 ? 0.18 : 0.22)
    .fillRoundedRect(x0 - 8, y - L.rowH / 2 + 4, L.panel.w - 40, L.rowH - 8, 12);
  c.add(stripe);
  const right = L.panel.x + L.panel.w - (L.stack ? 16 : 36);
  // Stacked rows: texts on top, buttons on a line below.
  const by = L.stack ? y + L.rowH / 2 - 36 : y;
  const opt = { height: 54, fontSize: 20 };
  const slot = isFinishedRow(s) || L.grid ? L.finished.del : null;
  const del = button(
    scene,
    slot ? slot.x : L.stack ? right - 64 : right - 80,
    lineY(slot, y, by),
    t(armed ? 'saves.sure' : 'saves.delete'),
    () => act.remove(s.id, s.kind ?? 'cards'),
    {
      id: `delete-${s.id}`,
      width: slot ? slot.w : L.stack ? 120 : 150,
      style: armed ? 'danger' : 'light',
      ...opt,
    },
  );
  c.add(del);
  try {
    return [...drawRowBody(scene, L, c, saveRow(s), y, x0, right, by, act), del];
  } catch {
    return [del];
  }
}

/** The y of a row button: its slot's line on a two-line grid, else the row's button line. */
function lineY(slot: Slot | null, y: number, by: number): number {
  return slot?.dy === undefined ? by : y + slot.dy;
}

/** A row's status, texts and main buttons (Delete is drawn apart, so every row keeps it). */
function drawRowBody(
  scene: Phaser.Scene,
  L: SavesLayout,
  c: Phaser.GameObjects.Container,
  v: SaveRowView,
  y: number,
  x0: number,
  right: number,
  by: number,
  act: SaveRowActions,
): Button[] {
  const st = L.stack;
  // Stacked rows: the status pill and the title on the first line, the detail under them.
  const ty = st ? y - L.rowH / 2 + (L.grid ? 22 : 30) : y;
  const pill = scene.add.graphics();
  pill.fillStyle(STATUS_COLOR[v.status], 1).fillRoundedRect(x0, ty - 16, 132, 32, 16);
  c.add([
    pill,
    text(scene, x0 + 66, ty, STATUS_LABEL()[v.status], { size: 16, bold: true, color: '#fff6e2' }),
  ]);
  const tx = x0 + 152;
  const opt = { height: 54, fontSize: 20 };
  const damaged = v.status === 'damaged';
  const finished = v.main?.action === 'replay';
  const slots = finished || L.grid ? L.finished : null;
  const textW = slots ? slots.textW : L.textW;
  const head = damaged
    ? text(scene, tx, st ? ty : y - 16, v.title, {
        size: 20,
        bold: true,
        color: THEME.css.bad,
        origin: [0, 0.5],
        wrap: st ? L.textW : v.main ? 820 : 1000,
      })
    : text(scene, tx, st ? ty : y - 16, v.title, {
        font: 'display',
        size: 22,
        bold: true,
        origin: [0, 0.5],
      });
  // Never smaller than the detail under it (16 of 22): a longer list of names ends in an ellipsis instead.
  if (!damaged) fitOrCut(head, textW, 16 / 22);
  // Stacked rows: the detail takes the row's width under the title, on two lines when it must (never shrunk to fit).
  const d = text(scene, st ? x0 : tx, st ? ty + 18 : y + 18, v.detail, {
    size: 16,
    color: THEME.css.inkSoft,
    origin: st ? [0, 0] : [0, 0.5],
    align: 'left',
    ...(st ? { wrap: L.panel.w - 56 } : {}),
  });
  const lines = st ? d.getWrappedText().length : 1;
  if (st && lines > 2) d.setScale(Math.max(0.8, 2 / lines));
  if (!st && !damaged && d.width > textW) d.setScale(textW / d.width);
  c.add([head, d]);
  const buttons: Button[] = [];
  if (v.main) {
    const { action, label } = v.main;
    const go = (): void => {
      if (action === 'replay')
        goTo(scene, gameModule(v.kind).screens.replay, {
          id: v.id,
          from: SCENES.saves,
        });
      else if (action === 'resume') act.resume(v.id, v.kind);
      else act.openPrefix(v.id);
    };
    const wide = action === 'open-prefix';
    buttons.push(
      button(
        scene,
        slots ? slots.main.x : st ? x0 + 76 : wide ? right - 300 : right - 470,
        lineY(slots?.main ?? null, y, by),
        label,
        go,
        {
          id: `${action === 'open-prefix' ? 'prefix' : action}-${v.id}`,
          width: slots ? slots.main.w : st ? 152 : wide ? 250 : 160,
          style: 'primary',
          ...opt,
        },
      ),
    );
  }
  // The turning points are the card game's (its replay's review panel).
  if (slots && finished && v.kind === 'cards')
    buttons.push(
      button(
        scene,
        slots.review.x,
        lineY(slots.review, y, by),
        t('review.button'),
        () => goTo(scene, SCENES.replay, { id: v.id, from: SCENES.saves, review: true }),
        { id: `review-${v.id}`, width: slots.review.w, ...opt },
      ),
    );
  if (v.exportable)
    buttons.push(
      button(
        scene,
        slots ? slots.export.x : st ? x0 + 232 : right - 292,
        lineY(slots?.export ?? null, y, by),
        t('saves.export'),
        () => act.exportOne(v.id, v.kind),
        {
          id: `export-${v.id}`,
          width: slots ? slots.export.w : st ? 128 : 160,
          ...opt,
          tip: () => t('saves.exportTip'),
        },
      ),
    );
  c.add(buttons);
  return buttons;
}
