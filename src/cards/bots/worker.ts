/** Web Worker entry: bots think here so the page stays responsive. */
import { handleBotRequest } from './protocol';
import type { BotRequest, BotResponse } from './protocol';

/** The part of a dedicated worker's global scope this entry uses. */
interface BotWorkerScope {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotResponse): void;
}

const scope = self as unknown as BotWorkerScope;
scope.onmessage = (e) => {
  scope.postMessage(handleBotRequest(e.data));
};
