/** The notice strip: one at a time, hidden after its time, and a replaced notice's timer never hides the next one. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideNotice, showNotice } from '../src/ui/notice';

/** The few parts of an element the notice uses. */
class FakeElement {
  id = '';
  textContent = '';
  onclick: (() => void) | null = null;
  readonly dataset: Record<string, string> = {};
  readonly style = { cssText: '' };
  readonly children: FakeElement[] = [];
  constructor(private readonly page: FakePage) {}
  setAttribute(): void {}
  append(...els: FakeElement[]): void {
    this.children.push(...els);
  }
  remove(): void {
    this.page.shown.delete(this.id);
  }
}

/** A document holding the elements appended to its body by id. */
class FakePage {
  readonly shown = new Map<string, FakeElement>();
  readonly body = { append: (el: FakeElement) => void this.shown.set(el.id, el) };
  createElement(): FakeElement {
    return new FakeElement(this);
  }
  getElementById(id: string): FakeElement | null {
    return this.shown.get(id) ?? null;
  }
}

let page = new FakePage();

beforeEach(() => {
  page = new FakePage();
  vi.useFakeTimers();
  vi.stubGlobal('document', page);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The text of the notice on the page, or null. */
function shownText(): string | null {
  return page.getElementById('notice')?.children[0]?.textContent ?? null;
}

describe('notice', () => {
  it('hides itself after its time, or stays until closed with 0', () => {
    showNotice('saved', 'info', 5000);
    expect(shownText()).toBe('saved');
    vi.advanceTimersByTime(4999);
    expect(shownText()).toBe('saved');
    vi.advanceTimersByTime(1);
    expect(shownText()).toBeNull();
    showNotice('stays', 'warning', 0);
    vi.advanceTimersByTime(60_000);
    expect(shownText()).toBe('stays');
    hideNotice();
    expect(shownText()).toBeNull();
  });

  it('a notice that replaces another is not hidden by the first one’s timer', () => {
    showNotice('first', 'info', 1000);
    showNotice('second', 'error', 0);
    vi.advanceTimersByTime(2000);
    expect(shownText()).toBe('second');
    showNotice('third', 'info', 3000);
    vi.advanceTimersByTime(2999);
    expect(shownText()).toBe('third');
    vi.advanceTimersByTime(1);
    expect(shownText()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
