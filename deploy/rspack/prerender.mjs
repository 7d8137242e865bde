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

/**
 * One page file: the default language's markup in #root, the others in <template>s that the
 * inline script (built from chooseLocaleScript) swaps in before paint.
 */
function assemble(template, variants, chooseLocaleScript) {
  const [first, ...others] = variants;
  const alternatives = others
    .map(
      (variant) =>
        `<template data-locale="${variant.locale}" data-title="${variant.title}">${
          variant.css === first.css ? '' : variant.css
        }${variant.html}</template>`,
    )
    .join('');
  let html = inject(template, '<title>', `${first.css}<title>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${first.title}</title>`);
  return inject(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered-locale="${first.locale}">${first.html}</div>${alternatives}<script>${chooseLocaleScript}</script>`,
  );
}

class PrerenderPlugin {
  constructor({ dir, clientDist }) {
    this.dir = dir;
    this.clientDist = clientDist;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, 'prerender.cjs');
      delete require.cache[bundle];
      const { renderPages, chooseLocaleScript } = require(bundle);
      const pages = await renderPages(readLocales(this.dir));
      const template = readFileSync(path.join(this.clientDist, 'index.html'), 'utf8');
      const written = [];
      for (const file of new Set(pages.map((page) => page.file))) {
        const variants = pages.filter((page) => page.file === file);
        const target = path.join(this.clientDist, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, assemble(template, variants, chooseLocaleScript));
        written.push(target);
      }
      precompress(this.clientDist, written);
    });
  }
}

/**
 * The Node build that prerenders `entry` (which exports renderPages and chooseLocaleScript)
 * into the browser build named `clientName`, whose config is `clientConfig`.
 */
export function createPrerenderConfig({ dir, entry, clientConfig }) {
  return {
    name: `${clientConfig.name}-prerender`,
    dependencies: [clientConfig.name],
    context: dir,
    mode: 'production',
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
    plugins: [new PrerenderPlugin({ dir, clientDist: clientConfig.output.path })],
  };
}
