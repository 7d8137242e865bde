import styled from 'styled-components';

/**
 * A step's heading, which takes the focus when the step's result appears: scrolled to below the
 * shell's sticky 64 px app bar, not under it.
 */
export const ReviewHeading = styled.h2`
  scroll-margin-top: 80px;
`;
