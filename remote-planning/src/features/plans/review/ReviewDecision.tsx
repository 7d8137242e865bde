import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_REVIEW_REASON_LENGTH } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { Dialog, DialogActions } from '@lesson-planner/shared-contracts/ui/kit';
import { TextArea } from '@lesson-planner/shared-contracts/ui/fields';
import { FailureMessage } from '../../../components/FailureMessage';
import { ReviewCardHeader } from './review-layout';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { decideOpenReview, useReviewStore } from './review-store';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The leader's decision on the plan in review: Approve (the one primary action) or Ask for
 * changes, which asks why in a dialog. Both name the version on screen; a plan saved again
 * meanwhile is refused by the server, and the page offers to read it again (`onReload`).
 */
export function ReviewDecision({
  status,
  onReload,
}: {
  /** What the status means here, beside the badge. */
  status: string;
  onReload: () => void;
}) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  const uid = useSession((session) => session.user?.uid ?? '');
  const { status: reviewStatus, busy, failure } = useReviewStore();
  const [asking, setAsking] = useState(false);
  const decisionFailure = failure?.of === 'decision' ? failure.code : null;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <ReviewCardHeader>
          <h2 id={headingId}>{t('review.decision.title')}</h2>
          <ReviewStatusBadge status={reviewStatus} />
        </ReviewCardHeader>
        <p>{status}</p>
        {reviewStatus === 'inReview' && (
          <Actions>
            <Button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void decideOpenReview(uid, { action: 'approve' })}
            >
              {t('review.approve')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              {t('review.requestChanges')}
            </Button>
          </Actions>
        )}
        {decisionFailure && !asking && (
          <Stack $gap={2}>
            <FailureMessage code={decisionFailure} />
            {decisionFailure === 'reviewStale' && (
              <div>
                <Button type="button" $variant="secondary" onClick={onReload}>
                  {t('review.decision.reload')}
                </Button>
              </div>
            )}
          </Stack>
        )}
      </Stack>
      {asking && <AskForChanges uid={uid} onClose={() => setAsking(false)} />}
    </Card>
  );
}

/** "Ask for changes": the reason is required; what was typed stays if the request fails. */
function AskForChanges({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t } = useTranslation('planner');
  const busy = useReviewStore((state) => state.busy);
  const failure = useReviewStore((state) =>
    state.failure?.of === 'decision' ? state.failure.code : null,
  );
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    const failed = await decideOpenReview(uid, { action: 'requestChanges', reason });
    if (!failed) onClose();
  };

  return (
    <Dialog
      title={t('review.ask.title')}
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      dismissable={!busy}
    >
      <form id={formId} onSubmit={(event) => void send(event)} noValidate>
        <Stack $gap={2}>
          <TextArea
            label={t('review.ask.reason')}
            hint={t('review.ask.hint')}
            value={reason}
            onChange={({ target: { value } }) => {
              setReason(value);
              if (value.trim()) setMissing(false);
            }}
            aria-required
            maxLength={MAX_REVIEW_REASON_LENGTH}
            error={missing ? t('review.ask.missing') : null}
            rows={4}
          />
          <FailureMessage code={failure ?? undefined} />
        </Stack>
      </form>
      <DialogActions>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>
          {t('review.cancel')}
        </Button>
        <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {busy ? t('review.ask.sending') : t('review.ask.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
