// The shell's prerendering: a second, Node-targeted build of the shell's page components
// (after the browser build, which it depends on) whose output is run once to write the public
// pages and the loading screen as HTML into the browser build's dist folder, every language's
// markup inline so the visitor's language is chosen before the first paint.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { precompress } from '../hosting/precompress.mjs';

const require = createRequire(import.meta.url);

/** Replaces the first `marker` in `html`, failing loudly if the template changed shape. */
function inject(html, marker, replacement) {
  if (!html.includes(marker)) throw new Error(`Prerender: the page template has no ${marker}`);
  return html.replace(marker, () => replacement);
}

function readLocales(dir) {
  const localesDir = path.join(dir, 'public/locales');
  return Object.fromEntries(
    readdirSync(localesDir).map((locale) => [
      locale,
      Object.fromEntries(
        readdirSync(path.join(localesDir, locale)).map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(path.join(localesDir, locale, file), 'utf8')),
        ]),
      ),
    ]),
  );
}

/** Each locale's font stylesheets in the browser build, from its chunk groups `fonts-<name>`. */
function fontStylesheets(chunkGroups, fontsByLocale) {
  const stylesheetsOf = (chunk) => {
    const files = (chunkGroups[`fonts-${chunk}`] ?? []).filter((file) => file.endsWith('.css'));
    if (files.length === 0)
      throw new Error(`Prerender: no stylesheet for the font chunk "${chunk}"`);
    return files.map((file) => `/${file}`);
  };
  return Object.fromEntries(
    Object.entries(fontsByLocale).map(([locale, chunks]) => [
      locale,
      [...new Set(chunks.flatMap(stylesheetsOf))],
    ]),
  );
}

const PROVIDED_SHARED = /^provide shared module \(\w+\) (.+)@[^@=]+ = /;

/**
 * Records, for the prerender that follows, the files of each named chunk group of a build and
 * the files the page loads for each shared library it provides (the chunks of its provide
 * module: the manifest's list also holds the fallback copies, which a page does not load).
 */
class ChunkGroupRecorder {
  constructor(record) {
    this.record = record;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkGroupRecorder', (stats) => {
      const { namedChunkGroups, chunks } = stats.toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
        chunkOrigins: true,
      });
      for (const [name, group] of Object.entries(namedChunkGroups ?? {})) {
        this.record.groups[name] = group.assets.map((asset) => asset.name ?? asset);
      }
      for (const chunk of chunks ?? []) {
        for (const origin of chunk.origins ?? []) {
          const shared = PROVIDED_SHARED.exec(origin.moduleName ?? '')?.[1];
          if (!shared) continue;
          const files = (this.record.shared[shared] ??= []);
          for (const file of chunk.files) if (!files.includes(file)) files.push(file);
        }
      }
    });
  }
}

/** The script files a page loads for a shared library the shell provides. */
function sharedFileFinder(sharedFiles) {
  return (name) => {
    const files = (sharedFiles[name] ?? []).filter((file) => file.endsWith('.js'));
    if (files.length === 0) throw new Error(`Prerender: the shell provides no "${name}"`);
    return files;
  };
}

/**
 * What a page fetches at once instead of when the federation runtime gets to it: its own code,
 * the heavy shared libraries, and /environment.json, which every start reads first; `later`
 * shared libraries at low priority.
 */
function preloadLinks({ chunkGroups, sharedFiles, shared, later = [], pageChunk }) {
  const scripts = [
    ...(chunkGroups.bootstrap ?? []),
    ...(pageChunk ? (chunkGroups[pageChunk] ?? []) : []),
    ...shared.flatMap(sharedFiles),
  ].filter((file) => file.endsWith('.js'));
  const script = (file, priority = '') =>
    `<link rel="preload" href="/${file}" as="script"${priority}>`;
  return [
    '<link rel="preload" href="/environment.json" as="fetch" crossorigin="anonymous">',
    ...[...new Set(scripts)].map((file) => script(file)),
    ...later.flatMap(sharedFiles).map((file) => script(file, ' fetchpriority="low"')),
  ].join('');
}

