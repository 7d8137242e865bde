import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { PlanningFailure } from '../../../api/planning-failure';
import { standardsByRefQuery } from '../../../api/standard-queries';
import { FailureMessage } from '../../../components/FailureMessage';

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
  const found = useQuery({ ...standardsByRefQuery(teamId, refs), enabled: refs.length > 0 });

  if (refs.length === 0) return <p>{t('detail.noStandards')}</p>;
  return (
    <LoadState
      result={found}
      loading={t('detail.loadingStandards')}
      failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
      onRetry={() => void found.refetch()}
    >
      {(standards) => (
        <List>
          {refs.map((ref) => {
            const standard = standards.get(standardRefKey(ref));
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
      )}
    </LoadState>
  );
}
