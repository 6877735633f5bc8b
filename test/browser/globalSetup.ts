/** Builds the game once, with the test hook, for every browser test file of the run (they serve it with `vite preview`). */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sparticuz from '@sparticuz/chromium';
import { PREBUILT_ENV, ROOT, buildGame } from './harness';

/**
 * Vitest global setup: one test build per run, removed afterwards. Chromium is unpacked here, once, before the
 * files that run side by side would each find it half written.
 */
export default async function setup(): Promise<() => void> {
  process.env['VITE_TEST_HOOK'] = '1';
  // A failure is left to launchBrowser, which reports it or falls back to the system's Chromium.
  if (!process.env['CHROMIUM_PATH']) await sparticuz.executablePath().catch(() => undefined);
  const outDir = join(ROOT, 'test-results', `preview-dist-${process.pid}`);
  const t = Date.now();
  await buildGame(outDir);
  console.info(`[browser tests] test build in ${Date.now() - t} ms: ${outDir}`);
  process.env[PREBUILT_ENV] = outDir;
  return () => rmSync(outDir, { recursive: true, force: true });
}
