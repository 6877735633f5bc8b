/**
 * Where widgets and scenes register what a player can do now, for the test hook (src/app/testHook.ts reads it).
 * It lives in ui so that ui never imports app.
 */

/** One thing a player can do now, and where. */
export interface IntentTarget {
  /** Stable id, e.g. "bid:123", "take:45@2,0", "button:new-game". */
  id: string;
  label: string;
  /** Centre of the target in page (CSS pixel) coordinates, when it is clicked. */
  x?: number;
  y?: number;
  /** Width and height of the target in CSS pixels, when it is clicked (buttons, fields and the view toggle). */
  w?: number;
  h?: number;
  /** A key that triggers it, when it is pressed. */
  key?: string;
}

type Provider = () => IntentTarget[];

const providers = new Map<string, Provider>();

/** Registers (or replaces) a named source of intents; returns its remover. */
export function provideIntents(name: string, fn: Provider): () => void {
  providers.set(name, fn);
  return () => {
    if (providers.get(name) === fn) providers.delete(name);
  };
}

/** Every intent the registered sources offer now. */
export function collectIntents(): IntentTarget[] {
  return [...providers.values()].flatMap((fn) => fn());
}
