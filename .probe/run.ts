import { launchBrowser, startServer, collectConsoleErrors } from '../test/browser/harness';
const b = await launchBrowser(); const s = await startServer('dev');
const p = await b.newPage(); const errs = collectConsoleErrors(p);
await p.goto(`${s.url}/.probe/svg.html`);
await p.waitForFunction(() => (window as unknown as { __svg?: Record<string,string> }).__svg?.['done'], null, { timeout: 30000 }).catch(() => {});
console.log(await p.evaluate(() => (window as unknown as { __svg?: unknown }).__svg), errs);
await b.close(); await s.close();
