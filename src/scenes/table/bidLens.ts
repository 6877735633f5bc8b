/** The bid lens on the table: a button (and key L) during a person's bid, the worker's figures and their overlay. */
import Phaser from 'phaser';
import { NO_LENS_SCREEN } from '../../app/insights';
import type { Insights, LensAnswer } from '../../app/insights';
import type { LensResult } from '../../cards/bots/lens';
import type { GameSetup, GameView } from '../../cards/engine';
import { keyHints } from '../../ui/viewport';
import { lensButtonLabel } from '../../ui/inputText';
import { bidLensOn } from '../../ui/settings';
import type { BidLensSetting } from '../../ui/settings';
import { appOf } from '../appOf';
import { button } from '../../ui/widgets';
import type { Button } from '../../ui/widgets';
import { ACTION } from './layout';
import { lensOverlay } from './lensOverlay';
import { lensNoteText } from './lensText';

/** True when the setting offers the lens at a table of this setup (on by default with one person only). */
export function lensAvailable(setup: GameSetup, setting: BidLensSetting): boolean {
  const people = setup.seats.filter((s) => s.kind === 'real' && s.controller === 'human').length;
  return bidLensOn(setting, people);
}

/** True when the lens is offered to `seat` in this game (the setting, and a bid to choose that counts). */
export function lensOffered(view: GameView, seat: number, setting: BidLensSetting): boolean {
  return lensAvailable(view.setup, setting) && !view.seats[seat]?.state.lawyered;
}

/**
 * The lens worker's life at a table: started and warmed as the table opens when the lens is offered there (if the
 * game's start has not already), ended when the table closes, unless it is only being built again.
 */
export function tableLens(scene: Phaser.Scene, setup: GameSetup, restarting: () => boolean): void {
  const app = appOf(scene);
  if (lensAvailable(setup, app.settings.get().bidLens)) app.late().insights.warmLens();
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    if (!restarting()) app.late().insights.stopLens();
  });
}

/** The same seed for the same turn: the figures never change while the person looks twice. */
function lensSeed(view: GameView, seat: number): number {
  return (view.era * 1000 + view.round * 10 + seat) >>> 0;
}

