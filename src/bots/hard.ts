import { easyBot } from './easy';
export const hardBot = { ...easyBot, name: 'hard' };
