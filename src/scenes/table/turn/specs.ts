/**
 * Pure builders of what the viewer's controls show: the panel's ActionSpec for each mode (bid, ability prompt, take,
 * place, sell, Paperboy), the cards each mode offers, and what a key picks. No Phaser: tested in Node.
 */
import {
  ABILITY_CHARACTER,
  auctionValue,
  CHARACTER_BASE,
  characterDef,
  SALE_VP,
  SELL_LIMIT,
} from '../../../cards/engine';
import type { Ability, Action, EntityId, GameView, Pos } from '../../../cards/engine';
import { t } from '../../../i18n';
import { characterName } from '../../../i18n/names';
import { characterTip } from '../../../ui/texts';
import { placeHelpText } from '../../../ui/inputText';
import { THEME, css } from '../../../ui/theme';
import type { ActionSpec, PanelButton } from '../actionSpec';

/** What a placement shows now, for the action panel. */
export interface PlacementState {
  card: EntityId;
  at: Pos;
  legal: boolean;
  delta: number;
  problem: string | null;
  locked: boolean;
}

/** Signed score change text: "+8", "−3", "±0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** A button label with its key in brackets when key hints are shown: "Use (U)", or just "Use" on touch. */
export function keyed(label: string, key: 'U' | 'N' | 'Esc' | 'Enter', hints: boolean): string {
  if (!hints) return label;
  const name = key === 'Esc' ? t('key.esc') : key === 'Enter' ? t('key.enter') : key;
  return t('turn.keyed', { label, key: name });
}

/** CSS colour for a delta (used by labels outside the board). */
export function deltaCss(d: number): string {
  return d > 0 ? THEME.css.good : d < 0 ? THEME.css.bad : css(0x8c8272);
}

/** The keys that trigger the panel's buttons, by intent id. */
export function panelKey(id: string): string | undefined {
  if (id.startsWith('use:')) return 'u';
  const keys: Record<string, string> = {
    'confirm-bid': 'Enter',
    'confirm-place': 'Enter',
    'confirm-sell': 'Enter',
    'confirm-paperboy': 'Enter',
    'discard-confirm': 'Enter',
    pass: 'n',
    'paperboy:none': 'n',
    cancel: 'Escape',
  };
  return keys[id];
}

/** The item `step` places after `current` in a list, wrapping; with none current, counted from just before the first. */
export function cycle<T>(list: readonly T[], current: T | null, step: 1 | -1): T | undefined {
  const i = current === null ? -1 : list.indexOf(current);
  return list[(i + step + list.length) % list.length];
}

/** The bid cards in hand, lowest value first. */
export function bidHand(legal: readonly Action[]): EntityId[] {
  return legal
    .flatMap((a) => (a.type === 'bid' ? [a.card] : []))
    .sort((a, b) => auctionValue(a) - auctionValue(b));
}

/** What a key does while bidding: pick a card, confirm, refuse (an unknown value), use it for nothing, or not use it. */
export type BidKey = { pick: EntityId } | { confirm: true } | { error: true } | { used: true } | null;

/** The effect of a key on the bid: digits pick by value, arrows and Tab cycle, Enter confirms. */
export function bidKey(hand: readonly EntityId[], picked: EntityId | null, k: string): BidKey {
  if (/^[1-9]$/.test(k)) {
    const id = hand.find((c) => auctionValue(c) === Number(k));
    return id === undefined ? { error: true } : { pick: id };
  }
  if (k === 'ArrowLeft' || k === 'ArrowRight' || k === 'Tab') {
    const next = cycle(hand, picked, k === 'ArrowLeft' ? -1 : 1);
    return next === undefined ? { used: true } : { pick: next };
  }
  return k === 'Enter' ? { confirm: true } : null;
}

/** The bid panel: the hand, the picked card and the confirm button. */
export function bidSpec(
  view: GameView,
  seat: number,
  legal: readonly Action[],
  picked: EntityId | null,
  on: { pick: (id: EntityId) => void; confirm: () => void },
  hints = true,
): ActionSpec {
  const st = view.seats[seat]?.state;
  const keys = hints ? t('turn.bidKeys') : '';
  const mod = st?.modifier ? t('turn.bidGets', { bonus: st.modifier }) : '';
  return {
    kind: 'bid',
    title: st?.lawyered ? t('turn.discardTitle') : t('turn.chooseBid'),
    body: st?.lawyered ? t('turn.discardBody', { keys }) : t('turn.chooseBidBody', { keys, bonus: mod }),
    suit: view.setup.seats[seat]?.suit ?? 'hat',
    hand: bidHand(legal),
    picked,
    modifier: st?.modifier ?? 0,
    lawyered: st?.lawyered ?? false,
    onPick: on.pick,
    confirm: {
      id: 'confirm-bid',
      label:
        picked !== null
          ? t(st?.lawyered ? 'turn.discard' : 'turn.bid', { value: auctionValue(picked) })
          : t('turn.pickCard'),
      onClick: on.confirm,
      style: 'primary',
      enabled: picked !== null,
    },
  };
}

