/** The Dutch catalogue (loaded on demand); the card names are this edition’s own. */
import { catalogue } from './catalogue';
import { access } from './nl/access';
import { boardBots } from './nl/boardBots';
import { boardSheet } from './nl/boardSheet';
import { boardLesson } from './nl/boardLesson';
import { boardTable } from './nl/boardTable';
import { boardNames } from './nl/boardNames';
import { boardPlay } from './nl/boardPlay';
import { boardRules } from './nl/boardRules';
import { boardTips } from './nl/boardTips';
import { library } from './nl/library';
import { boardAccess } from './nl/boardAccess';
import { cards } from './nl/cards';
import { daily } from './nl/daily';
import { explain } from './nl/explain';
import { lens } from './nl/lens';
import { phone } from './nl/phone';
import { rules } from './nl/rules';
import { scorepad } from './nl/scorepad';
import { table } from './nl/table';
import { turns } from './nl/turns';
import { tutorial } from './nl/tutorial';
import { ui } from './nl/ui';

/** Every Dutch message by key. */
export const nl = catalogue({
  ...cards,
  ...ui,
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
});
