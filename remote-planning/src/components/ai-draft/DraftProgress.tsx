import styled from 'styled-components';
import { Spinner } from '@lesson-planner/shared-contracts/ui';

const Region = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  &:empty {
    display: none;
  }
`;

/**
 * The draft's progress, read out as it changes. Always rendered, even empty: screen readers
 * announce changes only in a live region that was already on the page.
 */
export function DraftProgress({ busy, message }: { busy: boolean; message: string | null }) {
  return (
    <Region role="status">
      {busy && <Spinner />}
      {message}
    </Region>
  );
}
