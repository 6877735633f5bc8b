/** Saved games (key 'saves'): every save with resume or replay, export and delete; damaged ones with their message; import. */
import Phaser from 'phaser';
import { deleteSave, exportSave, importSave, listSaves, resumeSave } from '../app/storage';
import { winningSeats } from '../engine';
import type { SaveSummary } from '../app/saveStore';
import { setHookScene, setHookSources } from '../app/testHook';
import { playSfx } from '../ui/audio';
import { dropFilePicker } from '../ui/files';
import { BASE_W, THEME } from '../ui/theme';
import { Button, KeyboardNav, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';

const PANEL = { x: 80, y: 112, w: 1440, h: 680 };
const ROW_H = 92;
const PER_PAGE = 7;
const ROW0 = PANEL.y + 24 + ROW_H / 2;
/** Room for a row's texts left of its buttons. */
const TEXT_W = 660;

/** Row status as shown. */
function badge(s: SaveSummary): { label: string; color: number } {
  if (s.problem) return { label: 'Damaged', color: THEME.color.danger };
  return s.finished
    ? { label: 'Finished', color: THEME.color.sageDark }
    : { label: 'In progress', color: THEME.color.adobe };
}

function when(ms: number): string {
  if (!ms) return 'date unknown';
  try {
    return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return new Date(ms).toISOString();
  }
}

/** The second line of a row: where the game stands or how it ended. */
function detail(s: SaveSummary): string {
  const era = s.era === 2 ? 'II' : 'I';
  const moves = `${s.actions} move${s.actions === 1 ? '' : 's'}`;
  if (!s.finished || !s.totals)
    return `Era ${era} · Round ${s.round ?? 1} · ${moves} · saved ${when(s.updatedAt)}`;
  const winners = winningSeats(s.totals).map((i) => s.seats[i] ?? '?');
  const scores = s.seats.map((n, i) => `${n} ${s.totals?.[i] ?? 0}`).join(', ');
  return `${winners.join(' & ')} won · ${scores} · ${when(s.updatedAt)}`;
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
    text(this, BASE_W / 2, 58, 'Saved games', {
      font: 'display',
      size: 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const back = button(this, 150, 58, '‹ Back', () => goTo(this, SCENES.title), {
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
      'Statistics',
      () => goTo(this, SCENES.stats, { from: SCENES.saves }),
      { id: 'stats', key: 't', width: 190, height: 56, fontSize: 22 },
    );
    const settings = button(this, BASE_W - 130, 58, 'Settings', () => openOverlay(this, SCENES.settings), {
      id: 'settings',
      width: 170,
      height: 56,
      fontSize: 22,
    });
    panel(this, PANEL.x + PANEL.w / 2, PANEL.y + PANEL.h / 2, PANEL.w, PANEL.h);
    const barY = 846;
    const imp = button(this, 200, barY, 'Import a game…', () => void this.importFile(), {
      id: 'import',
      key: 'i',
      width: 260,
      height: 62,
      style: 'primary',
      fontSize: 22,
      tip: () => 'Import a game\nOpen a game file exported from this or another device.',
    });
    this.status = text(this, 780, barY, '', { size: 19, color: THEME.css.sand, wrap: 700 });
    this.prev = button(this, BASE_W - 390, barY, '‹ Newer', () => this.turn(-1), {
      id: 'page-prev',
      key: 'PageUp',
      width: 170,
      height: 56,
      fontSize: 20,
    });
    this.pageText = text(this, BASE_W - 260, barY, '', { size: 19, color: THEME.css.sand });
    this.next = button(this, BASE_W - 130, barY, 'Older ›', () => this.turn(1), {
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
      this.setStatus('The saved games could not be read from the browser storage.', true);
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
    this.pageText.setText(this.rows.length > PER_PAGE ? `${this.page + 1} / ${pages}` : '');
    this.prev.setVisible(this.rows.length > PER_PAGE).setEnabled(this.page > 0);
    this.next.setVisible(this.rows.length > PER_PAGE).setEnabled(this.page < pages - 1);
    if (!this.loaded) {
      c.add(
        text(this, BASE_W / 2, PANEL.y + PANEL.h / 2, 'Reading your saved games…', {
          size: 24,
          italic: true,
          color: THEME.css.inkSoft,
        }),
      );
    } else if (this.rows.length === 0) {
      c.add(
        text(this, BASE_W / 2, PANEL.y + PANEL.h / 2 - 20, 'No saved games yet.', {
          font: 'display',
          size: 30,
          bold: true,
        }),
      );
      c.add(
        text(
          this,
          BASE_W / 2,
          PANEL.y + PANEL.h / 2 + 24,
          'Every game is saved as you play. Finished games stay here for replays and statistics.',
          { size: 20, color: THEME.css.inkSoft },
        ),
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
        text(this, tx, y - 16, s.message ?? 'This save cannot be opened.', {
          size: 20,
          bold: true,
          color: THEME.css.bad,
          origin: [0, 0.5],
          wrap: 1000,
        }),
      );
      c.add(
        text(this, tx, y + 18, `Save ${s.id}. The other saved games are not affected.`, {
          size: 16,
          color: THEME.css.inkSoft,
          origin: [0, 0.5],
        }),
      );
    } else {
      const title = s.seats.join(', ');
      const t = text(this, tx, y - 16, title, { font: 'display', size: 22, bold: true, origin: [0, 0.5] });
      if (t.width > TEXT_W) t.setScale(TEXT_W / t.width);
      c.add(t);
      const d = text(this, tx, y + 18, detail(s), { size: 16, color: THEME.css.inkSoft, origin: [0, 0.5] });
      if (d.width > TEXT_W) d.setScale(TEXT_W / d.width);
      c.add(d);
      const main = s.finished
        ? button(
            this,
            right - 470,
            y,
            'Replay',
            () => goTo(this, SCENES.replay, { id: s.id, from: SCENES.saves }),
            { id: `replay-${s.id}`, width: 160, style: 'primary', ...opt },
          )
        : button(this, right - 470, y, 'Resume', () => void this.resume(s.id), {
            id: `resume-${s.id}`,
            width: 160,
            style: 'primary',
            ...opt,
          });
      const exp = button(this, right - 292, y, 'Export', () => void this.exportOne(s.id), {
        id: `export-${s.id}`,
        width: 160,
        ...opt,
        tip: () => 'Export\nDownload this game as a file (setup, seed and every move).',
      });
      buttons.push(main, exp);
    }
    const armed = this.armed === s.id;
    const del = button(this, right - 80, y, armed ? 'Sure?' : 'Delete', () => void this.remove(s.id), {
      id: `delete-${s.id}`,
      width: 150,
      style: armed ? 'danger' : 'light',
      ...opt,
    });
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
    if (await exportSave(id)) this.setStatus('The game file was downloaded.');
  }

  private async remove(id: string): Promise<void> {
    if (this.armed !== id) {
      this.armed = id;
      this.setStatus('Press again to delete this game for good.');
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
    this.setStatus('The game was deleted.');
    await this.reload();
  }

  private async importFile(): Promise<void> {
    const r = await importSave();
    if (!r || !this.sys.isActive()) return;
    if (r.ok) {
      this.setStatus(
        r.already
          ? 'That game is already here.'
          : r.finished
            ? 'Imported a finished game: replay it from the list.'
            : 'Imported a game in progress: resume it from the list.',
      );
      await this.reload();
      const at = this.rows.findIndex((s) => s.id === r.id);
      if (at >= 0) {
        this.page = Math.floor(at / PER_PAGE);
        this.drawList();
      }
    } else {
      this.setStatus(`Import failed: ${r.message}`, true);
      playSfx('error');
    }
  }
}
