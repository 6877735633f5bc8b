/** Colour-vision simulation of a PNG inside a browser page (canvas pixels), shared by the colour-check scripts. */
import type { Page } from 'playwright-core';

/** Applies a 3x3 matrix (linear RGB, row-major) to a PNG inside the page, returning the new PNG. */
export async function simulate(page: Page, png: Buffer, m: number[]): Promise<Buffer> {
  const url = await page.evaluate(
    async ({ b64, m }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height);
      // No named helper functions here: the script runner would wrap them in a helper the page does not have.
      const lin = new Float32Array(256);
      for (let i = 0; i < 256; i++) {
        const v = i / 255;
        lin[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }
      const steps = 4096;
      const enc = new Uint8ClampedArray(steps + 1);
      for (let i = 0; i <= steps; i++) {
        const x = i / steps;
        enc[i] = Math.round(255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055));
      }
      const p = d.data;
      for (let i = 0; i < p.length; i += 4) {
        const r = lin[p[i] as number] as number;
        const gg = lin[p[i + 1] as number] as number;
        const b = lin[p[i + 2] as number] as number;
        for (let k = 0; k < 3; k++) {
          const v = (m[k * 3] as number) * r + (m[k * 3 + 1] as number) * gg + (m[k * 3 + 2] as number) * b;
          p[i + k] = enc[Math.round(Math.min(1, Math.max(0, v)) * steps)] as number;
        }
      }
      g.putImageData(d, 0, 0);
      return c.toDataURL('image/png');
    },
    { b64: png.toString('base64'), m },
  );
  return Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');
}
