import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { RadioCards } from '@lesson-planner/shared-contracts/ui/kit';

export interface ScoringCell {
  id: string;
  /** What the cell says: the level's descriptor for this criterion. */
  descriptor: string;
  /** The level's name and points, under the descriptor; empty when the descriptor says it. */
  level: string;
}

// One row of the grid: the criterion, then one cell per level. On phones the cells stack under
// the criterion, so nothing scrolls sideways; from `sm` up the row lines up with the header.
const Row = styled(RadioCards)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  ${mediaUp('sm')} {
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
  }
`;

const LevelName = styled.span`
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 400;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * One criterion as a radio group whose options are the cells of its rubric row: arrow keys move
 * between the cells, and each cell's descriptor is its label, so the level is chosen by what the
 * work shows.
 */
export function ScoringRow({
  label,
  cells,
  selected,
  onSelect,
}: {
  label: string;
  cells: readonly ScoringCell[];
  selected: string | undefined;
  onSelect: (cellId: string) => void;
}) {
  return (
    <Row
      label={label}
      value={selected}
      onChange={onSelect}
      options={cells.map((cell) => ({
        value: cell.id,
        content: (
          <>
            <span>{cell.descriptor}</span>
            {cell.level && <LevelName>{cell.level}</LevelName>}
          </>
        ),
      }))}
    />
  );
}
