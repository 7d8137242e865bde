import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { Spinner } from '@lesson-planner/shared-contracts/ui';
import type { PlanningFailureCode } from '../../../api/planning-failure';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { loadUnitStandards, useUnitsStore } from '../../../stores/units-store';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** The unit's standards, each as code and description, in the order they were chosen. */
export function UnitStandardsList({
  teamId,
  refs,
}: {
  teamId: string;
  refs: readonly StandardRef[];
}) {
  const { t } = useTranslation('unit');
  const [found, setFound] = useState<Map<string, Standard> | PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (refs.length === 0) return;
    let current = true;
    void loadUnitStandards(teamId, refs).then((standards) => {
      if (current)
        setFound(standards ?? useUnitsStore.getState().errors.loadUnitStandards ?? 'unknown');
    });
    return () => {
      current = false;
    };
  }, [teamId, refs, attempt]);

  if (refs.length === 0) return <p>{t('detail.noStandards')}</p>;
  if (found === null)
    return (
      <p role="status">
        <Spinner /> {t('detail.loadingStandards')}
      </p>
    );
  if (typeof found === 'string')
    return (
      <FailureWithRetry
        code={found}
        onRetry={() => {
          setFound(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <List>
      {refs.map((ref) => {
        const standard = found.get(standardRefKey(ref));
        return (
          <li key={standardRefKey(ref)}>
            {standard ? (
              <>
                <strong>{standard.code}</strong> {standard.description}
              </>
            ) : (
              t('detail.standardGone')
            )}
          </li>
        );
      })}
    </List>
  );
}
