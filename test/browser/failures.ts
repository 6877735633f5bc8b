/**
 * Browser test setup: a failed attempt prints its error at once. A test that passes on its retry shows only
 * "(retry x1)" in Vitest's report, and the first attempt's error would be lost.
 */
import { beforeEach } from 'vitest';

beforeEach((ctx) => {
  ctx.onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const errors = (task.result?.errors ?? []).map((e) => e.message).join(' | ');
    console.error(`[failed attempt ${attempt}] ${task.name}: ${errors}`);
  });
});
