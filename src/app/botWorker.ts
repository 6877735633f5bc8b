/**
 * Web Worker entry of the bots, so the page stays responsive while they think: it reports progress as they go, and
 * gives Master the worker's clock for its time cap (the bots have no clock of their own).
 */
import { botReceiver } from '../cards/bots/protocol';
import type { BotMessage, BotRequest } from '../cards/bots/protocol';

/** The part of a dedicated worker's global scope this entry uses. */
interface BotWorkerScope {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotMessage): void;
}

const scope = self as unknown as BotWorkerScope;
const receive = botReceiver(
  (m) => scope.postMessage(m),
  () => performance.now(),
);
scope.onmessage = (e) => receive(e.data);
