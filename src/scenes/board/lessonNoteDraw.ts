/**
 * The board lesson over the table: the step's note beside what it points at (ui/notePlace.ts), a gold ring on that,
 * the note's Go on or last-step buttons, and a refused move's reason. Moves go through the lesson, which refuses all
 * but the step's own.
 */
import Phaser from 'phaser';
import type { BoardAction } from '../../board/engine';
import type { BoardLesson } from '../../app/boardLesson/lesson';
import type { BoardSession } from '../../app/board/boardSession';
import type { BoardLessonChosen, BoardLessons, LessonBoxes } from '../../app/boardLesson/run';
import { lessonNote, refusalText } from '../../app/boardLesson/note';
import type { LessonChoice } from '../../app/boardLesson/script';
import { lessonPage } from '../../app/boardPage';
import type { BoardLayout, Rect } from '../../ui/board/boardLayout';
import type { BoardPhoneLayout, PhoneMode, PhonePage } from '../../ui/board/boardLayoutPhone';
import { lessonTargetRect } from '../../ui/board/lessonTarget';
import type { TargetSeen } from '../../ui/board/lessonTarget';
import { placeNote } from '../../ui/notePlace';
import { THEME } from '../../ui/theme';
import { cssScale } from '../../ui/viewport';
import { button, panel, text, toPage } from '../../ui/widgets';
import { cameraView } from '../../ui/cameraView';

/** Smallest text and button sizes of the note, in CSS pixels. */
const MIN_TEXT_CSS = 13;
const MIN_BUTTON_CSS = 46;

/** The lesson on the board screen: it sends the person's moves through the lesson and draws the step's note. */
export class LessonNotes {
  private refusal: string | null = null;
  private readonly off: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly lessons: BoardLessons,
    readonly lesson: BoardLesson,
    private readonly redraw: () => void,
    private readonly chosen: (c: BoardLessonChosen) => void,
  ) {
    this.off = lesson.onStep(() => {
      this.refusal = null;
      redraw();
    });
  }

  /** The lesson's notes for the board game `session`, or null when it is not the running lesson's. */
  static of(
    scene: Phaser.Scene,
    lessons: BoardLessons,
    session: BoardSession,
    redraw: () => void,
    chosen: (c: BoardLessonChosen) => void,
  ): LessonNotes | null {
    const lesson = lessons.of(session);
    return lesson && new LessonNotes(scene, lessons, lesson, redraw, chosen);
  }

  /** Sends a move through the lesson; a refused one shows its reason (and the table is drawn again). */
  send(a: BoardAction): void {
    const why = this.lessons.act(a);
    this.refusal = why ? refusalText(why) : null;
    if (why) this.redraw();
  }

  /** The phone page that holds the step's target (the page now while the bots play or the step has none). */
  page(mode: PhoneMode, now: PhonePage): PhonePage {
    const n = lessonNote(this.lesson);
    return n.ready ? lessonPage(mode, now, n.target) : now;
  }

  /** Leaves the lesson as the card lesson's Leave does: its step stays saved and its game ends. */
  leave(): void {
    this.lessons.leave(false);
  }

  /** Stops listening to the lesson and forgets the drawn note. */
  dispose(): void {
    this.off();
    this.lessons.drawn = null;
  }

  /** Draws the note and the ring into `c`; a move step keeps the note off the bar when it can. */
  draw(c: Phaser.GameObjects.Container, L: BoardLayout & Partial<BoardPhoneLayout>, seen: TargetSeen): void {
    const scene = this.scene;
    const note = lessonNote(this.lesson);
    const target = note.ready && note.target ? lessonTargetRect(note.target, L, seen) : null;
    const k = Math.max(0.01, cssScale(scene));
    const font = Math.max(17, Math.ceil(MIN_TEXT_CSS / k));
    const btnH = Math.max(48, Math.ceil(MIN_BUTTON_CSS / k));
    const pad = Math.round(font * 0.8);
    const gap = Math.round(font * 0.5);
    const screen = cameraView(scene.cameras.main);
    const buttons: { id: string; label: string; press: () => void }[] = [];
    if (note.ready && note.next)
      buttons.push({ id: 'lesson-next', label: note.next, press: () => this.next() });
    if (note.ready)
      for (const ch of note.choices)
        buttons.push({ id: `lesson-${ch.choice}`, label: ch.label, press: () => this.choose(ch.choice) });
    const say = (s: string, colour: string, bold = false): Phaser.GameObjects.Text =>
      text(scene, 0, 0, s, {
        size: font,
        color: colour,
        bold,
        origin: [0, 0],
        align: 'left',
        lineSpacing: 3,
      });
    const lines = [
      say(note.title, THEME.css.ink, true),
      ...(this.refusal && note.ready ? [say(this.refusal, '#8a2a12', true)] : []),
      say(note.ready ? note.text : note.waiting, THEME.css.ink),
    ];
    const heightAt = (w: number): number => {
      for (const l of lines) l.setWordWrapWidth(Math.max(40, w - 2 * pad), true);
      const words = lines.reduce((n, l) => n + l.height, 0) + gap * (lines.length - 1);
      return 2 * pad + words + buttons.length * (btnH + gap);
    };
    const phone = !!L.shows;
    const bar = L.prompt;
    const onBar = !!target && target.y >= bar.y && target.y + target.h <= bar.y + bar.h;
    const place = placeNote({
      target: target ?? L.status,
      screen,
      width: phone ? screen.w : 460,
      minWidth: Math.min(screen.w - 16, font * 14),
      heightAt,
      gap: 14,
      margin: 8,
      avoid: onBar ? [] : [bar],
    });
    const box = place.box;
    const w = box.w;
    heightAt(w);
    const bg = panel(scene, box.x + w / 2, box.y + box.h / 2, w, box.h);
    c.add(bg);
    let y = box.y + pad;
    for (const l of lines) {
      c.add(l.setPosition(box.x + pad, y));
      y += l.height + gap;
    }
    y = box.y + box.h - pad - buttons.length * (btnH + gap) + gap;
    for (const b of buttons) {
      const made = button(scene, box.x + w / 2, y + btnH / 2, b.label, b.press, {
        id: b.id,
        width: w - 2 * pad,
        height: btnH,
        fontSize: font,
        style: 'primary',
      });
      c.add(made);
      y += btnH + gap;
    }
    if (target) {
      const g = scene.add.graphics();
      c.add(g);
      const lw = Math.max(5, Math.ceil(4 / k));
      const ring = (w: number, colour: number): void => {
        g.lineStyle(w, colour, 1).strokeRoundedRect(
          target.x - 4,
          target.y - 4,
          target.w + 8,
          target.h + 8,
          8,
        );
      };
      // A dark edge under the gold: the town's own parcel lines are gold too.
      ring(lw + 4, THEME.color.leatherDark);
      ring(lw, 0xffd23f);
    }
    this.lessons.drawn = {
      index: note.index,
      note: cssBox(scene, box),
      target: target && cssBox(scene, target),
    };
  }

  private next(): void {
    if (!this.lessons.next()) this.redraw();
  }

  private choose(choice: LessonChoice): void {
    void this.lessons.choose(choice).then((c) => {
      if (c) this.chosen(c);
    });
  }
}

/** A design-pixel rectangle in CSS pixels of the page. */
function cssBox(scene: Phaser.Scene, r: Rect): LessonBoxes['note'] {
  const a = toPage(scene, r.x, r.y);
  const b = toPage(scene, r.x + r.w, r.y + r.h);
  return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
}
