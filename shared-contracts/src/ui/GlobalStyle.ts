import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  /* Arial's metric twins (Arial, Arimo on ChromeOS, Liberation Sans on Linux) scaled to Noto
     Sans's width and line metrics, measured against it: the fallback while it loads. */
  @font-face {
    font-family: 'Noto Sans Fallback';
    src: local('Arial'), local('Arimo'), local('Liberation Sans');
    size-adjust: 106%;
    ascent-override: 100.85%;
    descent-override: 27.64%;
    line-gap-override: 0%;
  }
  @font-face {
    font-family: 'Noto Sans Fallback';
    font-weight: 700;
    src: local('Arial Bold'), local('Arimo Bold'), local('Liberation Sans Bold');
    size-adjust: 104.4%;
    ascent-override: 102.39%;
    descent-override: 28.07%;
    line-gap-override: 0%;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.type.body};
    line-height: ${({ theme }) => theme.lineHeights.latin};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    /* Text people type may hold a word thousands of characters long: it breaks only where it
       would overflow its line (break-word, unlike anywhere, never lets a narrow cell or flex
       item split ordinary words such as "Subject"). Tables truncate such text (the kit's
       DataTable) and flex or grid items that hold it set min-width: 0. */
    overflow-wrap: break-word;
  }
  /* Thai and Lao tone marks stack above and below the letters: they need taller lines. */
  :lang(th),
  :lang(lo) {
    line-height: ${({ theme }) => theme.lineHeights.tall};
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeights.heading}; font-weight: 600; }
  :lang(th) :is(h1, h2, h3, h4),
  :lang(lo) :is(h1, h2, h3, h4) {
    line-height: 1.5;
  }
  /* Nothing on a page grows wider than its column because of a long word in it: flex and grid
     items may shrink below their content, and the word then breaks (break-word, above). */
  :where(main *) {
    min-width: 0;
  }
  /* The cells of tables not yet on the kit's DataTable (which truncates instead) break such
     a word anywhere, or the table would take its whole length. Headers stay whole. */
  :where(td, tbody th) {
    overflow-wrap: anywhere;
  }
  pre { white-space: pre-wrap; }
  /* Each inline element is its own bidirectional island, so a right-to-left override in a name
     shown in a link, label or cell ends with that element and never runs into the app's own
     text beside it (sentences with names in them are isolated by the i18n setup). */
  :where(a, span, strong, em, b, i, small, label, code, time, mark, abbr, cite, q, output, data) {
    unicode-bidi: isolate;
  }
  a { color: ${({ theme }) => theme.palette.accent}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  /* Printed pages are black on white whatever the theme; chrome marked data-print="hidden"
     (navigation, editing controls) stays on screen. */
  @media print {
    html { color-scheme: light; }
    body { background: #fff; color: #000; }
    [data-print='hidden'] { display: none !important; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
