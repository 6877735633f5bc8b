/** Web Worker entry of the bid lens and the regret review, so the page never waits on them. */
import { handleInsight } from './insightProtocol';
import type { InsightMessage, InsightRequest } from './insightProtocol';

/** The part of a dedicated worker's global scope this entry uses. */
interface InsightWorkerScope {
  onmessage: ((e: MessageEvent<InsightRequest>) => void) | null;
  postMessage(message: InsightMessage): void;
}

const scope = self as unknown as InsightWorkerScope;
scope.onmessage = (e) => {
  handleInsight(e.data, (m) => scope.postMessage(m));
};
