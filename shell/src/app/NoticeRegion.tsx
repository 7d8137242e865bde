import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { subscribe, type AppEvents } from '@lesson-planner/shared-contracts/events';

type Notice = AppEvents['notice:show'] & { id: number };

const Region = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Toast = styled.p<{ $kind: Notice['kind'] }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  border: 1px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.palette.danger : theme.palette.border)};
`;

const NOTICE_MS = 6000;

/** Short messages any area asks for through the event bus, announced to screen readers. */
export function NoticeRegion() {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(
    () =>
      subscribe('notice:show', (notice) => {
        const id = Date.now() + Math.random();
        setNotices((list) => [...list, { ...notice, id }]);
        setTimeout(() => setNotices((list) => list.filter((item) => item.id !== id)), NOTICE_MS);
      }),
    [],
  );
  return (
    <Region role="status" aria-live="polite">
      {notices.map((notice) => (
        <Toast key={notice.id} $kind={notice.kind}>
          {notice.message}
        </Toast>
      ))}
    </Region>
  );
}
