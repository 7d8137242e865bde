import styled from 'styled-components';
import { classroomColour } from '@lesson-planner/shared-contracts/theme/classrooms';

/**
 * A block in a classroom's colour (theme tokens): its soft fill with a stripe at the start, so a
 * teacher finds a class at a glance in the planner, the dashboard and the unit page alike.
 */
export const ClassroomChip = styled.div<{ $classroomId: string }>`
  background: ${({ theme, $classroomId }) => classroomColour($classroomId, theme.mode).fill};
  border-inline-start: 4px solid
    ${({ theme, $classroomId }) => classroomColour($classroomId, theme.mode).stripe};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.palette.text};
  a {
    color: inherit;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
    border-inline-start-width: 4px;
  }
`;
