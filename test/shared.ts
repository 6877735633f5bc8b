/** Test helpers both games use: asserted actions through an engine's apply function and CLI tools as child processes. */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Outcome } from '../src/shared';

/** The repository root. */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Applies an action with `apply` and asserts it was accepted; `where` is added to the failure message. */
export function accepted<S, A, E>(
  apply: (s: S, a: A) => Outcome<S, E, string>,
  s: S,
  a: A,
  where = '',
): { state: S; events: E[] } {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.error} ${r.message ?? ''}${where}`);
  return { state: r.state, events: r.events };
}

/** A finished run of a command-line tool. */
export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript tool (path from the repository root) with tsx; exit code, stdout and stderr. */
export function runTool(script: string, args: string[], timeout = 60_000): Promise<ToolRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, script), ...args],
      { cwd: ROOT, timeout },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        done({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}
