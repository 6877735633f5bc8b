/** The board game's player colours, each with a shape so colour is never the only cue, and its art's texture keys. */
import type { Thing } from '../../board/engine';

/** The six player colours, in the order their names have (ui/board/boardText.ts colourName): orange, green, blue, red, yellow, purple. */
export const PLAYER_COLOURS: readonly number[] = [0xe07b25, 0x3a8f4a, 0x2e6fb5, 0xc0392b, 0xe0b020, 0x7d4aa8];

/** The shape each colour carries on its cowboys and markers. */
export const PLAYER_MARKS: readonly string[] = ['●', '▲', '■', '◆', '★', '✚'];

/** A player colour by index (the first for an unknown one). */
export function playerColour(i: number): number {
  return PLAYER_COLOURS[i] ?? PLAYER_COLOURS[0] ?? 0;
}

/** The shape of a player colour. */
export function playerMark(i: number): string {
  return PLAYER_MARKS[i] ?? '';
}

/** The texture key of what stands on a parcel, when the art has one. */
export function thingKey(thing: Thing): string {
  return `board.${thing}`;
}

/** The texture key of a colour's cowboy. */
export function cowboyKey(colour: number): string {
  return `board.cowboy.${colour}`;
}

/** The texture key of a colour's property marker. */
export function markerKey(colour: number): string {
  return `board.marker.${colour}`;
}
