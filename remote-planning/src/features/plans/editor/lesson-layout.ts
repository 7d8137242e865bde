// The look of a lesson in the plan, shared by the editable card and the read-only view.
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';

/** The editor toolbar's height, set by the toolbar (use-height-variable) for the lessons below. */
export const PLAN_TOOLBAR_HEIGHT = '--plan-toolbar-height';

/** The outline beside the lessons from the md breakpoint; above them (a picker) below it. */
export const OutlineLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaUp('md')} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

export const LessonList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const LessonItem = styled.li<{ $dragging?: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  /* A lesson scrolled to (#lesson-3) shows below the app bar and the editor's toolbar. */
  scroll-margin-top: calc(
    64px + var(${PLAN_TOOLBAR_HEIGHT}, 5rem) + ${({ theme }) => theme.space(2)}
  );
  /*
   * Lessons out of view are not laid out or painted (a closed lesson's size is kept once seen),
   * so opening one or typing in it does not lay out and paint a whole long plan again.
   */
  content-visibility: auto;
  contain-intrinsic-size: auto 12rem;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 8px 24px rgb(0 0 0 / 25%)' : 'none')};
`;

export const LessonHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.type.subheading};
`;

export const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const NeedsAttention = styled.span`
  color: ${({ theme }) => theme.palette.danger};
  font-weight: 600;
`;

/** A standard's code as a small pill (outline, summary cards). */
export const StandardChip = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.type.caption};
  line-height: 1.5rem;
  white-space: nowrap;
`;
