/** Saved games (key 'saves'): every save with resume or replay, export and delete; damaged ones with their message; import. */
import { appOf } from './appOf';
import Phaser from 'phaser';
import type { GameKind, SaveSummary } from '../app/saveStore';
import { gameModule } from '../app/gameModules';
import { playSfx } from '../ui/sfx';
import { dropFilePicker } from '../ui/files';
import { layoutOf } from '../ui/layoutMode';
import { THEME } from '../ui/theme';
import { Button, KeyboardNav, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { savesLayout } from './savesLayout';
import type { SavesLayout } from './savesLayout';
import { drawSaveRow } from './savesRow';
import type { SaveRowActions } from './savesRow';
import { t } from '../i18n';

/** The saved-games scene. */
export class SavesScene extends Phaser.Scene {
  private rows: SaveSummary[] = [];
  private page = 0;
  private list: Phaser.GameObjects.Container | null = null;
  private nav!: KeyboardNav;
  private fixed: Button[] = [];
  private status!: Phaser.GameObjects.Text;
  /** Offers to open the valid beginning of a file that failed to import. */
  private offer!: Button;
  private offerText: string | null = null;
  private pageText!: Phaser.GameObjects.Text;
  private prev!: Button;
  private next!: Button;
  private armed: string | null = null;
  private busy = false;
  private loaded = false;
  /** Counts creates, so a list that arrives after the scene restarted is dropped. */
  private life = 0;
  private L: SavesLayout = savesLayout('wide');

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
    this.offerText = null;
  }

  create(): void {
    this.life++;
    appOf(this).hook.setScene(SCENES.saves);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    this.nav = new KeyboardNav(this);
    const L = savesLayout(layoutOf(this).mode);
    this.L = L;
    const P = L.panel;
    text(this, L.title.x, L.title.y, t('common.savedGames'), {
      font: 'display',
      size: L.title.size,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const small = L.stack ? 128 : 150;
    const back = button(this, L.back.x, L.back.y, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: small,
      height: 56,
      fontSize: 22,
    });
    const stats = button(
      this,
      L.stats.x,
      L.stats.y,
      t('common.statistics'),
      () => goTo(this, SCENES.stats, { from: SCENES.saves }),
      { id: 'stats', key: 't', width: L.stats.w, height: 56, fontSize: 22 },
    );
    const settings = button(
      this,
      L.settings.x,
      L.settings.y,
      t('common.settings'),
      () => openOverlay(this, SCENES.settings),
      {
        id: 'settings',
        width: L.settings.w,
        height: 56,
        fontSize: 22,
      },
    );
    panel(this, P.x + P.w / 2, P.y + P.h / 2, P.w, P.h);
    const imp = button(this, L.imp.x, L.imp.y, t('saves.import'), () => void this.importFile(), {
      id: 'import',
      key: 'i',
      width: L.stack ? 224 : 260,
      height: 62,
      style: 'primary',
      fontSize: 22,
      tip: () => t('saves.importTip'),
    });
    this.status = text(this, L.status.x, L.status.y, '', {
      size: 19,
      color: THEME.css.sand,
      wrap: L.status.wrap,
    });
    this.offer = button(this, L.offer.x, L.offer.y, '', () => void this.importPrefix(), {
      id: 'import-prefix',
      width: L.stack ? 224 : 240,
      height: 56,
      fontSize: 20,
    });
    this.offer.setVisible(false);
    const pw = L.stack ? 132 : 170;
    this.prev = button(this, L.prev.x, L.prev.y, t('saves.newer'), () => this.turn(-1), {
      id: 'page-prev',
      key: 'PageUp',
      width: pw,
      height: 56,
      fontSize: 20,
    });
    this.pageText = text(this, L.pageText.x, L.pageText.y, '', { size: 19, color: THEME.css.sand });
    this.next = button(this, L.next.x, L.next.y, t('saves.older'), () => this.turn(1), {
      id: 'page-next',
      key: 'PageDown',
      width: pw,
      height: 56,
      fontSize: 20,
    });
    this.fixed = [imp, this.offer, this.prev, this.next, back, stats, settings];
    appOf(this).hook.setSources({ screen: () => this.screenData() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      appOf(this).hook.setSources({ screen: () => null });
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
        kind: r.kind ?? 'cards',
        finished: r.finished,
        problem: r.problem ?? null,
        message: r.message ?? null,
        actions: r.actions,
        prefix: r.prefix?.moves ?? null,
      })),
    };
  }

  private async reload(): Promise<void> {
    const life = this.life;
    const rows = await appOf(this)
      .late()
      .saves.list()
      .catch(() => null);
    if (!this.sys.isActive() || life !== this.life) return;
    this.loaded = true;
    if (!rows) {
      this.rows = [];
      this.setStatus(t('saves.unreadable'), true);
    } else {
      this.rows = rows;
    }
    this.page = Math.min(this.page, Math.max(0, Math.ceil(this.rows.length / this.L.perPage) - 1));
    this.drawList();
  }

  private setStatus(msg: string, bad = false, offer: { moves: number; text: string } | null = null): void {
    this.offerText = offer?.text ?? null;
    this.offer.setVisible(offer !== null);
    if (offer) this.offer.setLabel(t('saves.openAt', { moves: offer.moves }));
    this.status.setX(offer ? 900 : 780).setWordWrapWidth(offer ? 440 : 700);
    this.status.setText(msg).setColor(bad ? '#f0a070' : THEME.css.sand);
  }

  private async importPrefix(): Promise<void> {
    const text = this.offerText;
    if (!text || this.busy) return;
    this.busy = true;
    const session = await appOf(this).late().saves.importSaveText(text);
    this.busy = false;
    if (session && this.sys.isActive()) goTo(this, SCENES.table);
  }

  private turn(d: number): void {
    const pages = Math.max(1, Math.ceil(this.rows.length / this.L.perPage));
    this.page = Math.max(0, Math.min(pages - 1, this.page + d));
    this.drawList();
  }

  private readonly rowActions: SaveRowActions = {
    remove: (id, kind) => void this.remove(id, kind),
    resume: (id, kind) => void this.resume(id, kind),
    openPrefix: (id) => void this.openPrefix(id),
    exportOne: (id, kind) => void this.exportOne(id, kind),
  };

  private drawList(): void {
    const focusedId = this.nav.focused instanceof Button ? this.nav.focused.opts.id : undefined;
    const showing = this.nav.focusVisible;
    this.list?.destroy();
    const c = this.add.container(0, 0);
    this.list = c;
    const items: Button[] = [];
    const pages = Math.max(1, Math.ceil(this.rows.length / this.L.perPage));
    this.pageText.setText(
      this.rows.length > this.L.perPage ? t('saves.page', { page: this.page + 1, pages }) : '',
    );
    this.prev.setVisible(this.rows.length > this.L.perPage).setEnabled(this.page > 0);
    this.next.setVisible(this.rows.length > this.L.perPage).setEnabled(this.page < pages - 1);
    if (!this.loaded) {
      c.add(
        text(
          this,
          this.L.panel.x + this.L.panel.w / 2,
          this.L.panel.y + this.L.panel.h / 2,
          t('saves.reading'),
          {
            size: 24,
            italic: true,
            color: THEME.css.inkSoft,
          },
        ),
      );
    } else if (this.rows.length === 0) {
      c.add(
        text(
          this,
          this.L.panel.x + this.L.panel.w / 2,
          this.L.panel.y + this.L.panel.h / 2 - 20,
          t('saves.none'),
          {
            font: 'display',
            size: 30,
            bold: true,
          },
        ),
      );
      c.add(
        text(
          this,
          this.L.panel.x + this.L.panel.w / 2,
          this.L.panel.y + this.L.panel.h / 2 + (this.L.stack ? 40 : 24),
          t('saves.noneHint'),
          {
            size: 20,
            color: THEME.css.inkSoft,
            wrap: this.L.panel.w - 60,
          },
        ),
      );
    }
    this.rows
      .slice(this.page * this.L.perPage, (this.page + 1) * this.L.perPage)
      .forEach((s, i) =>
        items.push(
          ...drawSaveRow(
            this,
            this.L,
            c,
            s,
            this.L.panel.y + 24 + this.L.rowH / 2 + i * this.L.rowH,
            i,
            this.armed === s.id,
            this.rowActions,
          ),
        ),
      );
    this.nav.clear();
    this.nav.add(...items, ...this.fixed);
    const again = [...items, ...this.fixed].find((b) => b.opts.id === focusedId);
    if (again) this.nav.focus(again, showing);
  }

  private async openPrefix(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const session = await appOf(this).late().saves.openPrefix(id);
    this.busy = false;
    if (session && this.sys.isActive()) goTo(this, SCENES.table);
  }

  private async resume(id: string, kind: GameKind): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const saves = appOf(this).late().saves;
    const session = kind === 'board' ? await saves.resumeBoard(id) : await saves.resume(id);
    this.busy = false;
    if (session && this.sys.isActive()) goTo(this, gameModule(kind).screens.table);
  }

  private async exportOne(id: string, kind: GameKind): Promise<void> {
    if (await appOf(this).late().saves.exportSave(id, kind)) this.setStatus(t('saves.downloaded'));
  }

  private async remove(id: string, kind: GameKind): Promise<void> {
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
    await appOf(this)
      .late()
      .saves.remove(id, kind)
      .catch(() => undefined);
    playSfx(this, 'click');
    this.setStatus(t('saves.deleted'));
    await this.reload();
  }

  private async importFile(): Promise<void> {
    const r = await appOf(this).late().saves.importSave();
    if (!r || !this.sys.isActive()) return;
    if (r.ok) {
      this.setStatus(
        r.already
          ? t('saves.already')
          : r.finished
            ? t(gameModule(r.kind).importedFinished)
            : t('saves.importedRunning'),
      );
      await this.reload();
      const at = this.rows.findIndex((s) => s.id === r.id);
      if (at >= 0) {
        this.page = Math.floor(at / this.L.perPage);
        this.drawList();
      }
    } else {
      const offer = r.prefix ? { moves: r.prefix.moves, text: r.text } : null;
      this.setStatus(t('saves.importFailed', { message: r.message }), true, offer);
      playSfx(this, 'error');
    }
  }
}
