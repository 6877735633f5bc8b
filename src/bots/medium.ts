import { easyBot } from './easy';
export const mediumBot = { ...easyBot, name: 'medium' };
