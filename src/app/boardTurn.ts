/**
 * The person's turn on the board screen, before anything is sent: a target picked on the board (a space, a parcel, a
 * road, a character) waits for Confirm, or for a second click on it; a target with several moves (a cowboy placed
 * plain, white, without a duel or with dynamite; a building with different houses) first asks which.
 */
import type { BoardAction } from '../board/engine';

/** What a pick did: wait for Confirm, ask which of several moves, send the move (a second click), or nothing. */
export type PickResult = 'confirm' | 'options' | 'send' | 'none';

/** The pick-then-confirm state of one decision; rebuilt whenever the legal moves change. */
export class BoardTurn {
  private picked: string | null = null;
  private option = -1;

  /** `targets`: the legal moves by target id. */
  constructor(private targets: ReadonlyMap<string, readonly BoardAction[]> = new Map()) {}

  /** New legal moves: the pick is kept only when its target still offers the same moves. */
  reset(targets: ReadonlyMap<string, readonly BoardAction[]>): void {
    const before = this.picked ? this.targets.get(this.picked) : undefined;
    const after = this.picked ? targets.get(this.picked) : undefined;
    this.targets = targets;
    if (!before || !after || JSON.stringify(before) !== JSON.stringify(after)) this.cancel();
  }

  /** Picks a target; picking the one that waits for Confirm again sends it. */
  pick(id: string): PickResult {
    const moves = this.targets.get(id);
    if (!moves || moves.length === 0) return 'none';
    if (this.picked === id && this.option >= 0) return 'send';
    this.picked = id;
    this.option = moves.length === 1 ? 0 : -1;
    return this.option >= 0 ? 'confirm' : 'options';
  }

  /** Chooses one of the picked target's moves. */
  choose(i: number): boolean {
    const moves = this.picked ? this.targets.get(this.picked) : undefined;
    if (!moves || i < 0 || i >= moves.length) return false;
    this.option = i;
    return true;
  }

  /** The picked target's id, or null. */
  pickedId(): string | null {
    return this.picked;
  }

  /** The picked target's moves (several: the screen asks which). */
  options(): readonly BoardAction[] {
    return (this.picked && this.targets.get(this.picked)) || [];
  }

  /** The chosen option's index, -1 while none is chosen. */
  chosen(): number {
    return this.option;
  }

  /** The move Confirm sends, or null. */
  pending(): BoardAction | null {
    return this.options()[this.option] ?? null;
  }

  /** Drops the pick. */
  cancel(): void {
    this.picked = null;
    this.option = -1;
  }
}
