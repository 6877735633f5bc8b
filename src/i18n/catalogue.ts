/** The compile-time gate of a language's catalogue: every English key, with the same placeholders. */
import type { Catalogue, CheckPlaceholders, Key, Message } from './types';

/** One area of a catalogue (cards, menus, rules, table): only English keys, checked when the areas are joined. */
export type CatalogueArea = Partial<Record<Key, Message>>;

/** Joins a language's areas; a missing key or a placeholder that differs from English fails to type-check. */
export function catalogue<const L extends Catalogue>(messages: L & CheckPlaceholders<L>): Catalogue {
  return messages;
}
