import styled from 'styled-components';

/**
 * The design's frame width (design/screens.md, "Frame"): from 1024 px the bar holds the grouped
 * navigation; below it the groups fold into the drawer and the language button shows its code.
 */
export const FRAME_WIDE_PX = 1024;

export const wideFrame = `@media (min-width: ${FRAME_WIDE_PX}px)`;

/** Shown only in the wide frame. CSS, not script: the prerendered pages carry it too. */
export const WideOnly = styled.span`
  display: none;
  ${wideFrame} {
    display: flex;
    align-items: center;
    gap: inherit;
  }
`;

/** Shown only below the wide frame. */
export const NarrowOnly = styled.span`
  ${wideFrame} {
    display: none;
  }
`;
