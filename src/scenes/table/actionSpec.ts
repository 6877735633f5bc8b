/** What the action panel shows, as data: the ActionSpec the viewer's controls build (pure types, no Phaser). */
import type { Ability, EntityId, Suit } from '../../cards/engine';
import type { ButtonStyle } from '../../ui/widgets';

/** A button of the panel: its intent id, label, action, look and shortcut shown on it. */
export interface PanelButton {
  id: string;
  label: string;
  onClick: () => void;
  style?: ButtonStyle;
  enabled?: boolean;
}

/** What the panel shows. */
export type ActionSpec =
  | { kind: 'info'; title: string; body: string; buttons?: PanelButton[] }
  | {
      kind: 'bid';
      title: string;
      body: string;
      suit: Suit;
      hand: readonly EntityId[];
      picked: EntityId | null;
      modifier: number;
      /** The seat used the Lawyer: the card is discarded without effect. */
      lawyered: boolean;
      onPick: (id: EntityId) => void;
      confirm: PanelButton;
    }
  | { kind: 'prompt'; ability: Ability; card: EntityId; use: PanelButton; pass: PanelButton }
  | {
      kind: 'take';
      title: string;
      body: string;
      card: EntityId | null;
      detail: string;
      detailColor?: string;
      buttons: PanelButton[];
    }
  | {
      kind: 'pick';
      title: string;
      body: string;
      cards: readonly EntityId[];
      /** A short note drawn on each card (the Paperboy's VP preview), in the order of `cards`. */
      notes?: readonly string[];
      focus: EntityId | null;
      onPick: (id: EntityId) => void;
      buttons: PanelButton[];
    };

/** A target the action panel draws, in base coordinates. */
export interface PanelTarget {
  x: number;
  y: number;
  w?: number;
  h?: number;
  label: string;
  activate: () => void;
}
