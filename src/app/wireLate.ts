/** Wires the app's late parts once, behind the title (src/late.ts): the bots' worker, persistence and the test hook's sources. Nothing else sets itself up on import. */
import { currentGame, localBots, setBotRunner, viewerSeat } from './app';
import { stateDigest } from './digest';
import { currentSaveId, installStorage } from './storage';
import { installDaily } from './dailyApp';
import { workerBots } from './workerBots';
import { showNotice } from '../ui/notice';
import type { App } from './createApp';

let created = false;

/** Sets up the headless app: bots in a Web Worker (in-page as fallback), saves, Continue and the test hook's sources. */
export function wireLate(app: App): void {
  if (created) return;
  created = true;
  const bots = workerBots(localBots, { notify: (m) => showNotice(m, 'warning', 10_000) });
  setBotRunner(bots);
  installStorage(bots, app.settings);
  installDaily();
  app.hook.setSources({
    errors: () => currentGame()?.errors.slice() ?? [],
    view: () => {
      const s = currentGame();
      return s ? s.view(viewerSeat(s)) : null;
    },
    game: () => {
      const s = currentGame();
      if (!s) return null;
      return {
        seed: s.seed,
        actions: s.actions.length,
        phase: s.state.phase,
        id: currentSaveId(),
        digest: stateDigest(s.state),
        viewer: viewerSeat(s),
      };
    },
  });
}
