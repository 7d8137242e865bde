import styled from 'styled-components';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';

/**
 * Segmented tabs: views of one thing (a rubric as a table or as cards). They look like a
 * single control with the chosen segment filled, so they never pass for action buttons.
 * Arrow keys move between tabs (React Aria).
 */
export const Tabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export const TabList = styled(AriaTabList)`
  display: inline-flex;
  align-self: flex-start;
  max-width: 100%;
  overflow-x: auto;
  padding: 2px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.palette.background};
`;

export const Tab = styled(AriaTab)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 6px;
  color: ${({ theme }) => theme.palette.text};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  &[data-selected] {
    background: ${({ theme }) => theme.palette.accentSoft};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.palette.accent};
  }
  &[data-hovered]:not([data-selected]) {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;

export const TabPanel = styled(AriaTabPanel)`
  min-width: 0;
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

/**
 * Strip tabs: siblings of one series taking turns (the days of a week on a phone), as a row of
 * equal tabs across the width, the chosen one underlined. The group itself draws nothing, so
 * the panel follows the strip as in the page's own flow.
 */
export const StripTabs = AriaTabs;

export const StripTabList = styled(AriaTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const StripTab = styled(AriaTab)`
  flex: 1;
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  text-align: center;
  font-size: ${({ theme }) => theme.type.small};
  cursor: pointer;
  outline: none;
  border-bottom: 3px solid transparent;
  &[data-selected] {
    border-bottom-color: ${({ theme }) => theme.palette.accent};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
  }
`;
