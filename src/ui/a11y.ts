/**
 * The screen-reader layer beside the canvas: a polite live region (log lines, screen changes), a visually hidden
 * list of what can be done now (the registry's intents, activated without the canvas) and a table summary on demand.
 */
import { onAnnounce } from './a11yFeed';
import { a11yGameOf, commonLabel, onA11yGames } from './a11yGames';
import { actionBlocks, intentSignature, rankOrder } from './a11yList';
import type { ActionEntry } from './a11yList';
import { A11Y_TEXT, screenTitle } from './a11yText';
import { activateIntent, collectIntents } from './hookRegistry';
import type { IntentTarget } from './hookRegistry';

/** Where the layer reads the screen. */
export interface A11ySources {
  /** The keys of the running screens, bottom to top (an overlay over a game's table comes last). */
  scenes: () => readonly string[];
}

/** A button of the action list, with the role and state of a radio choice or a switch. */
function entryButton(e: ActionEntry): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.id = e.id;
  b.textContent = e.label;
  if (e.description) b.setAttribute('aria-description', e.description);
  if (e.kind !== 'button') {
    b.setAttribute('role', e.kind);
    b.setAttribute('aria-checked', e.checked ? 'true' : 'false');
  }
  return b;
}

/** The standard visually hidden style: off screen for the eye, present (and focusable) for assistive technology. */
const HIDDEN_CSS =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);' +
  'clip-path:inset(50%);white-space:nowrap;border:0;';
/** While it holds the keyboard focus the panel shows itself, for sighted keyboard players. */
const SHOWN_CSS =
  'position:fixed;left:8px;top:8px;z-index:20;max-width:min(420px,90vw);max-height:80vh;overflow:auto;' +
  'padding:10px;border-radius:10px;background:#2a1a10ee;color:#f3e2c3;font:16px/1.4 system-ui,sans-serif;';
const POLL_MS = 250;
const LIVE_KEEP = 12;
const MOVED_GUARD_MS = 300;

