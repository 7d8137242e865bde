/** The id of the plain <style> that carries the prerendered page's global rules. */
export const PRERENDERED_GLOBAL_STYLE_ID = 'prerendered-global-style';

/**
 * Called once the app's own render is on screen: the prerendered page's global rules go, and
 * a page the inline script hid (prerendered in a theme the visitor did not choose) shows.
 */
export function finishPrerender(doc: Document = document): void {
  doc.getElementById(PRERENDERED_GLOBAL_STYLE_ID)?.remove();
  doc.getElementById('root')?.style.removeProperty('visibility');
}

const GROUP_MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]/;

/**
 * Moves the global rules (createGlobalStyle: body colours, fonts) out of styled-components'
 * server style tag into a plain one the app removes once its own are in place. styled-components
 * names a global style after its source text, which differs between the Node and the minified
 * browser build, so in the browser it would never replace the prerendered rules: a visitor who
 * chose the light theme would keep the dark page background.
 */
export function separateGlobalRules(styleTags: string): string {
  const open = /^<style[^>]*>/.exec(styleTags)?.[0];
  if (!open || !styleTags.endsWith('</style>')) return styleTags;
  const lines = styleTags.slice(open.length, -'</style>'.length).split('/*!sc*/\n');
  const global: string[] = [];
  const components: string[] = [];
  let group: string[] = [];
  for (const line of lines) {
    const marker = GROUP_MARKER.exec(line);
    if (!marker) {
      if (line) group.push(line);
      continue;
    }
    if (marker[1]!.startsWith('sc-global-')) global.push(...group);
    else components.push(...group, line);
    group = [];
  }
  const componentRules = components.map((rule) => `${rule}/*!sc*/\n`).join('');
  return `<style id="${PRERENDERED_GLOBAL_STYLE_ID}">${global.join('')}</style>${open}${componentRules}</style>`;
}
