/** Shared input/output helpers of the command-line tools: JSON on stdout, messages on stderr. */
import { readFileSync } from 'node:fs';

/** Prints a message on stderr and exits with code 2 (bad input). */
export function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

/** Reads and parses the JSON file named by the first argument. */
export function readJsonArg(usage: string): Record<string, unknown> {
  const file = process.argv[2];
  if (!file) fail(`usage: ${usage}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`cannot read ${file}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(withoutBom(text));
  } catch {
    fail(`${file} is not valid JSON`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    fail('the input must be a JSON object');
  return data as Record<string, unknown>;
}

/** Text without a leading UTF-8 byte-order mark (editors on Windows add one). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Prints a value as JSON on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** Reads `--name value` from the command line as an integer. */
export function intFlag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v)) fail(`--${name} takes a whole number`);
  return v;
}

/** Reads `--name value` from the command line as a string. */
export function stringFlag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback);
}
