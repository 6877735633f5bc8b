/**
 * The board table as drawn from a screen model (app/boardScreen.ts): the town, the action path, the characters, the
 * seats, the tracks, the log and the status line, with their tips; and the menu, rules and page tabs. The table in
 * play (BoardScene) and its replay (BoardReplayScene) both draw through here; each draws its own bar.
 */
import Phaser from 'phaser';
import { t } from '../../i18n';
import { button } from '../../ui/widgets';
import type { BoardScreen } from '../../app/boardScreen';
import type { BoardLayout } from '../../ui/board/boardLayout';
import type { BoardPhoneLayout, PhoneMode, PhonePage, PhoneShows } from '../../ui/board/boardLayoutPhone';
import { pathTip } from '../../ui/board/boardExplainText';
import { characterTip, trackTip } from '../../ui/board/boardTipText';
import { tipOver } from '../../ui/board/boardTipZones';
import { WIDE_SHOWS } from '../../app/boardPage';
import type { Hits, Rect } from './hits';
import { drawTown } from './townDraw';
import { drawCowboys, drawPath } from './pathDraw';
import { drawCharacters, drawSeats } from './seatDraw';
import { drawLog, type LogLine } from './logDraw';
import { drawStatus, drawTracks } from './trackDraw';
import { drawPhoneStatus, drawTabs } from './phoneDraw';
import { boardArtSet } from './artSet';

/** A layout of either kind: the wide table's, or a phone's with its page, tabs and town window. */
export type TableLayout = BoardLayout & Partial<BoardPhoneLayout>;

/** What the table draws beside its layout. */
export interface TableDraw {
  screen: BoardScreen;
  /** Each seat's colour (an index into the six). */
  colourOf: readonly number[];
  names: readonly string[];
  /** The seat whose decision it is, for the path's tips (-1: none). */
  acting: number;
  log: readonly LogLine[];
  /** Called with a lit target's id when it is picked. */
  pick: (id: string) => void;
  /** The phone layout in use, null on a wide table. */
  phone: PhoneMode | null;
}

const onTown = (spot: string): boolean => /^[pb]:/.test(spot);

/** Draws the table into `c`, its lit targets into `hits`: what the layout's page shows, then the status line. */
export function drawTable(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  hits: Hits,
  L: TableLayout,
  d: TableDraw,
): void {
  const sc = d.screen;
  const view = sc.view;
  const art = boardArtSet(scene);
  const { colourOf, names, pick } = d;
  const on = L.shows ?? WIDE_SHOWS;
  const first = L.parcelRect(0);
  const town = { x: first.x, y: first.y, cell: L.cell };
  const tip = (p: number): string | null => sc.townTip(p);
  if (on.town) {
    // On a phone the town is seen through its window: drawn clipped, and its targets cut to it.
    const tc = scene.add.container(0, 0);
    c.add(tc);
    const win = d.phone ? (L as BoardPhoneLayout).townWindow : null;
    if (win) {
      const shape = scene.make.graphics({}, false).fillStyle(0xffffff).fillRect(win.x, win.y, win.w, win.h);
      tc.setMask(shape.createGeometryMask());
      tc.once(Phaser.GameObjects.Events.DESTROY, () => shape.destroy());
    }
    hits.clip = win;
    drawTown(scene, tc, town, view, colourOf, art, { ...sc.town, label: sc.label, pick, tip }, hits);
    hits.clip = null;
    const inTown = view.placements.filter((x) => onTown(x.spot));
    drawCowboys(scene, tc, inTown, (spot) => L.spotRect(spot), colourOf, art);
  }
  if (on.path) {
    const spaceTip = (space: string): string | null => pathTip(view, d.acting, space, names);
    const lit = { ...sc.path, label: sc.label, pick, tip: spaceTip };
    drawPath(scene, c, (sp) => L.space(sp), view, art, lit, hits);
    const onPath = view.placements.filter((x) => !onTown(x.spot));
    drawCowboys(scene, c, onPath, (spot) => L.spotRect(spot), colourOf, art);
  }
  if (on.characters) {
    const lit = { ...sc.characters, label: sc.label, pick };
    drawCharacters(scene, c, L.characters, view, colourOf, art, lit, hits);
  }
  if (on.seats) drawSeats(scene, c, L.seats, view, sc.seats, art);
  if (on.tracks || on.vp) drawTracks(scene, c, L, view, colourOf, art, { tracks: on.tracks, vp: on.vp });
  explain(scene, c, L, view.characters, on);
  if (on.log) drawLog(scene, c, L.log, t('boardPlay.log'), d.log, (k) => art.colour(k));
  const who = art.colour(sc.bar.headline.colour);
  if (d.phone) drawPhoneStatus(scene, c, L.status, sc.bar.headline.text, sc.status, who);
  else drawStatus(scene, c, L.status, sc.bar.headline.text, sc.status, who);
}

/** Hover and long-press tips on the character cards and the tracks (BOARD 3, 8). */
function explain(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  L: TableLayout,
  characters: readonly number[],
  on: PhoneShows,
): void {
  if (on.characters)
    characters.forEach((card, i) => {
      const r = L.characters[i];
      if (r) tipOver(scene, c, r, () => characterTip(card) ?? '');
    });
  const tracks = [
    ['order', L.turnTrack, on.tracks],
    ['pass', L.passTrack, on.tracks],
    ['round', L.roundTrack, on.tracks],
    ['vp', L.vpTrack, on.vp],
  ] as const;
  for (const [id, r, shown] of tracks) if (shown) tipOver(scene, c, r, () => trackTip(id));
}

/** The way out of the table: its label, test-hook id, what it does, and a keyboard key. */
export interface TableExit {
  label: string;
  id: string;
  go: () => void;
  key?: string;
}

/**
 * The way out and the rules: beside the status on a wide table; in a phone's top bar or on its Menu page. A phone's
 * page tabs too, each calling `show` with its page.
 */
export function drawTableMenu(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  L: TableLayout,
  exit: TableExit,
  rulesGo: () => void,
  show: (page: PhonePage) => void,
): void {
  const st = L.status;
  const at = (r: Rect | null | undefined, x: number, y: number, w: number, h: number): Rect =>
    r ?? { x: x - w / 2, y: y - h / 2, w, h };
  // A phone's layout places both (or leaves them to its Menu page); a wide table puts them beside the status.
  const menu = L.tabs ? (L.menu ?? null) : at(undefined, st.x + st.w - 70, st.y + 26, 120, 44);
  const rules = L.tabs ? (L.rules ?? null) : at(undefined, st.x + st.w - 70, st.y + st.h - 26, 120, 44);
  const place = (r: Rect, label: string, go: () => void, id: string, key?: string): void => {
    c.add(
      button(scene, r.x + r.w / 2, r.y + r.h / 2, label, go, {
        id,
        width: r.w,
        height: r.h,
        fontSize: 17,
        ...(key ? { key } : {}),
      }),
    );
  };
  if (menu) place(menu, exit.label, exit.go, exit.id, exit.key);
  if (rules) place(rules, t('boardTable.rules'), rulesGo, 'rules');
  if (L.tabs && L.mode) drawTabs(scene, c, L as BoardPhoneLayout, show);
}
