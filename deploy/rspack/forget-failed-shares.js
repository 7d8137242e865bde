// Module Federation runtime plugin, in every app. The runtime keeps a shared module's load in
// the page's share scope (`loading`) and hands that promise to every later request, even once it
// has failed: a chunk of shared code that answered 500 or was refused would fail, until a
// reload, every page of every area that needs the module ("Try again" included, since a new copy
// of a remote does not replace a share another copy registered). This forgets a failed load, so
// the next request asks for the module again.
export default function forgetFailedShares() {
  return {
    name: 'forget-failed-shares',
    errorLoadShare({ pkgName, shareScopeMap }) {
      // The hook does not say which version failed: a load still on its way is forgotten only
      // if it fails too, and the one that just failed is already settled.
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          const { loading } = shared;
          if (!loading || shared.loaded) continue;
          loading.catch(() => {
            if (shared.loading === loading) delete shared.loading;
          });
        }
      }
    },
  };
}
