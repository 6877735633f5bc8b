/**
 * The English catalogue: the reference every other language follows. Its first screens' part (cards and ui) is in the
 * entry chunk as the fallback; this whole catalogue loads with the late scenes (see src/i18n/index.ts).
 */
import { cards } from './en/cards';
import { play } from './en/play';
import { rules } from './en/rules';
import { screens } from './en/screens';
import { table } from './en/table';
import { ui } from './en/ui';

/** Every English message by key. */
export const en = { ...cards, ...play, ...ui, ...screens, ...rules, ...table } as const;
