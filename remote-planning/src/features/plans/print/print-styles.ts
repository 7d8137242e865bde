// The printed plan: black on white in a plain type scale whatever the screen theme, and never
// shown on screen, where the editor already shows the same content.
import styled from 'styled-components';

export const PrintDocument = styled.article`
  @media screen {
    display: none;
  }
  @media print {
    display: block;
  }
  color: #000;
  background: #fff;
  font-size: 11pt;
  line-height: 1.4;
  h1 {
    font-size: 20pt;
    margin: 0 0 6pt;
  }
  h2 {
    font-size: 14pt;
    margin: 14pt 0 6pt;
    break-after: avoid;
  }
  h3 {
    font-size: 13pt;
    margin: 0 0 3pt;
    break-after: avoid;
  }
  h4 {
    font-size: 11pt;
    margin: 6pt 0 2pt;
    break-after: avoid;
  }
  p,
  ul,
  ol,
  dl {
    margin: 0 0 6pt;
  }
  p {
    white-space: pre-line;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0 0 6pt;
  }
  th,
  td {
    border: 1px solid #000;
    padding: 3pt 5pt;
    text-align: start;
    vertical-align: top;
  }
  tr {
    break-inside: avoid;
  }
`;

export const Eyebrow = styled.p`
  margin: 0;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  font-size: 9pt;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2pt 12pt;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** One lesson kept on one page when it fits. */
export const LessonSection = styled.section`
  break-inside: avoid;
  page-break-inside: avoid;
  border-top: 1px solid #000;
  padding-top: 8pt;
  margin-top: 12pt;
`;

export const MinutesCell = styled.td`
  white-space: nowrap;
  width: 1%;
`;
