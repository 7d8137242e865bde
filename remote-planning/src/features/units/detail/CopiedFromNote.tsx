import { Trans, useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { TRANS_USER_TEXT_OPTIONS } from '@lesson-planner/shared-contracts/i18n';
import { Link, useLocation } from '@lesson-planner/shared-contracts/routing';
import type { CopiedUnitState } from '../copy/CopyUnitDialog';

/**
 * The credit of a copied unit ("Copied from {title} by {name}"), and after the copy was just made
 * (router state), that it is the user's own now.
 */
export function CopiedFromNote({
  unit,
  personName,
}: {
  unit: Unit;
  personName: (userId: string) => string;
}) {
  const { t } = useTranslation('unit');
  const justCopied = (useLocation().state as CopiedUnitState | null)?.copied === true;
  const origin = unit.copiedFrom;
  return (
    <>
      {justCopied && <FormMessage $kind="success">{t('copy.done')}</FormMessage>}
      {origin && (
        <p>
          <Trans
            t={t}
            i18nKey="copy.credit"
            values={{ title: origin.title, name: personName(origin.ownerId) }}
            tOptions={TRANS_USER_TEXT_OPTIONS}
            components={{ original: <Link to={`/units/${origin.unitId}`} /> }}
          />
        </p>
      )}
    </>
  );
}
