/** Where a heading that does not fit on one line is broken: after its colon, when it has one early enough. */

/**
 * The heading as it should wrap: `wrapped` is how the text wraps at its width. A heading wrapped onto several lines
 * whose first line holds a colon breaks after that colon instead ("Your turn:" above "take a card"), so the words
 * after it stay together; otherwise it is left as it is.
 */
export function breakAfterColon(title: string, wrapped: readonly string[]): string {
  if (wrapped.length < 2) return title;
  const at = title.indexOf(':');
  const first = wrapped[0] ?? '';
  if (at < 0 || at + 1 > first.trimEnd().length || title[at + 1] !== ' ') return title;
  return `${title.slice(0, at + 1)}\n${title.slice(at + 2)}`;
}
