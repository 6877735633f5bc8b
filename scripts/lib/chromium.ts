/** Headless Chromium for build scripts: the bundled @sparticuz/chromium first, then a system Chromium. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** A launched browser and a note of which binary it came from. */
export interface LaunchedChromium {
  browser: Browser;
  via: string;
}

/** Launches headless Chromium, trying @sparticuz/chromium before /usr/bin/chromium. */
export async function launchChromium(): Promise<LaunchedChromium> {
  const errors: string[] = [];
  try {
    const sparticuz = (await import('@sparticuz/chromium')).default;
    const executablePath = await sparticuz.executablePath();
    const browser = await chromium.launch({ executablePath, args: ARGS });
    return { browser, via: `@sparticuz/chromium (${executablePath})` };
  } catch (err) {
    errors.push(`@sparticuz/chromium: ${err instanceof Error ? err.message : String(err)}`);
  }
  for (const executablePath of SYSTEM_PATHS.filter((p) => existsSync(p))) {
    try {
      const browser = await chromium.launch({ executablePath, args: ARGS });
      return { browser, via: executablePath };
    } catch (err) {
      errors.push(`${executablePath}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  throw new Error(`No usable Chromium found:\n${errors.join('\n')}`);
}
