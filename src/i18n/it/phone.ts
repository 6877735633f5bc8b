/** Italian: the table on a phone held upright. */
import type { CatalogueArea } from '../catalogue';

export const phone = {
  'phone.others': 'Giocatori',
  'phone.othersNew': 'Giocatori, con nuove mosse',
  'phone.back': 'Torna alla mia città',
  'phone.page': 'Giocatori e registro',
  'phone.fit': 'Adatta città',
} as const satisfies CatalogueArea;
