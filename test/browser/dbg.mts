import { chooser, snapshot, tableStep } from './driver';
import { gameOf, presetSettings, startGame } from './flows';
import { collectConsoleErrors, launchBrowser, screenshot, startServer } from './harness';
process.env.VITE_TEST_HOOK = '1';
const browser = await launchBrowser();
const server = await startServer('preview');
const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
await presetSettings(context, 'fast');
const page = await context.newPage();
const errors = collectConsoleErrors(page);
page.on('console', (m) => { if (!m.text().startsWith('DBG')) console.log('PAGE', m.type(), m.text()); });
await page.goto(`${server.url}/`);
const t0 = Date.now();
await startGame(page, 'solo', 424242);
console.log('started', Date.now() - t0);
await screenshot(page, 'dbg-start');
const pick = chooser(99);
for (let i = 0; i < 400; i++) {
  const s = await snapshot(page);
  const g = await gameOf(page);
  const acted = await tableStep(page, pick);
  if (i % 10 === 0) console.log(Date.now() - t0, s?.scene, g?.actions, g?.phase, acted, s?.intents.map((x) => x.id).join(' ').slice(0, 200));
  if (s?.scene === 'scoring') break;
  await page.waitForTimeout(acted ? 40 : 50);
}
await screenshot(page, 'dbg-end');
console.log('errors', errors);
await browser.close();
await server.close();
