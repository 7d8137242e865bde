// The coverage grid's pieces: a cell's state as icon and text (never colour alone), the table
// from 640 px, and the per-classroom lists below it.
import { mdiCalendarClock, mdiCheckCircle, mdiCircleOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type {
  CoverageState,
  TeamCoverageGrid,
  TeamMapClassroom,
} from '@lesson-planner/shared-contracts/schedule';
import { Icon } from '@lesson-planner/shared-contracts/ui';

const STATE_ICON: Record<CoverageState, string> = {
  covered: mdiCheckCircle,
  planned: mdiCalendarClock,
  notYet: mdiCircleOutline,
};

export interface CellChoice {
  row: number;
  column: number;
}

export interface CoverageViewProps {
  grid: TeamCoverageGrid;
  standards: readonly Standard[];
  classrooms: readonly TeamMapClassroom[];
  onChoose(choice: CellChoice): void;
}

const StateButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  padding: ${({ theme }) => theme.space(1)};
  &[data-state='notYet'] {
    opacity: 0.8;
  }
`;

function CellButton({ state, onClick }: { state: CoverageState; onClick(): void }) {
  const { t } = useTranslation('teams');
  return (
    <StateButton type="button" data-state={state} aria-haspopup="dialog" onClick={onClick}>
      <Icon path={STATE_ICON[state]} size={18} />
      {t(`coverage.state.${state}`)}
    </StateButton>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: start;
    vertical-align: top;
  }
`;

export function CoverageTable({ grid, standards, classrooms, onChoose }: CoverageViewProps) {
  const { t } = useTranslation('teams');
  return (
    <Scroll>
      <table>
        <caption>{t('coverage.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('coverage.standard')}</th>
            {classrooms.map((classroom) => (
              <th key={classroom.id} scope="col">
                {classroom.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={row.standard.standardId}>
              <th scope="row" title={standards[rowIndex]?.description}>
                {standards[rowIndex]?.code}
              </th>
              {row.cells.map((cell, column) => (
                <td key={classrooms[column]!.id}>
                  <CellButton
                    state={cell.state}
                    onClick={() => onChoose({ row: rowIndex, column })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('coverage.gaps')}</th>
            {grid.gaps.map((gaps, column) => (
              <td key={classrooms[column]!.id}>{t('coverage.gapCount', { count: gaps })}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}

export function CoverageLists({ grid, standards, classrooms, onChoose }: CoverageViewProps) {
  const { t } = useTranslation('teams');
  return classrooms.map((classroom, column) => (
    <section key={classroom.id} aria-labelledby={`coverage-${classroom.id}`}>
      <h3 id={`coverage-${classroom.id}`}>{classroom.name}</h3>
      <p>{t('coverage.gapCount', { count: grid.gaps[column] })}</p>
      <ul>
        {grid.rows.map((row, rowIndex) => (
          <li key={row.standard.standardId}>
            {standards[rowIndex]?.code}:{' '}
            <CellButton
              state={row.cells[column]!.state}
              onClick={() => onChoose({ row: rowIndex, column })}
            />
          </li>
        ))}
      </ul>
    </section>
  ));
}
