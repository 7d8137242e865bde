// The design kit: the components every area builds its pages from (its labelled native fields
// are in ui/fields, so a form page does not load React Aria Components). Menus, tabs, dialogs,
// tooltips and toasts take their accessible behaviour from React Aria Components,
// styled with the theme's tokens. A topic of its own (not part of .../ui, which the shell's
// first page loads), so the library reaches the browser only with the pages that use it.
export { AiChoices, AiSheet } from './AiSheet';
export {
  Button,
  Card,
  buttonStyles,
  type ButtonVariant,
} from '@lesson-planner/shared-contracts/ui';
export { CalendarGrid } from './CalendarGrid';
export { CellButton } from './CellButton';
export { Chip } from './Chip';
export { ConfirmDialog } from './ConfirmDialog';
export { DataTable, type DataColumn, type DataTableActions } from './DataTable';
export { Dialog, DialogActions } from './Dialog';
export { Disclosure } from './Disclosure';
export { DragHandle } from './DragHandle';
export { IconButton } from './IconButton';
export { NativeIconButton } from './NativeIconButton';
export { RadioCards, type RadioCardOption } from './RadioCards';
export { RadioGroup, type RadioOption } from './RadioGroup';
export { RowActionsMenu, type RowAction } from './RowActionsMenu';
export {
  RowActionsButton,
  SharedRowActionsMenu,
  type RowActionsRequest,
} from './SharedRowActionsMenu';
export { StackingCell, StackingFrame, StackingTable } from './StackingTable';
export { StripTab, StripTabList, StripTabs, Tab, TabList, TabPanel, Tabs } from './Tabs';
export { TextButton } from './TextButton';
