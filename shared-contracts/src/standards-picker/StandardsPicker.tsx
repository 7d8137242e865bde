import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  distinctValues,
  filterStandards,
  groupByStrand,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  ButtonRow,
  FieldError,
  FieldStack,
  Fieldset,
  Hint,
  Input,
  Label,
} from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Button, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import type { StandardsPickerKey } from './picker-texts';
import { StandardChoices } from './StandardChoices';
import { refOf, type TeamStandards } from './team-standards';
import { ValueMenu } from './ValueMenu';

export interface StandardsPickerProps {
  /** Where the texts are: `t(keyPrefix + '.' + key)` in namespace `ns` for each picker key. */
  texts: { ns: string; keyPrefix: string };
  teamId: string;
  /** The team's frameworks with their standards; null while not (yet) read. */
  data: readonly TeamStandards[] | null;
  /** The area's own message and retry when the read failed; null otherwise. */
  failure: ReactNode;
  selected: readonly StandardRef[];
  onChange: (standards: StandardRef[]) => void;
  legend: string;
  hint: string;
  error?: string | null;
}

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

/**
 * Standards from a team's frameworks, grouped by framework and strand: filtered by text,
 * subject and grade band, ticked one by one or all shown at once. A chosen standard that has
 * left its framework is counted and can be removed. It shows what it is given; the area reads
 * the data and renders its own failure. Render it with `key={teamId}` so a change of team
 * starts afresh.
 */
export function StandardsPicker({
  texts,
  teamId,
  data,
  failure,
  selected,
  onChange,
  legend,
  hint,
  error,
}: StandardsPickerProps) {
  const { t: translate, i18n } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const t = (key: StandardsPickerKey, options?: { count: number }) => translate(key, options);
  const locale = i18n.language;
  const id = useId();
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [gradeBand, setGradeBand] = useState('');

  const all = useMemo(() => data?.flatMap((entry) => entry.standards) ?? [], [data]);
  const subjects = useMemo(() => distinctValues(all, 'subject', locale), [all, locale]);
  const gradeBands = useMemo(() => distinctValues(all, 'gradeBand', locale), [all, locale]);
  const shown = useMemo(
    () =>
      (data ?? [])
        .map(({ framework, standards }) => ({
          framework,
          strands: groupByStrand(filterStandards(standards, { text, subject, gradeBand }, locale)),
        }))
        .filter((entry) => entry.strands.length > 0),
    [data, text, subject, gradeBand, locale],
  );
  const shownRefs = useMemo(
    () =>
      shown.flatMap(({ framework, strands }) =>
        strands.flatMap(({ standards }) => standards.map((standard) => refOf(framework, standard))),
      ),
    [shown],
  );
  const selectedKeys = useMemo(() => new Set(selected.map(standardRefKey)), [selected]);
  const known = useMemo(
    () =>
      new Set(
        (data ?? []).flatMap(({ framework, standards }) =>
          standards.map((standard) => standardRefKey(refOf(framework, standard))),
        ),
      ),
    [data],
  );
  // Only a complete read can tell that a standard is gone from its framework.
  const missing = data && !failure ? selected.filter((ref) => !known.has(standardRefKey(ref))) : [];

  const toggle = (ref: StandardRef, on: boolean) =>
    onChange(
      on
        ? [...selected, ref]
        : selected.filter((other) => standardRefKey(other) !== standardRefKey(ref)),
    );
  const selectAllShown = () =>
    onChange([...selected, ...shownRefs.filter((ref) => !selectedKeys.has(standardRefKey(ref)))]);

  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <Stack>
        <Hint>{hint}</Hint>
        {!teamId && <p>{t('chooseTeam')}</p>}
        {teamId && !data && !failure && (
          <p role="status">
            <Spinner /> {t('loading')}
          </p>
        )}
        {failure}
        {data?.length === 0 && (
          <p>
            {t('noFrameworks')}{' '}
            <Link to={`/curriculum/team/${teamId}`}>{t('toTeamCurriculum')}</Link>
          </p>
        )}
        {data && data.length > 0 && (
          <>
            <Filters>
              <FieldStack>
                <Label htmlFor={`${id}-text`}>{t('search')}</Label>
                <Input
                  id={`${id}-text`}
                  type="search"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  // Enter in the filter must not submit the whole form.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                />
              </FieldStack>
              <ValueMenu
                id={`${id}-subject`}
                label={t('subject')}
                allLabel={t('allSubjects')}
                values={subjects}
                value={subject}
                onChange={setSubject}
              />
              <ValueMenu
                id={`${id}-grade`}
                label={t('gradeBand')}
                allLabel={t('allGradeBands')}
                values={gradeBands}
                value={gradeBand}
                onChange={setGradeBand}
              />
            </Filters>
            <p role="status">
              {t('selected', { count: selected.length })} {t('shown', { count: shownRefs.length })}
            </p>
            <ButtonRow>
              <Button
                type="button"
                $variant="secondary"
                onClick={selectAllShown}
                disabled={shownRefs.length === 0}
              >
                {t('selectAllShown')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange([])}
                disabled={selected.length === 0}
              >
                {t('clear')}
              </Button>
            </ButtonRow>
            {shownRefs.length === 0 && <p>{t('noMatch')}</p>}
            <StandardChoices
              shown={shown}
              selectedKeys={selectedKeys}
              invalid={Boolean(error)}
              noStrand={t('noStrand')}
              onToggle={toggle}
            />
          </>
        )}
        {missing.length > 0 && (
          <Stack $gap={2}>
            <p>{t('missing', { count: missing.length })}</p>
            <div>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange(selected.filter((ref) => known.has(standardRefKey(ref))))}
              >
                {t('removeMissing', { count: missing.length })}
              </Button>
            </div>
          </Stack>
        )}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </Stack>
    </Fieldset>
  );
}
