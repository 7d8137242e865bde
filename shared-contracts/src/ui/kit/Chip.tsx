import styled from 'styled-components';

/** A short tag next to a name ("Mine", "Draft", a standard's code): never wraps. */
export const Chip = styled.span<{ $tone?: 'neutral' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'accent' ? theme.palette.accentSoft : 'transparent'};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${({ theme }) => theme.type.caption};
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;
