import styled from 'styled-components';

/** Above a form with no toolbar (Create a unit, an experience, a rubric): its AI button, at the right. */
export const AiRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
