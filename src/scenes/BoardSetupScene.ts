/** The board game's setup: 2 to 6 seats (a person or an AI level, a name, a colour), characters, buildings, seed. */
import Phaser from 'phaser';
import { randomSeed } from '../app/app';
import { appOf } from './appOf';
import { TextField } from '../ui/textField';
import { t } from '../i18n';
import { THEME } from '../ui/theme';
import { layoutOf } from '../ui/layoutMode';
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

import { boardSetupLayout } from './boardSetupLayout';
import type { BoardSetupLayout, Caption } from './boardSetupLayout';

/** The board game's setup scene. */
export class BoardSetupScene extends Phaser.Scene {
  private draft: BoardDraft = defaultBoardDraft();
  private rows: Phaser.GameObjects.Container | null = null;
  private nav!: KeyboardNav;
  private fixed: Focusable[] = [];
  private rowItems: Focusable[] = [];
  private problem!: Phaser.GameObjects.Text;
  private start: Button | null = null;
  private at: BoardSetupLayout = boardSetupLayout('wide');

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
    const at = boardSetupLayout(layoutOf(this).mode);
    this.at = at;
    backdrop(this, { dim: 0.5 });
    this.nav = new KeyboardNav(this);
    fitWidth(
      text(this, at.title.x, at.title.y, t('boardPlay.setup.title'), {
        font: 'display',
        size: at.title.size,
        bold: true,
        color: THEME.css.gold,
        shadow: true,
        ...(at.title.wrap ? { wrap: at.title.room } : {}),
      }),
      at.title.room,
    );
    const back = button(this, at.back.x, at.back.y, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: at.back.w,
      height: at.back.h,
      fontSize: 22,
    });
    const rules = button(
      this,
      at.rules.x,
      at.rules.y,
      t('boardTable.rules'),
      () => openOverlay(this, SCENES.rules, { game: 'board' }),
      { id: 'rules', width: at.rules.w, height: at.rules.h, fontSize: 22 },
    );
    if (at.panel) panel(this, at.panel.x, at.panel.y, at.panel.w, at.panel.h);
    this.problem = text(this, at.problem.x, at.problem.y, '', {
      size: at.problem.size,
      color: '#f0a070',
      wrap: at.problem.room,
    });
    this.start = button(this, at.start.x, at.start.y, t('setup.start'), () => this.begin(), {
      id: 'start',
      width: at.start.w,
      height: at.start.h,
      style: 'primary',
      fontSize: 28,
    });
    this.caption(at.seedLabel, t('setup.seed'), THEME.css.sand, true);
    const seed = new TextField(this, at.seed.x, at.seed.y, at.seed.w, at.seed.h, this.draft.seed, {
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

  /** A caption in the layout's place, fitted to its room; on the page (not the panel) in a light colour. */
  private caption(c: Caption, words: string, colour: string, display = false): Phaser.GameObjects.Text {
    const o: Parameters<typeof text>[4] = { size: c.size, bold: true, color: colour };
    if (display) o.font = 'display';
    if (c.left) o.origin = [0, 0.5];
    return fitWidth(text(this, c.x, c.y, words, o), c.room);
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
    const at = this.at;
    const ink = at.panel ? THEME.css.inkSoft : THEME.css.sand;
    if (at.heads) {
      c.add(this.caption(at.heads.colour, t('boardPlay.setup.colour'), ink));
      c.add(this.caption(at.heads.name, t('boardPlay.setup.name'), ink));
      c.add(this.caption(at.heads.kind, t('boardPlay.setup.playedBy'), ink));
    }
    d.seats.forEach((s, i) => {
      const l = at.seat(i);
      const colour = button(
        this,
        l.colour.x,
        l.colour.y,
        `${playerMark(s.colour)}  ${colourText(s.colour)}`,
        () => this.change(() => cycleSeatColour(d, i)),
        { id: `seat-${i}-colour`, width: l.colour.w, height: l.colour.h, style: 'light', fontSize: at.label },
      );
      const swatch = this.add.graphics();
      swatch.fillStyle(playerColour(s.colour), 1).fillCircle(l.swatch.x, l.swatch.y, l.swatch.r);
      // On the dark page (no panel) a light ring keeps a dark colour's swatch visible.
      const ring = at.panel ? THEME.color.ink : THEME.color.sand;
      swatch.lineStyle(2, ring, 1).strokeCircle(l.swatch.x, l.swatch.y, l.swatch.r);
      const nameNow = s.named ? s.name : seatNameText(defaultSeatName(d.seats, i));
      const name = new TextField(this, l.name.x, l.name.y, l.name.w, l.name.h, nameNow, {
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
        l.kind.x,
        l.kind.y,
        seatKindText(s.bot),
        () => this.change(() => cycleSeatKind(d, i)),
        {
          id: `seat-${i}-kind`,
          width: l.kind.w,
          height: l.kind.h,
          style: s.bot ? 'secondary' : 'primary',
          fontSize: at.label,
        },
      );
      c.add([swatch, colour, name, kind]);
      items.push(colour, name, kind);
      if (d.seats.length > BOARD_SEATS.min) {
        const rm = button(this, l.remove.x, l.remove.y, '✕', () => this.change(() => removeBoardSeat(d, i)), {
          id: `seat-${i}-remove`,
          width: l.remove.w,
          height: l.remove.h,
          style: 'danger',
          tip: () => t('setup.remove'),
        });
        c.add(rm);
        items.push(rm);
      }
    });
    if (d.seats.length < BOARD_SEATS.max) {
      const b = at.add(d.seats.length);
      const add = button(this, b.x, b.y, t('setup.addSeat'), () => this.change(() => addBoardSeat(d)), {
        id: 'add-seat',
        width: b.w,
        height: b.h,
        fontSize: at.label,
      });
      c.add(add);
      items.push(add);
    }
    const option = (
      o: BoardSetupLayout['characters'],
      caption: string,
      label: string,
      id: string,
      fn: () => void,
    ): void => {
      c.add(this.caption(o.caption, caption, at.panel ? THEME.css.ink : THEME.css.sand));
      const b = button(this, o.box.x, o.box.y, label, () => this.change(fn), {
        id,
        width: o.box.w,
        height: o.box.h,
        style: 'light',
        fontSize: at.label,
      });
      c.add(b);
      items.push(b);
    };
    option(
      at.characters,
      t('boardPlay.setup.characters'),
      characterSetText(d.characters),
      'characters',
      () => {
        d.characters = nextOf(CHARACTER_CHOICES, d.characters);
      },
    );
    option(at.buildings, t('boardPlay.setup.buildings'), buildingSetText(d.buildings), 'buildings', () => {
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
