/**
 * The table's guide: the tutorial's note and spotlight in the lesson, and the one-time tips in a real game. It draws
 * what the app's tutorial and hint selection decide, and forwards the note's buttons; the table asks it before
 * sending a move (a wrong move in the lesson is explained and never sent).
 */
import Phaser from 'phaser';
import { pickHint, markSeen } from '../../app/hints';
import type { HintId } from '../../app/hints';
import type { GameSession } from '../../app/session';
import { hintState, saveHintState } from '../../app/tutorial/run';
import type { TutorialRegion } from '../../app/tutorial/script';
import { stepText, stepTitle, whyText } from '../../app/tutorial/text';
import type { Tutorial } from '../../app/tutorial/tutorial';
import type { Action, EntityId } from '../../cards/engine';
import { t } from '../../i18n';
import { appOf } from '../appOf';
import { ACTION, BOARD, LOG, OFFER, PILES, SEATS, TOP } from './layout';
import type { Rect } from './layout';
import type { BaseIntent } from './turn/mode';
import { TutorialOverlay } from './tutorialOverlay';
import type { Note, NoteButton } from './tutorialOverlay';

/** What the guide needs from the table. */
export interface GuideHost {
  scene: Phaser.Scene;
  session: GameSession;
  /** Where the table draws each region now, in world coordinates, and the part of the action panel its content takes. */
  regions(): Record<TutorialRegion, Rect> & { panelUsed: Rect };
  /** The turn's targets now (cards, bids, spots), in world coordinates. */
  targets(): BaseIntent[];
  /** Shows the due person's controls afresh (after a move the lesson did not send), with `pick` chosen again if given. */
  represent(pick: EntityId | null): void;
  /** True while the table animates (the note waits). */
  busy(): boolean;
  /** Sends a move as the player's own (the lesson's fast-forward); false when it was not sent. */
  send(a: Action): boolean;
  /** Leaves the table for the title, the setup of a real game, the lesson from its start, or the score sheet. */
  leave(to: 'title' | 'setup' | 'table' | 'scoring'): void;
  /** On a phone, shows the play page (0) or the players page (1); nothing on a wide table. */
  showPage(page: 0 | 1): void;
}

/** How much faster the table animates while the rest of the era plays itself. */
const FAST_FORWARD = 0.4;

const HINT_KEYS: Record<HintId, 'hint.era' | 'hint.prompt' | 'hint.bid' | 'hint.place' | 'hint.character'> = {
  era: 'hint.era',
  prompt: 'hint.prompt',
  bid: 'hint.bid',
  place: 'hint.place',
  character: 'hint.character',
};

/** The regions a tip is about, which its note leaves free (the bids and the cards bid for, the city to place in). */
const HINT_KEEPS: Record<HintId, readonly TutorialRegion[]> = {
  era: [],
  prompt: ['panel'],
  bid: ['offer', 'panel'],
  place: ['board'],
  character: [],
};

/** The regions of the table's layout the lesson points at, in world coordinates. */
export function tableRegions(): Record<TutorialRegion, Rect> {
  const c = PILES.character;
  return {
    offer: { x: PILES.offerLeft - 10, y: OFFER.y, w: OFFER.x + OFFER.w - PILES.offerLeft + 10, h: OFFER.h },
    characterPile: { x: c.x - c.w / 2 - 10, y: OFFER.y, w: c.w + 20, h: OFFER.h },
    panel: ACTION,
    board: BOARD,
    seats: SEATS,
    top: TOP,
    log: LOG,
  };
}

/** The tutorial or the tips at one visit of the table. */
export class TableGuide {
  private readonly tutorial: Tutorial | null;
  private readonly overlay: TutorialOverlay;
  private why: string | null = null;
  private shown = '';
  private hint: HintId | null = null;
  /** The seat the tip on screen was shown to. */
  private hintSeat = -1;
  private frame = 0;
  private autoPending = false;
  private leftForSheet = false;
  /** The step whose page the phone was last turned to. */
  private paged = -1;

