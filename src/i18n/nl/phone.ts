/** Dutch: the table on a phone held upright. */
import type { CatalogueArea } from '../catalogue';

export const phone = {
  'phone.others': 'Spelers',
  'phone.othersNew': 'Spelers, met nieuwe zetten',
  'phone.back': 'Terug naar mijn stad',
  'phone.page': 'Spelers en spelverloop',
  'phone.fit': 'Stad passend maken',
} as const satisfies CatalogueArea;
