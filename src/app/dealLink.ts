/** The `?deal=` link the page was opened with (read by the title at once, without the daily deal's store). */
import { dealFromQuery } from './daily';

/** Where the link is read: the page's query, and a way to take it off the address. */
export interface LinkPage {
  search(): string;
  /** Takes the query off the address; may throw (the address then keeps it). */
  clearQuery(): void;
}

/** The browser's address, or null outside a page. */
export function browserLinkPage(): LinkPage | null {
  if (typeof location === 'undefined') return null;
  return {
    search: () => location.search,
    clearQuery: () => history.replaceState(history.state, '', location.pathname + location.hash),
  };
}

/** One App's deal link: read once, then taken off the address. */
export class DealLink {
  private read = false;

  constructor(private readonly page: LinkPage | null = browserLinkPage()) {}

  /** The deal a `?deal=` link names, on the first call only; the query is then taken off the address. */
  take(): string | null {
    if (this.read || !this.page) return null;
    this.read = true;
    const search = this.page.search();
    const date = dealFromQuery(search);
    if (new URLSearchParams(search).has('deal')) {
      try {
        this.page.clearQuery();
      } catch {
        // The address keeps its query: harmless, the link is read once per App.
      }
    }
    return date;
  }
}
