/** Shared input/output helpers of the command-line tools: JSON on stdout, messages on stderr. */
import { closeSync, openSync, readSync } from 'node:fs';
import { MAX_SEED } from '../../shared';

/** Prints a message on stderr and exits with code 2 (bad input). */
export function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

/** The largest input file the tools read, in bytes. */
export const MAX_INPUT_BYTES = 1_000_000;

/** Reads at most MAX_INPUT_BYTES of a file (stopping there, so endless inputs such as /dev/zero stay bounded); null when larger. */
export function readCapped(file: string): string | null {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(MAX_INPUT_BYTES + 1);
    let size = 0;
    while (size < buf.length) {
      const n = readSync(fd, buf, size, buf.length - size, null);
      if (n === 0) break;
      size += n;
    }
    return size > MAX_INPUT_BYTES ? null : buf.toString('utf8', 0, size);
  } finally {
    closeSync(fd);
  }
}

/** Reads and parses the JSON file named by the first argument. */
export function readJsonArg(usage: string): Record<string, unknown> {
  const file = process.argv[2];
  if (!file) fail(`usage: ${usage}`);
  let text: string | null;
  try {
    text = readCapped(file);
  } catch {
    fail(`cannot read ${file}`);
  }
  if (text === null) fail(`${file} is larger than ${MAX_INPUT_BYTES} bytes (1 MB), the most the tools read`);
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

/** The largest seed (the engine's), for the seed flags. */
export { MAX_SEED };

/** Reads `--name value` from the command line as a whole number (decimal digits only) from `min` to `max`. */
export function intFlag(name: string, fallback: number, min: number, max: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const raw = process.argv[i + 1] ?? '';
  const v = /^-?\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(v) || v < min || v > max)
    fail(`--${name} takes a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  return v;
}

/** Reads `--name value` as a seed: a whole number from 0 to 2^32-1 (larger ones would alias smaller seeds). */
export function seedFlag(name: string, fallback: number): number {
  return intFlag(name, fallback, 0, MAX_SEED);
}

/** Reads `--name value` from the command line as a string. */
export function stringFlag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback);
}
