import { describe, expect, it } from 'vitest';
import { breakAfterColon } from '../src/ui/headingBreak';

describe('breakAfterColon', () => {
  it('breaks a wrapped heading after its colon', () => {
    expect(breakAfterColon('Du bist dran: eine Karte nehmen', ['Du bist dran: eine Karte', 'nehmen'])).toBe(
      'Du bist dran:\neine Karte nehmen',
    );
    expect(breakAfterColon('À toi : prends une carte', ['À toi : prends une', 'carte'])).toBe(
      'À toi :\nprends une carte',
    );
  });

  it('leaves a heading on one line, or without a colon on its first line, as it is', () => {
    expect(breakAfterColon('Your turn: take a card', ['Your turn: take a card'])).toBe(
      'Your turn: take a card',
    );
    expect(breakAfterColon('Take one of the cards now', ['Take one of the', 'cards now'])).toBe(
      'Take one of the cards now',
    );
    expect(breakAfterColon('A long first line then: a colon', ['A long first line', 'then: a colon'])).toBe(
      'A long first line then: a colon',
    );
  });
});
