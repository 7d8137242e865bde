import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: 16px;
    line-height: 1.5;
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
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
