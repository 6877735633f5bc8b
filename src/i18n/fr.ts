/** The French catalogue (loaded on demand); the names not printed in a French rulebook are this edition’s own. */
import { catalogue } from './catalogue';
import { access } from './fr/access';
import { boardBots } from './fr/boardBots';
import { boardSheet } from './fr/boardSheet';
import { boardLesson } from './fr/boardLesson';
import { boardTable } from './fr/boardTable';
import { boardNames } from './fr/boardNames';
import { boardPlay } from './fr/boardPlay';
import { boardRules } from './fr/boardRules';
import { boardTips } from './fr/boardTips';
import { library } from './fr/library';
import { boardAccess } from './fr/boardAccess';
import { cards } from './fr/cards';
import { daily } from './fr/daily';
import { explain } from './fr/explain';
import { lens } from './fr/lens';
import { phone } from './fr/phone';
import { rules } from './fr/rules';
import { scorepad } from './fr/scorepad';
import { table } from './fr/table';
import { turns } from './fr/turns';
import { tutorial } from './fr/tutorial';
import { ui } from './fr/ui';

/** Every French message by key. */
export const fr = catalogue({
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
