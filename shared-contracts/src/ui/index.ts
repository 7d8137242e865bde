export { AppProviders } from './AppProviders';
export { BarButton, Drawer } from './bar';
export { GlobalStyle } from './GlobalStyle';
export { Icon } from './Icon';
export { ErrorPanel } from './ErrorPanel';
export { Spinner } from './Spinner';
export { Toaster, showToast } from './Toaster';
export { UnreadablePart } from './UnreadablePart';
export {
  Button,
  Card,
  Lead,
  PageHeading,
  PageSection,
  VisuallyHidden,
  Stack,
  buttonStyles,
  type ButtonVariant,
} from './primitives';
