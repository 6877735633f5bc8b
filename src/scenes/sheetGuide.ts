/** The lesson over the score sheet: the player's best line explained and ringed, and the note that leads back. */
import { appOf } from './appOf';
import type Phaser from 'phaser';
import type { GameSession } from '../app/session';
import { sheetLine } from '../app/tutorial/auto';
import { explainSheet, stepText, stepTitle } from '../app/tutorial/text';
import { LINE_KEYS } from '../cards/engine';
import { t } from '../i18n';
import type { Button } from '../ui/widgets';
import { SCENES, goTo } from './common';
import { POPUP, POPUP_HEAD, POPUP_WORDS } from './scoreExplainView';
import type { ScoreExplainView, SheetGeometry } from './scoreExplainView';
import { TutorialOverlay } from './table/tutorialOverlay';
import type { Rect } from './table/layout';

/** In the lesson's sheet step: hides the sheet's own buttons, explains the player's best line, shows the note. */
export function guideSheet(
  scene: Phaser.Scene,
  session: GameSession,
  explain: ScoreExplainView,
  g: SheetGeometry,
  hide: readonly (Button | null)[],
): void {
  const tut = appOf(scene).late().lessons.of(session);
  if (!tut?.step.onSheet) return;
  for (const b of hide) b?.setVisible(false);
  const line = sheetLine(explainSheet(session.state));
  explain.pin({ seat: 0, line });
  const row = LINE_KEYS.indexOf(line);
  const h = g.bottom - g.top;
  // The explanation's panel beside the first column (see ScoreExplainView.drawPopup).
  const popup = g.popup ?? POPUP;
  const left = g.colX(0) + g.colW / 2 + 12;
  // On a phone the explanation covers the sheet: the note goes below it (upright) or right of it (landscape).
  const covers = popup.w >= g.right - g.left - 40;
  const upright = h > g.right - g.left;
  new TutorialOverlay(scene).show({
    title: stepTitle(tut.stepIndex),
    body: stepText(tut.step, session.state, covers),
    buttons: [
      {
        id: 'tutorial-next',
        label: t('tutorial.next'),
        onClick: () => {
          tut.next();
          goTo(scene, SCENES.table);
        },
        style: 'primary',
      },
      {
        id: 'tutorial-leave',
        label: t('tutorial.leave'),
        onClick: () => {
          appOf(scene).late().lessons.leave(false);
          goTo(scene, SCENES.title);
        },
      },
    ],
    focus: [],
    avoid: covers
      ? []
      : [
          { x: g.colX(0) - g.colW / 2, y: g.top, w: g.colW, h },
          { x: g.right - 16 - popup.w, y: g.top, w: popup.w, h },
        ],
    rings: covers ? [] : [{ x: g.colX(0), y: g.rowY(row) }],
    // Over the virtual players' columns, between the player's column and the explanation, when there is room.
    place: !covers
      ? { x: left, y: g.rowY(1), w: g.right - 16 - popup.w - 16 - left, h: 0 }
      : upright
        ? { x: g.left, y: FAR, w: g.right - g.left, h: 0 }
        : { x: FAR, y: g.top, w: NOTE_W, h: 0 },
    placed: (box) => {
      if (covers) makeRoom(explain, g, box, upright);
    },
  });
}

/** The lines keep off the note (they would draw over it), and the explanation keeps to the part of the sheet left. */
function makeRoom(explain: ScoreExplainView, g: SheetGeometry, box: Rect, upright: boolean): void {
  const popup = g.popup ?? POPUP;
  g.rows?.keepOff(box);
  if (upright) {
    const bottom = Math.min(g.bottom, box.y - 8);
    const room = bottom - g.top - 32 - POPUP_HEAD - POPUP_WORDS;
    explain.confine({ bottom, popup: { ...popup, city: Math.max(160, Math.min(popup.city, room)) } });
  } else {
    // A note laid out before the camera is fitted may leave no room; the note is placed again once it is.
    const right = Math.max(g.left + 32 + BESIDE_MIN, Math.min(g.right, box.x - 8));
    const w = right - g.left - 32;
    explain.confine({
      right,
      popup: { w, city: Math.max(160, Math.min(popup.city, w - 280)), beside: true },
    });
  }
}

/** The narrowest explanation beside its city: a 160 px city and 120 px of words (design px). */
const BESIDE_MIN = 160 + 60 + 120;
/** A place beyond the screen's edge: the note is kept inside, against that edge. */
const FAR = 1e5;
/** The note's width in landscape, beside the explanation. */
const NOTE_W = 400;
