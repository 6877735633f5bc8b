import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { addText } from '../src/ui/textMetrics';

type Style = Phaser.Types.GameObjects.Text.TextStyle;

/** A scene whose add.text records the styles it gets and answers metrics that depend on the font. */
function fakeScene(): { scene: Phaser.Scene; styles: Style[] } {
  const styles: Style[] = [];
  const add = {
    text: (_x: number, _y: number, _s: string, style: Style) => {
      styles.push(style);
      const size = parseFloat(String(style.fontSize));
      return {
        style: { getTextMetrics: () => ({ ascent: size * 0.8, descent: size * 0.2, fontSize: size }) },
      };
    },
  };
  return { scene: { add } as unknown as Phaser.Scene, styles };
}

describe('font metrics measured once per font', () => {
  it('gives a text the metrics measured for the first text of its font, and none to a new font', () => {
    const { scene, styles } = fakeScene();
    const bold20 = { fontFamily: 'Georgia', fontSize: '20px', fontStyle: 'bold' };
    addText(scene, 0, 0, 'a', bold20);
    addText(scene, 0, 0, 'b', { ...bold20, color: '#fff' });
    addText(scene, 0, 0, 'c', { ...bold20, fontStyle: 'italic' });
    addText(scene, 0, 0, 'd', { ...bold20, fontSize: 20 });
    expect(styles[0]?.metrics).toBeUndefined();
    expect(styles[1]?.metrics).toEqual({ ascent: 16, descent: 4, fontSize: 20 });
    expect(styles[2]?.metrics).toBeUndefined();
    expect(styles[3]?.metrics).toEqual({ ascent: 16, descent: 4, fontSize: 20 });
  });
});
