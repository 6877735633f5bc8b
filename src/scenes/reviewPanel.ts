/** The regret review in the replay viewer: a "Turning points" button, a progress bar, then three clickable points. */
import Phaser from 'phaser';
import type { ReviewJob } from '../app/insights';
import { turningCity } from '../app/regret';
import type { ReviewedDecision, RegretReview } from '../app/regret';
import type { ReplayModel } from '../app/replayModel';
import { ABILITY_CHARACTER, auctionValue } from '../cards/engine';
import type { Action } from '../cards/engine';
import { formatNumber, t } from '../i18n';
import { characterName } from '../i18n/names';
import { reasonCard } from '../i18n/reasons';
import { designOf, targetSize, textSize } from '../ui/layoutMode';
import { THEME } from '../ui/theme';
import { button, panel, text } from '../ui/widgets';
import type { Rect } from './table/layout';
import { eraNumeral } from '../ui/logText';
import { reviewProgress } from '../ui/texts';
import { miniCity } from './table/miniCity';
import { appOf } from './appOf';
import { onRelease } from '../ui/release';

/** What the test hook reads of the review. */
export interface ReviewScreen {
  open: boolean;
  done: number;
  total: number;
  ms: number | null;
  points: { index: number; kind: string; worth: number; text: string }[];
  error: string | null;
}

function did(a: Action): string {
  switch (a.type) {
    case 'bid':
      return t('review.did.bid', { value: auctionValue(a.card) });
    case 'take':
      return t(a.at ? 'review.did.place' : 'review.did.take', { card: reasonCard(a.card) });
    case 'sell':
      return t('review.did.sell', { card: reasonCard(a.card) });
    case 'use':
      return t('review.did.use', { name: characterName(ABILITY_CHARACTER[a.ability]) });
    case 'pass':
      return t('review.did.skip');
    case 'paperboy':
      return t('review.did.paperboy', { card: a.card === null ? t('review.noCard') : reasonCard(a.card) });
  }
}

function alt(d: ReviewedDecision): string {
  const a = d.hard;
  switch (a.type) {
    case 'bid':
      return t('review.alt.bid', { value: auctionValue(a.card) });
    case 'take':
      return d.kind === 'place' ? t('review.alt.place') : t('review.alt.take', { card: reasonCard(a.card) });
    case 'sell':
      return t('review.alt.sell', { card: reasonCard(a.card) });
    case 'use':
      return t('review.alt.use', { name: characterName(ABILITY_CHARACTER[a.ability]) });
    case 'pass':
      return t('review.alt.pass', { name: abilityOf(d.yours) });
    case 'paperboy':
      return t('review.alt.paperboy', { card: a.card === null ? t('review.noCard') : reasonCard(a.card) });
  }
}

function abilityOf(a: Action): string {
  return a.type === 'use' ? characterName(ABILITY_CHARACTER[a.ability]) : '';
}

/** "You did X; Y was worth about +n VP." */
export function turningText(d: ReviewedDecision): string {
  const yours = d.yours.type === 'pass' && d.hard.type === 'use' ? passText(d) : did(d.yours);
  return t('review.line', {
    did: yours,
    alt: alt(d),
    worth: formatNumber(d.worth, { maximumFractionDigits: 0 }),
  });
}

function passText(d: ReviewedDecision): string {
  return t('review.did.pass', { name: abilityOf(d.hard) });
}

/** Where the review goes: its button in the top bar (centre and width) and its panel. */
export interface ReviewPlace {
  button: { x: number; y: number; w: number };
  rect: Rect;
  /** Told when the panel opens or closes. */
  shown?: (open: boolean) => void;
}

