/** The Dutch catalogue (loaded on demand); the card names are this edition’s own. */
import { catalogue } from './catalogue';
import { cards } from './nl/cards';
import { rules } from './nl/rules';
import { table } from './nl/table';
import { ui } from './nl/ui';

/** Every Dutch message by key. */
export const nl = catalogue({ ...cards, ...ui, ...rules, ...table });
