import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  MAX_REVIEW_COMMENT_LENGTH,
  type ReviewComment,
} from '@lesson-planner/shared-contracts/planning';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { ConfirmDialog } from '@lesson-planner/shared-contracts/ui/kit';
import { TextArea } from '@lesson-planner/shared-contracts/ui/fields';
import type { PlanningFailureCode } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';
import { placeOfComment } from './comment-places';
import {
  commentOnOpenPlan,
  deleteComment,
  resolveComment,
  showEarlierComments,
  useReviewStore,
} from './review-store';
import { useLeadsTeam, useMemberName } from './use-review-people';

const CommentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const CommentItem = styled.li<{ $resolved: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid
    ${({ theme, $resolved }) => ($resolved ? theme.palette.border : theme.palette.accent)};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme, $resolved }) => ($resolved ? theme.palette.textMuted : theme.palette.text)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.palette.textMuted};
  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface ReviewCommentsProps {
  /** The lesson's position (0-based), or 'plan' for the whole plan. */
  place: 'plan' | number;
  /** The list's accessible name, and the comment form's summary. */
  heading: string;
  commentLabel: string;
}

/**
 * The comments of the open review at one place, oldest first, each with its author and time;
 * under the whole plan's also those whose lesson is no longer in the plan. The owner resolves;
 * the author, the owner and the team's leaders delete. Then a form for a new comment.
 */
export function ReviewComments({ place, heading, commentLabel }: ReviewCommentsProps) {
  const { t } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const { teamId, ownerId, lessonIds, next, busy, failure } = useReviewStore();
  const all = useReviewStore((state) => state.comments);
  const leads = useLeadsTeam(teamId);
  const comments = all
    .map((comment) => ({ comment, at: placeOfComment(comment, lessonIds) }))
    .filter(({ at }) => at === place || (place === 'plan' && at === 'removed'))
    .reverse();
  const mayDelete = (comment: ReviewComment) =>
    leads || (uid !== null && (comment.authorId === uid || uid === ownerId));

  return (
    <Stack $gap={2} as="section" aria-label={heading} data-review-comments={place}>
      {comments.length > 0 && (
        <CommentList>
          {comments.map(({ comment, at }) => (
            <CommentEntry
              key={comment.id}
              comment={comment}
              onRemovedLesson={at === 'removed'}
              canResolve={uid !== null && uid === ownerId}
              canDelete={mayDelete(comment)}
            />
          ))}
        </CommentList>
      )}
      {place === 'plan' && next && (
        <div>
          <Button
            type="button"
            $variant="quiet"
            disabled={busy}
            onClick={() => void showEarlierComments()}
          >
            {t('review.showEarlier')}
          </Button>
        </div>
      )}
      {place === 'plan' && failure?.of === 'reading' && <FailureMessage code={failure.code} />}
      {uid && <CommentForm uid={uid} place={place} summary={commentLabel} />}
    </Stack>
  );
}

function CommentEntry({
  comment,
  onRemovedLesson,
  canResolve,
  canDelete,
}: {
  comment: ReviewComment;
  onRemovedLesson: boolean;
  canResolve: boolean;
  canDelete: boolean;
}) {
  const { t, i18n } = useTranslation('planner');
  const teamId = useReviewStore((state) => state.teamId);
  const busy = useReviewStore((state) => state.busy);
  const nameOf = useMemberName(teamId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const formatTime = dateTimeFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const remove = async () => {
    const failed = await deleteComment(comment.id);
    setFailure(failed);
    if (!failed) setConfirming(false);
  };
  const resolve = async () => setFailure(await resolveComment(comment.id, !comment.resolved));

  return (
    <CommentItem $resolved={comment.resolved} data-comment-author={comment.authorId}>
      <Byline>
        <strong>{nameOf(comment.authorId)}</strong>
        {comment.createdAt && (
          <time dateTime={comment.createdAt.toISOString()}>{formatTime(comment.createdAt)}</time>
        )}
        {onRemovedLesson && <span>{t('review.onRemovedLesson')}</span>}
        {comment.resolved && <span>{t('review.resolved')}</span>}
      </Byline>
      <p>{comment.text}</p>
      {(canResolve || canDelete) && (
        <Actions>
          {canResolve && (
            <Button type="button" $variant="quiet" disabled={busy} onClick={() => void resolve()}>
              {comment.resolved ? t('review.reopen') : t('review.resolve')}
            </Button>
          )}
          {canDelete && (
            <Button
              type="button"
              $variant="quiet"
              disabled={busy}
              aria-label={t('review.deleteOf', { name: nameOf(comment.authorId) })}
              onClick={() => setConfirming(true)}
            >
              {t('review.delete')}
            </Button>
          )}
        </Actions>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('review.deleteTitle')}
          message={t('review.deleteMessage')}
          confirmLabel={t('review.delete')}
          cancelLabel={t('review.cancel')}
          busy={busy}
          busyLabel={t('review.deleting')}
          onConfirm={() => void remove()}
          onCancel={() => {
            setFailure(null);
            setConfirming(false);
          }}
        >
          <FailureMessage code={failure ?? undefined} />
        </ConfirmDialog>
      )}
      {!confirming && <FailureMessage code={failure ?? undefined} />}
    </CommentItem>
  );
}

function CommentForm({
  uid,
  place,
  summary,
}: {
  uid: string;
  place: 'plan' | number;
  summary: string;
}) {
  const { t } = useTranslation('planner');
  const busy = useReviewStore((state) => state.busy);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    // What was typed stays when the comment could not be posted, with the reason beside it.
    const failed = await commentOnOpenPlan(uid, place === 'plan' ? null : place, text);
    setFailure(failed);
    if (!failed) setText('');
  };

  return (
    <details>
      <summary>{summary}</summary>
      <form onSubmit={(event) => void submit(event)}>
        <Stack $gap={2}>
          <TextArea
            label={t('review.commentLabel')}
            value={text}
            maxLength={MAX_REVIEW_COMMENT_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          <FailureMessage code={failure ?? undefined} />
          <div>
            <Button type="submit" $variant="secondary" disabled={busy || !text.trim()}>
              {t('review.post')}
            </Button>
          </div>
        </Stack>
      </form>
    </details>
  );
}
