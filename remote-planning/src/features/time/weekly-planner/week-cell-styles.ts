import { css } from 'styled-components';

/**
 * The look of the week's meetings (WeekCellCard), set once on the grid or agenda that holds
 * them rather than by a styled component per part of each of hundreds of meetings.
 */
export const weekCellStyles = css`
  .meeting {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  /* A meeting of a past school year: kept to read, greyed. */
  .meeting[data-past] {
    opacity: 0.7;
    filter: grayscale(1);
  }
  .meeting[data-over] {
    outline: 2px solid ${({ theme }) => theme.palette.primary};
  }
  .meeting p,
  .meeting ul {
    margin: 0;
  }
  /* The classroom's name stays whole on its line ("5B Science", never "5B Scienc/e"); the
     controls move under it, together, when a narrow column has no room for both. */
  .meeting-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.caption};
    font-weight: 600;
  }
  .meeting-classroom {
    flex: 1 1 auto;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meeting-controls {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin-inline-start: auto;
  }
  .meeting-title {
    font-size: ${({ theme }) => theme.type.small};
    line-height: 1.4;
  }
  .meeting-free {
    font-size: ${({ theme }) => theme.type.caption};
    color: ${({ theme }) => theme.palette.textMuted};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  }
  .meeting-objectives {
    padding-inline-start: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.type.caption};
  }
  .meeting-note {
    font-size: ${({ theme }) => theme.type.caption};
    white-space: pre-wrap;
  }
`;
