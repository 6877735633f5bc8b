/**
 * The board game's table: the town, the action path, the characters, the players' holdings, the log and the bar of
 * the decision at hand. It draws the session's view and the screen model (app/boardScreen.ts) and sends the person's
 * picks; the pacer (app/board) plays the bots.
 */
import Phaser from 'phaser';
import { appOf } from './appOf';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { provideIntents } from '../ui/hookRegistry';
import { wakingCalls } from '../ui/idleTracker';
import { t } from '../i18n';
import { BASE_H, BASE_W } from '../ui/theme';
import { button } from '../ui/widgets';
import { BoardTurn } from '../app/boardTurn';
import { boardScreen, type BarItem, type BoardScreen } from '../app/boardScreen';
import type { BoardSession, BoardUpdate } from '../app/board/boardSession';
import { MAX_BUTTONS, boardLayout, type BoardLayout } from '../ui/board/boardLayout';
import { boardArtPx, loadBoardArt } from '../ui/board/boardArt';
import { Hits, type Rect } from './board/hits';
import { drawTown } from './board/townDraw';
import { drawCowboys, drawPath } from './board/pathDraw';
import { drawCharacters, drawSeats } from './board/seatDraw';
import { drawBar } from './board/promptBar';
import { drawLog, type LogLine } from './board/logDraw';
import { drawStatus, drawTracks } from './board/trackDraw';
import { boardArtSet } from './board/artSet';
import { sceneClock } from './table/sceneClock';
import { boardHistoryLines, boardLogAfter } from '../app/boardLog';
import { planBoardAnim } from '../ui/board/boardAnim';
import { BoardAnimator } from './board/animateBoard';
import { pathTip } from '../ui/board/boardExplainText';
import { characterTip, trackTip } from '../ui/board/boardTipText';
import { tipOver } from '../ui/board/boardTipZones';
import { boardOpening, boardSpokenAfter } from '../app/boardA11y';
import { announceLines } from '../ui/a11yFeed';
import { currentMode, useDesign } from '../ui/layoutMode';
import {
  PHONE_BUTTONS,
  PHONE_DESIGNS,
  boardPhoneLayout,
  carryTownView,
  clampTownView,
} from '../ui/board/boardLayoutPhone';
import type { BoardPhoneLayout, PhoneMode, PhonePage, PhoneShows } from '../ui/board/boardLayoutPhone';
import type { View } from '../ui/gesture';
import { TownGesture } from './board/townGesture';
import { drawPhoneStatus, drawTabs } from './board/phoneDraw';
import { WIDE_SHOWS, duePage, pageTargets } from '../app/boardPage';
import { LessonNotes } from './board/lessonNoteDraw';
import type { BoardAction } from '../board/engine';
import type { BoardLessonChosen } from '../app/boardLesson/run';

/** The board game's table scene. */
export class BoardScene extends Phaser.Scene {
  private session: BoardSession | null = null;
  private layer: Phaser.GameObjects.Container | null = null;
  private hits!: Hits;
  private readonly turn = new BoardTurn();
  private roadMode = false;
  private page = 0;
  private log: LogLine[] = [];
  private screen: BoardScreen | null = null;
  private cleanups: (() => void)[] = [];
  private L!: BoardLayout;
  private anim!: BoardAnimator;
  /** The phone layout in use, null on a wide screen. */
  private phone: PhoneMode | null = null;
  private phonePage: PhonePage = 'town';
  /** True until the person opens a tab: the phone shows the page where the decision's targets are. */
  private autoPage = true;
  private townView: View | null = null;
  /** Set by a redraw of the open screens (a phone turned round): the pick and page in progress are kept. */
  private keep = false;
  /** The lesson's note and gate while this game is the board lesson's. */
  private lesson: LessonNotes | null = null;

  constructor() {
    super(SCENES.board);
  }

  preload(): void {
    // The pieces are rasterised at twice a parcel's drawn size (ui/board/boardArt.ts).
    const L = boardLayout(BASE_W, BASE_H, 4);
    loadBoardArt(this, boardArtPx(L.cell * this.cameras.main.zoom * window.devicePixelRatio));
  }

