/** The phone table's own pieces: the status lines and the row of page tabs. */
import Phaser from 'phaser';
import { t } from '../../i18n';
import { THEME } from '../../ui/theme';
import { button, fitOrCut, text } from '../../ui/widgets';
import type { BoardPhoneLayout, PhonePage } from '../../ui/board/boardLayoutPhone';
import type { Rect } from './hits';
import { statusPanel } from './trackDraw';

const TAB_WORD: Record<PhonePage, () => string> = {
  town: () => t('boardTable.tab.town'),
  path: () => t('boardTable.tab.path'),
  people: () => t('boardTable.tab.people'),
  players: () => t('boardTable.tab.players'),
  log: () => t('boardPlay.log'),
  menu: () => t('boardTable.menu'),
};

/** Draws whose decision it is and where the round stands into `r`: two lines upright, one in a landscape strip. */
export function drawPhoneStatus(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  r: Rect,
  who: string,
  where: string,
  colour: number,
): void {
  statusPanel(scene, c, r, colour, 8);
  // At the design's smallest text already: cut, never shrunk.
  const least = 1;
  if (r.h >= 48) {
    const a = text(scene, r.x + 16, r.y + r.h * 0.3, who, {
      size: 15,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    const b = text(scene, r.x + 16, r.y + r.h * 0.72, where, {
      size: 15,
      color: THEME.css.cream,
      origin: [0, 0.5],
    });
    c.add([fitOrCut(a, r.w - 24, least), fitOrCut(b, r.w - 24, least)]);
    return;
  }
  const line = text(scene, r.x + 16, r.y + r.h / 2, `${who} · ${where}`, {
    size: 16,
    bold: true,
    color: THEME.css.gold,
    origin: [0, 0.5],
  });
  c.add(fitOrCut(line, r.w - 24, least));
}

/** Draws a tab per page (the shown one lit); each is a button `tab-<page>` for the test hook and the action list. */
export function drawTabs(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  L: BoardPhoneLayout,
  show: (page: PhonePage) => void,
): void {
  for (const tab of L.tabs) {
    const r = tab.rect;
    c.add(
      button(scene, r.x + r.w / 2, r.y + r.h / 2, TAB_WORD[tab.page](), () => show(tab.page), {
        id: `tab-${tab.page}`,
        width: r.w,
        height: r.h,
        fontSize: 18,
        style: tab.page === L.page ? 'primary' : 'secondary',
      }),
    );
  }
}
