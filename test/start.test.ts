/** `npm start` on a machine without a desktop: the dev server answers and never tries to open a browser. */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function answers(url: string, until: number): Promise<number> {
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      return r.status;
    } catch {
      await new Promise((ok) => setTimeout(ok, 200));
    }
  }
  return 0;
}

const dir = mkdtempSync(join(tmpdir(), 'cc-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  it('serves the game without DISPLAY, opening no browser and printing no stack trace', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const script = pkg.scripts['start'] ?? '';
    expect(script).toMatch(/--port 5173\b/);
    const port = await freePort();
    // The start script exactly, on a free port (another checkout may be serving 5173).
    const command = `${script.replace(/--port 5173\b/, `--port ${port}`)} --strictPort`;
    // A stand-in xdg-open that leaves a mark: a browser launch is caught even on machines that have the real one.
    const marker = join(dir, 'opened');
    const fake = join(dir, 'xdg-open');
    writeFileSync(fake, `#!/bin/sh\necho "$@" > '${marker}'\n`);
    chmodSync(fake, 0o755);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: [dir, join(ROOT, 'node_modules', '.bin'), process.env['PATH'] ?? ''].join(delimiter),
    };
    delete env['DISPLAY'];
    delete env['WAYLAND_DISPLAY'];
    delete env['BROWSER'];
    const child = spawn('sh', ['-c', command], { cwd: ROOT, env, detached: true });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.resume();
    try {
      const status = await answers(`http://127.0.0.1:${port}/`, Date.now() + 30_000);
      expect(status).toBe(200);
      // Vite opens the browser right after it listens: give a launch time to happen (or fail).
      await new Promise((ok) => setTimeout(ok, 2_500));
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
    expect(existsSync(marker)).toBe(false);
    expect(stderr).not.toMatch(/ENOENT|\n\s+at /);
  }, 60_000);
});
