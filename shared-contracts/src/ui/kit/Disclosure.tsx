import type { ReactNode } from 'react';
import styled from 'styled-components';

const Details = styled.details`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.palette.surface};
  & > summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::before {
    content: '▸';
    flex: none;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  &[open] > summary::before {
    content: '▾';
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  & > div {
    padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
`;

/**
 * A part of the page that opens on demand (a native details element: the browser gives it
 * its keyboard and screen-reader behaviour): its summary says what is inside, and how much.
 */
export function Disclosure({
  summary,
  defaultOpen = false,
  children,
}: {
  summary: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <Details open={defaultOpen || undefined}>
      <summary>{summary}</summary>
      <div>{children}</div>
    </Details>
  );
}
