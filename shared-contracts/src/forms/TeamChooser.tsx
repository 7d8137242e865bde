import { SelectField } from './fields';

/**
 * Which of the user's teams a page shows, offered only to someone in more than one (with one
 * team there is nothing to choose).
 */
export function TeamChooser({
  label,
  teams,
  value,
  onChange,
}: {
  label: string;
  teams: readonly { id: string; name: string }[] | null;
  value: string;
  onChange: (teamId: string) => void;
}) {
  if (!teams || teams.length < 2) return null;
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </SelectField>
  );
}
