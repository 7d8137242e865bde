import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_REVIEW_COMMENT_LENGTH } from '@lesson-planner/shared-contracts/planning';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import { ButtonRow, FieldStack, Label, Textarea } from '@lesson-planner/shared-contracts/forms';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { commentOnOpenPlan, resolveComment, useReviewStore } from './review-store';

const CommentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const CommentItem = styled.li<{ $resolved: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 3px solid
    ${({ theme, $resolved }) => ($resolved ? theme.palette.border : theme.palette.accent)};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme, $resolved }) => ($resolved ? theme.palette.textMuted : theme.palette.text)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.small`
  color: ${({ theme }) => theme.palette.textMuted};
`;

export interface ReviewCommentsProps {
  /** The lesson's index (0-based), or null for the comments on the whole plan. */
  lessonIndex: number | null;
  /** Whether the user may mark comments resolved: the unit's owner. */
  canResolve: boolean;
  /** The list's heading, and the comment form's summary. */
  heading: string;
  commentLabel: string;
}

/** The comments of the open review at one place (a lesson or the whole plan), and a form. */
export function ReviewComments({
  lessonIndex,
  canResolve,
  heading,
  commentLabel,
}: ReviewCommentsProps) {
  const { t, i18n } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const comments = useReviewStore((state) => state.comments).filter(
    (comment) => comment.lessonIndex === lessonIndex,
  );
  const busy = useReviewStore((state) => state.busy);
  const formatTime = dateTimeFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack $gap={2} as="section" aria-label={heading} data-review-comments={lessonIndex ?? 'plan'}>
      {comments.length > 0 && (
        <CommentList>
          {comments.map((comment) => (
            <CommentItem key={comment.id} $resolved={comment.resolved}>
              <p>{comment.text}</p>
              <ButtonRow>
                <Meta>
                  {comment.createdAt && formatTime(comment.createdAt)}
                  {comment.resolved && ` · ${t('review.resolved')}`}
                </Meta>
                {canResolve && (
                  <Button
                    type="button"
                    $variant="quiet"
                    disabled={busy}
                    onClick={() => void resolveComment(comment.id, !comment.resolved)}
                  >
                    {comment.resolved ? t('review.reopen') : t('review.resolve')}
                  </Button>
                )}
              </ButtonRow>
            </CommentItem>
          ))}
        </CommentList>
      )}
      {uid && <CommentForm uid={uid} lessonIndex={lessonIndex} summary={commentLabel} />}
    </Stack>
  );
}

function CommentForm({
  uid,
  lessonIndex,
  summary,
}: {
  uid: string;
  lessonIndex: number | null;
  summary: string;
}) {
  const { t } = useTranslation('planner');
  const fieldId = useId();
  const busy = useReviewStore((state) => state.busy);
  const [text, setText] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    await commentOnOpenPlan(uid, lessonIndex, text);
    if (!useReviewStore.getState().failure) setText('');
  };

  return (
    <details>
      <summary>{summary}</summary>
      <form onSubmit={(event) => void submit(event)}>
        <FieldStack>
          <Label htmlFor={fieldId}>{t('review.commentLabel')}</Label>
          <Textarea
            id={fieldId}
            value={text}
            maxLength={MAX_REVIEW_COMMENT_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit" $variant="secondary" disabled={busy || !text.trim()}>
              {t('review.post')}
            </Button>
          </div>
        </FieldStack>
      </form>
    </details>
  );
}
