// The coverage grid's pieces: a cell's state as icon and text (never colour alone), a standard's
// code with its description, the table from 640 px, the per-classroom lists below it, and the
// gaps per subject and classroom.
import { mdiCalendarClock, mdiCheckCircle, mdiCircleOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import styled from 'styled-components';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { CoverageState } from '@lesson-planner/shared-contracts/schedule';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { CellButton, DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import type { SubjectGaps } from '@lesson-planner/shared-contracts/schedule';
import type { TeamCoverage } from './coverage-data';

const STATE_ICON: Record<Exclude<CoverageState, 'notApplicable'>, string> = {
  covered: mdiCheckCircle,
  planned: mdiCalendarClock,
  notYet: mdiCircleOutline,
};

export interface CellChoice {
  row: number;
  column: number;
}

export interface CoverageViewProps {
  coverage: TeamCoverage;
  standards: readonly Standard[];
  onChoose(choice: CellChoice): void;
}

const Quiet = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** A standard's code, and its description below it (two lines at most, whole in its tooltip). */
const StandardName = styled.span`
  display: grid;
  gap: 2px;
  strong {
    white-space: nowrap;
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-weight: normal;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.type.small};
  }
`;

function StandardLabel({ standard }: { standard: Standard | undefined }) {
  if (!standard) return null;
  return (
    <StandardName title={standard.description}>
      <strong>{standard.code}</strong>
      <span>{standard.description}</span>
    </StandardName>
  );
}

/** A cell: a button opening what addresses the standard there, or "not applicable" as text. */
function Cell({ state, onClick }: { state: CoverageState; onClick(): void }) {
  const { t } = useTranslation('teams');
  if (state === 'notApplicable') return <Quiet>{t('coverage.state.notApplicable')}</Quiet>;
  return (
    <CellButton $quiet={state === 'notYet'} aria-haspopup="dialog" onClick={onClick}>
      <Icon path={STATE_ICON[state]} size={18} />
      {t(`coverage.state.${state}`)}
    </CellButton>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: start;
    vertical-align: top;
  }
  tbody th {
    min-width: 12rem;
    max-width: 24rem;
  }
`;

/** Whether some classroom teaches the standard of `row`, or a lesson of one addresses it. */
const taughtSomewhere = (coverage: TeamCoverage, row: number) =>
  coverage.grid.rows[row]!.cells.some((cell) => cell.state !== 'notApplicable');

/**
 * The standards of the framework that no classroom teaches, apart below the table (folded), so
 * the table holds what the classrooms teach.
 */
function UntaughtStandards({ coverage, standards }: Omit<CoverageViewProps, 'onChoose'>) {
  const { t } = useTranslation('teams');
  const untaught = standards.filter((_, row) => !taughtSomewhere(coverage, row));
  if (untaught.length === 0) return null;
  return (
    <details>
      <summary>{t('coverage.untaught', { count: untaught.length })}</summary>
      <ul>
        {untaught.map((standard) => (
          <li key={standard.id}>
            <StandardLabel standard={standard} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function CoverageTable({ coverage, standards, onChoose }: CoverageViewProps) {
  const { t } = useTranslation('teams');
  const { grid, columns } = coverage;
  return (
    <Scroll>
      <table>
        <caption>{t('coverage.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('coverage.standard')}</th>
            {columns.map((classroom) => (
              <th key={classroom.id} scope="col">
                {classroom.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) =>
            !taughtSomewhere(coverage, rowIndex) ? null : (
              <tr key={row.standard.standardId}>
                <th scope="row">
                  <StandardLabel standard={standards[rowIndex]} />
                </th>
                {row.cells.map((cell, column) => (
                  <td key={columns[column]!.id}>
                    <Cell state={cell.state} onClick={() => onChoose({ row: rowIndex, column })} />
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('coverage.gaps')}</th>
            {grid.gaps.map((gaps, column) => (
              <td key={columns[column]!.id}>{t('coverage.gapCount', { count: gaps })}</td>
            ))}
          </tr>
        </tfoot>
      </table>
      <UntaughtStandards coverage={coverage} standards={standards} />
    </Scroll>
  );
}

/** On a phone: each classroom's own standards, and how many others it does not teach. */
export function CoverageLists({ coverage, standards, onChoose }: CoverageViewProps) {
  const { t } = useTranslation('teams');
  const { grid, columns } = coverage;
  return columns.map((classroom, column) => {
    const shown = grid.rows
      .map((row, rowIndex) => ({ state: row.cells[column]!.state, rowIndex }))
      .filter(({ state }) => state !== 'notApplicable');
    return (
      <section key={classroom.id} aria-labelledby={`coverage-${classroom.id}`}>
        <h3 id={`coverage-${classroom.id}`}>{classroom.name}</h3>
        <p>{t('coverage.gapCount', { count: grid.gaps[column] })}</p>
        <ul>
          {shown.map(({ state, rowIndex }) => (
            <li key={grid.rows[rowIndex]!.standard.standardId}>
              <StandardLabel standard={standards[rowIndex]} />
              <Cell state={state} onClick={() => onChoose({ row: rowIndex, column })} />
            </li>
          ))}
        </ul>
        {shown.length < grid.rows.length && (
          <Quiet>{t('coverage.notTaught', { count: grid.rows.length - shown.length })}</Quiet>
        )}
      </section>
    );
  });
}

/** The gaps of each subject in each classroom, and in all; a note for a classroom without scope. */
export function GapsBySubject({ coverage }: { coverage: TeamCoverage }) {
  const { t, i18n } = useTranslation('teams');
  const unset = coverage.columns.filter((column) => column.unset);
  const subjectName = (subject: string) =>
    subject ? subjectLabel(subject, i18n.language) : t('coverage.bySubject.noSubject');
  const columns: DataColumn<SubjectGaps>[] = [
    {
      id: 'subject',
      header: t('coverage.bySubject.subject'),
      width: 'long',
      text: (row) => subjectName(row.subject),
      cell: (row) => subjectName(row.subject),
    },
    ...coverage.columns.map((classroom, column): DataColumn<SubjectGaps> => ({
      id: classroom.id,
      header: classroom.name,
      width: 'short',
      cell: (row) => new Intl.NumberFormat(i18n.language).format(row.gaps[column] ?? 0),
    })),
    {
      id: 'total',
      header: t('coverage.bySubject.total'),
      width: 'short',
      cell: (row) => new Intl.NumberFormat(i18n.language).format(row.total),
    },
  ];
  return (
    <>
      {coverage.bySubject.length === 0 ? (
        <p>{t('coverage.bySubject.none')}</p>
      ) : (
        <DataTable
          caption={t('coverage.bySubject.caption')}
          showCaption
          columns={columns}
          rows={coverage.bySubject}
          rowKey={(row) => row.subject}
          rowHeader="subject"
        />
      )}
      {unset.length > 0 && (
        <p role="note">
          {t('coverage.unset', {
            classrooms: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              unset.map((column) => column.name),
            ),
          })}
        </p>
      )}
    </>
  );
}
