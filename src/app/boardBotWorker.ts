/**
 * Web Worker entry of the board game's bots, so the page stays responsive while they think: it reports progress as
 * they go, and gives Hard the worker's clock for its time cap (the bots have no clock of their own).
 */
import { boardBotReceiver } from '../board/bots/protocol';
import type { BoardBotMessage, BoardBotRequest } from '../board/bots/protocol';

/** The part of a dedicated worker's global scope this entry uses. */
interface BoardBotWorkerScope {
  onmessage: ((e: MessageEvent<BoardBotRequest>) => void) | null;
  postMessage(message: BoardBotMessage): void;
}

const scope = self as unknown as BoardBotWorkerScope;
const receive = boardBotReceiver(
  (m) => scope.postMessage(m),
  () => performance.now(),
);
scope.onmessage = (e) => receive(e.data);
