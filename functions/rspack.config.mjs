// Bundles the callable functions into lib/index.js (CommonJS, Node 20).
// Bundling (rather than plain tsc) lets us inline the pure TypeScript rules from
// @lesson-planner/shared-contracts, which is not published and has no build of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('@rspack/core').Configuration} */
export default {
  mode: 'production',
  target: 'node20',
  context: here,
  entry: { index: './src/index.ts' },
  output: {
    path: path.join(here, 'lib'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  // The Functions runtime installs these itself; they must stay real `require` calls.
  externalsPresets: { node: true },
  externalsType: 'commonjs',
  externals: [/^firebase-admin(\/.*)?$/, /^firebase-functions(\/.*)?$/],
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  // Readable output and source maps: stack traces in the emulator log point at real code.
  devtool: 'source-map',
  optimization: { minimize: false },
  performance: { hints: false },
};
