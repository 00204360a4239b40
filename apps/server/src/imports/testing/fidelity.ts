import type { Browser } from 'playwright-core';
import { collectProblems } from '../../build/testing/chromium';

/** One page as a visitor gets it at a width: its text, what devtools would flag, and its pixels. */
export type Render = {
  text: string;
  problems: string[];
  png: Buffer;
  /** How many elements carry the JSX tagger's source position (what the visual editor clicks). */
  tagged: number;
};

/** Opens `url` at `width` × 900 and takes the whole page once the network is quiet, animations stopped. */
export async function render(browser: Browser, url: string, width = 1440): Promise<Render> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems = collectProblems(page);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready');
    const text = await page.evaluate<string>('document.body.innerText');
    const tagged = await page.evaluate<number>(
      `document.querySelectorAll('[data-unique-id^="src/"][data-file-name^="src/"]').length`,
    );
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return { text, problems, png, tagged };
  } finally {
    await page.close();
  }
}

/**
 * The share of pixels that differ between two screenshots (a channel off by more than `tolerance`),
 * the taller one's extra rows counted as different. Compared in Chromium's own canvas, so the suite
 * needs no image library.
 */
export async function pixelDifference(
  browser: Browser,
  a: Buffer,
  b: Buffer,
  tolerance = 16,
): Promise<number> {
  const page = await browser.newPage();
  try {
    // A string, so this file needs no DOM types: it runs in the page.
    return await page.evaluate<number>(`(async () => {
      const load = async (base64) => {
        const image = new Image();
        image.src = 'data:image/png;base64,' + base64;
        await image.decode();
        return image;
      };
      const [x, y] = await Promise.all([load(${JSON.stringify(a.toString('base64'))}), load(${JSON.stringify(b.toString('base64'))})]);
      const width = Math.max(x.width, y.width);
      const height = Math.max(x.height, y.height);
      const pixels = (image) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const [p, q] = [pixels(x), pixels(y)];
      let different = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i] - q[i]) > ${tolerance} || Math.abs(p[i + 1] - q[i + 1]) > ${tolerance} ||
            Math.abs(p[i + 2] - q[i + 2]) > ${tolerance} || Math.abs(p[i + 3] - q[i + 3]) > ${tolerance}) different += 1;
      }
      return different / (width * height);
    })()`);
  } finally {
    await page.close();
  }
}
