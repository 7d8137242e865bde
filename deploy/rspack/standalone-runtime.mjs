// The federation runtime of a remote's standalone page. A remote's bundles do not carry the
// Module Federation runtime core: inside the composition they use the shell's (see
// createAppConfig). Alone on its own port a remote has no shell, so its page first loads a small
// script that provides the core. That script comes from a second build without federation (a
// federated build would itself read the core from the global it is to set); the remote's build
// runs after it and emits the script as one of its own content-hashed files, so nothing else
// writes into, or cleans, the remote's dist folder.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const SCRIPT = 'federation-runtime.js';

/** Hands the script's code from its build to the remote's build that follows it. */
class ScriptRecorder {
  constructor(record) {
    this.record = record;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeRecorder', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StandaloneRuntimeRecorder',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          this.record.code = compilation.getAsset(SCRIPT).source.source().toString();
        },
      );
    });
  }
}

/** In the remote's build: emits the recorded script and puts it first among the page's scripts. */
class StandaloneRuntimePlugin {
  constructor(record) {
    this.record = record;
  }

  apply(compiler) {
    const { Compilation, HtmlRspackPlugin, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StandaloneRuntimePlugin', (compilation) => {
      let file;
      compilation.hooks.processAssets.tap(
        { name: 'StandaloneRuntimePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { code } = this.record;
          if (code === undefined) {
            throw new Error(
              'The standalone federation runtime was not built first: build the whole rspack.config.mjs of the remote',
            );
          }
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
          file = `federation-runtime.${hash}.js`;
          // Minimized by its own build already.
          compilation.emitAsset(file, new sources.RawSource(code), {
            minimized: true,
            immutable: true,
          });
        },
      );
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'StandaloneRuntimePlugin',
        (data) => {
          data.assets.js.unshift(`${data.assets.publicPath}${file}`);
          return data;
        },
      );
    });
  }
}

/**
 * The build of the standalone page's runtime script and the plugin that adds it to the remote's
 * build `appConfig`, which is made to run after it.
 */
export function withStandaloneRuntime(appConfig) {
  const record = {};
  const name = `${appConfig.name}-standalone-runtime`;
  appConfig.dependencies = [...(appConfig.dependencies ?? []), name];
  appConfig.plugins.push(new StandaloneRuntimePlugin(record));
  const runtimeConfig = {
    name,
    context: appConfig.context,
    mode: appConfig.mode,
    target: 'web',
    devtool: false,
    entry: {
      'federation-runtime': fileURLToPath(
        new URL('./provide-federation-runtime.js', import.meta.url),
      ),
    },
    output: {
      // Never served from here: the remote's build emits the script into its own dist folder.
      path: path.join(appConfig.context, '../.cache/standalone-runtime', appConfig.name),
      filename: SCRIPT,
      clean: true,
    },
    performance: { hints: false },
    plugins: [
      // As in the apps' federation builds (experiments.optimization.target): no Node loading code.
      new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      new ScriptRecorder(record),
    ],
  };
  return [runtimeConfig, appConfig];
}
