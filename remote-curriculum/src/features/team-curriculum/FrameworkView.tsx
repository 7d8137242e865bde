import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  filterStandards,
  type Framework,
  type StandardFilter,
} from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Lead, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { RowActionsMenu } from '@lesson-planner/shared-contracts/ui/kit';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode } from '../../api/classroom-data';
import { useFrameworkStandards } from '../../api/curriculum-data';
import { ImportStandardsPanel } from '../standards-import/ImportStandardsPanel';
import { DeleteFrameworkDialog } from './DeleteFrameworkDialog';
import { downloadStandardsCsv } from './download-standards-csv';
import { FrameworkForm } from './FrameworkForm';
import { StandardFilters } from './StandardFilters';
import { StandardForm } from './StandardForm';
import { StandardsTable } from './StandardsTable';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.type.heading};
`;

const About = styled(Stack)`
  p {
    margin: 0;
  }
`;

type Panel = 'none' | 'edit' | 'add' | 'import' | 'delete';

interface FrameworkViewProps {
  team: TeamRef;
  framework: Framework;
  onDeleted: () => void;
}

/**
 * One framework: its standards with filters. A leader adds (the view's primary action) and
 * imports standards; editing and deleting the framework are in its "⋯" menu.
 */
export function FrameworkView({ team, framework, onDeleted }: FrameworkViewProps) {
  const { t, i18n } = useTranslation('classroom');
  // Live: a fellow leader's added or imported standards show while the framework is open.
  const read = useFrameworkStandards(team.id, framework.id);
  const standards = read.data;
  // The table of (up to thousands of) standards follows the listener at low priority: an import
  // streams its writes in, and each snapshot redrawn in turn kept the import's own progress and
  // answer waiting. React draws the latest list when it gets to it and skips those in between.
  const listed = useDeferredValue(standards);
  const [filter, setFilter] = useState<StandardFilter>({});
  const [panel, setPanel] = useState<Panel>('none');

  const shown = useMemo(
    () => (listed ? filterStandards(listed, filter, i18n.language) : []),
    [listed, filter, i18n.language],
  );

  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));

  return (
    <Stack $gap={4}>
      {panel === 'edit' ? (
        <FrameworkForm teamId={team.id} framework={framework} onDone={() => setPanel('none')} />
      ) : (
        <About $gap={2}>
          <Heading>{framework.name}</Heading>
          {framework.description && <Lead>{framework.description}</Lead>}
          {framework.subjects.length > 0 && (
            <p>{t('frameworks.subjectsValue', { subjects: framework.subjects.join(', ') })}</p>
          )}
          {framework.gradeBands.length > 0 && (
            <p>{t('frameworks.gradeBandsValue', { bands: framework.gradeBands.join(', ') })}</p>
          )}
        </About>
      )}

      <ButtonRow>
        {team.isLeader && (
          <>
            <Button type="button" aria-expanded={panel === 'add'} onClick={() => toggle('add')}>
              {t('standards.add')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-expanded={panel === 'import'}
              onClick={() => toggle('import')}
            >
              {t('import.open')}
            </Button>
          </>
        )}
        <Button
          type="button"
          $variant="secondary"
          disabled={!standards || standards.length === 0}
          onClick={() => standards && downloadStandardsCsv(framework.name, standards)}
        >
          {t('export.download')}
        </Button>
        {team.isLeader && (
          <RowActionsMenu
            label={t('frameworks.rowMenu', { name: framework.name })}
            actions={[
              { id: 'edit', label: t('frameworks.edit'), onAction: () => setPanel('edit') },
              {
                id: 'delete',
                label: t('frameworks.delete'),
                onAction: () => setPanel('delete'),
                danger: true,
              },
            ]}
          />
        )}
      </ButtonRow>
      {panel === 'delete' && (
        <DeleteFrameworkDialog
          teamId={team.id}
          framework={framework}
          onCancel={() => setPanel('none')}
          onDeleted={onDeleted}
        />
      )}

      {panel === 'add' && standards && (
        <StandardForm
          teamId={team.id}
          frameworkId={framework.id}
          standards={standards}
          onDone={() => setPanel('none')}
        />
      )}
      {panel === 'import' && standards && (
        <ImportStandardsPanel teamId={team.id} frameworkId={framework.id} standards={standards} />
      )}

      <LoadState
        result={{ data: listed, error: failureCode(read.error) }}
        loading={t('standards.loading')}
        failure={(code) => <FailureMessage code={code} />}
        onRetry={() => void read.refetch()}
      >
        {(loaded) => (
          <>
            <StandardFilters standards={loaded} filter={filter} onChange={setFilter} />
            <p role="status">
              {t('standards.shownCount', { count: shown.length, total: loaded.length })}
            </p>
            <StandardsTable
              team={team}
              frameworkId={framework.id}
              standards={loaded}
              shown={shown}
              caption={t('standards.caption', { framework: framework.name })}
            />
          </>
        )}
      </LoadState>
    </Stack>
  );
}
