import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import type { LocalDraft } from './local-draft';

export interface RestoreDraftOfferProps {
  draft: LocalDraft;
  /** The version saved now; null while the plan does not exist. */
  savedVersion: number | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Unsaved changes from an earlier visit, offered before anything else can be edited: editing
 * first would replace them in this browser without the teacher having chosen.
 */
export function RestoreDraftOffer({
  draft,
  savedVersion,
  onRestore,
  onDiscard,
}: RestoreDraftOfferProps) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(draft.savedAt);
  // Saved by someone since: restoring is still possible, and saving will then ask who wins.
  const outdated = savedVersion !== null && draft.baseVersion !== savedVersion;

  useEffect(() => heading.current?.focus(), []);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('planEditor.restore.heading')}
        </h2>
        <p>{t('planEditor.restore.text', { time, count: draft.lessons.length })}</p>
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
