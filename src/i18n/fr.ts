/** The French catalogue (loaded on demand); the names not printed in a French rulebook are this edition’s own. */
import { catalogue } from './catalogue';
import { cards } from './fr/cards';
import { rules } from './fr/rules';
import { table } from './fr/table';
import { ui } from './fr/ui';

/** Every French message by key. */
export const fr = catalogue({ ...cards, ...ui, ...rules, ...table });
