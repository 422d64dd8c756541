/**
 * Bytes, encoding time and SSIM of the encodings a first-screen copy could use, on the photos in
 * the image pipeline's cache (run any build first). Each encoding of a photo at WIDTH px is decoded
 * again and compared with the same resize left unencoded (SSIM on luma, 8 × 8 windows, stride 4):
 * an encoding earns its bytes only at a quality the eye would not tell from today's.
 *
 *   node tools/image-quality.mjs              # the first 8 JPEG photos of the cache, at 750 px
 *   PHOTOS=4 WIDTH=480 node tools/image-quality.mjs
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const ORIGINALS = 'node_modules/.cache/image-pipeline/originals';
const PHOTOS = Number(process.env.PHOTOS ?? 8);
const WIDTH = Number(process.env.WIDTH ?? 750);

const ENCODINGS = [
  ['WebP q72 e2 (the copies)', (image) => image.webp({ quality: 72, effort: 2 })],
  ['WebP q60 e4', (image) => image.webp({ quality: 60, effort: 4 })],
  ['WebP q50 e4', (image) => image.webp({ quality: 50, effort: 4 })],
  ...[50, 55, 58].flatMap((quality) => [0, 2].map((effort) => [`AVIF q${quality} e${effort}`, (image) => image.avif({ quality, effort })])),
  ...[55, 57].flatMap((quality) =>
    [0, 2].map((effort) => [`AVIF q${quality} e${effort} 4:2:0`, (image) => image.avif({ quality, effort, chromaSubsampling: '4:2:0' })]),
  ),
];

/** Luma of raw RGB pixels. */
function luma({ data, info }) {
  const out = new Float64Array(info.width * info.height);
  for (let i = 0; i < out.length; i++) {
    const at = i * info.channels;
    out[i] = 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
  }
  return out;
}

/** Mean SSIM of two luma planes of the same size. */
function ssim(a, b, width, height) {
  const window = 8;
  const stride = 4;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + window <= height; y += stride) {
    for (let x = 0; x + window <= width; x += stride) {
      let sumA = 0,
        sumB = 0,
        sumAA = 0,
        sumBB = 0,
        sumAB = 0;
      for (let dy = 0; dy < window; dy++) {
        for (let dx = 0; dx < window; dx++) {
          const i = (y + dy) * width + x + dx;
          sumA += a[i];
          sumB += b[i];
          sumAA += a[i] * a[i];
          sumBB += b[i] * b[i];
          sumAB += a[i] * b[i];
        }
      }
      const n = window * window;
      const meanA = sumA / n;
      const meanB = sumB / n;
      const varA = sumAA / n - meanA * meanA;
      const varB = sumBB / n - meanB * meanB;
      const cov = sumAB / n - meanA * meanB;
      total += ((2 * meanA * meanB + c1) * (2 * cov + c2)) / ((meanA ** 2 + meanB ** 2 + c1) * (varA + varB + c2));
      windows++;
    }
  }
  return total / windows;
}

const raw = (input) => sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });

const photos = [];
for (const name of (await readdir(ORIGINALS)).sort()) {
  if (photos.length >= PHOTOS) break;
  const bytes = await readFile(join(ORIGINALS, name));
  const { format, width = 0 } = await sharp(bytes).metadata();
  if (format === 'jpeg' && width >= WIDTH) photos.push(bytes);
}
if (photos.length === 0) throw new Error(`No JPEG of at least ${WIDTH} px in ${ORIGINALS}: run a build first.`);

const totals = new Map(ENCODINGS.map(([label]) => [label, { bytes: 0, ms: 0, ssim: 0 }]));
for (const photo of photos) {
  const resized = await sharp(photo).rotate().resize({ width: WIDTH }).png({ compressionLevel: 0 }).toBuffer();
  const reference = await raw(resized);
  const referenceLuma = luma(reference);
  for (const [label, encode] of ENCODINGS) {
    const started = performance.now();
    const encoded = await encode(sharp(resized)).toBuffer();
    const total = totals.get(label);
    total.ms += performance.now() - started;
    total.bytes += encoded.length;
    total.ssim += ssim(referenceLuma, luma(await raw(encoded)), reference.info.width, reference.info.height);
  }
}

console.log(
  `${photos.length} photos of the image pipeline's cache at ${WIDTH} px, mean of each (${new Date().toISOString().slice(0, 10)}):`,
);
console.log('Encoding                    KB      ms   SSIM');
for (const [label, total] of totals) {
  const mean = (value) => value / photos.length;
  console.log(
    `${label.padEnd(26)} ${(mean(total.bytes) / 1024).toFixed(1).padStart(5)} ${mean(total.ms).toFixed(0).padStart(7)}  ${mean(total.ssim).toFixed(4)}`,
  );
}
