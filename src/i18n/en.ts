/** The English catalogue: the reference for every other language and the fallback, kept in the entry chunk. */
import { cards } from './en/cards';
import { rules } from './en/rules';
import { table } from './en/table';
import { ui } from './en/ui';

/** Every English message by key. */
export const en = { ...cards, ...ui, ...rules, ...table } as const;
