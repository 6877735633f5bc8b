/** The `?deal=` link the page was opened with (read by the title at once, without the daily deal's store). */
import { dealFromQuery } from './daily';

let linkRead = false;

/** The deal a `?deal=` link names, once per page load; the query is then taken off the address. */
export function takeDealLink(): string | null {
  if (linkRead || typeof location === 'undefined') return null;
  linkRead = true;
  const date = dealFromQuery(location.search);
  if (new URLSearchParams(location.search).has('deal')) {
    try {
      history.replaceState(history.state, '', location.pathname + location.hash);
    } catch {
      // The address keeps its query: harmless, the link is read once per load.
    }
  }
  return date;
}
