/**
 * Module definitions in an rspack chunk, by their named ids (the build uses named module
 * ids): `{"../node_modules/react/index.js"(module, exports, require){…}`. Only modules from
 * outside the app itself are kept: libraries and the shared-contracts kernel.
 */
const DEFINITION = /[{,]"((?:\.\.\/)+[^"]+)"(?:\(|:\s*(?:function\b|\())/g;

export function definedModules(source: string): string[] {
  return [...source.matchAll(DEFINITION)].map((match) => match[1]!);
}

/** The package a module id belongs to, e.g. "react-dom", "@firebase/auth" or the kernel. */
export function packageOf(moduleId: string): string {
  const marker = 'node_modules/';
  const at = moduleId.lastIndexOf(marker);
  if (at === -1) {
    return moduleId.includes('shared-contracts/') ? '@lesson-planner/shared-contracts' : moduleId;
  }
  const [first, second] = moduleId.slice(at + marker.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}
