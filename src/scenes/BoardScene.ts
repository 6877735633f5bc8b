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
import { boardScreen } from '../app/boardScreen';
import type { BarItem, BoardScreen } from '../app/boardScreen';
import type { BoardSession, BoardUpdate } from '../app/board/boardSession';
import { boardLayout } from '../ui/board/boardLayout';
import { boardArtPx, loadBoardArt } from '../ui/board/boardArt';
import type { BoardLayout } from '../ui/board/boardLayout';
import { Hits } from './board/hits';
import { drawTown } from './board/townDraw';
import { drawCowboys, drawPath } from './board/pathDraw';
import { drawCharacters, drawSeats } from './board/seatDraw';
import { drawBar } from './board/promptBar';
import { drawLog } from './board/logDraw';
import { drawStatus, drawTracks } from './board/trackDraw';
import { boardArtSet } from './board/artSet';
import type { LogLine } from './board/logDraw';
import { sceneClock } from './table/sceneClock';
import { boardHistoryLines, boardLogAfter } from '../app/boardLog';
import { planBoardAnim } from '../ui/board/boardAnim';
import { BoardAnimator } from './board/animateBoard';
import { pathTip, townTip } from '../ui/board/boardExplainText';
import { characterTip, trackTip } from '../ui/board/boardTipText';
import { tipOver } from '../ui/board/boardTipZones';
import { boardOpening, boardSpokenAfter } from '../app/boardA11y';
import { announceLines } from '../ui/a11yFeed';

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
    this.hits = new Hits(this);
    this.turn.cancel();
    this.roadMode = false;
    this.L = boardLayout(BASE_W, BASE_H, session.seats.length, session.state.characters.length);
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
    this.cleanups.push(
      games.drive(sceneClock(this), () => app.settings.animMs(700) + this.anim.remainingMs()),
    );
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

  /** Nothing to keep on a redraw: the session holds the game. */
  keepOnRedraw(): object {
    return {};
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
    const r = this.session.act(a);
    if (!r.ok) this.redraw();
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
    const L = this.L;
    const sc = boardScreen(s, this.turn, this.roadMode, this.page);
    this.screen = sc;
    const view = sc.view;
    const art = boardArtSet(this);
    const colourOf = s.seats.map((x) => x.colour);
    const pick = (id: string): void => this.pick(id);
    const first = L.parcelRect(0);
    const town = { x: first.x, y: first.y, cell: L.cell };
    const names = s.names();
    const tip = (p: number): string | null => townTip(view, p, names);
    drawTown(this, c, town, view, colourOf, art, { ...sc.town, label: sc.label, pick, tip }, this.hits);
    const spaceTip = (space: string): string | null => pathTip(view, s.activeSeat(), space, names);
    drawPath(
      this,
      c,
      (sp) => L.space(sp),
      view,
      art,
      { ...sc.path, label: sc.label, pick, tip: spaceTip },
      this.hits,
    );
    drawCowboys(this, c, view.placements, (spot) => L.spotRect(spot), colourOf, art);
    drawCharacters(
      this,
      c,
      L.characters,
      view,
      colourOf,
      art,
      { ...sc.characters, label: sc.label, pick },
      this.hits,
    );
    drawSeats(this, c, L.seats, view, sc.seats, art);
    drawTracks(this, c, L, view, colourOf, art);
    this.explain(c, view.characters);
    drawLog(this, c, L.log, t('boardPlay.log'), this.log, (k) => art.colour(k));
    drawStatus(this, c, L.status, sc.bar.headline.text, sc.status, art.colour(sc.bar.headline.colour));
    drawBar(
      this,
      c,
      L,
      sc.bar.headline.colour >= 0 ? art.colour(sc.bar.headline.colour) : 0xe2b456,
      sc.bar.question,
      sc.bar.buttons.map((b) => ({ ...b, press: () => this.press(b) })),
    );
    const st = L.status;
    const menu = button(
      this,
      st.x + st.w - 70,
      st.y + 26,
      t('boardTable.menu'),
      () => goTo(this, SCENES.title),
      {
        id: 'menu',
        width: 120,
        height: 44,
        fontSize: 17,
      },
    );
    const rules = button(
      this,
      st.x + st.w - 70,
      st.y + st.h - 26,
      t('boardTable.rules'),
      () => openOverlay(this, SCENES.rules, { game: 'board' }),
      {
        id: 'rules',
        width: 120,
        height: 44,
        fontSize: 17,
      },
    );
    c.add([menu, rules]);
    appOf(this).late().boardGames.drawnAt = s.actions.length;
    if (sc.over) goTo(this, SCENES.boardScore);
  }

  /** Hover and long-press tips on the character cards and the tracks (BOARD 3, 8). */
  private explain(c: Phaser.GameObjects.Container, characters: readonly number[]): void {
    characters.forEach((card, i) => {
      const r = this.L.characters[i];
      if (r) tipOver(this, c, r, () => characterTip(card) ?? '');
    });
    const L = this.L;
    const tracks = [
      ['order', L.turnTrack],
      ['pass', L.passTrack],
      ['round', L.roundTrack],
      ['vp', L.vpTrack],
    ] as const;
    for (const [id, r] of tracks) tipOver(this, c, r, () => trackTip(id));
  }

  /** A bar button: an answer is sent at once; the others choose an option, confirm, cancel, toggle roads or undo. */
  private press(b: BarItem): void {
    if (this.anim.busy) return;
    if (b.send) {
      this.turn.cancel();
      const r = this.session?.act(b.send);
      if (r && !r.ok) this.redraw();
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
