import styled from 'styled-components';
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { Checkbox, Fieldset } from '@lesson-planner/shared-contracts/forms';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { refOf, type TeamStandards } from './team-standards';

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-height: 32rem;
  overflow-y: auto;
`;

const StrandGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** The standards shown, grouped by framework and then strand, each a checkbox. */
export function StandardChoices({
  shown,
  selectedKeys,
  invalid,
  noStrand,
  onToggle,
}: {
  shown: ReadonlyArray<{
    framework: TeamStandards['framework'];
    strands: ReadonlyArray<{ strand: string; standards: readonly Standard[] }>;
  }>;
  /** `standardRefKey`s of the selection. */
  selectedKeys: ReadonlySet<string>;
  invalid: boolean;
  /** The legend of standards without a strand. */
  noStrand: string;
  onToggle: (ref: StandardRef, on: boolean) => void;
}) {
  return (
    <Choices>
      {shown.map(({ framework, strands }) => (
        <Fieldset key={framework.id}>
          <legend>{framework.name}</legend>
          <Stack>
            {strands.map(({ strand, standards }) => (
              <StrandGroup key={strand}>
                <legend>{strand || noStrand}</legend>
                <Stack $gap={2}>
                  {standards.map((standard) => {
                    const ref = refOf(framework, standard);
                    // The strand is the group's legend; this line says which subject and
                    // grade band the standard is for, as the filters above name them.
                    const meta = [standard.subject, standard.gradeBand].filter(Boolean).join(' · ');
                    return (
                      <Checkbox
                        key={standard.id}
                        checked={selectedKeys.has(standardRefKey(ref))}
                        onChange={(event) => onToggle(ref, event.target.checked)}
                        aria-invalid={invalid || undefined}
                      >
                        <strong>{standard.code}</strong> {standard.description}
                        {meta && <Meta>{meta}</Meta>}
                      </Checkbox>
                    );
                  })}
                </Stack>
              </StrandGroup>
            ))}
          </Stack>
        </Fieldset>
      ))}
    </Choices>
  );
}
