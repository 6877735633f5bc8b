/** The frame of the messages between the page and a worker: every message carries the id of its request. */

/** Any message to or from a worker. */
export interface Frame {
  id: number;
}

/** The answer to a request that failed. */
export interface ErrorFrame extends Frame {
  error: string;
}

/** The id of a request as received (a worker cannot trust its input), or -1 when it has none. */
export function frameId(req: unknown): number {
  const id: unknown = typeof req === 'object' && req !== null ? (req as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : -1;
}

/** The error answer to request `id` for a thrown value. */
export function errorFrame(id: number, e: unknown): ErrorFrame {
  return { id, error: e instanceof Error ? e.message : String(e) };
}
