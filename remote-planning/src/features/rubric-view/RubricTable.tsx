import { useTranslation } from 'react-i18next';
import {
  displayedLevels,
  levelPointsLabel,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { DataTable, TableScroll } from '@lesson-planner/shared-contracts/content';

/** A rubric as a table, laid out for its type; the read view, the print and the student copy. */
export function RubricTable({
  rubric,
  forStudents = false,
}: {
  rubric: RubricContent;
  /** Without weights and points: what students see. */
  forStudents?: boolean;
}) {
  const { t } = useTranslation('rubrics');
  const levels = displayedLevels(rubric);
  const caption = <caption>{rubric.title}</caption>;
  switch (rubric.type) {
    case 'analytic':
      return (
        <TableScroll>
          <DataTable>
            {caption}
            <thead>
              <tr>
                <th scope="col">{t('fields.criterion')}</th>
                {levels.map(({ level }) => (
                  <th scope="col" key={level.id}>
                    {forStudents
                      ? level.name
                      : t('view.levelWithPoints', {
                          name: level.name,
                          points: levelPointsLabel(level),
                        })}
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
                  </th>
                  {levels.map(({ level, index }) => (
                    <td key={level.id}>{criterion.descriptors[index] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      );
    case 'holistic':
      return (
        <TableScroll>
          <DataTable>
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
                  {!forStudents && <td>{levelPointsLabel(level)}</td>}
                  <td>{level.description}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      );
    case 'singlePoint':
      return (
        <TableScroll>
          <DataTable>
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
                  <td />
                  <th scope="row">
                    <strong>{criterion.title}</strong>
                    <div>{criterion.description}</div>
                  </th>
                  <td />
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      );
    case 'checklist':
      return (
        <TableScroll>
          <DataTable>
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
                  </th>
                  {!forStudents && <td>{item.points}</td>}
                  <td />
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      );
  }
}
