import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import type { TeamDetail, TeamMemberView } from '../../api/team-types';
import { DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { failureCode } from '../../api/team-failure';
import { useRemoveMember } from '../../api/team-mutations';
import { MemberShareForm } from './MemberShareForm';

const dateOnly = { date: { dateStyle: 'medium' } } as const;

export function MembersSection({
  team,
  canManage,
  myId,
}: {
  team: TeamDetail;
  canManage: boolean;
  myId: string | null;
}) {
  const { t } = useTranslation('teams');
  const [confirming, setConfirming] = useState<string | null>(null);
  const removing = useRemoveMember(team.id);
  const busy = removing.isPending;
  const usage = team.memberUsage;
  const shares = team.tokenUsage?.memberLimits ?? {};

  const remove = (member: TeamMemberView) =>
    removing.mutate(
      { memberId: member.userId, successorId: null },
      { onSuccess: () => setConfirming(null) },
    );

  const actions = (member: TeamMemberView) =>
    member.userId === myId ? null : confirming === member.userId ? (
      <Stack $gap={2}>
        <Button type="button" onClick={() => remove(member)} disabled={busy}>
          {busy ? t('members.removing') : t('members.confirmRemove', { name: member.name })}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
          {t('actions.keep')}
        </Button>
      </Stack>
    ) : (
      <Button
        type="button"
        $variant="secondary"
        onClick={() => setConfirming(member.userId)}
        aria-label={t('members.removeNamed', { name: member.name })}
      >
        {t('members.remove')}
      </Button>
    );
  const usageColumns: DataColumn<TeamMemberView>[] = [
    {
      id: 'usage',
      header: t('members.usage'),
      width: 'short',
      cell: (m) => t('members.tokens', { count: usage[m.userId]?.totalTokens ?? 0 }),
    },
    {
      id: 'share',
      header: t('members.share'),
      width: 'short',
      cell: (m) =>
        shares[m.userId] === undefined
          ? t('members.noShare')
          : t('members.tokens', { count: shares[m.userId] }),
    },
  ];
  const columns: DataColumn<TeamMemberView>[] = [
    {
      id: 'name',
      header: t('members.name'),
      width: 'long',
      text: (member) => [member.name, member.email].filter(Boolean).join(' · '),
      cell: (member) => (
        <>
          {member.name}
          {member.email && member.email !== member.name && (
            <>
              <br />
              <small>{member.email}</small>
            </>
          )}
        </>
      ),
    },
    { id: 'role', header: t('members.role'), width: 'short', cell: (m) => t(`roles.${m.role}`) },
    // Each member's usage and share are the leaders' to see (a member sees their own in the
    // usage report).
    ...(canManage ? usageColumns : []),
    {
      id: 'joined',
      header: t('members.joined'),
      width: 'short',
      cell: (m) =>
        m.joinedAt
          ? t('common.date', { date: m.joinedAt, formatParams: dateOnly })
          : t('common.unknown'),
    },
    ...(canManage
      ? [{ id: 'actions', header: t('members.actions'), width: 'short' as const, cell: actions }]
      : []),
  ];

  return (
    <Card as="section" aria-labelledby="members-title">
      <Stack>
        <h2 id="members-title">{t('members.title', { count: team.members.length })}</h2>
        <TeamErrorMessage code={failureCode(removing.error)} />
        <DataTable
          caption={t('members.caption')}
          columns={columns}
          rows={team.members}
          rowKey={(member) => member.userId}
          rowHeader="name"
        />
        {canManage && team.members.length > 0 && <MemberShareForm team={team} />}
      </Stack>
    </Card>
  );
}
