/**
 * The English catalogue: the reference every other language follows. Its first screens' part (cards and ui) is in the
 * entry chunk as the fallback; this whole catalogue loads with the late scenes (see src/i18n/index.ts).
 */
import { access } from './en/access';
import { boardBots } from './en/boardBots';
import { boardSheet } from './en/boardSheet';
import { boardLesson } from './en/boardLesson';
import { boardTable } from './en/boardTable';
import { boardNames } from './en/boardNames';
import { boardPlay } from './en/boardPlay';
import { boardRules } from './en/boardRules';
import { boardTips } from './en/boardTips';
import { library } from './en/library';
import { boardAccess } from './en/boardAccess';
import { cards } from './en/cards';
import { daily } from './en/daily';
import { explain } from './en/explain';
import { lens } from './en/lens';
import { phone } from './en/phone';
import { play } from './en/play';
import { rules } from './en/rules';
import { scorepad } from './en/scorepad';
import { screens } from './en/screens';
import { table } from './en/table';
import { turns } from './en/turns';
import { tutorial } from './en/tutorial';
import { ui } from './en/ui';

/** Every English message by key. */
export const en = {
  ...cards,
  ...play,
  ...ui,
  ...screens,
  ...rules,
  ...table,
  ...turns,
  ...daily,
  ...scorepad,
  ...lens,
  ...tutorial,
  ...access,
  ...explain,
  ...phone,
  ...boardNames,
  ...boardBots,
  ...boardSheet,
  ...boardTable,
  ...boardPlay,
  ...boardRules,
  ...boardTips,
  ...library,
  ...boardAccess,
  ...boardLesson,
} as const;
