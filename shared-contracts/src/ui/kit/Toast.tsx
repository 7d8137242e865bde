import styled from 'styled-components';
import { mdiClose } from '@mdi/js';
import {
  Button as AriaButton,
  Text,
  type QueuedToast,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { LocaleScope } from './LocaleScope';

interface ToastMessage {
  text: string;
  tone: 'success' | 'info';
}

// One queue for the whole app: the kit is a federation singleton, so a toast queued by one
// area shows in the region whichever page renders it.
const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Tells of something done ("Deleted “Food web poster”"), then goes away by itself. */
export function showToast(text: string, tone: ToastMessage['tone'] = 'success') {
  return queue.add({ text, tone }, { timeout: 6000 });
}

// The library's region is generic in its content, which styled() would lose: it sits in a
// styled frame instead.
const RegionFrame = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.spaces.md};
  inset-inline: ${({ theme }) => theme.spaces.md};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;
  & > [role='region'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    width: 100%;
    gap: ${({ theme }) => theme.spaces.xs};
    outline: none;
  }
`;

const Item = styled(AriaToast)<{ $tone: ToastMessage['tone'] }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spaces.sm};
  width: min(32rem, 100%);
  padding: ${({ theme }) => theme.spaces.xs} ${({ theme }) => theme.spaces.xs}
    ${({ theme }) => theme.spaces.xs} ${({ theme }) => theme.spaces.md};
  border-radius: ${({ theme }) => theme.radii.control};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.palette.success : theme.palette.accent)};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  pointer-events: auto;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
  }
`;

const Message = styled(ToastContent)`
  flex: 1;
  min-width: 0;
`;

const Close = styled(AriaButton)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.control};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
  }
`;

/** Where toasts appear (a landmark React Aria announces); render it once on a page. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  return (
    <LocaleScope>
      <RegionFrame>
        <ToastRegion queue={queue}>
          {({ toast }: { toast: QueuedToast<ToastMessage> }) => (
            <Item toast={toast} $tone={toast.content.tone}>
              <Message>
                <Text slot="title">{toast.content.text}</Text>
              </Message>
              <Close slot="close" aria-label={closeLabel}>
                <Icon path={mdiClose} />
              </Close>
            </Item>
          )}
        </ToastRegion>
      </RegionFrame>
    </LocaleScope>
  );
}
