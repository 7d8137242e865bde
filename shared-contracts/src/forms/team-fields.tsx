import { Select } from '@lesson-planner/shared-contracts/ui/fields';

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
    <Select label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </Select>
  );
}

/**
 * The team a new record belongs to, required: a choice of the user's teams, or (`locked`, once
 * the record exists) its team's name to read.
 */
export function TeamField({
  label,
  chooseLabel,
  teams,
  value,
  onChange,
  error,
  locked,
}: {
  label: string;
  /** The empty choice's text ("Choose a team"). */
  chooseLabel: string;
  teams: readonly { id: string; name: string }[];
  value: string;
  onChange: (teamId: string) => void;
  error?: string | null;
  /** The team's name when it can no longer change. */
  locked?: string;
}) {
  if (locked !== undefined)
    return (
      <p>
        <strong>{label}</strong> {locked}
      </p>
    );
  return (
    <Select
      label={label}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
    >
      <option value="">{chooseLabel}</option>
      {teams.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}
