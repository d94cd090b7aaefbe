/**
 * Renders the brand's raster images from the SVG artwork with headless Chromium (playwright-core):
 *   public/favicon.ico  an ICO container holding one 32x32 PNG of public/favicon.svg
 *   public/og-image.png the 1200x630 Open Graph card
 * Run after changing the artwork: `npx tsx scripts/brand-images.ts`; commit what it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const publicDir = join(root, 'public');
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataUri = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(join(publicDir, file)).toString('base64')}`;

/** An ICO file with a single PNG image: 6-byte header, one 16-byte directory entry, then the PNG itself. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
  entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8); // size of the PNG
  entry.writeUInt32LE(header.length + entry.length, 12); // where the PNG starts
  return Buffer.concat([header, entry, png]);
}

const ogCard = (brand: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; color: #eef2fa;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    background: radial-gradient(700px 420px at 85% 50%, rgb(45 212 191 / 0.16), transparent 70%),
      radial-gradient(600px 400px at 0% 0%, rgb(99 102 241 / 0.2), transparent 70%), #070b14; }
  .card { display: grid; grid-template-columns: 680px 1fr; align-items: center; height: 100%; padding: 0 72px; }
  h1 { margin: 40px 0 20px; font-size: 60px; line-height: 1.05; letter-spacing: -0.02em; }
  p { margin: 0; white-space: nowrap; font-size: 26px; font-weight: 600; color: #5eead4; }
  .art { justify-self: end; }
</style></head><body><div class="card">
  <div><img src="${dataUri('images/logo-wide.svg')}" width="236" height="64" alt="${brand}">
    <h1>Decentralized AI Inference Network</h1><p>for Open, Low-Cost, Community-Powered AI</p></div>
  <img class="art" src="${dataUri('images/hero-network.svg')}" width="470" height="386" alt="">
</div></body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
try {
  const icon = await browser.newPage({ viewport: { width: 32, height: 32 } });
  await icon.setContent(
    `<body style="margin:0"><img src="${dataUri('favicon.svg')}" width="32" height="32" alt=""></body>`,
  );
  const iconPng = await icon.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: 32, height: 32 },
  });
  writeFileSync(join(publicDir, 'favicon.ico'), pngToIco(iconPng, 32));

  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await og.setContent(ogCard(process.env.VITE_BRAND?.trim() || 'DGrid'));
  await og.screenshot({ path: join(publicDir, 'og-image.png') });
} finally {
  await browser.close();
}
console.log('brand images: public/favicon.ico (32x32 PNG in ICO), public/og-image.png (1200x630)');
