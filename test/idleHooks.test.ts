import { describe, expect, it } from 'vitest';
import { MUTATOR, reportChanges } from '../src/ui/idleHooks';
import { IdleTracker, setIdleTracker, wakingCalls } from '../src/ui/idleTracker';

/** A fresh stand-in for a Phaser class: a setter method, a getter, an accessor and a drawing command. */
const boxClass = () =>
  class Box {
    shown = true;
    private a = 1;
    readonly calls: string[] = [];
    setVisible(v: boolean): this {
      this.shown = v;
      return this;
    }
    getBounds(): number {
      return this.a;
    }
    fillRect(x: number): this {
      this.calls.push(`fill ${x}`);
      return this;
    }
    get alpha(): number {
      return this.a;
    }
    set alpha(v: number) {
      this.a = v;
    }
  };

describe('reportChanges', () => {
  it('reports calls of mutators and property setters, not of getters, and keeps their effect', () => {
    const Local = boxClass();
    const seen: string[] = [];
    const names = reportChanges(Local.prototype, 'box', (r) => seen.push(r));
    expect(names.sort()).toEqual(['alpha', 'fillRect', 'setVisible']);
    const b = new Local();
    expect(b.setVisible(false)).toBe(b);
    expect(b.shown).toBe(false);
    b.fillRect(3);
    b.alpha = 0.5;
    expect(b.alpha).toBe(0.5);
    expect(b.getBounds()).toBe(0.5);
    expect(b.calls).toEqual(['fill 3']);
    expect(seen).toEqual(['box.setVisible', 'box.fillRect', 'box.alpha']);
  });

  it('wraps a prototype once when hooked twice', () => {
    const Twice = boxClass();
    const seen: string[] = [];
    reportChanges(Twice.prototype, 'box', (r) => seen.push(r));
    expect(reportChanges(Twice.prototype, 'box', (r) => seen.push(`again ${r}`))).toEqual([]);
    new Twice().setVisible(true);
    expect(seen).toEqual(['box.setVisible']);
  });

  it('takes setters, drawing and adding for changes, and reading for none', () => {
    for (const n of [
      'setText',
      'fillRoundedRect',
      'lineStyle',
      'add',
      'removeAll',
      'destroy',
      'centerOn',
      'refresh',
    ])
      expect(MUTATOR.test(n), n).toBe(true);
    for (const n of ['getBounds', 'preUpdate', 'renderWebGL', 'toJSON', 'willRender', 'constructor'])
      expect(MUTATOR.test(n), n).toBe(false);
  });
});

describe('wakingCalls', () => {
  it('wakes a sleeping tracker before each call and passes the call through', () => {
    let wakes = 0;
    let now = 0;
    const t = new IdleTracker(
      () => wakes++,
      () => now,
      { quietFrames: 1, graceMs: 0 },
    );
    setIdleTracker(t);
    try {
      const got: number[] = [];
      const display = wakingCalls('table', { show: (n: number) => got.push(n), label: 'x' });
      now = 10;
      expect(t.afterFrame(false)).toBe(true);
      display.show(7);
      expect(got).toEqual([7]);
      expect(wakes).toBe(1);
      expect(t.wakes().lastPoke).toBe('table.show');
      expect(display.label).toBe('x');
    } finally {
      setIdleTracker(null);
    }
  });
});
