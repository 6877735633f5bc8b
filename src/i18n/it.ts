/** The Italian catalogue (loaded on demand); card names follow the Italian rulebook. */
import { catalogue } from './catalogue';
import { cards } from './it/cards';
import { rules } from './it/rules';
import { table } from './it/table';
import { ui } from './it/ui';

/** Every Italian message by key. */
export const it = catalogue({ ...cards, ...ui, ...rules, ...table });
