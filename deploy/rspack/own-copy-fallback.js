// Module Federation runtime plugin, in every app. A shared module is fetched from whichever app
// registered it first; when that app's server is down, the page loads this app's own copy
// instead of failing (one area being down must not take shared code from the others).
const wrapped = new WeakSet();

export default function ownCopyFallback() {
  return {
    name: 'own-copy-fallback',
    resolveShare(args) {
      const ownGet = args.shareInfo && args.shareInfo.get;
      const resolve = args.resolver;
      args.resolver = () => {
        const resolved = resolve();
        const shared = resolved && resolved.shared;
        const usable = shared && !shared.lib && !shared.loading && typeof ownGet === 'function';
        if (!usable || shared.get === ownGet || wrapped.has(shared)) return resolved;
        const providerGet = shared.get;
        shared.get = () =>
          Promise.resolve(providerGet()).catch((error) => {
            console.warn(
              `Shared ${args.pkgName} is unavailable from ${shared.from}; using own copy`,
              error,
            );
            return ownGet();
          });
        wrapped.add(shared);
        return resolved;
      };
      return args;
    },
  };
}
