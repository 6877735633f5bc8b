/** The one interface of the viewer's turn modes (bid, ability prompt, take with place and sell, Paperboy) and what they share. */
import type Phaser from 'phaser';
import type { Action, EntityId, GameView, Pos } from '../../../cards/engine';
import type { ActionPanel } from '../actionPanel';
import type { ActionSpec } from '../actionSpec';
import type { CityBoard } from '../cityBoard';
import type { TableFocus } from '../compact';
import type { OfferRow } from '../offerRow';
import type { SellMarks } from '../sellMarks';

/** What the controls need from the table. */
export interface TurnHost {
  scene: Phaser.Scene;
  board: CityBoard;
  offer: OfferRow;
  panel: ActionPanel;
  /** Sends an action of the viewer; false when the engine refused it. */
  send(a: Action): boolean;
  /** Tells the animator the card is already in the city (placed with the ghost). */
  placedByGhost(card: EntityId): void;
  /** Makes the board show the viewer's own city (before placing or selling). */
  ownBoard(): void;
}

/** One intent in base coordinates (the scene converts to page pixels). */
export interface BaseIntent {
  id: string;
  label: string;
  x: number;
  y: number;
  key?: string;
  /** The target's size in base pixels, when known. */
  w?: number;
  h?: number;
  /** Performs it without the canvas (the screen-reader action list). */
  activate?: () => void;
  /** Higher first in the screen-reader list, among intents that have one. */
  rank?: number;
}

/** The turn being presented: the table, the due person's view and legal actions, and the shared redraws. */
export interface TurnContext {
  readonly host: TurnHost;
  readonly marks: SellMarks;
  view: GameView;
  readonly seat: number;
  readonly legal: readonly Action[];
  /** True when key hints are shown (a keyboard or fine pointer; none on touch). */
  readonly hints: boolean;
  /** Redraws the offer's selection, the board's marks and the panel. */
  render(): void;
  /** Rebuilds the panel if what it shows changed. */
  showPanel(): void;
  /** Sends an action of the viewer; a refused one sounds an error. */
  send(a: Action): void;
}

/** One mode of the viewer's turn. */
export interface TurnMode {
  /** What the panel shows. */
  spec(): ActionSpec;
  /** Everything the panel depends on; an unchanged panel is not rebuilt. */
  signature(): unknown;
  /** Handles a key (lower-cased when a character); true when used. */
  keyDown(k: string, shift: boolean): boolean;
  /** Intents beyond the panel's buttons. */
  intents(): BaseIntent[];
  /** What the compact (phone) view should show. */
  focus(): TableFocus;
  /** Offer cards that can be picked now. */
  selectable(): EntityId[];
  /** The offer card picked, if any. */
  selected(): EntityId | null;
  /** Draws this mode's marks on the board (and clears others). */
  drawMarks(): void;
  /** Picks an offer card. */
  select(card: EntityId): void;
  /** Pointer moved or pressed over the board (base coordinates). */
  pointerMove(x: number, y: number): void;
  pointerDown(x: number, y: number): void;
  /** The same choices were presented again (after the table moved). */
  presented(): void;
  /** The offer card picked and, while it is being placed, where its ghost is (to carry over a rebuilt table), or null. */
  ghost(): Ghost | null;
  /** Moves the ghost of the card being placed to a spot, locked there if asked and legal. */
  putGhost(at: Pos, locked: boolean): void;
  /** Removes whatever the mode drew. */
  destroy(): void;
}

/** An offer card picked: its id and, while it is being placed, the ghost's spot and whether it is locked there. */
export interface Ghost {
  card: EntityId;
  at: Pos | null;
  locked: boolean;
}

/** Defaults for the parts of TurnMode most modes do not use. */
export abstract class BaseMode implements TurnMode {
  constructor(protected readonly ctx: TurnContext) {}
  abstract spec(): ActionSpec;
  abstract signature(): unknown;
  abstract keyDown(k: string, shift: boolean): boolean;
  intents(): BaseIntent[] {
    return [];
  }
  focus(): TableFocus {
    return 'play';
  }
  selectable(): EntityId[] {
    return [];
  }
  selected(): EntityId | null {
    return null;
  }
  drawMarks(): void {
    this.ctx.marks.draw([], null);
  }
  select(_card: EntityId): void {}
  pointerMove(_x: number, _y: number): void {}
  pointerDown(_x: number, _y: number): void {}
  presented(): void {}
  ghost(): Ghost | null {
    return null;
  }
  putGhost(_at: Pos, _locked: boolean): void {}
  destroy(): void {}
}