/** Installs the layer once; returns its remover. */
export function installA11y(src: A11ySources): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const root = document.createElement('section');
  root.id = 'a11y';
  root.setAttribute('aria-label', A11Y_TEXT.regionLabel);
  root.style.cssText = HIDDEN_CSS;

  const live = document.createElement('div');
  live.id = 'a11y-live';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-relevant', 'additions');

  const heading = document.createElement('h2');
  heading.textContent = A11Y_TEXT.actionsHeading;
  heading.style.cssText = 'font-size:1em;margin:0 0 6px;';
  const list = document.createElement('ul');
  list.id = 'a11y-actions';
  list.setAttribute('aria-label', A11Y_TEXT.actionsHeading);
  list.style.cssText = 'list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px;';

  const describe = document.createElement('button');
  describe.type = 'button';
  describe.id = 'a11y-describe';
  describe.textContent = A11Y_TEXT.describe;
  const summary = document.createElement('div');
  summary.id = 'a11y-summary';
  summary.tabIndex = -1;
  summary.setAttribute('role', 'region');
  summary.setAttribute('aria-label', A11Y_TEXT.summaryLabel);

  root.append(heading, list, describe, summary, live);
  document.body.prepend(root);

  const say = (lines: readonly string[]): void => {
    // Older lines go first: a batch longer than LIVE_KEEP stays whole until the next one, so none is cut unheard.
    while (live.childElementCount > 0 && live.childElementCount + lines.length > LIVE_KEEP)
      live.firstElementChild?.remove();
    for (const line of lines) {
      const p = document.createElement('p');
      p.textContent = line;
      p.style.margin = '0';
      live.append(p);
    }
  };

  /** True while the keyboard works in the list: a new list then gets the focus. */
  let inList = false;
  const showSummary = (): void => {
    summary.replaceChildren(
      ...(a11yGameOf(src.scenes())?.describe() ?? [A11Y_TEXT.noGame]).map((line) => {
        const p = document.createElement('p');
        p.textContent = line;
        p.style.margin = '2px 0';
        return p;
      }),
    );
    // The summary keeps the focus while it is read: a new action list does not take it (F6 goes back).
    inList = false;
    summary.focus();
  };
  describe.addEventListener('click', showSummary);

  let shownSig = '';
  /** When the list last moved the focus by itself: a key press just after it was meant for the old entry. */
  let movedAt = -Infinity;
  const rebuild = (intents: IntentTarget[]): void => {
    const active = document.activeElement;
    const focusedId = active instanceof HTMLElement && list.contains(active) ? active.dataset.id : undefined;
    const labelOf = a11yGameOf(src.scenes())?.labels() ?? commonLabel;
    // What the turn offers comes first; the screen's own buttons (menu, settings, rules) after it.
    const screen = (i: IntentTarget): boolean => i.id.startsWith('button:');
    const ordered = rankOrder([...intents.filter((i) => !screen(i)), ...intents.filter(screen)]);
    const items = actionBlocks(ordered, labelOf).map((block) => {
      const li = document.createElement('li');
      const buttons = block.entries.map(entryButton);
      if (block.group === null) li.append(...buttons);
      else {
        // A setting's choices read as one named group: a radio group says which of them is selected.
        const g = document.createElement('div');
        g.setAttribute('role', block.kind === 'radiogroup' ? 'radiogroup' : 'group');
        g.setAttribute('aria-label', block.group);
        g.style.cssText = 'display:flex;flex-wrap:wrap;gap:4px;';
        g.append(...buttons);
        li.append(g);
      }
      return li;
    });
    if (items.length === 0) {
      const li = document.createElement('li');
      li.textContent = A11Y_TEXT.noActions;
      items.push(li);
    }
    list.replaceChildren(...items);
    if (!inList) return;
    const again = focusedId
      ? list.querySelector<HTMLElement>(`button[data-id="${CSS.escape(focusedId)}"]`)
      : null;
    if (again) again.focus();
    else {
      list.querySelector<HTMLElement>('button')?.focus();
      movedAt = performance.now();
    }
  };

  const poll = (): void => {
    const intents = collectIntents();
    const game = a11yGameOf(src.scenes());
    const sig = [game?.version() ?? '', ...intents.map(intentSignature)].join('\u0002');
    if (sig === shownSig) return;
    shownSig = sig;
    rebuild(intents);
  };

  list.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest('button');
    const id = b?.dataset.id;
    if (!id) return;
    inList = true;
    if (e.detail === 0 && performance.now() - movedAt < MOVED_GUARD_MS) return;
    const now = collectIntents().find((i) => i.id === id);
    if (!now || !activateIntent(now)) say([A11Y_TEXT.gone]);
    shownSig = '';
  });

  const focusList = (): void => {
    inList = true;
    movedAt = -Infinity;
    list.querySelector<HTMLElement>('button')?.focus();
  };
  const onKey = (e: KeyboardEvent): void => {
    // Keys pressed in the layer are its own: the canvas's keyboard handlers must not act on them as well.
    e.stopPropagation();
    if (e.type !== 'keydown') return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === 'd' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      showSummary();
      return;
    }
    if (key === 'F6') {
      e.preventDefault();
      focusList();
      return;
    }
    if (key === 'Escape') {
      inList = false;
      (document.activeElement as HTMLElement | null)?.blur();
      return;
    }
    const buttons = [...list.querySelectorAll<HTMLElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    // An entry the player moved to is theirs: Enter on it is meant for it, however soon after the list changed.
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) movedAt = -Infinity;
    if (at >= 0 && (key === 'ArrowDown' || key === 'ArrowUp')) {
      e.preventDefault();
      const next = buttons[(at + (key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length];
      next?.focus();
    } else if (key === 'Home' || key === 'End') {
      e.preventDefault();
      (key === 'Home' ? buttons[0] : buttons[buttons.length - 1])?.focus();
    }
  };
  root.addEventListener('keydown', onKey);
  root.addEventListener('keyup', onKey);
  // Outside the layer, D describes the table and F6 moves into the action list (Tab belongs to the canvas there).
  const onPageKey = (e: KeyboardEvent): void => {
    // A key sent to the window itself (an intent's key) has no element as its target.
    const t = e.target instanceof HTMLElement ? e.target : null;
    if (e.ctrlKey || e.metaKey || e.altKey || (t && root.contains(t))) return;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
    if (e.key === 'F6') {
      e.preventDefault();
      focusList();
    } else if ((e.key === 'd' || e.key === 'D') && a11yGameOf(src.scenes().slice(-1))) {
      e.preventDefault();
      showSummary();
    }
  };
  window.addEventListener('keydown', onPageKey);
  const onPointer = (e: PointerEvent): void => {
    if (root.contains(e.target as Node)) return;
    inList = false;
    root.style.cssText = HIDDEN_CSS;
  };
  window.addEventListener('pointerdown', onPointer);
  root.addEventListener('focusin', () => {
    root.style.cssText = SHOWN_CSS;
  });
  root.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (to && root.contains(to)) return;
    // Focus lost because the focused entry was removed (the list changed): keep working in the list.
    if (to === null && !document.hasFocus()) return;
    if (to !== null) inList = false;
    root.style.cssText = to === null && inList ? SHOWN_CSS : HIDDEN_CSS;
  });

  let lastScene = '';
  const watchScene = (): void => {
    const s = src.scenes().at(-1) ?? '';
    if (s === lastScene) return;
    lastScene = s;
    const title = screenTitle(s);
    if (title) say([title]);
  };
  const stopFeed = onAnnounce(say);
  const stopGames = onA11yGames(() => {
    shownSig = '';
  });
  const timer = window.setInterval(() => {
    watchScene();
    poll();
  }, POLL_MS);
  poll();
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('keydown', onPageKey);
    window.removeEventListener('pointerdown', onPointer);
    stopFeed();
    stopGames();
    root.remove();
  };
}
