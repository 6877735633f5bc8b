/** Saved games (key 'saves'): every save with resume or replay, export and delete; damaged ones with their message; import. */
import Phaser from 'phaser';
import { deleteSave, exportSave, importSave, listSaves, resumeSave } from '../app/storage';
import type { SaveSummary } from '../app/saveStore';
import { setHookScene, setHookSources } from '../app/testHook';
import { playSfx } from '../ui/audio';
import { dropFilePicker } from '../ui/files';
import { BASE_W, THEME } from '../ui/theme';
import { Button, KeyboardNav, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { language, t } from '../i18n';

const PANEL = { x: 80, y: 112, w: 1440, h: 680 };
const ROW_H = 92;
const PER_PAGE = 7;
const ROW0 = PANEL.y + 24 + ROW_H / 2;
/** Room for a row's texts left of its buttons. */
const TEXT_W = 660;

/** Row status as shown. */
function badge(s: SaveSummary): { label: string; color: number } {
  if (s.problem) return { label: t('saves.damaged'), color: THEME.color.danger };
  return s.finished
    ? { label: t('saves.finished'), color: THEME.color.sageDark }
    : { label: t('saves.inProgress'), color: THEME.color.adobe };
}

function when(ms: number): string {
  if (!ms) return t('saves.dateUnknown');
  try {
    return new Date(ms).toLocaleString(language(), { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return new Date(ms).toISOString();
  }
}

/** The second line of a row: where the game stands or how it ended. */
function detail(s: SaveSummary): string {
  const era = s.era === 2 ? 'II' : 'I';
  const moves = t('saves.moves', { count: s.actions });
  if (!s.finished || !s.totals)
    return t('saves.progress', { era, round: s.round ?? 1, moves, when: when(s.updatedAt) });
  const best = Math.max(...s.totals);
  const winners = s.seats.filter((_, i) => s.totals?.[i] === best);
  const scores = s.seats.map((n, i) => t('saves.score', { name: n, score: s.totals?.[i] ?? 0 })).join(', ');
  return t('saves.result', { winners, scores, when: when(s.updatedAt) });
}

/** The saved-games scene. */
export class SavesScene extends Phaser.Scene {
  private rows: SaveSummary[] = [];
  private page = 0;
  private list: Phaser.GameObjects.Container | null = null;
  private nav!: KeyboardNav;
  private fixed: Button[] = [];
  private status!: Phaser.GameObjects.Text;
  private pageText!: Phaser.GameObjects.Text;
  private prev!: Button;
  private next!: Button;
  private armed: string | null = null;
  private busy = false;
  private loaded = false;
  /** Counts creates, so a list that arrives after the scene restarted is dropped. */
  private life = 0;

  constructor() {
    super(SCENES.saves);
  }

  init(): void {
    this.rows = [];
    this.page = 0;
    this.list = null;
    this.fixed = [];
    this.armed = null;
    this.busy = false;
    this.loaded = false;
  }

  create(): void {
    this.life++;
    setHookScene(SCENES.saves);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    this.nav = new KeyboardNav(this);
    text(this, BASE_W / 2, 58, t('common.savedGames'), {
      font: 'display',
      size: 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const back = button(this, 150, 58, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: 150,
      height: 56,
      fontSize: 22,
    });
    const stats = button(
      this,
      BASE_W - 330,
      58,
      t('common.statistics'),
      () => goTo(this, SCENES.stats, { from: SCENES.saves }),
      { id: 'stats', key: 't', width: 190, height: 56, fontSize: 22 },
    );
    const settings = button(
      this,
      BASE_W - 130,
      58,
      t('common.settings'),
      () => openOverlay(this, SCENES.settings),
      {
        id: 'settings',
        width: 170,
        height: 56,
        fontSize: 22,
      },
    );
    panel(this, PANEL.x + PANEL.w / 2, PANEL.y + PANEL.h / 2, PANEL.w, PANEL.h);
    const barY = 846;
    const imp = button(this, 200, barY, t('saves.import'), () => void this.importFile(), {
      id: 'import',
      key: 'i',
      width: 260,
      height: 62,
      style: 'primary',
      fontSize: 22,
      tip: () => t('saves.importTip'),
    });
    this.status = text(this, 780, barY, '', { size: 19, color: THEME.css.sand, wrap: 700 });
    this.prev = button(this, BASE_W - 390, barY, t('saves.newer'), () => this.turn(-1), {
      id: 'page-prev',
      key: 'PageUp',
      width: 170,
      height: 56,
      fontSize: 20,
    });
    this.pageText = text(this, BASE_W - 260, barY, '', { size: 19, color: THEME.css.sand });
    this.next = button(this, BASE_W - 130, barY, t('saves.older'), () => this.turn(1), {
      id: 'page-next',
      key: 'PageDown',
      width: 170,
      height: 56,
      fontSize: 20,
    });
    this.fixed = [imp, this.prev, this.next, back, stats, settings];
    setHookSources({ screen: () => this.screenData() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      setHookSources({ screen: () => null });
      dropFilePicker();
    });
    this.drawList();
    void this.reload();
    fadeIn(this);
  }

  private screenData(): unknown {
    return {
      loaded: this.loaded,
      page: this.page,
      status: this.status.text,
      rows: this.rows.map((r) => ({
        id: r.id,
        finished: r.finished,
        problem: r.problem ?? null,
        message: r.message ?? null,
        actions: r.actions,
      })),
    };
  }

  private async reload(): Promise<void> {
    const life = this.life;
    const rows = await listSaves().catch(() => null);
    if (!this.sys.isActive() || life !== this.life) return;
    this.loaded = true;
    if (!rows) {
      this.rows = [];
      this.setStatus(t('saves.unreadable'), true);
    } else {
      this.rows = rows;
    }
    this.page = Math.min(this.page, Math.max(0, Math.ceil(this.rows.length / PER_PAGE) - 1));
    this.drawList();
  }

  private setStatus(msg: string, bad = false): void {
    this.status.setText(msg).setColor(bad ? '#f0a070' : THEME.css.sand);
  }

  private turn(d: number): void {
    const pages = Math.max(1, Math.ceil(this.rows.length / PER_PAGE));
    this.page = Math.max(0, Math.min(pages - 1, this.page + d));
    this.drawList();
  }

  private drawList(): void {
    const focusedId = this.nav.focused instanceof Button ? this.nav.focused.opts.id : undefined;
    const showing = this.nav.focusVisible;
    this.list?.destroy();
    const c = this.add.container(0, 0);
    this.list = c;
    const items: Button[] = [];
    const pages = Math.max(1, Math.ceil(this.rows.length / PER_PAGE));
    this.pageText.setText(this.rows.length > PER_PAGE ? t('saves.page', { page: this.page + 1, pages }) : '');
    this.prev.setVisible(this.rows.length > PER_PAGE).setEnabled(this.page > 0);
    this.next.setVisible(this.rows.length > PER_PAGE).setEnabled(this.page < pages - 1);
    if (!this.loaded) {
      c.add(
        text(this, BASE_W / 2, PANEL.y + PANEL.h / 2, t('saves.reading'), {
          size: 24,
          italic: true,
          color: THEME.css.inkSoft,
        }),
      );
    } else if (this.rows.length === 0) {
      c.add(
        text(this, BASE_W / 2, PANEL.y + PANEL.h / 2 - 20, t('saves.none'), {
          font: 'display',
          size: 30,
          bold: true,
        }),
      );
      c.add(
        text(this, BASE_W / 2, PANEL.y + PANEL.h / 2 + 24, t('saves.noneHint'), {
          size: 20,
          color: THEME.css.inkSoft,
        }),
      );
    }
    this.rows
      .slice(this.page * PER_PAGE, (this.page + 1) * PER_PAGE)
      .forEach((s, i) => items.push(...this.drawRow(c, s, ROW0 + i * ROW_H, i)));
    this.nav.clear();
    this.nav.add(...items, ...this.fixed);
    const again = [...items, ...this.fixed].find((b) => b.opts.id === focusedId);
    if (again) this.nav.focus(again, showing);
  }

  private drawRow(c: Phaser.GameObjects.Container, s: SaveSummary, y: number, i: number): Button[] {
    const x0 = PANEL.x + 28;
    const stripe = this.add.graphics();
    stripe
      .fillStyle(i % 2 ? 0xffffff : THEME.color.sandDark, i % 2 ? 0.18 : 0.22)
      .fillRoundedRect(x0 - 8, y - ROW_H / 2 + 4, PANEL.w - 40, ROW_H - 8, 12);
    const b = badge(s);
    const pill = this.add.graphics();
    pill.fillStyle(b.color, 1).fillRoundedRect(x0, y - 16, 132, 32, 16);
    c.add([stripe, pill, text(this, x0 + 66, y, b.label, { size: 16, bold: true, color: '#fff6e2' })]);
    const tx = x0 + 152;
    const buttons: Button[] = [];
    const right = PANEL.x + PANEL.w - 36;
    const opt = { height: 54, fontSize: 20 };
    if (s.problem) {
      c.add(
        text(this, tx, y - 16, s.message ?? t('saves.cannotOpen'), {
          size: 20,
          bold: true,
          color: THEME.css.bad,
          origin: [0, 0.5],
          wrap: 1000,
        }),
      );
      c.add(
        text(this, tx, y + 18, t('saves.othersFine', { id: s.id }), {
          size: 16,
          color: THEME.css.inkSoft,
          origin: [0, 0.5],
        }),
      );
    } else {
      const title = s.seats.join(', ');
      const head = text(this, tx, y - 16, title, { font: 'display', size: 22, bold: true, origin: [0, 0.5] });
      if (head.width > TEXT_W) head.setScale(TEXT_W / head.width);
      c.add(head);
      const d = text(this, tx, y + 18, detail(s), { size: 16, color: THEME.css.inkSoft, origin: [0, 0.5] });
      if (d.width > TEXT_W) d.setScale(TEXT_W / d.width);
      c.add(d);
      const main = s.finished
        ? button(
            this,
            right - 470,
            y,
            t('common.replay'),
            () => goTo(this, SCENES.replay, { id: s.id, from: SCENES.saves }),
            { id: `replay-${s.id}`, width: 160, style: 'primary', ...opt },
          )
        : button(this, right - 470, y, t('saves.resume'), () => void this.resume(s.id), {
            id: `resume-${s.id}`,
            width: 160,
            style: 'primary',
            ...opt,
          });
      const exp = button(this, right - 292, y, t('saves.export'), () => void this.exportOne(s.id), {
        id: `export-${s.id}`,
        width: 160,
        ...opt,
        tip: () => t('saves.exportTip'),
      });
      buttons.push(main, exp);
    }
    const armed = this.armed === s.id;
    const del = button(
      this,
      right - 80,
      y,
      t(armed ? 'saves.sure' : 'saves.delete'),
      () => void this.remove(s.id),
      {
        id: `delete-${s.id}`,
        width: 150,
        style: armed ? 'danger' : 'light',
        ...opt,
      },
    );
    buttons.push(del);
    c.add(buttons);
    return buttons;
  }

  private async resume(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const session = await resumeSave(id);
    this.busy = false;
    if (session && this.sys.isActive()) goTo(this, SCENES.table);
  }

  private async exportOne(id: string): Promise<void> {
    if (await exportSave(id)) this.setStatus(t('saves.downloaded'));
  }

  private async remove(id: string): Promise<void> {
    if (this.armed !== id) {
      this.armed = id;
      this.setStatus(t('saves.pressAgain'));
      this.drawList();
      this.time.delayedCall(4000, () => {
        if (this.armed !== id) return;
        this.armed = null;
        this.drawList();
      });
      return;
    }
    this.armed = null;
    await deleteSave(id).catch(() => undefined);
    playSfx('click');
    this.setStatus(t('saves.deleted'));
    await this.reload();
  }

  private async importFile(): Promise<void> {
    const r = await importSave();
    if (!r || !this.sys.isActive()) return;
    if (r.ok) {
      this.setStatus(
        r.already
          ? t('saves.already')
          : r.finished
            ? t('saves.importedFinished')
            : t('saves.importedRunning'),
      );
      await this.reload();
      const at = this.rows.findIndex((s) => s.id === r.id);
      if (at >= 0) {
        this.page = Math.floor(at / PER_PAGE);
        this.drawList();
      }
    } else {
      this.setStatus(t('saves.importFailed', { message: r.message }), true);
      playSfx('error');
    }
  }
}
