import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiClose } from '@mdi/js';
import { publish, subscribe, type AppEvents } from '@lesson-planner/shared-contracts/events';
import { Icon } from './Icon';

type Notice = AppEvents['notice:show'];

/**
 * Tells of something done ("Deleted “Food web poster”") or gone wrong, in the one place toasts
 * show: the region the shell mounts once (through the event bus, so any area may ask).
 */
export function showToast(message: string, kind: Notice['kind'] = 'success') {
  publish('notice:show', { kind, message });
}

const TOAST_MS = 6000;

const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline: ${({ theme }) => theme.space(4)};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: Notice['kind'] }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: min(32rem, 100%);
  padding: ${({ theme }) => theme.space(2)};
  padding-inline-start: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.control};
  border-inline-start: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.palette.danger
        : $kind === 'success'
          ? theme.palette.success
          : theme.palette.accent};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  pointer-events: auto;
  p {
    flex: 1;
    min-width: 0;
    margin: 0;
  }
`;

const Close = styled.button`
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
`;

/** Where toasts show, announced politely; the shell (or a remote run alone) mounts it once. */
export function Toaster() {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<(Notice & { id: number })[]>([]);
  useEffect(
    () =>
      subscribe('notice:show', (notice) => {
        const id = Date.now() + Math.random();
        setToasts((list) => [...list.slice(-2), { ...notice, id }]);
        setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), TOAST_MS);
      }),
    [],
  );
  const close = (id: number) => setToasts((list) => list.filter((item) => item.id !== id));
  return (
    <Region role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Item key={toast.id} $kind={toast.kind}>
          <p>{toast.message}</p>
          <Close
            type="button"
            aria-label={t('actions.closeMessage')}
            onClick={() => close(toast.id)}
          >
            <Icon path={mdiClose} />
          </Close>
        </Item>
      ))}
    </Region>
  );
}
