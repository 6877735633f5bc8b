import { playRandomFast } from './src/bots/fastPlay';
import { mixedSetup } from './src/cli/seats';
const setup = mixedSetup(4, 4);
const t0 = Date.now(); let n = 0;
while (Date.now() - t0 < 4000) playRandomFast(setup, 1000 + n++);
console.log(n / 4);