  create(): void {
    const app = appOf(this);
    app.hook.setScene(SCENES.board);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const games = app.late().boardGames;
    const session = games.current();
    if (!session) {
      this.scene.start(SCENES.title);
      return;
    }
    this.session = session;
    const lessons = app.late().boardLessons;
    const chosen = (c: BoardLessonChosen): void =>
      goTo(this, c.choice === 'replay' ? SCENES.board : SCENES.boardSetup);
    this.lesson = LessonNotes.of(this, lessons, session, () => this.redraw(), chosen);
    const mode = currentMode(this.game);
    const was = this.phone;
    this.phone = mode === 'wide' ? null : mode;
    if (this.phone) useDesign(this, PHONE_DESIGNS[this.phone]);
    const gesture = this.phone
      ? new TownGesture(
          this,
          () =>
            (this.L as Partial<BoardPhoneLayout>).shows?.town
              ? (this.L as BoardPhoneLayout).townWindow
              : null,
          () => clampTownView(this.phone ?? 'portrait', this.townView),
          (v) => {
            this.townView = v;
            this.redraw();
          },
        )
      : null;
    this.hits = new Hits(this, () => gesture?.held() ?? false);
    // A phone turned round keeps the pick, the road mode and the page (the screen is drawn again from them).
    if (!this.keep) {
      this.turn.cancel();
      this.roadMode = false;
      this.phonePage = 'town';
      this.autoPage = true;
    }
    // A phone turned round keeps the town's middle and zoom; a new game, or a phone after a wide table, the whole town.
    this.townView = this.keep && was && this.phone ? carryTownView(was, this.phone, this.townView) : null;
    this.keep = false;
    this.L = this.layout();
    backdrop(this, { dim: 0.3, glow: 0.1 });
    this.log = boardHistoryLines(session);
    const redraw = wakingCalls('board', { run: () => this.redraw() });
    this.anim = new BoardAnimator(
      this,
      () => ({
        scene: this,
        art: boardArtSet(this),
        colourOf: session.seats.map((x) => x.colour),
        layer: this.layer,
      }),
      () => redraw.run(),
    );
    this.cleanups.push(
      session.subscribe((u) => {
        this.heard(u);
        if (!this.animate(u)) redraw.run();
      }),
    );
    this.cleanups.push(() => this.anim.stop());
    // A bot waits for the animations of the moves before its own, then the pace.
    const pace = (): number => app.settings.animMs(700) + this.anim.remainingMs();
    this.cleanups.push((this.lesson ? lessons : games).drive(sceneClock(this), pace));
    this.cleanups.push(() => this.lesson?.dispose());
    this.cleanups.push(provideIntents('board', () => this.hits.intents()));
    this.cleanups.push(games.onTaken(() => goTo(this, SCENES.title)));
    app.hook.setSources({ log: () => this.log.map((l) => l.text) });
    this.input.keyboard?.on('keydown', this.keys);
    this.cleanups.push(() => this.input.keyboard?.off('keydown', this.keys));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());
    this.redraw();
    announceLines(boardOpening(session));
    fadeIn(this);
  }

  /** On a redraw of the open screens the session holds the game, and this scene keeps the pick in progress. */
  keepOnRedraw(): object {
    this.keep = true;
    return {};
  }

  private layout(): BoardLayout {
    const s = this.session;
    const seats = s?.seats.length ?? 4;
    const cards = s?.state.characters.length ?? 8;
    if (!this.phone) return boardLayout(BASE_W, BASE_H, seats, cards);
    return boardPhoneLayout(this.phone, seats, cards, this.phonePage, this.townView);
  }

  private readonly keys = (e: KeyboardEvent): void => {
    if (e.key === 'Enter') this.confirm();
    else if (e.key === 'Escape') this.cancel();
  };

  private heard(u: BoardUpdate): void {
    const s = this.session;
    if (!s) return;
    this.log = boardLogAfter(s, this.log, u);
    announceLines(boardSpokenAfter(s, u));
    this.roadMode = false;
    this.page = 0;
    this.autoPage = true;
  }

  /** Plays an action's events over the table as drawn; false when there is nothing to play (an undo stops them all). */
  private animate(u: BoardUpdate): boolean {
    if (u.action === null) {
      this.anim.stop();
      return false;
    }
    const settings = appOf(this).settings;
    const plan = planBoardAnim(u.events, {
      layout: this.L,
      animMs: (base) => settings.animMs(base),
      placements: this.screen?.view.placements ?? [],
    });
    if (!this.anim.push(plan)) return false;
    this.hits.clear();
    return true;
  }

  private shutdown(): void {
    for (const c of this.cleanups) c();
    this.cleanups = [];
    appOf(this).late().boardGames.drawnAt = -1;
    this.session = null;
  }

  /** Picks a target on the board: it waits for Confirm, asks which move, or is sent on a second pick. */
  private pick(id: string): void {
    if (this.anim.busy) return;
    const r = this.turn.pick(id);
    if (r === 'send') this.confirm();
    else if (r !== 'none') this.redraw();
  }

  private confirm(): void {
    if (this.anim.busy) return;
    const a = this.turn.pending();
    if (!a || !this.session) return;
    this.turn.cancel();
    this.send(a);
  }

  /** Sends the person's move: through the lesson while one runs (which may refuse it and say why). */
  private send(a: BoardAction): void {
    if (this.lesson) this.lesson.send(a);
    else if (this.session && !this.session.act(a).ok) this.redraw();
  }

  private cancel(): void {
    if (this.anim.busy) return;
    if (this.turn.pickedId() === null && !this.roadMode) return;
    this.turn.cancel();
    this.roadMode = false;
    this.redraw();
  }

  private redraw(): void {
    const s = this.session;
    // Not `sys.isActive()`: during create the scene is not running yet, and the first drawing would be skipped.
    if (!s) return;
    this.layer?.destroy();
    this.hits.clear();
    const c = this.add.container(0, 0);
    this.layer = c;
    const sc = boardScreen(
      s,
      this.turn,
      this.roadMode,
      this.page,
      this.phone ? PHONE_BUTTONS[this.phone] : MAX_BUTTONS,
    );
    this.screen = sc;
    if (this.phone) {
      if (this.autoPage) {
        const due = duePage(this.phone, this.phonePage, pageTargets(sc));
        this.phonePage = this.lesson ? this.lesson.page(this.phone, due) : due;
      }
      this.L = this.layout();
    }
    const L: BoardLayout & Partial<BoardPhoneLayout> = this.L;
    const view = sc.view;
    const art = boardArtSet(this);
    const colourOf = s.seats.map((x) => x.colour);
    const pick = (id: string): void => this.pick(id);
    const on = L.shows ?? WIDE_SHOWS;
    const first = L.parcelRect(0);
    const town = { x: first.x, y: first.y, cell: L.cell };
    const names = s.names();
    const tip = (p: number): string | null => sc.townTip(p);
    const onTown = (spot: string): boolean => /^[pb]:/.test(spot);
    if (on.town) {
      // On a phone the town is seen through its window: drawn clipped, and its targets cut to it.
      const tc = this.add.container(0, 0);
      c.add(tc);
      const win = this.phone ? (L as BoardPhoneLayout).townWindow : null;
      if (win) {
        const shape = this.make.graphics({}, false).fillStyle(0xffffff).fillRect(win.x, win.y, win.w, win.h);
        tc.setMask(shape.createGeometryMask());
        tc.once(Phaser.GameObjects.Events.DESTROY, () => shape.destroy());
      }
      this.hits.clip = win;
      drawTown(this, tc, town, view, colourOf, art, { ...sc.town, label: sc.label, pick, tip }, this.hits);
      this.hits.clip = null;
      const inTown = view.placements.filter((x) => onTown(x.spot));
      drawCowboys(this, tc, inTown, (spot) => L.spotRect(spot), colourOf, art);
    }
    if (on.path) {
      const spaceTip = (space: string): string | null => pathTip(view, s.activeSeat(), space, names);
      const lit = { ...sc.path, label: sc.label, pick, tip: spaceTip };
      drawPath(this, c, (sp) => L.space(sp), view, art, lit, this.hits);
      const onPath = view.placements.filter((x) => !onTown(x.spot));
      drawCowboys(this, c, onPath, (spot) => L.spotRect(spot), colourOf, art);
    }
    if (on.characters) {
      const lit = { ...sc.characters, label: sc.label, pick };
      drawCharacters(this, c, L.characters, view, colourOf, art, lit, this.hits);
    }
    if (on.seats) drawSeats(this, c, L.seats, view, sc.seats, art);
    if (on.tracks || on.vp) drawTracks(this, c, L, view, colourOf, art, { tracks: on.tracks, vp: on.vp });
    this.explain(c, view.characters, on);
    if (on.log) drawLog(this, c, L.log, t('boardPlay.log'), this.log, (k) => art.colour(k));
    const who = art.colour(sc.bar.headline.colour);
    if (this.phone) drawPhoneStatus(this, c, L.status, sc.bar.headline.text, sc.status, who);
    else drawStatus(this, c, L.status, sc.bar.headline.text, sc.status, who);
    drawBar(
      this,
      c,
      { prompt: L.prompt, question: L.question, buttons: (n) => L.buttons(n), wrapQuestion: !!this.phone },
      sc.bar.headline.colour >= 0 ? art.colour(sc.bar.headline.colour) : 0xe2b456,
      sc.bar.question,
      sc.bar.buttons.map((b) => ({ ...b, press: () => this.press(b) })),
    );
    this.drawMenu(c, L);
    this.lesson?.draw(c, L, { characters: view.characters, buttons: sc.bar.buttons.map((b) => b.id) });
    appOf(this).late().boardGames.drawnAt = s.actions.length;
    // The lesson's last notes are shown on the board itself, over its final scores.
    if (sc.over && !this.lesson) goTo(this, SCENES.boardScore);
  }

  /** Hover and long-press tips on the character cards and the tracks (BOARD 3, 8). */
  private explain(c: Phaser.GameObjects.Container, characters: readonly number[], on: PhoneShows): void {
    if (on.characters)
      characters.forEach((card, i) => {
        const r = this.L.characters[i];
        if (r) tipOver(this, c, r, () => characterTip(card) ?? '');
      });
    const L = this.L;
    const tracks = [
      ['order', L.turnTrack, on.tracks],
      ['pass', L.passTrack, on.tracks],
      ['round', L.roundTrack, on.tracks],
      ['vp', L.vpTrack, on.vp],
    ] as const;
    for (const [id, r, shown] of tracks) if (shown) tipOver(this, c, r, () => trackTip(id));
  }

  /** The menu and rules buttons: beside the status on a wide table; in a phone's top bar or tab row. */
  private drawMenu(c: Phaser.GameObjects.Container, L: BoardLayout & Partial<BoardPhoneLayout>): void {
    const st = L.status;
    const at = (r: Rect | null | undefined, x: number, y: number, w: number, h: number): Rect =>
      r ?? { x: x - w / 2, y: y - h / 2, w, h };
    // A phone's layout places both (or leaves them to its Menu page); a wide table puts them beside the status.
    const menu = L.tabs ? (L.menu ?? null) : at(undefined, st.x + st.w - 70, st.y + 26, 120, 44);
    const rules = L.tabs ? (L.rules ?? null) : at(undefined, st.x + st.w - 70, st.y + st.h - 26, 120, 44);
    const leave = L.page === 'menu' ? t('boardTable.leave') : t('boardTable.menu');
    const place = (r: Rect, label: string, go: () => void, id: string): void => {
      c.add(
        button(this, r.x + r.w / 2, r.y + r.h / 2, label, go, { id, width: r.w, height: r.h, fontSize: 17 }),
      );
    };
    if (menu) place(menu, leave, () => (this.lesson?.leave(), goTo(this, SCENES.title)), 'menu');
    if (rules)
      place(rules, t('boardTable.rules'), () => openOverlay(this, SCENES.rules, { game: 'board' }), 'rules');
    if (L.tabs && this.phone)
      drawTabs(this, c, L as BoardPhoneLayout, (page) => {
        this.phonePage = page;
        this.autoPage = false;
        this.redraw();
      });
  }

  /** A bar button: an answer is sent at once; the others choose an option, confirm, cancel, toggle roads or undo. */
  private press(b: BarItem): void {
    if (this.anim.busy) return;
    if (b.send) {
      this.turn.cancel();
      this.send(b.send);
      return;
    }
    if (b.option !== undefined) {
      this.turn.choose(b.option);
      this.redraw();
    } else if (b.id === 'confirm') this.confirm();
    else if (b.id === 'cancel') this.cancel();
    else if (b.id === 'roads') {
      this.roadMode = !this.roadMode;
      this.turn.cancel();
      this.redraw();
    } else if (b.id === 'undo') {
      this.turn.cancel();
      this.session?.undo();
    } else if (b.id === 'more') {
      this.page++;
      this.redraw();
    }
  }
}
