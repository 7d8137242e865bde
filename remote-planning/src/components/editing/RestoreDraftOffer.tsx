import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { formatDateTime } from '@lesson-planner/shared-contracts/interface';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';

export interface RestoreDraftOfferProps {
  /** When this browser kept the unsaved changes. */
  savedAt: Date;
  /** The version they started from; null when the document did not exist yet. */
  draftBaseVersion: number | null;
  /** The version saved now; null while the document does not exist. */
  savedVersion: number | null;
  /** What was kept, e.g. "(3 lessons), from 10:42"; given the formatted time. */
  describe: (time: string) => string;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Unsaved changes from an earlier visit, offered before anything else can be edited: editing
 * first would replace them in this browser without the teacher having chosen.
 */
export function RestoreDraftOffer({
  savedAt,
  draftBaseVersion,
  savedVersion,
  describe,
  onRestore,
  onDiscard,
}: RestoreDraftOfferProps) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const time = formatDateTime(savedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // Saved by someone since: restoring is still possible, and saving will then ask who wins.
  const outdated = savedVersion !== null && draftBaseVersion !== savedVersion;

  useEffect(() => heading.current?.focus(), []);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('planEditor.restore.heading')}
        </h2>
        <p>{describe(time)}</p>
        {outdated && <p>{t('planEditor.restore.outdated')}</p>}
        <ButtonRow>
          <Button type="button" onClick={onRestore}>
            {t('planEditor.restore.restore', { time })}
          </Button>
          <Button type="button" $variant="secondary" onClick={onDiscard}>
            {t('planEditor.restore.discard')}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
