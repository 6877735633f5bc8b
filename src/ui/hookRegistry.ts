/**
 * Where widgets and scenes register what a player can do now, for the test hook (src/app/testHook.ts reads it) and
 * the screen-reader action list (src/ui/a11y.ts). It lives in ui so that ui never imports app.
 */
import { wakeRender } from './idleTracker';

/**
 * How the screen-reader list presents a control beyond its face: the named group it belongs to (a setting's name),
 * whether it is one choice of that group (radio) or an on/off switch, its state, a fuller label when its face is
 * only a sign ("−"), and a description.
 */
export interface IntentRole {
  group?: string;
  kind: 'radio' | 'switch' | 'button';
  /** Selected (radio) or on (switch). */
  checked?: boolean;
  label?: string;
  /** Words that describe it further (a tip's text for its "Got it"). */
  description?: string;
}

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
  /** Among intents that have one, the screen-reader list puts higher ranks first (the best placement spots). */
  rank?: number;
  /** How a screen reader presents it, when its face alone does not say (settings' groups and switches). */
  role?: IntentRole;
  /** Performs it the way a click or its key would (the action list uses this; the test hook drops it). */
  activate?: () => void;
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

/** Every intent the registered sources offer now (with their activate callbacks). */
export function collectIntents(): IntentTarget[] {
  return [...providers.values()].flatMap((fn) => fn());
}

/** The intent as plain data (no activate callback), e.g. for the test hook. */
export function intentData(i: IntentTarget): IntentTarget {
  const { activate: _a, ...rest } = i;
  return rest;
}

/**
 * Performs an intent without the canvas: its activate callback, else its key sent to the page as a key press
 * (the path the keyboard takes). Returns false when it has neither.
 */
export function activateIntent(i: IntentTarget): boolean {
  wakeRender('intent');
  if (i.activate) {
    i.activate();
    return true;
  }
  if (!i.key || typeof window === 'undefined') return false;
  for (const type of ['keydown', 'keyup'])
    window.dispatchEvent(new KeyboardEvent(type, { key: i.key, bubbles: true, cancelable: true }));
  return true;
}