/** The ability a prompt offers, if any. */
export function promptAbility(legal: readonly Action[]): Ability | null {
  return legal.find((x): x is Extract<Action, { type: 'use' }> => x.type === 'use')?.ability ?? null;
}

/** The ability prompt: the character's card, Use and Not now. */
export function promptSpec(
  view: GameView,
  seat: number,
  legal: readonly Action[],
  on: { use: (a: Ability) => void; pass: () => void },
  hints = true,
): ActionSpec {
  const ability: Ability = promptAbility(legal) ?? 'gunsmith';
  const card =
    view.seats[seat]?.characters.find((c) => characterDef(c.id).name === ABILITY_CHARACTER[ability])?.id ??
    CHARACTER_BASE;
  return {
    kind: 'prompt',
    ability,
    card,
    use: {
      id: `use:${ability}`,
      label: keyed(t('turn.use'), 'U', hints),
      onClick: () => on.use(ability),
      style: 'primary',
    },
    pass: { id: 'pass', label: keyed(t('turn.notNow'), 'N', hints), onClick: on.pass },
  };
}

/** The characters the Paperboy may add. */
export function paperboyCards(legal: readonly Action[]): EntityId[] {
  return legal.flatMap((a) => (a.type === 'paperboy' && a.card !== null ? [a.card] : []));
}

/** The Paperboy's pick: the characters nobody took; a picked one is added only with the confirm button (RULES 1.3). */
export function paperboySpec(
  legal: readonly Action[],
  focus: EntityId | null,
  on: { focus: (card: EntityId | null) => void; confirm: (card: EntityId | null) => void },
  hints = true,
): ActionSpec {
  const buttons: PanelButton[] = [];
  if (focus !== null)
    buttons.push({ id: 'cancel', label: keyed(t('turn.back'), 'Esc', hints), onClick: () => on.focus(null) });
  buttons.push({
    id: 'paperboy:none',
    label: keyed(t('turn.noThanks'), 'N', hints),
    onClick: () => on.confirm(null),
  });
  if (focus !== null)
    buttons.push({
      id: 'confirm-paperboy',
      label: keyed(t('turn.addThe', { name: characterName(characterDef(focus).name) }), 'Enter', hints),
      onClick: () => on.confirm(focus),
      style: 'primary',
    });
  return {
    kind: 'pick',
    title: t('turn.paperboyTitle'),
    body:
      focus === null
        ? t('turn.paperboyBody')
        : t('turn.paperboyFocus', {
            name: characterName(characterDef(focus).name),
            text: characterTip(characterDef(focus).name).split('\n').slice(1).join(' '),
          }),
    cards: paperboyCards(legal),
    focus,
    onPick: (id) => on.focus(id),
    buttons,
  };
}

/** The offer cards the viewer may take, in offer order. */
export function takeCards(view: GameView, legal: readonly Action[]): EntityId[] {
  const ids = new Set<EntityId>();
  for (const a of legal) if (a.type === 'take') ids.add(a.card);
  return view.offer.filter((id) => ids.has(id));
}

/** The city cards the viewer may sell (Auctioneer). */
export function sellable(legal: readonly Action[]): EntityId[] {
  return legal.flatMap((a) => (a.type === 'sell' ? [a.card] : []));
}

/** True when a terrain card has somewhere to go in the viewer's city. */
export function hasSpots(legal: readonly Action[], card: EntityId): boolean {
  return legal.some((a) => a.type === 'take' && a.card === card && a.at);
}

/** What the Auctioneer allows now (RULES 1.3): how many may still be sold this turn, and that the card is then used. */
export function auctioneerLine(view: GameView, seat: number, hints = true): string {
  const left = SELL_LIMIT - (view.seats[seat]?.state.sold ?? 0);
  const until = view.era === 1 ? t('turn.sellUntilEra2') : t('turn.sellUntilEnd');
  const how = hints ? t('turn.sellHowKeys') : t('turn.sellHowTouch');
  const count = left === 1 ? t('turn.sellOneMore') : t('turn.sellUpTo', { count: left });
  return view.selling
    ? t('turn.sellingLine', { count, until, how })
    : t('turn.sellLine', { count, vp: SALE_VP, until, how });
}

