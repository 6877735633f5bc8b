/** French: the table on a phone held upright. */
import type { CatalogueArea } from '../catalogue';

export const phone = {
  'phone.others': 'Joueurs',
  'phone.othersNew': 'Joueurs, avec de nouveaux coups',
  'phone.back': 'Retour à ma ville',
  'phone.page': 'Joueurs et journal',
  'phone.fit': 'Ajuster la ville',
} as const satisfies CatalogueArea;
