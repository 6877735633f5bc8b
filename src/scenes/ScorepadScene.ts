/** The scorepad (key 'scorepad'): enter a physical game's cities and cards, see the engine's sheet live, and a result table. */
import { appOf } from './appOf';
import Phaser from 'phaser';
import {
  CYCLE,
  MAX_ENTRIES,
  PAD_SIZE,
  layCard,
  newEntry,
  paintCell,
  scoreEntry,
  setSold,
  toggleCharacter,
} from '../app/scorepad';
import type { PadEntry, PadRecord } from '../app/scorepad';
import { CHARACTERS, LINE_KEYS } from '../cards/engine';
import type { Cell, Content } from '../cards/engine';
import { formatNumber, t } from '../i18n';
import { contentName, placementProblemText } from '../i18n/names';
import { layoutOf } from '../ui/layoutMode';
import { showNotice } from '../ui/notice';
import { parcelKey } from '../ui/textures';
import { THEME } from '../ui/theme';
import { KeyboardNav, button, text } from '../ui/widgets';
import { focusable } from '../ui/keyboardNav';
import { PadGrid, toolForKey } from './scorepadGrid';
import type { Tool } from './scorepadGrid';
import type { Button } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { Chip, characterChips, chipIntents, padLayout } from './scorepadLayout';
import { drawResultTable, drawSheet, problemText } from './scorepadText';
import { padScreen } from './scorepadHook';
import type { Box, PadLayout, PadSection } from './scorepadLayout';

/** The scorepad scene. */
export class ScorepadScene extends Phaser.Scene {
  private pad: PadRecord | null = null;
  private tool: Tool = 'cycle';
  private cardMode = false;
  private card: Content[] = ['.', '.', '.', '.'];
  private slot = 0;
  private section: PadSection = 'city';
  private results = false;
  private chips = new Map<string, Chip>();
  private grid: PadGrid | null = null;
  private nav: KeyboardNav | null = null;
  private groups: Record<PadSection, Phaser.GameObjects.GameObject[]> = {
    city: [],
    characters: [],
    sheet: [],
  };
  private lines: Phaser.GameObjects.Text[] = [];
  private life = 0;
  private L!: PadLayout;

  constructor() {
    super(SCENES.scorepad);
  }

  init(data: { results?: boolean } | undefined): void {
    this.results = data?.results ?? false;
  }

