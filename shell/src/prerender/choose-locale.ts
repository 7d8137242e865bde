/**
 * Runs inline in the prerendered page, before its first paint and before any script has
 * arrived: picks the interface language as detectInitialLocale does (the saved choice, else the
 * first browser language's primary subtag, else English) and, when it is not the language #root
 * was written in, puts that language's prerendered markup in its place. Self-contained (no
 * imports) because its source text is what the page carries.
 */
export function choosePrerenderedLocale(doc: Document, nav: Navigator): void {
  const supported = ['en', 'th', 'lo', 'zh'];
  const pick = (value: string | null | undefined) => {
    const code = (value ?? '').trim().toLowerCase();
    return supported.includes(code) ? code : null;
  };
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('user-locale');
  } catch {
    // Storage refused (private browsing): the browser's language decides.
  }
  const first = nav.languages?.[0] ?? '';
  const locale = pick(saved) ?? pick(first.trim().split(/[-_]/)[0]) ?? 'en';
  const root = doc.getElementById('root');
  const template = doc.querySelector(`template[data-locale="${locale}"]`);
  doc.documentElement.lang = locale;
  if (!root || !(template instanceof HTMLTemplateElement)) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.setAttribute('data-prerendered-locale', locale);
  doc.title = template.getAttribute('data-title') || doc.title;
}

/** The inline script's source. */
export const chooseLocaleScript = `(${choosePrerenderedLocale.toString()})(document, navigator);`;
