/** The board game's setup: 2 to 6 seats (a person or an AI level, a name, a colour), characters, buildings, seed. */
import Phaser from 'phaser';
import { randomSeed } from '../app/app';
import { appOf } from './appOf';
import { TextField } from '../ui/textField';
import { t } from '../i18n';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, fitWidth, panel, text } from '../ui/widgets';
import type { Button, Focusable } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { parseSeed } from './setupModel';
import {
  BOARD_SEATS,
  BUILDING_CHOICES,
  CHARACTER_CHOICES,
  addBoardSeat,
  boardDraftProblem,
  boardSetupOf,
  cycleSeatColour,
  cycleSeatKind,
  defaultBoardDraft,
  defaultSeatName,
  nextOf,
  removeBoardSeat,
} from './boardSetupModel';
import type { BoardDraft } from './boardSetupModel';
import { playerColour } from '../ui/board/boardArt';
import { playerMark } from './board/artSet';
import {
  buildingSetText,
  characterSetText,
  colourText,
  problemText,
  seatKindText,
  seatNameText,
} from '../ui/board/boardSetupText';

const PANEL = { x: 180, y: 120, w: 1240, h: 660 };
const ROW0 = 200;
const ROW_STEP = 72;
const COL = { colour: 290, name: 545, kind: 860, remove: 1040 };
const OPTIONS_X = 1240;

/** The board game's setup scene. */
export class BoardSetupScene extends Phaser.Scene {
  private draft: BoardDraft = defaultBoardDraft();
  private rows: Phaser.GameObjects.Container | null = null;
  private nav!: KeyboardNav;
  private fixed: Focusable[] = [];
  private rowItems: Focusable[] = [];
  private problem!: Phaser.GameObjects.Text;
  private start: Button | null = null;

  constructor() {
    super(SCENES.boardSetup);
  }

  init(data?: { draft?: BoardDraft }): void {
    this.draft = data?.draft ?? defaultBoardDraft();
    this.rows = null;
    this.fixed = [];
    this.rowItems = [];
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.boardSetup);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    this.nav = new KeyboardNav(this);
    text(this, BASE_W / 2, 62, t('boardPlay.setup.title'), {
      font: 'display',
      size: 44,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const back = button(this, 150, 62, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: 150,
      height: 56,
      fontSize: 22,
    });
    const rules = button(
      this,
      BASE_W - 150,
      62,
      t('boardTable.rules'),
      () => openOverlay(this, SCENES.rules, { game: 'board' }),
      {
        id: 'rules',
        width: 150,
        height: 56,
        fontSize: 22,
      },
    );
    panel(this, PANEL.x + PANEL.w / 2, PANEL.y + PANEL.h / 2, PANEL.w, PANEL.h);
    this.problem = text(this, 700, 842, '', { size: 19, color: '#f0a070', wrap: 700 });
    this.start = button(this, BASE_W - 300, 842, t('setup.start'), () => this.begin(), {
      id: 'start',
      width: 300,
      height: 68,
      style: 'primary',
      fontSize: 28,
    });
    const seedCaption = text(this, 200, 842, t('setup.seed'), {
      font: 'display',
      size: 24,
      bold: true,
      color: THEME.css.sand,
      origin: [0, 0.5],
    });
    fitWidth(seedCaption, 130);
    const seed = new TextField(this, 480, 842, 260, 56, this.draft.seed, {
      id: 'seed',
      placeholder: t('setup.seedRandom'),
      maxLength: 10,
      allow: /\d/,
      inputMode: 'numeric',
      ariaLabel: t('setup.seedLabel'),
      onChange: (v) => {
        this.draft.seed = v;
        this.validate();
      },
    });
    this.add.existing(seed);
    this.fixed = [seed, this.start, back, rules];
    this.buildRows();
    this.nav.focus(this.start, false);
    fadeIn(this);
  }

  /** The draft as typed, for a redraw (a language switch). */
  keepOnRedraw(): object {
    return { draft: structuredClone(this.draft) };
  }

  private change(fn: () => void): void {
    fn();
    this.buildRows();
  }

