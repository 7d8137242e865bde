import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '@lesson-planner/shared-contracts/ui/kit';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * A list's filters: in view on a laptop; on a phone folded under "Filters (n)", n the filters
 * set (an unset filter is empty or false), so the list is not pushed below a screenful of fields.
 */
export function ListFilters({ filter, children }: { filter: object; children: ReactNode }) {
  const { t } = useTranslation('planner');
  const narrow = useNarrowScreen();
  const active = Object.values(filter).filter(Boolean).length;
  if (!narrow) return <>{children}</>;
  return (
    <Disclosure
      summary={active > 0 ? t('listFilters.some', { count: active }) : t('listFilters.none')}
    >
      {children}
    </Disclosure>
  );
}
