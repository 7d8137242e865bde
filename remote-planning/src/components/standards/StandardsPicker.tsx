import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  filterStandards,
  groupByStrand,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  ButtonRow,
  Checkbox,
  FieldError,
  FieldStack,
  Fieldset,
  Hint,
  Input,
  Label,
} from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Button, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { loadTeamStandards } from '../../stores/units-store';
import { FailureWithRetry } from '../FailureWithRetry';
import { useTeamData } from '../use-team-data';

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

/**
 * Standards from the team's frameworks (what a unit teaches, what a rubric criterion assesses):
 * grouped by framework and strand, filtered by text, ticked one by one or all shown at once. A
 * chosen standard that has left its framework is counted and can be removed. Its texts are the
 * unit form's, where it started; the caller names what the standards are for.
 */
export function StandardsPicker({
  teamId,
  selected,
  error,
  legend,
  hint,
  onChange,
}: {
  teamId: string;
  selected: readonly StandardRef[];
  error: string | null;
  legend?: string;
  hint: string;
  onChange: (standards: StandardRef[]) => void;
}) {
  const { t, i18n } = useTranslation('unit');
  const locale = i18n.language;
  const id = useId();
  const [text, setText] = useState('');
  const { data, failure, retry } = useTeamData(
    teamId,
    'standards',
    'loadStandards',
    loadTeamStandards,
  );

  const shown = useMemo(
    () =>
      (data ?? [])
        .map(({ framework, standards }) => ({
          framework,
          strands: groupByStrand(filterStandards(standards, { text }, locale)),
        }))
        .filter((entry) => entry.strands.length > 0),
    [data, text, locale],
  );
  const shownRefs = useMemo(
    () =>
      shown.flatMap(({ framework, strands }) =>
        strands.flatMap(({ standards }) =>
          standards.map((standard) => ({ frameworkId: framework.id, standardId: standard.id })),
        ),
      ),
    [shown],
  );
  const selectedKeys = useMemo(() => new Set(selected.map(standardRefKey)), [selected]);
  const known = useMemo(
    () =>
      new Set(
        (data ?? []).flatMap(({ framework, standards }) =>
          standards.map((standard) =>
            standardRefKey({ frameworkId: framework.id, standardId: standard.id }),
          ),
        ),
      ),
    [data],
  );
  const missing = data ? selected.filter((ref) => !known.has(standardRefKey(ref))) : [];

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
      <legend>{legend ?? t('form.standards.legend')}</legend>
      <Stack>
        <Hint>{hint}</Hint>
        {!teamId && <p>{t('form.chooseTeamFirst')}</p>}
        {teamId && !data && !failure && (
          <p role="status">
            <Spinner /> {t('form.standards.loading')}
          </p>
        )}
        {failure && <FailureWithRetry code={failure} onRetry={retry} />}
        {data?.length === 0 && (
          <p>
            {t('form.standards.noFrameworks')}{' '}
            <Link to={`/curriculum/team/${teamId}`}>{t('form.standards.toTeamCurriculum')}</Link>
          </p>
        )}
        {data && data.length > 0 && (
          <>
            <FieldStack>
              <Label htmlFor={`${id}-text`}>{t('form.standards.search')}</Label>
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
            <p role="status">
              {t('form.standards.selected', { count: selected.length })}{' '}
              {t('form.standards.shown', { count: shownRefs.length })}
            </p>
            <ButtonRow>
              <Button
                type="button"
                $variant="secondary"
                onClick={selectAllShown}
                disabled={shownRefs.length === 0}
              >
                {t('form.standards.selectAllShown')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange([])}
                disabled={selected.length === 0}
              >
                {t('form.standards.clear')}
              </Button>
            </ButtonRow>
            {shownRefs.length === 0 && <p>{t('form.standards.noMatch')}</p>}
            <Choices>
              {shown.map(({ framework, strands }) => (
                <Fieldset key={framework.id}>
                  <legend>{framework.name}</legend>
                  <Stack>
                    {strands.map(({ strand, standards }) => (
                      <StrandGroup key={strand}>
                        <legend>{strand || t('form.standards.noStrand')}</legend>
                        <Stack $gap={2}>
                          {standards.map((standard) => {
                            const ref = { frameworkId: framework.id, standardId: standard.id };
                            return (
                              <Checkbox
                                key={standard.id}
                                checked={selectedKeys.has(standardRefKey(ref))}
                                onChange={(event) => toggle(ref, event.target.checked)}
                                aria-invalid={error ? true : undefined}
                              >
                                <strong>{standard.code}</strong> {standard.description}
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
          </>
        )}
        {missing.length > 0 && (
          <Stack $gap={2}>
            <p>{t('form.standards.missing', { count: missing.length })}</p>
            <div>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange(selected.filter((ref) => known.has(standardRefKey(ref))))}
              >
                {t('form.standards.removeMissing', { count: missing.length })}
              </Button>
            </div>
          </Stack>
        )}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </Stack>
    </Fieldset>
  );
}
