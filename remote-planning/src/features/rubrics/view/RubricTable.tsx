import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  codeOfStandardId,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  displayedLevels,
  levelPointsLabel,
  rubricStandards,
  type RubricContent,
  type RubricLevel,
} from '@lesson-planner/shared-contracts/planning';
import { useStandardLabels } from '../../../components/standards';
import {
  StackingCell,
  StackingFrame,
  StackingTable,
} from '@lesson-planner/shared-contracts/ui/kit';

const Standards = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-inline-start: ${({ theme }) => theme.space(4)};
  font-weight: 400;
  font-size: ${({ theme }) => theme.type.small};
`;

/**
 * A rubric as a table, laid out for its type; the read view, the print and the student copy.
 * The read view and print name the standards each criterion assesses, from the team's
 * frameworks (`teamId`).
 */
export function RubricTable({
  rubric,
  teamId,
  forStudents = false,
}: {
  rubric: RubricContent;
  teamId: string;
  /** Without weights, points and standards: what students see. */
  forStudents?: boolean;
}) {
  const { t } = useTranslation('rubrics');
  const levels = displayedLevels(rubric);
  const labels = new Map(
    useStandardLabels(forStudents ? '' : teamId, rubricStandards(rubric)).map(({ ref, label }) => [
      standardRefKey(ref),
      label,
    ]),
  );
  const standardsOf = (refs: readonly StandardRef[]) =>
    !forStudents &&
    refs.length > 0 && (
      <Standards aria-label={t('fields.standards')}>
        {refs.map((ref) => (
          <li key={standardRefKey(ref)}>
            {labels.get(standardRefKey(ref)) ?? codeOfStandardId(ref.standardId)}
          </li>
        ))}
      </Standards>
    );
  const caption = <caption>{rubric.title}</caption>;
  const levelHeader = (level: RubricLevel) =>
    forStudents
      ? level.name
      : t('view.levelWithPoints', { name: level.name, points: levelPointsLabel(level) });
  const wholeRubric = !forStudents && rubric.standards.length > 0 && (
    <div>
      {t('view.rubricStandards')}
      {standardsOf(rubric.standards)}
    </div>
  );
  return (
    <>
      {tableOf()}
      {wholeRubric}
    </>
  );

  function tableOf() {
    switch (rubric.type) {
      case 'analytic':
        return (
          <StackingFrame>
            <StackingTable>
              {caption}
              <thead>
                <tr>
                  <th scope="col">{t('fields.criterion')}</th>
                  {levels.map(({ level }) => (
                    <th scope="col" key={level.id}>
                      {levelHeader(level)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rubric.criteria.map((criterion) => (
                  <tr key={criterion.id}>
                    <th scope="row">
                      {criterion.title}
                      {!forStudents && criterion.weight !== 1 && (
                        <div>{t('view.weight', { weight: criterion.weight })}</div>
                      )}
                      {standardsOf(criterion.standards)}
                    </th>
                    {levels.map(({ level, index }) => (
                      <StackingCell key={level.id} column={levelHeader(level)}>
                        {criterion.descriptors[index] ?? ''}
                      </StackingCell>
                    ))}
                  </tr>
                ))}
              </tbody>
            </StackingTable>
          </StackingFrame>
        );
      case 'holistic':
        return (
          <StackingFrame>
            <StackingTable>
              {caption}
              <thead>
                <tr>
                  <th scope="col">{t('fields.level')}</th>
                  {!forStudents && <th scope="col">{t('fields.points')}</th>}
                  <th scope="col">{t('fields.description')}</th>
                </tr>
              </thead>
              <tbody>
                {levels.map(({ level }) => (
                  <tr key={level.id}>
                    <th scope="row">{level.name}</th>
                    {!forStudents && (
                      <StackingCell column={t('fields.points')}>
                        {levelPointsLabel(level)}
                      </StackingCell>
                    )}
                    <StackingCell column={t('fields.description')}>
                      {level.description}
                    </StackingCell>
                  </tr>
                ))}
              </tbody>
            </StackingTable>
          </StackingFrame>
        );
      case 'singlePoint':
        return (
          <StackingFrame>
            <StackingTable>
              {caption}
              <thead>
                <tr>
                  <th scope="col">{t('singlePoint.needsWork')}</th>
                  <th scope="col">{t('singlePoint.proficient')}</th>
                  <th scope="col">{t('singlePoint.beyond')}</th>
                </tr>
              </thead>
              <tbody>
                {rubric.criteria.map((criterion) => (
                  <tr key={criterion.id}>
                    <StackingCell column={t('singlePoint.needsWork')} />
                    <th scope="row">
                      <strong>{criterion.title}</strong>
                      <div>{criterion.description}</div>
                      {standardsOf(criterion.standards)}
                    </th>
                    <StackingCell column={t('singlePoint.beyond')} />
                  </tr>
                ))}
              </tbody>
            </StackingTable>
          </StackingFrame>
        );
      case 'checklist':
        return (
          <StackingFrame>
            <StackingTable>
              {caption}
              <thead>
                <tr>
                  <th scope="col">{t('fields.item')}</th>
                  {!forStudents && <th scope="col">{t('fields.points')}</th>}
                  <th scope="col">{t('checklist.done')}</th>
                </tr>
              </thead>
              <tbody>
                {rubric.criteria.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      {item.title}
                      {item.description && <div>{item.description}</div>}
                      {standardsOf(item.standards)}
                    </th>
                    {!forStudents && (
                      <StackingCell column={t('fields.points')}>{item.points}</StackingCell>
                    )}
                    <StackingCell column={t('checklist.done')} />
                  </tr>
                ))}
              </tbody>
            </StackingTable>
          </StackingFrame>
        );
    }
  }
}