/** The lens of one bid turn: its button, and its overlay while open. */
export class BidLens {
  private readonly btn: Button | null;
  private layer: Phaser.GameObjects.Container | null = null;
  private result: LensResult | null = null;
  private step: LensAnswer['step'] | null = null;
  private failed = false;
  private asked = false;
  private open = false;
  /** When the person first opened the lens, until the figures' first drawing is timed. */
  private openedAt: number | null = null;
  private timed = false;
  /** True when the overlay (built or not) does not show the latest figures. */
  private stale = true;
  /** True while a hidden build waits for the next frame the table draws anyway. */
  private prebuilding = false;
  private alive = true;
  /** This App's insight client, whose `lensScreen` the test hook reads. */
  private readonly insights: Insights;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: GameView,
    private readonly seat: number,
  ) {
    const setting = appOf(scene).settings.get().bidLens;
    this.insights = appOf(scene).late().insights;
    this.btn = lensOffered(view, seat, setting)
      ? button(
          scene,
          ACTION.x + ACTION.w - 78,
          ACTION.y + 28,
          lensButtonLabel(!keyHints()),
          () => this.toggle(),
          {
            id: 'lens',
            key: 'l',
            width: 136,
            height: 44,
            fontSize: 16,
            style: 'light',
          },
        ).setDepth(40)
      : null;
    this.insights.lensScreen = NO_LENS_SCREEN;
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, this.gone, this);
    if (this.btn) {
      appOf(scene).hook.setSources({ screen: () => ({ lens: this.insights.lensScreen }) });
      // Asked once the frame that shows the button is drawn: an answer could not be taken while the table is built.
      scene.events.once(Phaser.Scenes.Events.RENDER, () => {
        if (this.alive) this.ask();
      });
    } else if (!lensAvailable(view.setup, setting)) this.insights.stopLens();
  }

  private gone(): void {
    this.alive = false;
    this.scene.events.off(Phaser.Scenes.Events.UPDATE, this.prebuild, this);
  }

  /** Opens or closes the overlay. */
  toggle(): void {
    this.open = !this.open;
    if (this.open && !this.timed && this.openedAt === null) this.openedAt = performance.now();
    this.ask();
    this.show();
  }

  /** Shows or hides the overlay, building it first when it does not show the latest figures. */
  private show(): void {
    this.publish();
    if (this.open && this.stale) this.build();
    this.layer?.setVisible(this.open);
    if (this.open && this.result) this.timeOpening();
  }

  /**
   * New figures (or a failure): shown at once when open; else the overlay is built hidden in the next frame the table
   * draws anyway (the quick and the full answer often come together), so that opening it only shows it. Building it
   * between frames would wake a sleeping table for a picture that does not change.
   */
  private changed(): void {
    this.stale = true;
    this.publish();
    if (this.open) this.show();
    else if (!this.prebuilding) {
      this.prebuilding = true;
      this.scene.events.once(Phaser.Scenes.Events.UPDATE, this.prebuild, this);
    }
  }

  private prebuild(): void {
    this.prebuilding = false;
    if (this.alive && this.stale && !this.open) this.build();
  }

  /** Times the first opening: from the press to the frame after the figures are drawn. */
  private timeOpening(): void {
    const t0 = this.openedAt;
    if (t0 === null) return;
    this.openedAt = null;
    this.timed = true;
    requestAnimationFrame(() => {
      this.insights.lensScreen = { ...this.insights.lensScreen, openMs: Math.round(performance.now() - t0) };
    });
  }

  /**
   * Asks the worker once per turn, as soon as the button is on screen, so the figures are usually ready when opened:
   * a quick answer from fewer samples first, then the full one in its place.
   */
  private ask(): void {
    if (this.asked) return;
    this.asked = true;
    const t0 = performance.now();
    const shown = (a: LensAnswer): void => {
      if (!this.alive || this.step === 'full') return;
      const first = this.result === null;
      this.result = a.result;
      this.step = a.step;
      const ms = Math.round(performance.now() - t0);
      this.insights.lensScreen = {
        ...this.insights.lensScreen,
        ...(first ? { ms, workerMs: Math.round(a.ms), bootMs: this.insights.lensBootMs() } : {}),
        ...(a.step === 'full' ? { fullMs: ms } : {}),
      };
      this.changed();
    };
    this.insights
      .requestLens(this.view, lensSeed(this.view, this.seat), { quick: shown })
      .then(shown)
      .catch(() => {
        this.failed = true;
        if (this.alive) this.changed();
      });
  }

  /** What the test hook reads of the current figures. */
  private publish(): void {
    const r = this.result;
    this.insights.lensScreen = {
      ...this.insights.lensScreen,
      open: this.open,
      ready: r !== null,
      step: this.step,
      samples: r?.samples ?? 0,
      cards: (r?.cards ?? []).map((c) => ({ value: c.value, places: c.places, note: lensNoteText(c.note) })),
    };
  }

  /** Builds the overlay for the current figures, shown only while open. */
  private build(): void {
    this.layer?.destroy();
    this.stale = false;
    this.layer = lensOverlay(this.scene, this.result, this.failed, () => this.toggle()).setVisible(this.open);
  }

  /** Removes the button and the overlay. */
  destroy(): void {
    this.alive = false;
    this.scene.events.off(Phaser.Scenes.Events.SHUTDOWN, this.gone, this);
    this.scene.events.off(Phaser.Scenes.Events.UPDATE, this.prebuild, this);
    this.btn?.destroy();
    this.layer?.destroy();
    this.layer = null;
    this.insights.lensScreen = NO_LENS_SCREEN;
    if (this.btn) appOf(this.scene).hook.setSources({ screen: () => null });
  }
}
