/** Web Worker entry of the board game's bots: they think here so the page stays responsive. */
import { handleBoardBotRequest, type BoardBotRequest, type BoardBotResponse } from './protocol';

/** The part of a dedicated worker's global scope this entry uses. */
interface BoardBotWorkerScope {
  onmessage: ((e: MessageEvent<BoardBotRequest>) => void) | null;
  postMessage(message: BoardBotResponse): void;
}

const scope = self as unknown as BoardBotWorkerScope;
scope.onmessage = (e) => {
  scope.postMessage(handleBoardBotRequest(e.data));
};
