import { Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';

export interface ScoringCell {
  id: string;
  /** What the cell says: the level's descriptor for this criterion. */
  descriptor: string;
  /** The level's name and points, under the descriptor; empty when the descriptor says it. */
  level: string;
}

// One row of the grid: the criterion, then one cell per level. On phones the cells stack under
// the criterion, so nothing scrolls sideways; from `sm` up the row lines up with the header.
const Row = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  ${mediaUp('sm')} {
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
  }
`;

const RowLabel = styled(Label)`
  font-weight: 600;
`;

const Cell = styled(Radio)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.surface};
  cursor: pointer;
  &[data-hovered] {
    border-color: ${({ theme }) => theme.palette.accent};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.palette.accentSoft};
    border: 2px solid ${({ theme }) => theme.palette.accent};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
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
    <Row value={selected ?? null} onChange={onSelect}>
      <RowLabel>{label}</RowLabel>
      {cells.map((cell) => (
        <Cell key={cell.id} value={cell.id}>
          <span>{cell.descriptor}</span>
          {cell.level && <LevelName>{cell.level}</LevelName>}
        </Cell>
      ))}
    </Row>
  );
}