/** The take panel before a card is picked: what to take, and how to sell with the Auctioneer. */
export function takeSpec(view: GameView, seat: number, legal: readonly Action[], hints = true): ActionSpec {
  const sells = sellable(legal);
  const title =
    view.pendingReason === 'governor'
      ? t('turn.governorTake')
      : view.pendingReason === 'lawyer'
        ? t('turn.lawyerTake')
        : view.takesLeft > 1
          ? t('turn.takeMany', { count: view.takesLeft })
          : t('turn.takeOne');
  const sellLine = sells.length ? ` ${auctioneerLine(view, seat, hints)}` : '';
  return {
    kind: 'take',
    title,
    body: t(hints ? 'turn.takeBody' : 'turn.takeBodyTouch', { sell: sellLine }),
    card: null,
    detail: '',
    buttons: [],
  };
}

/** Selling a city card with the Auctioneer: what it gives, Back and Sell (RULES 1.3). */
export function sellSpec(
  view: GameView,
  seat: number,
  card: EntityId,
  on: { cancel: () => void; confirm: () => void },
  hints = true,
): ActionSpec {
  const left = SELL_LIMIT - (view.seats[seat]?.state.sold ?? 0);
  return {
    kind: 'take',
    title: t('turn.sellTitle'),
    body: t('turn.sellBody', { vp: SALE_VP, line: auctioneerLine(view, seat, hints) }),
    card,
    detail: left === 1 ? t('turn.sellLast') : '',
    buttons: [
      backButton(on.cancel, hints),
      {
        id: 'confirm-sell',
        label: keyed(t('table.sell'), 'Enter', hints),
        onClick: on.confirm,
        style: 'primary',
      },
    ],
  };
}

/** The Back button of a picked card. */
function backButton(cancel: () => void, hints = true): PanelButton {
  return { id: 'cancel', label: keyed(t('turn.back'), 'Esc', hints), onClick: cancel };
}

/** Taking a character: its text, Back and Take it. */
export function characterSpec(
  card: EntityId,
  on: { cancel: () => void; confirm: () => void },
  hints = true,
): ActionSpec {
  const name = characterDef(card).name;
  return {
    kind: 'take',
    title: t('turn.takeQuestion', { name: characterName(name) }),
    body: characterTip(name).split('\n').slice(1).join('\n'),
    card,
    detail: '',
    buttons: [
      backButton(on.cancel, hints),
      {
        id: 'confirm-place',
        label: keyed(t('turn.takeIt'), 'Enter', hints),
        onClick: on.confirm,
        style: 'primary',
      },
    ],
  };
}

/** A terrain card that fits nowhere: pick another, or take and discard it. */
export function discardSpec(card: EntityId, on: { cancel: () => void; confirm: () => void }): ActionSpec {
  return {
    kind: 'take',
    title: t('turn.noRoomTitle'),
    body: t('turn.noRoomBody'),
    card,
    detail: '',
    buttons: [
      { id: 'cancel', label: t('turn.pickAnother'), onClick: on.cancel },
      { id: 'discard-confirm', label: t('turn.takeDiscard'), onClick: on.confirm, style: 'danger' },
    ],
  };
}

/**
 * Placing a terrain card: the spot's score change, Back and Place. Place works as soon as the ghost shows a legal
 * spot (it places there); Back first releases a locked spot, then puts the card back.
 */
export function placeSpec(
  card: EntityId,
  st: PlacementState,
  on: { cancel: () => void; confirm: () => void },
  hints = true,
): ActionSpec {
  const buttons: PanelButton[] = [
    backButton(on.cancel, hints),
    {
      id: 'confirm-place',
      label: st.legal ? t('turn.placeDelta', { delta: signed(st.delta) }) : t('turn.place'),
      onClick: on.confirm,
      style: 'primary',
      enabled: st.legal,
    },
  ];
  return {
    kind: 'take',
    title: t('turn.placeTitle'),
    body: placeHelpText(!hints),
    card,
    detail: st.legal ? t('turn.spot', { delta: signed(st.delta) }) : (st.problem ?? ''),
    detailColor: st.legal ? deltaCss(st.delta) : THEME.css.bad,
    buttons,
  };
}
