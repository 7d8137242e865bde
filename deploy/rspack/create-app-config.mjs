// One rspack configuration for every app of the composition. The shell's rspack.config.mjs
// calls createShellConfig (it exposes nothing and registers the remotes at run time from
// /environment.json); each remote's calls createRemoteConfig with its federation name and what
// it exposes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from '../hosting/precompress.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { withStandaloneRuntime } from './standalone-runtime.mjs';

const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const browsers = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.6'];

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   startModules?: RegExp,
 * }} app
 *   startModules: the small shared modules every start of the app needs, fetched as one chunk
 *   instead of one request each (on a 150 ms link, each request of a start costs a round trip).
 */
function createAppConfig({ dir, name, exposes = {}, isHost = false, startModules }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are loaded from other origins, so their chunks resolve against their own
      // manifest URL; the shell serves deep links and needs an absolute root.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports always name its development build.
      alias: production ? { 'react-router$': reactRouterProduction } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: browsers },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|ttf|eot)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Module ids name the file they come from: the end-to-end tests read them to prove
      // that each shared library reaches the browser exactly once.
      moduleIds: 'named',
      ...(startModules && {
        splitChunks: {
          cacheGroups: {
            start: { name: 'start', test: startModules, chunks: 'async', enforce: true },
          },
        },
      }),
    },
    performance: { hints: false },
    plugins: [
      // One page template for all apps; the failure text in it needs no translations loaded.
      new rspack.HtmlRspackPlugin({
        template: fileURLToPath(new URL('./index.html', import.meta.url)),
        title: isHost ? 'Lesson Planner' : `Lesson Planner · ${name}`,
        publicPath: '/',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          fileURLToPath(new URL('./own-copy-fallback.js', import.meta.url)),
          fileURLToPath(new URL('./forget-failed-shares.js', import.meta.url)),
          ...(isHost
            ? []
            : [
                [
                  fileURLToPath(new URL('./fresh-chunk-urls.js', import.meta.url)),
                  { remote: name },
                ],
              ]),
        ],
        manifest: true,
        dts: false,
        experiments: {
          // Browser-only apps: leave the runtime's Node loading code out of every bundle.
          optimization: { target: 'web' },
          // One copy of the federation runtime's core per page: the shell's. The shell publishes
          // it in a global as it starts, and the remotes' bundles read it from there instead of
          // each carrying their own (about 18 KB gzip of every remote entry). So a remote runs
          // only on the core version of the shell it is loaded into: the release gate requires
          // the live shell's Module Federation version (deploy/releases/compatibility.mjs), and
          // a remote running alone gets the core from its page's first script
          // (standalone-runtime.mjs).
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      // Brotli and gzip copies beside each file, which the servers send instead.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
}

/** The shell's browser build. */
export function createShellConfig({ dir, startModules }) {
  return createAppConfig({ dir, name: 'shell', isHost: true, startModules });
}

/** A remote's builds: its standalone page's federation runtime, then the remote itself. */
export function createRemoteConfig({ dir, name, exposes }) {
  return withStandaloneRuntime(createAppConfig({ dir, name, exposes }));
}
