/** Words a bot's reason (data from src/cards/bots) in the current language, for the game log. */
import { ABILITY_CHARACTER, characterDef, isCharacter, terrainDef } from '../cards/engine';
import type { Content, EntityId } from '../cards/engine';
import type { BotReason } from '../cards/bots/types';
import { formatNumber, t } from './index';
import { characterName, contentName } from './names';

/** Contents by how much they say about a terrain card, the most telling first. */
const TELLING = 'YSOBDGCKPmRTHMX.';

/** The most telling content of a terrain card (a City Hall before a Saloon … before empty ground). */
export function mainContent(id: EntityId): Content {
  let best: Content = '.';
  for (const p of terrainDef(id).parcels) if (TELLING.indexOf(p) < TELLING.indexOf(best)) best = p;
  return best;
}

/** A short name of an offer card: a character's name or a terrain card's most telling content. */
export function reasonCard(id: EntityId): string {
  if (isCharacter(id)) return t('reason.character', { name: characterName(characterDef(id).name) });
  return t('reason.terrain', { content: contentName(mainContent(id)) });
}

const tenth = (n: number): string => formatNumber(n, { maximumFractionDigits: 1 });

/** A bot's reason in a few words. */
export function botReasonText(r: BotReason): string {
  switch (r.kind) {
    case 'useNow':
    case 'keep':
      return t(r.kind === 'useNow' ? 'reason.useNow' : 'reason.keep', {
        character: characterName(ABILITY_CHARACTER[r.ability]),
      });
    case 'useWorth':
      return t('reason.useWorth', {
        character: characterName(ABILITY_CHARACTER[r.ability]),
        edge: tenth(r.edge),
      });
    case 'useOffer':
      return t('reason.useOffer', { character: characterName(ABILITY_CHARACTER[r.ability]), worth: r.worth });
    case 'bid':
    case 'bidNothing':
    case 'bidLast':
    case 'bidLawyer':
      return t(`reason.${r.kind}`, { bid: r.bid });
    case 'bidWants':
    case 'bidStillThere':
    case 'bidSaves':
      return t(`reason.${r.kind}`, { bid: r.bid, card: reasonCard(r.card) });
    case 'bidWantsNow':
      return t('reason.bidWantsNow', { bid: r.bid, card: reasonCard(r.card), gain: r.gain });
    case 'bidWantsWorth':
      return t('reason.bidWantsWorth', { bid: r.bid, card: reasonCard(r.card), worth: r.worth });
    case 'bidHopes':
      return t('reason.bidHopes', { bid: r.bid, card: reasonCard(r.card), alt: reasonCard(r.alt) });
    case 'paperboyNow':
    case 'paperboyBest':
    case 'sell':
      return t(`reason.${r.kind}`);
    case 'sellFor':
      return t('reason.sellFor', { gain: tenth(r.gain) });
    case 'take':
      return t('reason.take', { card: reasonCard(r.card) });
    case 'takeNow':
      return t('reason.takeNow', { card: reasonCard(r.card), gain: r.gain });
    case 'takeSearch':
      return t('reason.takeSearch', { card: reasonCard(r.card) });
    case 'takeWorth':
      return t('reason.takeWorth', { card: reasonCard(r.card), worth: tenth(r.worth) });
  }
}
