/** German: the table on a phone held upright. */
import type { CatalogueArea } from '../catalogue';

export const phone = {
  'phone.others': 'Mitspieler',
  'phone.othersNew': 'Mitspieler, mit neuen Zügen',
  'phone.back': 'Zurück zur Stadt',
  'phone.page': 'Mitspieler und Spielverlauf',
  'phone.fit': 'Stadt einpassen',
} as const satisfies CatalogueArea;
