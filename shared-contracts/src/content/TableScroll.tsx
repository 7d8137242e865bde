import styled from 'styled-components';

/** Around a wide table: it scrolls sideways, not squeezes, on a narrow screen. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
