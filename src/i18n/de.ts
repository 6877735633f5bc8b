/** The German catalogue (loaded on demand); card names follow the German rulebook. */
import { catalogue } from './catalogue';
import { access } from './de/access';
import { boardBots } from './de/boardBots';
import { boardSheet } from './de/boardSheet';
import { boardLesson } from './de/boardLesson';
import { boardTable } from './de/boardTable';
import { boardNames } from './de/boardNames';
import { boardPlay } from './de/boardPlay';
import { boardRules } from './de/boardRules';
import { boardTips } from './de/boardTips';
import { library } from './de/library';
import { boardAccess } from './de/boardAccess';
import { cards } from './de/cards';
import { daily } from './de/daily';
import { explain } from './de/explain';
import { lens } from './de/lens';
import { phone } from './de/phone';
import { rules } from './de/rules';
import { scorepad } from './de/scorepad';
import { table } from './de/table';
import { turns } from './de/turns';
import { tutorial } from './de/tutorial';
import { ui } from './de/ui';

/** Every German message by key. */
export const de = catalogue({
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
