/**
 * Font metrics measured once per font (issue 17): Phaser measures a font's ascent and descent on a canvas for every
 * Text it makes, the largest part of making a text after laying it out. A style given the metrics of its font skips it;
 * the result is the same, as the metrics depend on the font alone.
 */
import type Phaser from 'phaser';

type Style = Phaser.Types.GameObjects.Text.TextStyle;
type Metrics = Phaser.Types.GameObjects.Text.TextMetrics;

const known = new Map<string, Metrics>();

/** The CSS font of a style, as Phaser's TextStyle builds it (font style, size, family). */
function fontOf(style: Style): string {
  const size = typeof style.fontSize === 'number' ? `${style.fontSize}px` : (style.fontSize ?? '');
  return [style.fontStyle ?? '', size, style.fontFamily ?? ''].join(' ').trim();
}

/** Makes a Text with `style`, giving it the metrics of its font when a text of that font was made before. */
export function addText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  str: string,
  style: Style,
): Phaser.GameObjects.Text {
  const font = fontOf(style);
  const metrics = known.get(font);
  const t = scene.add.text(x, y, str, metrics ? { ...style, metrics } : style);
  if (!metrics) known.set(font, t.style.getTextMetrics());
  return t;
}
