// Reads words in a screenshot with Debian's tesseract (`tesseract-ocr tesseract-ocr-eng`).
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {decodePng} from './png.mjs';

/**
 * The screenshot as a grey PGM (which tesseract reads without any image library), scaled up
 * `scale` times with bilinear filtering, and negated for light text on a dark ground: tesseract
 * reads dark text on light best, with letters at least ~20 px tall.
 */
function toPgm(pixels, {negate, scale}) {
  const {width, height, data} = pixels;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    const value = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
    grey[i] = negate ? 255 - value : value;
  }
  const [outWidth, outHeight] = [width * scale, height * scale];
  const out = Buffer.alloc(outWidth * outHeight);
  const at = (x, y) => grey[y * width + x];
  for (let y = 0; y < outHeight; y++) {
    const sy = Math.min(height - 1.001, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x++) {
      const sx = Math.min(width - 1.001, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * outWidth + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${outWidth} ${outHeight}\n255\n`), out]);
}

/**
 * The words tesseract reads in a PNG (`--psm 11`: sparse text, as labels on a map are), after
 * the conversion above. `scale` brings 12 px text to the size tesseract reads best.
 */
export function readWords(png, {negate = false, scale = 3} = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'mapweave-ocr-'));
  try {
    const file = join(folder, 'screenshot.pgm');
    writeFileSync(file, toPgm(decodePng(png), {negate, scale}));
    const text = execFileSync('tesseract', [file, '-', '--psm', '11', '-l', 'eng'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return text.split(/\s+/).filter(Boolean);
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}
