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
import type { ScoreExplainView, SheetGeometry } from './scoreExplainView';
import { TutorialOverlay } from './table/tutorialOverlay';

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
  const POPUP_W = g.popup?.w ?? 430;
  const left = g.colX(0) + g.colW / 2 + 12;
  new TutorialOverlay(scene).show({
    title: stepTitle(tut.stepIndex),
    body: stepText(tut.step, session.state),
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
    avoid: [
      { x: g.colX(0) - g.colW / 2, y: g.top, w: g.colW, h },
      { x: g.right - 16 - POPUP_W, y: g.top, w: POPUP_W, h },
    ],
    rings: [{ x: g.colX(0), y: g.rowY(row) }],
    // Over the virtual players' columns, between the player's column and the explanation, when there is room.
    place: { x: left, y: g.rowY(1), w: g.right - 16 - POPUP_W - 16 - left, h: 0 },
  });
}
