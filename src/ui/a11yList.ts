/** The screen-reader action list as data: intents gathered into named groups (radio groups, switches) before drawing. */
import type { IntentTarget } from './hookRegistry';

/** One entry of the list: a button, one choice of a radio group, or a switch, with its state. */
export interface ActionEntry {
  id: string;
  label: string;
  kind: 'radio' | 'switch' | 'button';
  /** Selected (radio) or on (switch); absent for a plain button. */
  checked?: boolean;
  /** Words that describe it further, read after its label. */
  description?: string;
}

/**
 * A run of the list: a plain entry on its own (`group` null), or the entries of one named group, a radio group when
 * its entries are choices of one setting.
 */
export interface ActionBlock {
  group: string | null;
  kind: 'plain' | 'group' | 'radiogroup';
  entries: ActionEntry[];
}

function entryOf(i: IntentTarget, labelOf: (i: IntentTarget) => string): ActionEntry {
  const r = i.role;
  const kind = r?.kind ?? 'button';
  const entry: ActionEntry = { id: i.id, label: r?.label ?? labelOf(i), kind };
  if (kind !== 'button') entry.checked = r?.checked === true;
  if (r?.description) entry.description = r.description;
  return entry;
}

/** The intents in their order, except that those with a rank take the places of the ranked ones, highest first. */
export function rankOrder<T extends { rank?: number }>(intents: readonly T[]): T[] {
  const ranked = intents.filter((i) => i.rank !== undefined).sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0));
  let k = 0;
  return intents.map((i) => (i.rank === undefined ? i : (ranked[k++] as T)));
}

/** The intents in screen order as blocks: a group's entries come together where its first entry stands. */
export function actionBlocks(
  intents: readonly IntentTarget[],
  labelOf: (i: IntentTarget) => string,
): ActionBlock[] {
  const blocks: ActionBlock[] = [];
  const groups = new Map<string, ActionBlock>();
  for (const i of intents) {
    const entry = entryOf(i, labelOf);
    const name = i.role?.group;
    if (name === undefined) {
      blocks.push({ group: null, kind: 'plain', entries: [entry] });
      continue;
    }
    let block = groups.get(name);
    if (!block) {
      block = { group: name, kind: 'group', entries: [] };
      groups.set(name, block);
      blocks.push(block);
    }
    block.entries.push(entry);
    if (entry.kind === 'radio') block.kind = 'radiogroup';
  }
  return blocks;
}

/** What of an intent the list shows: a change in any of it (a new state too) redraws the list. */
export function intentSignature(i: IntentTarget): string {
  const r = i.role;
  return [
    i.id,
    i.label,
    r?.group ?? '',
    r?.kind ?? '',
    r?.checked === true ? '1' : '0',
    r?.label ?? '',
    r?.description ?? '',
  ].join('\u0001');
}
