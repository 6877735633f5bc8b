/** Each seat's holdings as the board screen shows them: figures with their icons, and words that explain each. */
import { CH, cashLimit, firepowerParts } from '../board/engine';
import type { BoardView } from '../board/engine';
import { formatNumber, t } from '../i18n';
import { boardCharacterName } from '../ui/boardReasonText';

/** One figure of a seat's holdings: its art key (when drawn), a glyph without art, the figure, and its words. */
export interface Holding {
  /** Which field of the seat panel shows it (ui/board/boardLayout.ts HOLDINGS). */
  field: 'money' | 'vp' | 'revolvers' | 'firepower' | 'cowboysHome' | 'cowboysBoard' | 'roads' | 'markers';
  icon: string;
  glyph: string;
  value: string;
  tip: () => string;
}

/** A seat as its panel shows it. */
export interface SeatCard {
  name: string;
  colour: number;
  active: boolean;
  passed: boolean;
  holdings: Holding[];
}

/** The seats' panels for a view: names, colours, whose turn, who passed, and the holdings (BOARD 2, 5.1). */
export function boardHoldings(
  view: BoardView,
  seats: readonly { name: string; colour: number }[],
  active: number,
): SeatCard[] {
  return view.seats.map((st, i) => {
    const fp = firepowerParts(view, i);
    const onBoard = view.placements.filter((p) => p.seat === i && !p.white).length;
    const general = st.general;
    const cowboys = (): string => t('boardTable.tip.cowboys', { home: st.cowboys, board: onBoard, general });
    const holdings: Holding[] = [
      {
        field: 'money',
        icon: 'coin',
        glyph: '$',
        value: formatNumber(st.money),
        tip: () => t('boardTable.tip.money', { amount: st.money, limit: cashLimit(view, i) }),
      },
      {
        field: 'vp',
        icon: 'vp',
        glyph: '★',
        value: formatNumber(st.vp),
        tip: () => t('boardTable.tip.vp', { vp: st.vp }),
      },
      {
        field: 'revolvers',
        icon: 'revolver',
        glyph: '⚙',
        value: formatNumber(st.revolvers),
        tip: () => t('boardTable.tip.revolvers', { revolvers: st.revolvers }),
      },
      {
        field: 'firepower',
        icon: 'firepower',
        glyph: '✪',
        value: formatNumber(fp.total),
        tip: () =>
          t('boardTable.tip.firepower', {
            total: fp.total,
            cowboys: fp.cowboys,
            revolvers: fp.revolvers,
            ammo: fp.ammo,
            mercenary: fp.mercenary,
            card: boardCharacterName(CH.mercenary),
          }),
      },
      { field: 'cowboysHome', icon: 'cowboy', glyph: '♞', value: formatNumber(st.cowboys), tip: cowboys },
      { field: 'cowboysBoard', icon: 'cowboyOut', glyph: '♘', value: formatNumber(onBoard), tip: cowboys },
      {
        field: 'roads',
        icon: 'road',
        glyph: '≡',
        value: formatNumber(st.roads),
        tip: () => t('boardTable.tip.roads', { roads: st.roads }),
      },
      {
        field: 'markers',
        icon: 'marker',
        glyph: '▣',
        value: formatNumber(st.markers),
        tip: () => t('boardTable.tip.markers', { markers: st.markers }),
      },
    ];
    return {
      name: seats[i]?.name ?? '',
      colour: seats[i]?.colour ?? i,
      active: i === active,
      passed: view.phase === 'placement' && view.passOrder.includes(i),
      holdings,
    };
  });
}