  create(): void {
    const hook = appOf(this).hook;
    hook.setScene(SCENES.scorepad);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.55 });
    this.L = padLayout(layoutOf(this).mode);
    this.chips = new Map();
    this.grid = null;
    this.nav = null;
    this.lines = [];
    this.groups = { city: [], characters: [], sheet: [] };
    chipIntents(this, 'scorepad', () => this.chips);
    hook.setSources({
      screen: () =>
        padScreen(this.pad, this.results, {
          lines: this.lines,
          tool: this.tool,
          grid: this.grid,
          gridFocus: !!this.nav?.focusVisible && this.nav.focused === this.grid?.focus,
        }),
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => hook.setSources({ screen: () => null }));
    const life = ++this.life;
    const ready = (): void => {
      if (life !== this.life || !this.sys.settings.active) return;
      if (this.results) this.drawResults();
      else this.drawEditor();
      fadeIn(this);
    };
    if (this.pad) ready();
    else
      void appOf(this)
        .late()
        .daily.pads.load()
        .catch(() => null)
        .then((p) => {
          this.pad = p ?? { schemaVersion: 1, entries: [newEntry('')], current: 0 };
          ready();
        });
  }

  private get entry(): PadEntry {
    const p = this.pad as PadRecord;
    return p.entries[p.current] as PadEntry;
  }

  private set entry(e: PadEntry) {
    const p = this.pad as PadRecord;
    p.entries[p.current] = e;
    void appOf(this).late().daily.pads.save(p);
    this.refresh();
  }

  private nameOf(i: number): string {
    return this.pad?.entries[i]?.name || t('pad.player', { n: i + 1 });
  }

  private btn(b: Box, label: string, onClick: () => void, id: string, style?: 'primary'): Button {
    return button(this, b.x, b.y, label, onClick, {
      id,
      width: b.w,
      height: b.h,
      fontSize: 20,
      ...(style ? { style } : {}),
    });
  }

  private header(nav: KeyboardNav): void {
    const L = this.L;
    if (L.title)
      text(this, L.title.x, L.title.y, t('pad.title'), {
        font: 'display',
        size: L.title.size,
        bold: true,
        color: THEME.css.gold,
        shadow: true,
      });
    const back = button(this, L.back.x, L.back.y, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: L.back.w,
      height: L.back.h,
      fontSize: 20,
    });
    nav.add(back);
  }

  private drawEditor(): void {
    const L = this.L;
    const pad = this.pad as PadRecord;
    const nav = new KeyboardNav(this);
    this.nav = nav;
    this.header(nav);
    nav.add(
      this.btn(L.results, t('pad.results'), () => this.scene.restart({ results: true }), 'pad-results'),
    );
    const pk = L.picker;
    const go = (d: number): void => {
      pad.current = (pad.current + d + pad.entries.length) % pad.entries.length;
      void appOf(this).late().daily.pads.save(pad);
      this.scene.restart();
    };
    nav.add(
      this.btn(pk.prev, '‹', () => go(-1), 'pad-prev'),
      this.btn(pk.next, '›', () => go(1), 'pad-next'),
    );
    text(this, pk.name.x, pk.name.y, this.nameOf(pad.current), {
      size: 22,
      bold: true,
      color: THEME.css.sand,
    });
    const add = this.btn(
      pk.add,
      L.tabs ? '+' : t('pad.add'),
      () => {
        if (pad.entries.length >= MAX_ENTRIES) return;
        pad.entries.push(newEntry(''));
        go(pad.entries.length - 1 - pad.current);
      },
      'pad-add',
    );
    add.setEnabled(pad.entries.length < MAX_ENTRIES);
    const remove = this.btn(
      pk.remove,
      L.tabs ? '×' : t('pad.remove'),
      () => {
        if (pad.entries.length <= 1) return;
        pad.entries.splice(pad.current, 1);
        pad.current = Math.min(pad.current, pad.entries.length - 1);
        go(0);
      },
      'pad-remove',
    );
    remove.setEnabled(pad.entries.length > 1);
    nav.add(add, remove);
    if (L.sections)
      for (const s of ['city', 'characters', 'sheet'] as const) {
        const label =
          s === 'city' ? t('pad.parcelMode') : s === 'characters' ? t('pad.characters') : t('pad.total');
        const b = this.btn(L.sections[s], label, () => this.show(s), `pad-section-${s}`);
        nav.add(b);
      }
    const grid = new PadGrid(this, L, this.chips, {
      tap: (i) => this.tapCell(i),
      clear: (i) => (this.entry = paintCell(this.entry, i, '_')),
      key: (k) => this.toolKey(k),
    });
    this.grid = grid;
    nav.add(grid.focus, ...grid.panButtons());
    this.drawTools();
    this.drawCharacters();
    const sheet = drawSheet(this, this.L);
    this.lines = sheet.values;
    this.groups.sheet.push(...sheet.objects);
    for (const id of this.chips.keys())
      if (!id.startsWith('pad-cell:')) {
        const chip = this.chips.get(id) as Chip;
        nav.add(focusable(chip, () => chip.emit(Phaser.Input.Events.GAMEOBJECT_POINTER_UP)));
      }
    this.show(L.tabs ? this.section : 'city');
    // The first arrow key lands on the grid's cursor.
    if (grid.focus.canFocus()) nav.focus(grid.focus, false);
    this.refresh();
  }

  private toolKey(key: string): boolean {
    if (this.cardMode) return false;
    const pick = toolForKey(key, this.tool, ['cycle', ...CYCLE], (tool) =>
      tool === 'cycle' ? t('pad.cycle') : tool === '_' ? t('pad.empty') : contentName(tool),
    );
    if (pick !== null) this.pickTool(pick);
    return pick !== null;
  }

  private drawTools(): void {
    const T = this.L.tools;
    const tools: Tool[] = ['cycle', ...CYCLE];
    tools.forEach((tool, k) => {
      const x = T.x + (k % T.cols) * (T.w + T.gap) + T.w / 2;
      const y = T.y + Math.floor(k / T.cols) * (T.h + T.gap) + T.h / 2;
      const opts =
        tool === 'cycle'
          ? { label: t('pad.cycle'), tip: t('pad.cycleTip', { tool: t('pad.cycle') }) }
          : tool === '_'
            ? { label: t('pad.empty'), size: 13 }
            : { image: parcelKey(tool) };
      const chip = new Chip(this, x, y, T.w, T.h, { ...opts, onTap: () => this.pickTool(tool) });
      this.chips.set(`pad-tool:${tool}`, chip);
      this.groups.city.push(chip);
    });
    const M = this.L.mode;
    const mode = this.btn(
      M,
      t(this.cardMode ? 'pad.parcelMode' : 'pad.cardMode'),
      () => {
        this.cardMode = !this.cardMode;
        mode.setLabel(t(this.cardMode ? 'pad.parcelMode' : 'pad.cardMode'));
        this.refresh();
      },
      'pad-mode',
    );
    this.groups.city.push(mode);
    const C = this.L.card;
    for (let k = 0; k < 4; k++) {
      const x = C.x + (k & 1) * (C.slot + C.gap) + C.slot / 2;
      const y = C.y + (k >> 1) * (C.slot + C.gap) + C.slot / 2;
      const chip = new Chip(this, x, y, C.slot, C.slot, {
        onTap: () => {
          this.slot = k;
          this.refresh();
        },
      });
      const img = this.add.image(x, y, parcelKey('.')).setDisplaySize(C.slot - 10, C.slot - 10);
      chip.setData('art', img);
      this.chips.set(`pad-slot:${k}`, chip);
      this.groups.city.push(chip, img);
    }
    const total = text(this, this.L.total.x, this.L.total.y, '', {
      font: 'figure',
      size: 26,
      bold: true,
      color: THEME.css.gold,
    });
    total.setName('cityTotal');
    this.groups.city.push(total);
  }

  private drawCharacters(): void {
    for (const [name, chip] of characterChips(this, this.L.chars, (n) => {
      this.entry = toggleCharacter(this.entry, n);
    })) {
      this.chips.set(`pad-char:${name}`, chip);
      this.groups.characters.push(chip);
    }
    const S = this.L.sold;
    const minus = this.btn(
      S.minus,
      '−',
      () => (this.entry = setSold(this.entry, this.entry.sold - 1)),
      'pad-sold-minus',
    );
    const plus = this.btn(
      S.plus,
      '+',
      () => (this.entry = setSold(this.entry, this.entry.sold + 1)),
      'pad-sold-plus',
    );
    const label = text(this, S.label.x, S.label.y, '', {
      size: 18,
      bold: true,
      color: THEME.css.sand,
    }).setName('sold');
    this.groups.characters.push(minus, plus, label);
  }

  private show(s: PadSection): void {
    this.section = s;
    this.grid?.setShown(!this.L.tabs || this.L.gridIn.includes(s));
    if (!this.L.tabs) return;
    for (const [k, list] of Object.entries(this.groups))
      for (const o of list)
        (o as Phaser.GameObjects.Components.Visible & Phaser.GameObjects.GameObject).setVisible(k === s);
    this.refresh();
  }

  private pickTool(tool: Tool): void {
    if (this.cardMode) {
      if (tool === 'cycle' || tool === '_') return;
      this.card[this.slot] = tool;
      this.slot = (this.slot + 1) % 4;
    } else this.tool = tool;
    this.refresh();
  }

  private tapCell(i: number): void {
    const e = this.entry;
    if (this.cardMode) {
      const r = layCard(e, this.card, { x: i % PAD_SIZE, y: Math.floor(i / PAD_SIZE) });
      if (r.ok) this.entry = r.entry;
      else showNotice(t('pad.cardRefused', { why: placementProblemText(r.problem) }), 'warning', 5000);
      return;
    }
    if (this.tool === 'cycle') {
      const at = CYCLE.indexOf(e.cells[i] ?? '_');
      this.entry = paintCell(e, i, CYCLE[(at + 1) % CYCLE.length] as Cell);
    } else this.entry = paintCell(e, i, this.tool);
  }

  /** Redraws what depends on the entry: parcels, marks, chips, the sheet and the problems. */
  private refresh(): void {
    if (!this.pad || this.results) return;
    const e = this.entry;
    const r = scoreEntry(e);
    this.grid?.paint(e.cells, new Set(r.problems.flatMap((p) => p.cells.map((c) => c.x + c.y * PAD_SIZE))));
    for (const tool of ['cycle', ...CYCLE] as Tool[])
      this.chips.get(`pad-tool:${tool}`)?.paint(!this.cardMode && this.tool === tool, false);
    for (let k = 0; k < 4; k++) {
      const chip = this.chips.get(`pad-slot:${k}`);
      const on = this.cardMode && (this.section === 'city' || !this.L.tabs);
      chip?.setVisible(on).paint(this.slot === k, false);
      const img = chip?.getData('art') as Phaser.GameObjects.Image | undefined;
      img
        ?.setVisible(on)
        .setTexture(parcelKey(this.card[k] as Content))
        .setDisplaySize(this.L.card.slot - 10, this.L.card.slot - 10);
    }
    for (const c of CHARACTERS)
      this.chips.get(`pad-char:${c.name}`)?.paint(
        e.characters.includes(c.name),
        r.problems.some((p) => p.code === 'character-twice' && p.character === c.name),
      );
    const find = <T extends Phaser.GameObjects.GameObject>(n: string): T | null =>
      this.children.getByName(n) as T | null;
    find<Phaser.GameObjects.Text>('sold')?.setText(t('pad.sold', { count: e.sold }));
    const total = find<Phaser.GameObjects.Text>('cityTotal');
    total
      ?.setText(`${t('pad.total')}: ${formatNumber(r.sheet.total)}`)
      .setVisible(this.L.tabs && !this.cardMode && this.section === 'city');
    [...LINE_KEYS.map((k) => r.sheet.lines[k]), r.sheet.total].forEach((v, i) =>
      this.lines[i]?.setText(formatNumber(v)),
    );
    const problems = r.problems.map(problemText);
    find<Phaser.GameObjects.Text>('status')
      ?.setText(problems.length ? [t('pad.fix'), ...problems.slice(0, 3)].join('\n') : t('pad.ok'))
      .setColor(problems.length ? '#ff9b8a' : THEME.css.sand);
  }

  private drawResults(): void {
    const pad = this.pad as PadRecord;
    const nav = new KeyboardNav(this);
    this.header(nav);
    nav.add(
      this.btn(this.L.results, t('pad.back'), () => this.scene.restart({ results: false }), 'pad-edit'),
    );
    drawResultTable(this, this.L.table, pad.entries, (i) => this.nameOf(i));
  }
}
