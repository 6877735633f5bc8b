/** A tap beside a lit spot on a phone picks it (issue 27 item 8): the nearest spot within a finger's reach. */
import { describe, expect, it } from 'vitest';
import { nearestSpot } from '../src/ui/gesture';

const spots = [
  { id: 'a', x: 100, y: 100 },
  { id: 'b', x: 125, y: 100 },
  { id: 'c', x: 100, y: 175 },
];

describe('nearestSpot', () => {
  it('picks the nearest spot within reach', () => {
    expect(nearestSpot(spots, 108, 104, 22)?.id).toBe('a');
    expect(nearestSpot(spots, 118, 96, 22)?.id).toBe('b');
    expect(nearestSpot(spots, 100, 158, 22)?.id).toBe('c');
  });
  it('picks none beyond reach', () => {
    expect(nearestSpot(spots, 100, 140, 22)).toBeNull();
    expect(nearestSpot([], 0, 0, 22)).toBeNull();
  });
  it('a spot exactly at the reach counts', () => {
    expect(nearestSpot(spots, 100, 122, 22)?.id).toBe('a');
  });
});
