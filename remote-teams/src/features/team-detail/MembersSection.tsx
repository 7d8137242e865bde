import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import type { TeamDetail, TeamMemberView } from '../../api/team-types';
import { DataTable, TableScroll } from '@lesson-planner/shared-contracts/content';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { removeMember, useTeamsStore } from '../../stores/teams-store';
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
  const busy = useTeamsStore((state) => state.busy.removeMember === true);
  const error = useTeamsStore((state) => state.errors.removeMember);
  const usage = team.tokenUsage?.memberUsage ?? {};
  const shares = team.tokenUsage?.memberLimits ?? {};

  const remove = async (member: TeamMemberView) => {
    if (await removeMember(team.id, member.userId, null)) setConfirming(null);
  };

  return (
    <Card as="section" aria-labelledby="members-title">
      <Stack>
        <h2 id="members-title">{t('members.title', { count: team.members.length })}</h2>
        <TeamErrorMessage code={error} />
        <TableScroll>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">{t('members.name')}</th>
                <th scope="col">{t('members.role')}</th>
                <th scope="col">{t('members.usage')}</th>
                <th scope="col">{t('members.share')}</th>
                <th scope="col">{t('members.joined')}</th>
                {canManage && <th scope="col">{t('members.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {team.members.map((member) => (
                <tr key={member.userId}>
                  <th scope="row">
                    {member.name}
                    {member.email && member.email !== member.name && (
                      <>
                        <br />
                        <small>{member.email}</small>
                      </>
                    )}
                  </th>
                  <td>{t(`roles.${member.role}`)}</td>
                  <td>{t('members.tokens', { count: usage[member.userId]?.totalTokens ?? 0 })}</td>
                  <td>
                    {shares[member.userId] === undefined
                      ? t('members.noShare')
                      : t('members.tokens', { count: shares[member.userId] })}
                  </td>
                  <td>
                    {member.joinedAt
                      ? t('common.date', { date: member.joinedAt, formatParams: dateOnly })
                      : t('common.unknown')}
                  </td>
                  {canManage && (
                    <td>
                      {member.userId === myId ? null : confirming === member.userId ? (
                        <Stack $gap={2}>
                          <Button type="button" onClick={() => void remove(member)} disabled={busy}>
                            {busy
                              ? t('members.removing')
                              : t('members.confirmRemove', { name: member.name })}
                          </Button>
                          <Button
                            type="button"
                            $variant="secondary"
                            onClick={() => setConfirming(null)}
                          >
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
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
        {canManage && team.members.length > 0 && <MemberShareForm team={team} />}
      </Stack>
    </Card>
  );
}
