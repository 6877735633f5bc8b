/**
 * Pass and play: which screen the table may show when several people share one device. A person's own view
 * appears only after they confirmed "I am …" on a hand-off screen; whenever another person is due, nobody is
 * due (bots choose, the table moves) or a new round starts, the device counts as put down and the next person
 * gets a hand-off screen first. Pure: no Phaser, no DOM.
 */
import type { Phase } from '../cards/engine';
import { t } from '../i18n';

/** What the table shows now. */
export type TableScreen =
  /** The person's own view: hand, chosen bid, prompts and controls. */
  | { kind: 'private'; seat: number }
  /** The opaque hand-off screen for this person; the table behind it is drawn from the public view. */
  | { kind: 'handOff'; seat: number }
  /** The public (spectator) view: nobody on this device is due, or the game is over. */
  | { kind: 'public' };

/** What the hand-off rule needs to know about the game now. */
export interface TableMoment {
  /** The first person due to act, or -1. */
  due: number;
  era: number;
  round: number;
  phase: Phase;
}

/** What a due person is about to do, for the hand-off screen's wording. */
export type DueTask = 'bid' | 'prompt' | 'take' | 'paperboy' | 'other';

/** Keeps track of who holds the device and decides the screen. */
export class HandOff {
  private holder = -1;
  private roundKey = '';

  /** `persons`: the seats played by people on this device. */
  constructor(private readonly persons: readonly number[]) {}

  /** True when hand-off screens are used at all (more than one person on the device). */
  get shared(): boolean {
    return this.persons.length > 1;
  }

  /** The person who confirmed last and still holds the device, or -1. */
  get holding(): number {
    return this.holder;
  }

  /** The screen for this moment; also notes when the device is put down (nobody due, new round, game over). */
  screen(m: TableMoment): TableScreen {
    if (!this.shared) return { kind: 'private', seat: m.due >= 0 ? m.due : (this.persons[0] ?? 0) };
    const key = `${m.era}.${m.round}`;
    if (key !== this.roundKey) {
      this.roundKey = key;
      this.holder = -1;
    }
    if (m.phase === 'over' || m.due < 0) {
      this.holder = -1;
      return { kind: 'public' };
    }
    if (m.due === this.holder) return { kind: 'private', seat: m.due };
    return { kind: 'handOff', seat: m.due };
  }

  /** The person confirmed "I am …" on their hand-off screen. */
  confirm(seat: number): void {
    if (this.persons.includes(seat)) this.holder = seat;
  }
}

/** The hand-off screen's lines for a person and the task waiting for them; `hints`: show the key hint. */
export function handOffText(
  name: string,
  task: DueTask,
  hints = true,
): { title: string; body: string; button: string; label: string; hint: string } {
  // What the button opens, said truly for each task (at taking time there is no hand to show).
  const label = {
    bid: 'handoff.labelBid',
    prompt: 'handoff.labelPrompt',
    take: 'handoff.labelTake',
    paperboy: 'handoff.labelPaperboy',
    other: 'handoff.labelOther',
  } as const satisfies Record<DueTask, string>;
  return {
    title: t('handoff.title', { name }),
    body: t(`handoff.${task}`, { name }),
    button: t('handoff.button', { name }),
    label: t(label[task], { name }),
    hint: hints ? t('handoff.hint') : '',
  };
}
