import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * Prerenders "/" into dist/index.html so the landing page paints before any script runs, and writes
 * dist/app.html, the same page without prerendered content, which the server returns for the app's routes.
 * `tsx scripts/prerender.ts <folder>` does the same for a build in another folder (the e2e build).
 */
const dist = resolve(process.argv[2] ?? 'dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/**
 * The stylesheets a chunk and its static imports need, imports first (the cascade order Vite loads them in): the
 * prerendered page must paint styled.
 */
function stylesheetsOf(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => stylesheetsOf(child, seen)), ...(chunk.css ?? [])];
}

/**
 * The landing's styles go inline in the page's head: no stylesheet request stands between the HTML and the first
 * paint (on a slow mobile link that is a round trip before the largest text shows). Each file also gets a disabled
 * <link>: a browser never fetches a disabled stylesheet, and Vite's loader sees the file as present, so booting does
 * not load the same rules again (appended one file at a time, they briefly reordered the cascade and shifted the
 * header).
 */
function withInlineStyles(html: string, files: string[]): string {
  const styles = files.map((file) => {
    const css = readFileSync(resolve(dist, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
  return html.replace('</head>', `  ${styles.join('')}\n  </head>`);
}

/**
 * The landing's entry script starts once the first contentful paint is on screen, instead of from the head. The
 * page is already drawn without it (it only boots the page on the first interaction or when idle), and a module
 * script in the head is on the path to the first paint: fetched at high priority and run before the browser shows
 * the parsed page. Waiting for the paint entry rather than for the first animation frame matters: the frame's
 * callbacks run before the frame reaches the screen (tens of ms later with software raster), so an import started
 * from them was, in half of the Lighthouse runs, a request that finished before the paint, which its simulated
 * slow link then counted into the LCP (0.99 s instead of 0.69 s). Browsers without paint entries, and a paint that
 * never reports, fall back to a timer after the first frame.
 */
const paintFallbackMs = 1000;

function withEntryAfterFirstPaint(html: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  const load = [
    '<script>(()=>{',
    `let started=false;const start=()=>{if(!started){started=true;import(${JSON.stringify(entry[1])})}};`,
    'const painted=PerformanceObserver.supportedEntryTypes?.includes("paint");',
    'if(painted)new PerformanceObserver((list,observer)=>{',
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}',
    '}).observe({type:"paint",buffered:true});',
    `requestAnimationFrame(()=>setTimeout(start,painted?${paintFallbackMs}:0))`,
    '})()</script>',
  ].join('');
  return html.replace(entry[0], '').replace('</body>', `  ${load}\n  </body>`);
}

/**
 * The SVG favicon goes into the page as a data URI. Chrome asks for the icon as the page finishes loading, at high
 * priority: one more request on the path that a slow mobile link (Lighthouse's simulation) counts into the largest
 * paint (0.69 s without it, 0.76 s with it, same build). The .ico link stays for browsers without SVG icons.
 */
function withInlineFavicon(html: string): string {
  const link = 'href="/favicon.svg"';
  if (!html.includes(link)) throw new Error(`index.html has no <link rel="icon" ${link}>`);
  const svg = readFileSync(resolve(dist, 'favicon.svg'), 'utf8').trim();
  return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
}

/**
 * The first frame waits until the header and the hero are parsed. On a slow CPU the parser yields part-way through
 * the HTML and the browser paints what it has: the header's links then arrived one by one, each moving the ones
 * before it to the left (a layout shift of 0.01 on a phone). The hero ends 2 kB after the header, so the wait is short.
 */
const firstScreenEnd = 'hero';

function withFirstScreenWhole(html: string): string {
  return html.replace(
    '</head>',
    `  <link rel="expect" href="#${firstScreenEnd}" blocking="render" />\n  </head>`,
  );
}

/**
 * app.html (every route but "/") starts fetching the app's boot and app area, and their static imports, with the
 * HTML: the entry imports boot, and boot the app area, so without these each waited for the one before it to run.
 * Stylesheets are preloaded only; Vite's loader still inserts them in order when the app area is imported.
 */
function withAppPreloads(html: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
    for (const file of chunk.css ?? []) styles.add(file);
  };
  for (const key of ['src/app/boot.tsx', 'src/app/app-area.tsx']) {
    if (!manifest[key]) throw new Error(`the build has no ${key} chunk to preload`);
    visit(key);
  }
  const links = [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
  ];
  return html.replace('</head>', `  ${links.join('')}\n  </head>`);
}

const ssrOut = resolve('.tmp/ssr');

await build({
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const { renderLanding } = (await import(pathToFileURL(resolve(ssrOut, 'entry-server.js')).href)) as {
  renderLanding: () => { html: string; language: string };
};

const template = withInlineFavicon(readFileSync(resolve(dist, 'index.html'), 'utf8'));
if (!template.includes('<!--app-html-->'))
  throw new Error(`${dist}/index.html has no <!--app-html--> marker`);

const { html, language } = renderLanding();
if (!html.includes(` id="${firstScreenEnd}"`))
  throw new Error(`the landing has no #${firstScreenEnd} to paint up to`);
const landing = withEntryAfterFirstPaint(
  withFirstScreenWhole(withInlineStyles(template, stylesheetsOf('src/app/landing-boot.tsx'))),
)
  .replace('<div id="root" data-lang="none">', `<div id="root" data-lang="${language}" data-path="/">`)
  .replace('<!--app-html-->', html);
writeFileSync(resolve(dist, 'index.html'), landing);
writeFileSync(resolve(dist, 'app.html'), withAppPreloads(template).replace('<!--app-html-->', ''));
console.log(
  `prerendered / (${(html.length / 1024).toFixed(1)} KiB of HTML) and wrote ${relative(process.cwd(), dist) || '.'}/app.html`,
);
