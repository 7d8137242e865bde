// Who else has the document open, by name and what they are on ("Malee · Lesson 2"): shown by
// the editor's toolbar. Nothing when no one else is here.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePresenceStore } from './presence-store';
import type { Teammate } from './use-presence';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Person = styled.li`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.palette.text};
  overflow-wrap: anywhere;
`;

export interface PresenceListProps {
  /**
   * The part a focus id names, in the editor's words ("Lesson 2"); null if it has none now.
   * Give a new one when the parts move, so the places are read again.
   */
  placeOf: (focus: string) => string | null;
}

export const PresenceList = memo(function PresenceList({ placeOf }: PresenceListProps) {
  const teammates = usePresenceStore((state) => state.teammates);
  return teammates.length === 0 ? null : <Present teammates={teammates} placeOf={placeOf} />;
});

function Present({ teammates, placeOf }: PresenceListProps & { teammates: readonly Teammate[] }) {
  const { t } = useTranslation('planner');
  return (
    <List aria-label={t('presence.label')}>
      <li aria-hidden="true">{t('presence.label')}</li>
      {teammates.map(({ uid, name, focus }) => {
        const place = focus === null ? null : placeOf(focus);
        return <Person key={uid}>{place ? t('presence.on', { name, place }) : name}</Person>;
      })}
    </List>
  );
}

/** The names of the teammates on each item, by its id: for an outline's entries. */
export function useNamesByItem(): ReadonlyMap<string, string> {
  const teammates = usePresenceStore((state) => state.teammates);
  return useMemo(() => {
    const names = new Map<string, string[]>();
    for (const { name, focus } of teammates)
      if (focus !== null) names.set(focus, [...(names.get(focus) ?? []), name]);
    return new Map([...names].map(([item, list]) => [item, list.join(', ')]));
  }, [teammates]);
}
