/** Web Worker entry of the bid lens and the regret review, so the page never waits on them; it says when it has loaded. */
import { insightReceiver } from './insightProtocol';
import type { InsightMessage, InsightRequest } from './insightProtocol';

/** The part of a dedicated worker's global scope this entry uses. */
interface InsightWorkerScope {
  onmessage: ((e: MessageEvent<InsightRequest>) => void) | null;
  postMessage(message: InsightMessage): void;
}

const scope = self as unknown as InsightWorkerScope;
const receive = insightReceiver(
  (m) => scope.postMessage(m),
  (fn) => {
    const h = setTimeout(fn, 0);
    return () => clearTimeout(h);
  },
);
scope.onmessage = (e) => receive(e.data);
scope.postMessage({ id: 0, kind: 'ready' });
