/** The phone page the board shows follows the decision's targets, and stays where the player looks when it can. */
import { describe, expect, it } from 'vitest';
import { duePage, lessonPage } from '../../../src/app/boardPage';

const none = { town: false, path: false, people: false };

describe('the page a phone shows', () => {
  it('upright, moves to the town for parcels and to the path for spaces or characters', () => {
    expect(duePage('portrait', 'log', { ...none, town: true })).toBe('town');
    expect(duePage('portrait', 'town', { ...none, path: true })).toBe('path');
    expect(duePage('portrait', 'players', { ...none, people: true })).toBe('path');
  });

  it('stays on the page shown when it holds targets, or when nothing is to be picked', () => {
    expect(duePage('portrait', 'path', { town: true, path: true, people: false })).toBe('path');
    expect(duePage('portrait', 'players', none)).toBe('players');
  });

  it('in landscape keeps the page for town picks (the town is always beside it), and opens People for characters', () => {
    expect(duePage('short', 'log', { ...none, town: true })).toBe('log');
    expect(duePage('short', 'log', { ...none, people: true })).toBe('people');
    expect(duePage('short', 'people', { ...none, path: true })).toBe('path');
  });
});

describe('lessonPage', () => {
  it('shows the page that holds a lesson target, and keeps the page for the bar', () => {
    expect(lessonPage('portrait', 'path', 'parcel:21')).toBe('town');
    expect(lessonPage('portrait', 'town', 'spot:s:bld2')).toBe('path');
    expect(lessonPage('portrait', 'town', 'char:7')).toBe('path');
    expect(lessonPage('short', 'path', 'char:7')).toBe('people');
    expect(lessonPage('short', 'players', 'road:40')).toBe('players');
    expect(lessonPage('portrait', 'log', 'area:sheet')).toBe('players');
    expect(lessonPage('portrait', 'path', 'answer-1')).toBe('path');
    expect(lessonPage('short', 'log', null)).toBe('log');
  });
});
