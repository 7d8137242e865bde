import { mdiClose } from '@mdi/js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '@lesson-planner/shared-contracts/ui/kit';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
  & > p {
    flex: 1;
    min-width: 0;
    margin: 0;
  }
`;

const storageKey = (id: string) => `lesson-planner:hint-seen:${id}`;

/** Whether this browser's user has put the hint away; storage that fails keeps it shown. */
function dismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(id)) === '1';
  } catch {
    return false;
  }
}

/**
 * A hint shown until the person puts it away; the browser remembers that, so it does not come
 * back on every visit (nor on every lesson).
 */
export function OnceHint({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('planner');
  const [hidden, setHidden] = useState(() => dismissed(id));
  if (hidden) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(storageKey(id), '1');
    } catch {
      // Not remembered: it is gone for this visit only.
    }
    setHidden(true);
  };
  return (
    <Box>
      <p>{children}</p>
      <IconButton icon={mdiClose} label={t('hints.dismiss')} onPress={dismiss} />
    </Box>
  );
}
