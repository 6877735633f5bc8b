/**
 * Which presses on a table card show it large (issue 27 item 7). A right-click shows any card but the city's while a
 * card is being placed; a hold shows any card, but not a city card while placing or, on a desktop, a city card a press
 * already acts on (it sells); a finger's tap shows a card only where a tap means nothing else, and never a city card
 * (two taps there fit the city to the screen).
 */

/** Where on the table a card lies. */
export type CardPlace = 'offer' | 'pile' | 'seat' | 'city';

/** How the press went: a right-click, a hold kept still, or a plain tap. */
export type CardPressKind = 'right' | 'hold' | 'tap';

/** The press and the card under it, as the table sees them. */
export interface CardPress {
  kind: CardPressKind;
  /** True when a finger made the press. */
  touch: boolean;
  /** Where the card lies: the city, the offer, a pile or a seat. */
  place: CardPlace;
  /** True when a tap on this card already means something (take it, place on it, sell it). */
  acts: boolean;
  /** True while a card is being placed in the city. */
  placing: boolean;
}

/** True when this press shows its card large. */
export function showsLarge(p: CardPress): boolean {
  const city = p.place === 'city';
  switch (p.kind) {
    case 'right':
      return !(city && p.placing);
    case 'hold':
      return !(city && (p.placing || (!p.touch && p.acts)));
    case 'tap':
      return p.touch && !city && !p.acts;
  }
}
