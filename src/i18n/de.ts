/** The German catalogue (loaded on demand); card names follow the German rulebook. */
import { catalogue } from './catalogue';
import { cards } from './de/cards';
import { rules } from './de/rules';
import { table } from './de/table';
import { ui } from './de/ui';

/** Every German message by key. */
export const de = catalogue({ ...cards, ...ui, ...rules, ...table });
