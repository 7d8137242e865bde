import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  distinctValues,
  filterStandards,
  standardRefKey,
  type Framework,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  ButtonRow,
  Checkbox,
  FieldStack,
  Fieldset,
  Hint,
  Input,
  Label,
  Select,
} from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Button, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import { FailureMessage } from '../../components/FailureMessage';
import { loadTeamStandards, useCurriculumStore } from '../../stores/curriculum-store';

type TeamStandards = Array<{ framework: Framework; standards: Standard[] }>;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 28rem;
  overflow-y: auto;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9rem;
`;

/**
 * The standards a classroom follows, from its team's frameworks: filter by text, subject and
 * grade band, tick them one by one or all shown at once. Render it with `key={teamId}` so a
 * change of team starts afresh.
 */
export function StandardsPicker({
  teamId,
  selected,
  onChange,
}: {
  teamId: string;
  selected: readonly StandardRef[];
  onChange: (standards: StandardRef[]) => void;
}) {
  const { t, i18n } = useTranslation('classroom');
  const locale = i18n.language;
  const id = useId();
  const [data, setData] = useState<TeamStandards | null>(null);
  const [failure, setFailure] = useState<CurriculumFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [gradeBand, setGradeBand] = useState('');

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    void loadTeamStandards(teamId).then((result) => {
      if (!current) return;
      const { errors } = useCurriculumStore.getState();
      setData(result);
      setFailure(
        result ? (errors.loadStandards ?? null) : (errors.loadTeamCurriculum ?? 'unknown'),
      );
    });
    return () => {
      current = false;
    };
  }, [teamId, attempt]);

  const all = useMemo(() => data?.flatMap((entry) => entry.standards) ?? [], [data]);
  const subjects = useMemo(() => distinctValues(all, 'subject', locale), [all, locale]);
  const gradeBands = useMemo(() => distinctValues(all, 'gradeBand', locale), [all, locale]);
  const shown = useMemo(
    () =>
      (data ?? [])
        .map(({ framework, standards }) => ({
          framework,
          standards: filterStandards(standards, { text, subject, gradeBand }, locale),
        }))
        .filter((entry) => entry.standards.length > 0),
    [data, text, subject, gradeBand, locale],
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
  // Only a complete read can tell that a standard is gone from its framework.
  const missing = data && !failure ? selected.filter((ref) => !known.has(standardRefKey(ref))) : [];

  const toggle = (ref: StandardRef, on: boolean) =>
    onChange(
      on
        ? [...selected, ref]
        : selected.filter((other) => standardRefKey(other) !== standardRefKey(ref)),
    );
  const selectAllShown = () => {
    const added = shown.flatMap(({ framework, standards }) =>
      standards
        .map((standard) => ({ frameworkId: framework.id, standardId: standard.id }))
        .filter((ref) => !selectedKeys.has(standardRefKey(ref))),
    );
    onChange([...selected, ...added]);
  };
  const shownCount = shown.reduce((sum, entry) => sum + entry.standards.length, 0);

  return (
    <Fieldset>
      <legend>{t('classroomForm.standardsPicker.legend')}</legend>
      <Stack>
        <Hint>{t('classroomForm.standardsPicker.hint')}</Hint>
        {!teamId && <p>{t('classroomForm.standardsPicker.chooseTeam')}</p>}
        {teamId && !data && !failure && (
          <p role="status">
            <Spinner /> {t('classroomForm.standardsPicker.loading')}
          </p>
        )}
        {failure && (
          <Stack $gap={2}>
            <FailureMessage code={failure} />
            <div>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('classrooms.retry')}
              </Button>
            </div>
          </Stack>
        )}
        {data?.length === 0 && (
          <p>
            {t('classroomForm.standardsPicker.noFrameworks')}{' '}
            <Link to={`/curriculum/team/${teamId}`}>
              {t('classroomForm.standardsPicker.toTeamCurriculum')}
            </Link>
          </p>
        )}
        {data && data.length > 0 && (
          <>
            <Filters>
              <FieldStack>
                <Label htmlFor={`${id}-text`}>{t('classroomForm.standardsPicker.search')}</Label>
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
              <FieldStack>
                <Label htmlFor={`${id}-subject`}>
                  {t('classroomForm.standardsPicker.subject')}
                </Label>
                <Select
                  id={`${id}-subject`}
                  value={subject}
                  onChange={(event) => setSubject(event.target.value)}
                >
                  <option value="">{t('classroomForm.standardsPicker.allSubjects')}</option>
                  {subjects.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              </FieldStack>
              <FieldStack>
                <Label htmlFor={`${id}-grade`}>
                  {t('classroomForm.standardsPicker.gradeBand')}
                </Label>
                <Select
                  id={`${id}-grade`}
                  value={gradeBand}
                  onChange={(event) => setGradeBand(event.target.value)}
                >
                  <option value="">{t('classroomForm.standardsPicker.allGradeBands')}</option>
                  {gradeBands.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              </FieldStack>
            </Filters>
            <p role="status">
              {t('classroomForm.standardsPicker.selected', { count: selected.length })}{' '}
              {t('classroomForm.standardsPicker.shown', { count: shownCount })}
            </p>
            <ButtonRow>
              <Button
                type="button"
                $variant="secondary"
                onClick={selectAllShown}
                disabled={shownCount === 0}
              >
                {t('classroomForm.standardsPicker.selectAllShown')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange([])}
                disabled={selected.length === 0}
              >
                {t('classroomForm.standardsPicker.clear')}
              </Button>
            </ButtonRow>
            {shownCount === 0 && <p>{t('classroomForm.standardsPicker.noMatch')}</p>}
            <Choices>
              {shown.map(({ framework, standards }) => (
                <Fieldset key={framework.id}>
                  <legend>{framework.name}</legend>
                  <Stack $gap={2}>
                    {standards.map((standard) => {
                      const ref = { frameworkId: framework.id, standardId: standard.id };
                      const meta = [standard.subject, standard.gradeBand, standard.strand]
                        .filter(Boolean)
                        .join(' · ');
                      return (
                        <Checkbox
                          key={standard.id}
                          checked={selectedKeys.has(standardRefKey(ref))}
                          onChange={(event) => toggle(ref, event.target.checked)}
                        >
                          <strong>{standard.code}</strong> {standard.description}
                          {meta && <Meta>{meta}</Meta>}
                        </Checkbox>
                      );
                    })}
                  </Stack>
                </Fieldset>
              ))}
            </Choices>
          </>
        )}
        {missing.length > 0 && (
          <Stack $gap={2}>
            <p>{t('classroomForm.standardsPicker.missing', { count: missing.length })}</p>
            <div>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange(selected.filter((ref) => known.has(standardRefKey(ref))))}
              >
                {t('classroomForm.standardsPicker.removeMissing', { count: missing.length })}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
