// Draws the installable shop's icons (apps/web/public/icons, committed) from the shop's mark,
// the orange triangle on slate of favicon.svg: the manifest's 192 and 512 px icons (rounded, as
// the favicon), a 512 px maskable one (full-bleed background, the mark inside the central 80 %
// safe zone that launchers may crop to a circle) and the 180 px Apple touch icon (opaque).
//   node tools/pwa-icons.ts
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(import.meta.dirname, '../apps/web/public/icons');
const SLATE = '#0f172a';
const ORANGE = '#f97316';

/** The mark on a square of `size`: the triangle scaled to `mark` of the side, rounded or not. */
const svg = (size: number, { mark, radius }: { mark: number; radius: number }) => {
  const scale = (size * mark) / 32;
  const offset = (size - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius * size}" fill="${SLATE}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M9 21l7-12 7 12z" fill="${ORANGE}"/></g>` +
      `</svg>`,
  );
};

const icons: [string, number, { mark: number; radius: number }][] = [
  ['icon-192.png', 192, { mark: 1, radius: 0.25 }],
  ['icon-512.png', 512, { mark: 1, radius: 0.25 }],
  ['icon-maskable-512.png', 512, { mark: 0.8, radius: 0 }],
  ['apple-touch-icon.png', 180, { mark: 0.9, radius: 0 }],
];

for (const [file, size, shape] of icons) {
  await sharp(svg(size, shape)).png({ compressionLevel: 9 }).toFile(path.join(OUT, file));
  console.info(`${file} (${size} px)`);
}