/** The review of the game in a replay: its button in the top bar and its panel over the city board. */
export class ReviewPanel {
  private layer: Phaser.GameObjects.Container | null = null;
  private job: ReviewJob | null = null;
  private result: RegretReview | null = null;
  private screen: ReviewScreen = { open: false, done: 0, total: 0, ms: null, points: [], error: null };
  private readonly people: number[];
  private readonly finished: boolean;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly model: ReplayModel,
    private readonly openStep: (step: number) => void,
    private readonly place: ReviewPlace,
  ) {
    this.people = model.setup.seats.flatMap((s, i) =>
      s.kind === 'real' && s.controller === 'human' ? [i] : [],
    );
    this.finished = model.step(model.last).state.phase === 'over';
    button(scene, place.button.x, place.button.y, t('review.button'), () => this.toggle(), {
      id: 'review',
      key: 't',
      width: place.button.w,
      height: 44,
      fontSize: 16,
      style: 'light',
    });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.job?.cancel());
  }

  /** What the hook shows. */
  state(): ReviewScreen {
    return this.screen;
  }

  /** Opens or closes the panel; the first opening starts the review in a worker. */
  toggle(): void {
    this.screen.open = !this.screen.open;
    if (this.screen.open && !this.job && !this.result && this.finished && this.people.length > 0) {
      const m = this.model;
      const actions: Action[] = [];
      for (let i = 1; i <= m.last; i++) {
        const a = m.step(i).action;
        if (a) actions.push(a);
      }
      const t0 = performance.now();
      this.job = appOf(this.scene)
        .late()
        .insights.startReview({ setup: m.setup, seed: m.seed, actions }, (done, total) => {
          this.screen.done = done;
          this.screen.total = total;
          this.draw();
        });
      this.job.done
        .then((r) => {
          this.result = r;
          this.screen.ms = Math.round(performance.now() - t0);
          this.screen.points = r.turning.map((d) => ({
            index: d.index,
            kind: d.kind,
            worth: d.worth,
            text: turningText(d),
          }));
        })
        .catch((e: unknown) => {
          this.screen.error = String(e);
        })
        .finally(() => {
          this.job = null;
          if (this.scene.sys.isActive()) this.draw();
        });
    }
    this.draw();
  }

  private draw(): void {
    this.layer?.destroy();
    this.layer = null;
    this.place.shown?.(this.screen.open);
    if (!this.screen.open) return;
    const s = this.scene;
    const layer = s.add.container(0, 0).setDepth(30);
    this.layer = layer;
    const P = this.place.rect;
    // The header fits the close button at its size on a phone.
    const head = Math.max(56, targetSize(s, 44) + 12);
    const bg = panel(s, P.x + P.w / 2, P.y + P.h / 2, P.w, P.h, { style: 'dark', radius: 14 });
    bg.setInteractive();
    layer.add(bg);
    layer.add(
      text(s, P.x + 18, P.y + head / 2, t('review.title'), {
        font: 'display',
        size: 22,
        bold: true,
        color: THEME.css.gold,
        origin: [0, 0.5],
      }),
    );
    layer.add(
      button(s, P.x + P.w - 70, P.y + head / 2, t('review.close'), () => this.toggle(), {
        id: 'review-close',
        width: 120,
        height: 44,
        fontSize: 16,
      }),
    );
    const message = (m: string): void => {
      layer.add(text(s, P.x + P.w / 2, P.y + 120, m, { size: 17, color: THEME.css.cream, wrap: P.w - 60 }));
    };
    if (!this.finished) return message(t('review.unfinished'));
    if (this.people.length === 0) return message(t('review.noPerson'));
    if (this.screen.error) return message(t('review.failed'));
    const r = this.result;
    if (!r) {
      const { done, total } = this.screen;
      message(reviewProgress(done, total));
      const g = s.add.graphics();
      const w = P.w - 80;
      g.fillStyle(0x000000, 0.45).fillRoundedRect(P.x + 40, P.y + 170, w, 16, 8);
      g.fillStyle(THEME.color.adobe, 1).fillRoundedRect(
        P.x + 40,
        P.y + 170,
        Math.max(16, total > 0 ? (w * done) / total : 0),
        16,
        8,
      );
      layer.add(g);
      return;
    }
    if (r.turning.length === 0) return message(t('review.none'));
    const rowH = (P.h - head - 10) / 3;
    const go = { w: targetSize(s, 64), h: targetSize(s, 44) };
    r.turning.forEach((d, k) => this.drawPoint(layer, d, P.y + head + k * rowH, rowH - 10, go.w + 16));
    // The buttons go on top of every card (a card's shadow reaches into the row above).
    r.turning.forEach((d, k) => {
      const y = P.y + head + k * rowH;
      layer.add(
        button(s, P.x + P.w - 24 - go.w / 2, y + rowH - 18 - go.h / 2, '▶', () => this.jump(d.index), {
          id: `review-point-${d.index}`,
          width: go.w,
          height: go.h,
          fontSize: 18,
          style: 'primary',
        }),
      );
    });
  }

  /** One turning point's card; `go` is the room its button takes at the bottom right. */
  private drawPoint(
    layer: Phaser.GameObjects.Container,
    d: ReviewedDecision,
    y: number,
    h: number,
    go: number,
  ): void {
    const s = this.scene;
    const P = this.place.rect;
    const phone = designOf(s) !== null;
    const card = panel(s, P.x + P.w / 2, y + h / 2, P.w - 24, h, { style: 'parchment', radius: 12 });
    card.setInteractive({ useHandCursor: true });
    onRelease(card, () => this.jump(d.index));
    layer.add(card);
    const view = this.model.view(d.index);
    // On a phone the picture gives the words the room they need.
    const side = Math.min(h - 20, 150, phone ? Math.round(P.w * 0.22) : 150);
    // The city as it stood, with the card the person placed on its ringed spot (the words say "the ringed spot").
    const city = turningCity(view.seats[d.seat]?.city ?? [], d.yours);
    layer.add(miniCity(s, city.cards, P.x + 24 + side / 2, y + h / 2, side, city.ring));
    const tx = P.x + 40 + side;
    const name = this.model.setup.seats[d.seat]?.name ?? '';
    const when = text(s, tx, y + 8, t('review.when', { era: eraNumeral(d.era), round: d.round, name }), {
      size: 14,
      bold: true,
      color: THEME.css.inkSoft,
      origin: [0, 0],
      align: 'left',
      wrap: P.x + P.w - 24 - tx,
    });
    // On a phone the words keep clear of the button at the bottom right.
    const said = text(s, tx, when.y + when.height + 4, turningText(d), {
      size: 16,
      color: THEME.css.ink,
      origin: [0, 0],
      align: 'left',
      wrap: P.x + P.w - 24 - tx - (phone ? go : 0),
    });
    // Large text on a phone can need more lines than the card holds: the words shrink, not under the smallest size.
    const room = y + h - 6 - said.y;
    if (said.height > room) {
      const px = parseFloat(String(said.style.fontSize));
      said.setScale(Math.max(room / said.height, textSize(s, 0) / px));
    }
    layer.add([when, said]);
    // The hint under the words, when there is room for it (the button says the same).
    const open = text(s, tx, y + h - 8, t('review.open'), {
      size: 13,
      color: THEME.css.rust,
      origin: [0, 1],
      align: 'left',
      wrap: P.x + P.w - 24 - tx - go,
    });
    if (said.y + said.displayHeight + 2 > open.y - open.height) open.destroy();
    else layer.add(open);
  }

  private jump(step: number): void {
    this.screen.open = false;
    this.draw();
    this.openStep(step);
  }
}
