/** A plain notice to whoever listens (e.g. the scene on screen), with no payload. */
export class Signal {
  private readonly fns = new Set<() => void>();

  /** Listens; returns the unsubscribe. */
  on(fn: () => void): () => void {
    this.fns.add(fn);
    return () => this.fns.delete(fn);
  }

  /** Tells every listener, each once, including any that unsubscribes on hearing it. */
  emit(): void {
    for (const fn of [...this.fns]) fn();
  }
}
