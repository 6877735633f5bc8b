/** The Italian catalogue (loaded on demand); card names follow the Italian rulebook. */
import { catalogue } from './catalogue';
import { access } from './it/access';
import { boardBots } from './it/boardBots';
import { boardSheet } from './it/boardSheet';
import { boardLesson } from './it/boardLesson';
import { boardTable } from './it/boardTable';
import { boardNames } from './it/boardNames';
import { boardPlay } from './it/boardPlay';
import { boardRules } from './it/boardRules';
import { boardTips } from './it/boardTips';
import { library } from './it/library';
import { boardAccess } from './it/boardAccess';
import { cards } from './it/cards';
import { daily } from './it/daily';
import { explain } from './it/explain';
import { lens } from './it/lens';
import { phone } from './it/phone';
import { rules } from './it/rules';
import { scorepad } from './it/scorepad';
import { table } from './it/table';
import { turns } from './it/turns';
import { tutorial } from './it/tutorial';
import { ui } from './it/ui';

/** Every Italian message by key. */
export const it = catalogue({
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
