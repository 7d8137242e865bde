import { useState, type FormEvent } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import type { GenerateDraftRequestFor } from '@lesson-planner/shared-contracts/planning';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { DraftOptionsFields, PlainFieldset, useDraftOptions } from '../../../components/ai-draft';
import { shortDate } from '../../../components/date-format';
import {
  MAX_MEETINGS,
  MEETINGS_PER_LESSON_CHOICES,
  planRequest,
  type LengthKind,
} from './plan-request';

export interface PlanRequestFormProps {
  classrooms: readonly { id: string; name: string }[];
  classroomId: string;
  onClassroomChange(classroomId: string): void;
  /** Where the chosen classroom's next unit starts by default, or null when unknown. */
  defaultStart: string | null;
  busy: boolean;
  onSubmit(request: GenerateDraftRequestFor<'classroomUnit'>): void;
}

/** What the teacher asks for: classroom, topic, window, lesson length, language. */
export function PlanRequestForm(props: PlanRequestFormProps) {
  const { t, i18n } = useTranslation('planner');
  const [options, setOptions] = useDraftOptions();
  const [topic, setTopic] = useState('');
  const [startDate, setStartDate] = useState('');
  const [lengthKind, setLengthKind] = useState<LengthKind>('meetings');
  const [meetingCount, setMeetingCount] = useState(8);
  const [endDate, setEndDate] = useState('');
  const [meetingsPerLesson, setMeetingsPerLesson] = useState(1);
  const [missing, setMissing] = useState<string | null>(null);

  const outOfRange = (date: 'startDateRange' | 'endDateRange') =>
    missing === date ? t('aiUnit.dateOutOfRange') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = planRequest({
      classroomId: props.classroomId,
      topic,
      startDate,
      lengthKind,
      meetingCount,
      endDate,
      meetingsPerLesson,
      ...options,
    });
    if ('missing' in request) setMissing(request.missing);
    else {
      setMissing(null);
      props.onSubmit(request);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <PlainFieldset disabled={props.busy}>
        <Select
          label={t('aiUnit.classroom')}
          value={props.classroomId}
          onChange={(event) => props.onClassroomChange(event.target.value)}
        >
          {props.classrooms.map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name}
            </option>
          ))}
        </Select>
        <TextField
          label={t('aiUnit.topic')}
          hint={t('aiUnit.topicHint')}
          value={topic}
          maxLength={500}
          error={missing === 'topic' ? t('aiUnit.topicMissing') : null}
          onChange={(event) => setTopic(event.target.value)}
        />
        <DateField
          label={t('aiUnit.startDate')}
          hint={
            props.defaultStart
              ? t('aiUnit.startDefault', { date: shortDate(props.defaultStart, i18n.language) })
              : t('aiUnit.startDefaultUnknown')
          }
          value={startDate}
          error={outOfRange('startDateRange')}
          onChange={setStartDate}
        />
        <Select
          label={t('aiUnit.lengthKind')}
          value={lengthKind}
          onChange={(event) => setLengthKind(event.target.value as LengthKind)}
        >
          <option value="meetings">{t('aiUnit.byMeetings')}</option>
          <option value="endDate">{t('aiUnit.byEndDate')}</option>
        </Select>
        {lengthKind === 'meetings' ? (
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MEETINGS}
            label={t('aiUnit.meetingCount')}
            value={Number.isNaN(meetingCount) ? '' : meetingCount}
            error={
              missing === 'meetingCount'
                ? t('aiUnit.meetingCountInvalid', { max: MAX_MEETINGS })
                : null
            }
            onChange={(event) => setMeetingCount(event.target.valueAsNumber)}
          />
        ) : (
          <DateField
            label={t('aiUnit.endDate')}
            value={endDate}
            error={missing === 'endDate' ? t('aiUnit.endDateMissing') : outOfRange('endDateRange')}
            onChange={setEndDate}
          />
        )}
        <Select
          label={t('aiUnit.meetingsPerLesson')}
          value={meetingsPerLesson}
          onChange={(event) => setMeetingsPerLesson(Number(event.target.value))}
        >
          {MEETINGS_PER_LESSON_CHOICES.map((count) => (
            <option key={count} value={count}>
              {t('aiUnit.meetingsPerLessonChoice', { count })}
            </option>
          ))}
        </Select>
        <DraftOptionsFields options={options} onChange={setOptions} />
        <ButtonRow>
          <Button type="submit">{t('aiUnit.draftUnit')}</Button>
        </ButtonRow>
      </PlainFieldset>
    </form>
  );
}
