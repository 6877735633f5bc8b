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
} from '../../../engine';
import type { Ability, Action, EntityId, GameView, Pos } from '../../../engine';
import { characterTip } from '../../../ui/texts';
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
): ActionSpec {
  const st = view.seats[seat]?.state;
  return {
    kind: 'bid',
    suit: view.setup.seats[seat]?.suit ?? 'hat',
    hand: bidHand(legal),
    picked,
    modifier: st?.modifier ?? 0,
    lawyered: st?.lawyered ?? false,
    onPick: on.pick,
    confirm: {
      id: 'confirm-bid',
      label: picked !== null ? `${st?.lawyered ? 'Discard' : 'Bid'} ${auctionValue(picked)}` : 'Pick a card',
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
): ActionSpec {
  const ability: Ability = promptAbility(legal) ?? 'gunsmith';
  const card =
    view.seats[seat]?.characters.find((c) => characterDef(c.id).name === ABILITY_CHARACTER[ability])?.id ??
    CHARACTER_BASE;
  return {
    kind: 'prompt',
    ability,
    card,
    use: { id: `use:${ability}`, label: 'Use (U)', onClick: () => on.use(ability), style: 'primary' },
    pass: { id: 'pass', label: 'Not now (N)', onClick: on.pass },
  };
}

/** The characters the Paperboy may add. */
export function paperboyCards(legal: readonly Action[]): EntityId[] {
  return legal.flatMap((a) => (a.type === 'paperboy' && a.card !== null ? [a.card] : []));
}

/** The Paperboy's pick: the characters nobody took, and No, thanks. */
export function paperboySpec(
  legal: readonly Action[],
  focus: EntityId | null,
  pick: (card: EntityId | null) => void,
): ActionSpec {
  return {
    kind: 'pick',
    title: 'Paperboy: add a character',
    body: 'Pick one character nobody took (removed or never drawn) to add to yours before scoring. Hover a card to read it.',
    cards: paperboyCards(legal),
    focus,
    onPick: (id) => pick(id),
    buttons: [{ id: 'paperboy:none', label: 'No, thanks (N)', onClick: () => pick(null) }],
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

/** The take panel before a card is picked: what to take, and how to sell with the Auctioneer. */
export function takeSpec(view: GameView, seat: number, legal: readonly Action[]): ActionSpec {
  const sells = sellable(legal);
  const sold = view.seats[seat]?.state.sold ?? 0;
  const title =
    view.pendingReason === 'governor'
      ? 'Governor: take a card now'
      : view.pendingReason === 'lawyer'
        ? 'Lawyer: take a card now'
        : view.takesLeft > 1
          ? `Your turn: take ${view.takesLeft} cards`
          : 'Your turn: take a card';
  const sellLine = sells.length
    ? ` Auctioneer: click a $-marked card in your city to sell it (S cycles; ${SALE_VP} VP each at the end; ${SELL_LIMIT - sold} of ${SELL_LIMIT} left).`
    : '';
  return {
    kind: 'take',
    title,
    body: `Click a card in the offer (Tab cycles). A terrain card then goes into your city.${sellLine}`,
    card: null,
    detail: '',
    buttons: [],
  };
}

/** The Back button of a picked card. */
function backButton(cancel: () => void): PanelButton {
  return { id: 'cancel', label: 'Back (Esc)', onClick: cancel };
}

/** Taking a character: its text, Back and Take it. */
export function characterSpec(card: EntityId, on: { cancel: () => void; confirm: () => void }): ActionSpec {
  const name = characterDef(card).name;
  return {
    kind: 'take',
    title: `Take the ${name}?`,
    body: characterTip(name).split('\n').slice(1).join('\n'),
    card,
    detail: '',
    buttons: [
      backButton(on.cancel),
      { id: 'confirm-place', label: 'Take it (Enter)', onClick: on.confirm, style: 'primary' },
    ],
  };
}

/** A terrain card that fits nowhere: pick another, or take and discard it. */
export function discardSpec(card: EntityId, on: { cancel: () => void; confirm: () => void }): ActionSpec {
  return {
    kind: 'take',
    title: 'No room in your city',
    body: 'This card fits nowhere in your city. You may still take it to keep it from the others, but then it leaves the game.',
    card,
    detail: '',
    buttons: [
      { id: 'cancel', label: 'Pick another', onClick: on.cancel },
      { id: 'discard-confirm', label: 'Take & discard', onClick: on.confirm, style: 'danger' },
    ],
  };
}

/** Placing a terrain card: the spot's score change, Back, Undo once a spot is locked, and Place. */
export function placeSpec(
  card: EntityId,
  st: PlacementState,
  on: { cancel: () => void; undo: () => void; confirm: () => void },
): ActionSpec {
  const buttons: PanelButton[] = [backButton(on.cancel)];
  if (st.locked) buttons.push({ id: 'undo-place', label: 'Undo', onClick: on.undo });
  buttons.push({
    id: 'confirm-place',
    label: st.locked ? `Place (${signed(st.delta)})` : 'Place',
    onClick: on.confirm,
    style: 'primary',
    enabled: st.locked,
  });
  return {
    kind: 'take',
    title: 'Place the card in your city',
    body: 'Click a lit spot (or move with the arrow keys), then click it again or press Enter. Each number is the change in your score.',
    card,
    detail: st.legal
      ? `${signed(st.delta)} VP at this spot${st.locked ? ': confirm to place it' : ''}`
      : (st.problem ?? ''),
    detailColor: st.legal ? deltaCss(st.delta) : THEME.css.bad,
    buttons,
  };
}