  constructor(private readonly host: GuideHost) {
    this.tutorial = appOf(host.scene).late().lessons.of(host.session);
    this.overlay = new TutorialOverlay(host.scene);
    const scene = host.scene;
    if (this.tutorial) {
      const tut = this.tutorial;
      const stop = tut.onStep(() => {
        this.why = null;
        appOf(scene).settings.setHurry(tut.step.auto ? FAST_FORWARD : 1);
        this.update();
      });
      appOf(scene).settings.setHurry(tut.step.auto ? FAST_FORWARD : 1);
      scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        stop();
        appOf(scene).settings.setHurry(1);
      });
      scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.tick, this);
      scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
        scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.tick, this),
      );
    } else {
      // A tip goes once the move of the person it was shown to is in (the bid tip would hide the reveal that follows).
      const stop = host.session.subscribe((u) => {
        if (this.hint && u.seat === this.hintSeat) this.dismissHint();
      });
      scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
    }
  }

  /** True in the lesson. */
  get teaching(): boolean {
    return this.tutorial !== null;
  }

  /** True when the move may be sent; false when the lesson explained why not (nothing was sent). */
  allow(a: Action): boolean {
    const tut = this.tutorial;
    const why = tut?.gate(a) ?? null;
    if (!tut || !why) return true;
    this.why = whyText(why);
    this.host.represent(tut.keep(why));
    this.update();
    return false;
  }

  /** The table's Menu: in the lesson it leaves like Leave (the step kept, the lesson's game ended), else the title. */
  menu(): void {
    if (this.tutorial) this.leave('title', false);
    else this.host.leave('title');
  }

  /** True when a press at (x, y) falls on the lesson's note (the table then ignores it). */
  covers(x: number, y: number): boolean {
    return this.tutorial !== null && this.overlay.covers(x, y);
  }

  /** The due person's controls came up: in a real game, the tip for this moment (each shown once). */
  presented(seat: number): void {
    if (this.tutorial) {
      this.autoPlay(seat);
      return;
    }
    if (this.hint) return;
    const state = hintState();
    const legal = this.host.session.legal(seat);
    const id = pickHint(this.host.session.view(seat), seat, legal, state);
    if (!id) return;
    saveHintState(markSeen(state, id));
    this.hint = id;
    this.hintSeat = seat;
    const r = this.host.regions();
    const keep = HINT_KEEPS[id];
    const unless = (ks: readonly TutorialRegion[], used: Rect[] = []): Rect[] => [
      ...ks.filter((k) => !keep.includes(k)).map((k) => r[k]),
      ...used,
    ];
    const panel = keep.includes('panel') ? [] : [r.panelUsed];
    // Off the top, the offer and the panel's words, and off the city when a card may go there now; then, if it can,
    // off the seats and the log; else over the city.
    const placing = legal.some((a) => a.type === 'take' && a.at !== undefined);
    const firm: TutorialRegion[] = [
      'top',
      'offer',
      'characterPile',
      ...(placing ? (['board'] as const) : []),
    ];
    this.overlay.show({
      title: t('hint.title'),
      body: t(HINT_KEYS[id]),
      buttons: [
        { id: 'hint-ok', label: t('hint.dismiss'), onClick: () => this.dismissHint(), style: 'primary' },
      ],
      focus: [],
      avoid: unless(firm, panel),
      rather: [unless(['seats', 'log']), unless(placing ? [] : ['board'])],
      regions: r,
      rings: [],
      keep: keep.map((k) => r[k]),
    });
  }

  /** While the rest of the era plays itself: the player's move is made for them, a moment after it comes up. */
  private autoPlay(seat: number): void {
    const tut = this.tutorial;
    if (!tut?.step.auto || seat !== 0 || this.autoPending) return;
    this.autoPending = true;
    this.host.scene.time.delayedCall(appOf(this.host.scene).settings.animMs(500), () => {
      this.autoPending = false;
      const a = tut.autoMove();
      if (a && this.host.session.dueHuman() === 0) this.host.send(a);
    });
  }

  private dismissHint(): void {
    this.hint = null;
    this.overlay.hide();
  }

  /**
   * The note follows the step, the explanation and the targets on screen: every frame while the table is settled
   * (frames then are few: render on demand sleeps), every 6th while it animates.
   */
  private tick(): void {
    if (++this.frame % 6 === 0 || !this.host.busy()) this.update();
  }

  private update(): void {
    const tut = this.tutorial;
    if (!tut) return;
    if (tut.step.onSheet) {
      // A reload while the sheet was open comes back to the sheet.
      if (!this.leftForSheet) this.host.leave('scoring');
      this.leftForSheet = true;
      return;
    }
    // The note waits for the table's animations, except while the era plays itself (it then explains them).
    if (this.host.busy() && !tut.step.auto) {
      if (this.shown) this.overlay.hide();
      this.shown = '';
      return;
    }
    const note = this.note(tut);
    const sig = JSON.stringify([
      note.title,
      note.body,
      note.why,
      note.focus,
      note.rings,
      note.keep,
      note.buttons.map((b) => b.id),
    ]);
    if (sig === this.shown) return;
    this.shown = sig;
    // A step about the seats or the log shows the phone's players page once; the next step the play page.
    if (this.paged !== tut.stepIndex) {
      this.paged = tut.stepIndex;
      this.host.showPage(tut.step.focus.some((r) => r === 'seats' || r === 'log') ? 1 : 0);
    }
    this.overlay.show(note);
  }

  private note(tut: Tutorial): Note {
    const step = tut.step;
    const regions = this.host.regions();
    const buttons: NoteButton[] = [];
    if (tut.last) {
      buttons.push(
        {
          id: 'tutorial-real',
          label: t('tutorial.realGame'),
          onClick: () => this.leave('setup', true),
          style: 'primary',
        },
        { id: 'tutorial-again', label: t('tutorial.again'), onClick: () => this.replay() },
        { id: 'tutorial-title', label: t('tutorial.toTitle'), onClick: () => this.leave('title', true) },
      );
    } else {
      if (step.opensSheet)
        buttons.push({
          id: 'tutorial-sheet',
          label: t('tutorial.openSheet'),
          onClick: () => {
            if (tut.next()) this.host.leave('scoring');
          },
          style: 'primary',
        });
      else if (!step.action && !step.auto)
        buttons.push({
          id: 'tutorial-next',
          label: t('tutorial.next'),
          onClick: () => tut.next(),
          style: 'primary',
        });
      buttons.push(
        { id: 'tutorial-leave', label: t('tutorial.leave'), onClick: () => this.leave('title', false) },
        { id: 'tutorial-skip', label: t('tutorial.skip'), onClick: () => this.leave('title', true) },
      );
    }
    const note: Note = {
      title: this.why ? t('tutorial.tryAgain') : stepTitle(tut.stepIndex),
      body: stepText(step, this.host.session.state),
      buttons,
      focus: step.focus.map((r) => regions[r]),
      avoid: [regions.top],
      rings: this.rings(step.action),
      keep: this.confirm(step.action),
    };
    if (this.why) note.why = this.why;
    return note;
  }

  /** The exact targets of the expected move that are on screen now. */
  private rings(a: Action | undefined): { x: number; y: number }[] {
    if (!a) return [];
    const ids = new Set<string>();
    if (a.type === 'bid') ids.add(`bid:${a.card}`);
    if (a.type === 'take') {
      ids.add(`offer:${a.card}`);
      if (a.at) ids.add(`spot:${a.at.x},${a.at.y}`);
    }
    return this.host
      .targets()
      .filter((i) => ids.has(i.id))
      .map((i) => ({ x: Math.round(i.x), y: Math.round(i.y) }));
  }

  /** The button that sends the expected move (Confirm bid, Place), once it is on screen. */
  private confirm(a: Action | undefined): Rect[] {
    const id = a?.type === 'bid' ? 'confirm-bid' : a?.type === 'take' ? 'confirm-place' : '';
    return this.host
      .targets()
      .filter((i) => i.id === id && i.w && i.h)
      .map((i) => ({ x: i.x - (i.w ?? 0) / 2, y: i.y - (i.h ?? 0) / 2, w: i.w ?? 0, h: i.h ?? 0 }));
  }

  private leave(to: 'title' | 'setup', finished: boolean): void {
    appOf(this.host.scene).late().lessons.leave(finished);
    this.host.leave(to);
  }

  private replay(): void {
    appOf(this.host.scene).late().lessons.start(true);
    this.host.leave('table');
  }
}
