import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';
import { AiDraftChip } from './AiDraftChip';
import { PLAN_TOOLBAR_HEIGHT, StandardChip } from './lesson-layout';

export interface OutlineItem {
  key: string;
  title: string;
  minutes: number;
  codes: readonly string[];
  /** When the lesson is scheduled ("Wed 25 Nov, 08:30"), or null. */
  meeting: string | null;
  needsAttention: boolean;
  /** An accepted AI draft no person has edited yet. */
  aiDraft: boolean;
  /** A word about the lesson from the page showing it ("Changed" in a review), if any. */
  note?: string;
}

/** Beside the lessons from the md breakpoint, staying in view under the app bar and toolbar. */
const Nav = styled.nav`
  display: none;
  ${mediaUp('md')} {
    display: block;
    position: sticky;
    top: calc(64px + var(${PLAN_TOOLBAR_HEIGHT}, 5rem) + ${({ theme }) => theme.space(2)});
    max-height: calc(100vh - 64px - var(${PLAN_TOOLBAR_HEIGHT}, 5rem) - 1rem);
    overflow-y: auto;
  }
  h2 {
    font-size: ${({ theme }) => theme.type.body};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** A lesson of the outline: the whole card chooses it (its link covers it), current marked. */
const Item = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  padding-inline-start: calc(1.5rem + ${({ theme }) => theme.space(4)});
  border-radius: ${({ theme }) => theme.radius};
  border-left: 3px solid transparent;
  &:hover {
    background: ${({ theme }) => theme.palette.surface};
  }
  &:has(a[aria-current='true']) {
    background: ${({ theme }) => theme.palette.accentSoft};
    border-left-color: ${({ theme }) => theme.palette.accent};
  }
`;

/**
 * Number, title and minutes on one line (a long title ends in an ellipsis, whole in its
 * tooltip); the meeting and standards sit below it, outside the link's text.
 */
const Entry = styled.a`
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: calc(-1.5rem - ${({ theme }) => theme.space(2)});
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Number = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Minutes = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

const Chips = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Below the md breakpoint the outline is a lesson picker above the lessons. */
const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  ${mediaUp('md')} {
    display: none;
  }
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
`;

/** One lesson of the outline; memoised, so choosing or typing in one lesson redraws only it. */
const OutlineEntry = memo(function OutlineEntry({
  item,
  number,
  current,
  onSelect,
  here,
}: {
  item: OutlineItem;
  number: number;
  current: boolean;
  onSelect: (key: string) => void;
  /** The teammates on this lesson now, by name. */
  here: string | undefined;
}) {
  const { t } = useTranslation('planner');
  return (
    <Item>
      <Entry
        href={`#lesson-${number}`}
        title={item.title || undefined}
        aria-current={current ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onSelect(item.key);
        }}
      >
        <Number>{number}</Number>
        <Title>{item.title || t('planEditor.lesson.untitled')}</Title>
        <Minutes>{t('planEditor.outline.minutes', { count: item.minutes })}</Minutes>
      </Entry>
      {item.meeting && <Quiet>{item.meeting}</Quiet>}
      {(item.aiDraft || item.note || item.codes.length > 0) && (
        <Chips>
          {item.note && <Chip>{item.note}</Chip>}
          {item.aiDraft && <AiDraftChip />}
          {item.codes.map((code) => (
            <StandardChip key={code}>{code}</StandardChip>
          ))}
        </Chips>
      )}
      {item.needsAttention && <Quiet>{t('planEditor.lesson.needsAttention')}</Quiet>}
      {here && <Quiet>{t('presence.here', { names: here })}</Quiet>}
    </Item>
  );
});

const PickerOption = memo(function PickerOption({
  item,
  number,
}: {
  item: OutlineItem;
  number: number;
}) {
  const { t } = useTranslation('planner');
  return (
    <option value={item.key}>
      {t('planEditor.outline.option', {
        number,
        title: item.title || t('planEditor.lesson.untitled'),
        count: item.minutes,
      })}
    </option>
  );
});

/**
 * The plan at a glance: each lesson's number, title, minutes, standards and meeting. Choosing
 * one opens it (`onSelect`); the link also works without script as #lesson-N. Give it the same
 * item for an unchanged lesson and a stable `onSelect`: only what changed is drawn again.
 */
export const LessonOutline = memo(function LessonOutline({
  items,
  currentKey,
  onSelect,
  here,
}: {
  items: readonly OutlineItem[];
  currentKey: string | null;
  onSelect: (key: string) => void;
  /** The teammates on each lesson, by its key (presence). */
  here?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('planner');
  const pickerId = useId();
  return (
    <>
      <Nav aria-label={t('planEditor.outline.heading')} data-print="hidden">
        <h2>{t('planEditor.outline.heading')}</h2>
        <ol>
          {items.map((item, index) => (
            <OutlineEntry
              key={item.key}
              item={item}
              number={index + 1}
              current={item.key === currentKey}
              onSelect={onSelect}
              here={here?.get(item.key)}
            />
          ))}
        </ol>
      </Nav>
      <Picker data-print="hidden">
        <label htmlFor={pickerId}>{t('planEditor.outline.picker')}</label>
        <select
          id={pickerId}
          value={currentKey ?? ''}
          onChange={(event) => onSelect(event.target.value)}
        >
          {currentKey === null && <option value="">{t('planEditor.outline.choose')}</option>}
          {items.map((item, index) => (
            <PickerOption key={item.key} item={item} number={index + 1} />
          ))}
        </select>
      </Picker>
    </>
  );
});
