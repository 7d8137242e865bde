import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { isAddressed, type CoverageGroup, type CoverageRow } from './coverage-report';

// mdiAlertCircleOutline from @mdi/js (Apache-2.0), inlined: this area does not depend on it.
const ALERT_ICON =
  'M11,15H13V17H11V15M11,7H13V13H11V7M12,2C6.47,2 2,6.5 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4A8,8 0 0,1 20,12A8,8 0 0,1 12,20Z';

const LessonList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(4)};
`;

// Told by its words and icon, not by colour alone; the colour only draws the eye.
const NotAddressedMarker = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.palette.warning};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.palette.text};
  svg {
    flex: none;
    color: ${({ theme }) => theme.palette.warning};
  }
`;

const RemovedIds = styled.span`
  overflow-wrap: anywhere;
`;

function NotAddressed() {
  const { t } = useTranslation('classroom');
  return (
    <NotAddressedMarker>
      <Icon path={ALERT_ICON} size={18} />
      {t('coverage.notAddressed')}
    </NotAddressedMarker>
  );
}

function AddressedBy({ row, unitId }: { row: CoverageRow; unitId: string }) {
  const { t } = useTranslation('classroom');
  const { lessons, experiences, rubrics } = row;
  if (!isAddressed(row)) return <NotAddressed />;
  return (
    <LessonList>
      {lessons.map(({ number, title }) => (
        <li key={number}>
          <Link to={`/units/plan/edit/${unitId}#lesson-${number}`}>
            {t('coverage.lesson', { number, title })}
          </Link>
        </li>
      ))}
      {experiences.map(({ id, title }) => (
        <li key={id}>
          <Link to={`/experiences/${id}`}>{t('coverage.experience', { title })}</Link>
        </li>
      ))}
      {rubrics.map(({ id, title }) => (
        <li key={id}>
          <Link to={`/rubrics/${id}`}>{t('coverage.rubric', { title })}</Link>
        </li>
      ))}
    </LessonList>
  );
}

/** One strand's standards (or the removed ones) with the lessons that address each. */
export function CoverageTable({ group, unitId }: { group: CoverageGroup; unitId: string }) {
  const { t } = useTranslation('classroom');
  const caption =
    group.kind === 'removed' ? t('coverage.removedGroup') : group.strand || t('coverage.noStrand');
  const columns: DataColumn<CoverageRow>[] = [
    {
      id: 'code',
      header: t('coverage.code'),
      width: 'short',
      cell: ({ standard }) => (standard ? standard.code : t('coverage.removedStandard')),
    },
    {
      id: 'description',
      header: t('coverage.description'),
      width: 'prose',
      cell: ({ standard, ref }) =>
        standard ? standard.description : <RemovedIds>{t('coverage.removedIds', ref)}</RemovedIds>,
    },
    {
      id: 'addressedBy',
      header: t('coverage.addressedBy'),
      width: 'prose',
      cell: (row) => <AddressedBy row={row} unitId={unitId} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={group.rows}
      rowKey={(row) => standardRefKey(row.ref)}
      rowHeader="code"
    />
  );
}