  private buildRows(): void {
    const focusedAt = this.rowItems.indexOf(this.nav.focused as Focusable);
    const showing = this.nav.focusVisible;
    this.rows?.destroy();
    const c = this.add.container(0, 0);
    this.rows = c;
    const items: Focusable[] = [];
    const d = this.draft;
    const head = (x: number, s: string): void => {
      c.add(text(this, x, ROW0 - 50, s, { size: 16, bold: true, color: THEME.css.inkSoft }));
    };
    head(COL.colour, t('boardPlay.setup.colour'));
    head(COL.name, t('boardPlay.setup.name'));
    head(COL.kind, t('boardPlay.setup.playedBy'));
    d.seats.forEach((s, i) => {
      const y = ROW0 + i * ROW_STEP;
      const mark = playerMark(s.colour);
      const colour = button(
        this,
        COL.colour,
        y,
        `${mark}  ${colourText(s.colour)}`,
        () => this.change(() => cycleSeatColour(d, i)),
        {
          id: `seat-${i}-colour`,
          width: 200,
          height: 56,
          style: 'light',
          fontSize: 20,
        },
      );
      const swatch = this.add.graphics();
      swatch.fillStyle(playerColour(s.colour), 1).fillCircle(COL.colour - 118, y, 16);
      swatch.lineStyle(2, THEME.color.ink, 1).strokeCircle(COL.colour - 118, y, 16);
      const nameNow = s.named ? s.name : seatNameText(defaultSeatName(d.seats, i));
      const name = new TextField(this, COL.name, y, 280, 56, nameNow, {
        id: `seat-${i}-name`,
        maxLength: 16,
        ariaLabel: t('setup.nameLabel', { n: i + 1 }),
        onChange: (v) => {
          s.name = v;
          s.named = v.length > 0;
          this.validate();
        },
      });
      this.add.existing(name);
      const kind = button(
        this,
        COL.kind,
        y,
        seatKindText(s.bot),
        () => this.change(() => cycleSeatKind(d, i)),
        {
          id: `seat-${i}-kind`,
          width: 220,
          height: 56,
          style: s.bot ? 'secondary' : 'primary',
          fontSize: 20,
        },
      );
      c.add([swatch, colour, name, kind]);
      items.push(colour, name, kind);
      if (d.seats.length > BOARD_SEATS.min) {
        const rm = button(this, COL.remove, y, '✕', () => this.change(() => removeBoardSeat(d, i)), {
          id: `seat-${i}-remove`,
          width: 56,
          height: 56,
          style: 'danger',
          tip: () => t('setup.remove'),
        });
        c.add(rm);
        items.push(rm);
      }
    });
    if (d.seats.length < BOARD_SEATS.max) {
      const y = ROW0 + d.seats.length * ROW_STEP;
      const add = button(this, COL.name, y, t('setup.addSeat'), () => this.change(() => addBoardSeat(d)), {
        id: 'add-seat',
        width: 260,
        height: 56,
        fontSize: 20,
      });
      c.add(add);
      items.push(add);
    }
    const option = (y: number, caption: string, label: string, id: string, fn: () => void): void => {
      c.add(text(this, OPTIONS_X, y - 44, caption, { size: 18, bold: true }));
      const b = button(this, OPTIONS_X, y, label, () => this.change(fn), {
        id,
        width: 300,
        height: 56,
        style: 'light',
        fontSize: 20,
      });
      c.add(b);
      items.push(b);
    };
    option(ROW0 + 20, t('boardPlay.setup.characters'), characterSetText(d.characters), 'characters', () => {
      d.characters = nextOf(CHARACTER_CHOICES, d.characters);
    });
    option(ROW0 + 180, t('boardPlay.setup.buildings'), buildingSetText(d.buildings), 'buildings', () => {
      d.buildings = nextOf(BUILDING_CHOICES, d.buildings);
    });
    this.rowItems = items;
    this.nav.clear();
    this.nav.add(...items, ...this.fixed);
    const again = items[focusedAt];
    if (again) this.nav.focus(again, showing);
    this.validate();
  }

  private validate(): void {
    const p = boardDraftProblem(this.draft);
    this.problem.setText(p ? problemText(p) : '');
    this.start?.setEnabled(p === null);
  }

  private begin(): void {
    const d = this.draft;
    if (boardDraftProblem(d)) return;
    const parsed = parseSeed(d.seed);
    const seed = typeof parsed === 'number' ? parsed : randomSeed();
    const seats = d.seats.map((s, i) => ({
      name: s.named && s.name.trim() ? s.name.trim() : seatNameText(defaultSeatName(d.seats, i)),
      colour: s.colour,
      bot: s.bot,
    }));
    const r = appOf(this).late().boardGames.newGame(boardSetupOf(d), seed, seats);
    if (!r.ok) {
      this.problem.setText(problemText('seats'));
      return;
    }
    goTo(this, SCENES.board);
  }
}
