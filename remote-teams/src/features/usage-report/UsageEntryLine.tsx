import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UsageDescription, UsageObject } from '@lesson-planner/shared-contracts/domain';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import type { UsageEntry } from './usage-report';

/** Where each kind of drafted document opens (the unit plan's id is its unit's). */
const OBJECT_ROUTES: Record<UsageObject['kind'], (id: string) => string> = {
  unitPlan: (id) => `/units/plan/edit/${id}`,
  experience: (id) => `/experiences/${id}`,
  rubric: (id) => `/rubrics/${id}`,
  unit: (id) => `/units/${id}`,
};

const dateTime = { date: { dateStyle: 'medium', timeStyle: 'short' } } as const;

/** Stacked on phones; the sentence between its time and its tokens on wider screens. */
const Line = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  overflow-wrap: anywhere;
  ${mediaUp('sm')} {
    grid-template-columns: 11rem 1fr max-content;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** The sentence's translation key: lessons are counted when the entry says how many. */
function sentenceKey(usage: UsageDescription): string {
  if (usage.task === 'unitPlan' || usage.task === 'lesson') {
    return usage.count === null ? 'usage.sentence.lessonsUncounted' : 'usage.sentence.lessons';
  }
  return `usage.sentence.${usage.task}`;
}

/** The object's title, or its generic name when the entry does not carry the title (shared with the CSV). */
export function useObjectLabel() {
  const { t } = useTranslation('teams');
  return (object: UsageObject): string => object.title ?? t(`usage.object.${object.kind}`);
}

/**
 * One usage entry read as a sentence ("Malee drafted 4 lessons · Market fractions") linking to
 * what was drafted; provider and model only for administrators, in a disclosure.
 */
export function UsageEntryLine({
  entry,
  name,
  showProvider,
}: {
  entry: UsageEntry;
  name: string;
  showProvider: boolean;
}) {
  const { t } = useTranslation('teams');
  const objectLabel = useObjectLabel();
  const { usage } = entry;
  const object = usage.object;

  return (
    <Line>
      <Quiet>
        {entry.timestamp
          ? t('common.date', { date: entry.timestamp, formatParams: dateTime })
          : t('common.unknown')}
      </Quiet>
      <span>
        {t(sentenceKey(usage), { name, count: usage.count ?? 0 })}
        {object && (
          <>
            {' · '}
            {object.id ? (
              <Link to={OBJECT_ROUTES[object.kind](object.id)}>{objectLabel(object)}</Link>
            ) : (
              objectLabel(object)
            )}
          </>
        )}
        {usage.note && <Quiet> · {t('usage.note', { note: usage.note })}</Quiet>}
        {showProvider && (usage.provider || usage.model) && (
          <details>
            <summary>{t('usage.details')}</summary>
            {t('usage.providerModel', {
              provider: usage.provider ?? t('common.unknown'),
              model: usage.model ?? t('common.unknown'),
            })}
          </details>
        )}
      </span>
      <span>{t('logs.tokenCount', { count: entry.tokenCount })}</span>
    </Line>
  );
}
