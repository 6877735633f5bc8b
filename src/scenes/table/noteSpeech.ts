/** The guide's note for the screen reader: its words said once when they change, and carried by its buttons. */
import type { IntentRole } from '../../ui/hookRegistry';

/** The words of a note (a tip or a lesson step). */
export interface NoteText {
  title: string;
  body: string;
  /** The explanation of a move that was not the expected one. */
  why?: string;
}

/** What a note says aloud, in reading order: its title, the explanation of a wrong move, its text. */
export function noteLines(note: NoteText): string[] {
  return [note.title, ...(note.why ? [note.why] : []), note.body];
}

/** The role of a note's button in the action list: the note's words describe it, so "Got it" is never heard alone. */
export function noteButtonRole(note: NoteText): IntentRole {
  return { kind: 'button', description: `${note.title}: ${[note.why, note.body].filter(Boolean).join(' ')}` };
}

/** Says each note when its words change; the same note drawn again (a turned phone, a redraw) stays quiet. */
export class NoteAnnouncer {
  private said: string[] = [];

  constructor(private readonly say: (lines: readonly string[]) => void) {}

  /** The note now on screen, or null when none is. */
  shown(note: NoteText | null): void {
    if (!note) return;
    const lines = noteLines(note);
    if (lines.join('\n') === this.said.join('\n')) return;
    // A new explanation or text under the same title: the title was just heard.
    const out = this.said[0] === note.title ? lines.slice(1) : lines;
    this.said = lines;
    this.say(out);
  }
}
