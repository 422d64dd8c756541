#!/usr/bin/env node
/**
 * Draws the site's icon, a gold serif E on the brand's black, as a PNG and writes it into
 * index.html's `<link rel="icon">` as a data address: inline, the icon costs no request while the
 * first screen loads. `npm run favicon` after changing the drawing below.
 *
 * A raster icon, not the drawing itself: Chromium reads a page's icon in the page's own renderer,
 * and an SVG icon there is a document of its own, parsed, styled and laid out on the page's main
 * thread (64–88 ms at the bench's CPU ×14, after the first paint). A PNG of 48 px (16 CSS px at
 * three device pixels per px) decodes in a moment and weighs about what the drawing's address did.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZE = 48;
const PAGE = 'index.html';
const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="6" fill="#111"/>
  <text x="16" y="23" text-anchor="middle" font-family="Liberation Serif, Georgia, serif" font-size="20" font-weight="700" fill="#c9a24a">E</text>
</svg>`;
const ICON_LINK = /(<link\s+rel="icon"\s+href=")[^"]*("\s+type="image\/png"\s*\/>)/;

const png = await sharp(Buffer.from(DRAWING)).png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 }).toBuffer();
const page = readFileSync(PAGE, 'utf8');
if (!ICON_LINK.test(page)) throw new Error(`${PAGE} has no <link rel="icon" href="…" type="image/png" /> to write the icon into`);
writeFileSync(PAGE, page.replace(ICON_LINK, `$1data:image/png;base64,${png.toString('base64')}$2`));
console.log(`${PAGE}: the icon, ${SIZE}×${SIZE} px, ${png.length} bytes`);