/**
 * One page file: the default language's markup in #root, the others in <template>s that the
 * inline script (built from chooseLocaleScript) swaps in before paint.
 */
function assemble(template, variants, { preloads, chooseLocaleScript }) {
  const [first, ...others] = variants;
  const alternatives = others
    .map(
      (variant) =>
        `<template data-locale="${variant.locale}" data-title="${variant.title}">${
          variant.css === first.css ? '' : variant.css
        }${variant.html}</template>`,
    )
    .join('');
  // After the entry script, which starts everything: the browser fetches it first.
  let html = template.replace(/(<script defer[^>]*><\/script>)/, (entry) => `${entry}${preloads}`);
  if (!html.includes(preloads)) throw new Error('Prerender: the page template has no entry script');
  // Last in <head>: after the template's own boot style, which the page's styles override.
  html = inject(html, '</head>', `${first.css}</head>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${first.title}</title>`);
  return inject(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered-locale="${first.locale}">${first.html}</div>${alternatives}<script>${chooseLocaleScript}</script>`,
  );
}

class PrerenderPlugin {
  constructor({ dir, clientDist, recorded }) {
    this.dir = dir;
    this.clientDist = clientDist;
    this.recorded = recorded;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, 'prerender.cjs');
      delete require.cache[bundle];
      const {
        renderPages,
        chooseLocaleScript,
        FONTS_BY_LOCALE,
        BOOT_SHARED_PRELOADS,
        SESSION_SHARED_PRELOADS,
        SESSION_HINT_KEY,
      } = require(bundle);
      const pages = await renderPages(readLocales(this.dir));
      const fonts = fontStylesheets(this.recorded.groups, FONTS_BY_LOCALE);
      const read = (file) => readFileSync(path.join(this.clientDist, file), 'utf8');
      const template = read('index.html');
      const sharedFiles = sharedFileFinder(this.recorded.shared);
      const written = [];
      for (const file of new Set(pages.map((page) => page.file))) {
        const variants = pages.filter((page) => page.file === file);
        const target = path.join(this.clientDist, file);
        mkdirSync(path.dirname(target), { recursive: true });
        const { chunk, namespaces, laterShared, remote, keptPaint, authIfSignedIn } = variants[0];
        const page = {
          preloads: preloadLinks({
            chunkGroups: this.recorded.groups,
            sharedFiles,
            shared: [...BOOT_SHARED_PRELOADS, ...(authIfSignedIn ? [] : SESSION_SHARED_PRELOADS)],
            later: laterShared,
            pageChunk: chunk,
          }),
          chooseLocaleScript: chooseLocaleScript({
            fonts,
            namespaces,
            remote,
            keptPaint,
            ...(authIfSignedIn && {
              session: {
                hintKey: SESSION_HINT_KEY,
                scripts: [...new Set(SESSION_SHARED_PRELOADS.flatMap(sharedFiles))].map(
                  (file) => `/${file}`,
                ),
              },
            }),
          }),
        };
        writeFileSync(target, assemble(template, variants, page));
        written.push(target);
      }
      precompress(this.clientDist, written);
    });
  }
}

/**
 * The Node build that prerenders `entry` (which exports renderPages, chooseLocaleScript,
 * FONTS_BY_LOCALE and BOOT_SHARED_PRELOADS) into the browser build whose config is
 * `clientConfig` (which it extends to record its chunks).
 */
export function createPrerenderConfig({ dir, entry, clientConfig }) {
  const recorded = { groups: {}, shared: {} };
  clientConfig.plugins.push(new ChunkGroupRecorder(recorded));
  return {
    name: `${clientConfig.name}-prerender`,
    dependencies: [clientConfig.name],
    context: dir,
    mode: clientConfig.mode,
    target: 'node20',
    devtool: false,
    entry: { prerender: entry },
    output: {
      // Build output that is run, never served: kept out of the app's dist folder.
      path: path.join(dir, '../.cache/prerender', clientConfig.name),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: clientConfig.resolve,
    module: clientConfig.module,
    // Readable stack traces if a page fails to render; nothing here reaches a browser.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new PrerenderPlugin({ dir, clientDist: clientConfig.output.path, recorded })],
  };
}
