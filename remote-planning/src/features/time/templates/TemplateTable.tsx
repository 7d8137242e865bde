import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIsoDate, type ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { Chip, DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';

/** The name opens the template: a quiet button inline with its text, truncated by its cell. */
const OpenButton = styled(Button)`
  display: inline;
  min-height: 0;
  padding: 0;
  border: 0;
  text-align: start;
`;

/**
 * The team's templates in the kit's table (cards on a phone): the name opens one in the
 * editor below; a leader makes another the team default from the row's ⋯ menu.
 */
export function TemplateTable({
  templates,
  defaultId,
  openId,
  isLeader,
  onOpen,
  onMakeDefault,
}: {
  templates: readonly ScheduleTemplate[];
  defaultId: string | null;
  openId: string | null;
  isLeader: boolean;
  onOpen: (template: ScheduleTemplate) => void;
  onMakeDefault: (templateId: string) => void;
}) {
  const { t, i18n } = useTranslation('planner');
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  const columns: DataColumn<ScheduleTemplate>[] = [
    {
      id: 'name',
      header: t('templates.form.name'),
      width: 'long',
      text: (template) => template.name,
      cell: (template) => (
        <>
          <OpenButton
            type="button"
            $variant="quiet"
            aria-pressed={openId === template.id}
            onClick={() => onOpen(template)}
          >
            {template.name}
          </OpenButton>{' '}
          {template.id === defaultId && <Chip>{t('templates.isDefault')}</Chip>}
          {template.pastSchoolYear != null && <Chip>{t('templates.pastYearChip')}</Chip>}
        </>
      ),
    },
    {
      id: 'term',
      header: t('templates.term'),
      width: 'short',
      cell: (template) =>
        t('templates.termRange', { start: date(template.startDate), end: date(template.endDate) }),
    },
  ];
  // This year's first, then those kept for past years.
  const rows = [...templates].sort(
    (a, b) => Number(a.pastSchoolYear != null) - Number(b.pastSchoolYear != null),
  );
  return (
    <DataTable
      caption={t('templates.listHeading')}
      columns={columns}
      rows={rows}
      rowKey={(template) => template.id}
      rowHeader="name"
      actions={
        isLeader
          ? {
              header: t('templates.actions'),
              menuLabel: (template) => t('templates.rowMenu', { name: template.name }),
              items: (template) =>
                // A past year's template is kept as it was, and is no one's default again.
                template.id === defaultId || template.pastSchoolYear != null
                  ? []
                  : [
                      {
                        id: 'default',
                        label: t('templates.makeDefaultShort'),
                        onAction: () => onMakeDefault(template.id),
                      },
                    ],
            }
          : undefined
      }
    />
  );
}
