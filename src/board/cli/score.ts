/** Prints the end-of-game score of a board position given as JSON (format in the README, "Board game"). */
import { readPosition, scorePosition } from '../engine';
import { fail, printJson, readJsonArg } from '../../cards/cli/io';

const pos = readPosition(readJsonArg('board-score FILE (a JSON position, see the README)'));
if (!pos.ok) fail(pos.message);
printJson(scorePosition(pos.state));
