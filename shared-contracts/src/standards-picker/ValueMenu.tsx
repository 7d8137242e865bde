import { Select } from '@lesson-planner/shared-contracts/ui/fields';

/** A menu narrowing the list to one value of a field; none when there is nothing to choose. */
export function ValueMenu({
  id,
  label,
  allLabel,
  values,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  values: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (values.length < 2) return null;
  return (
    <Select id={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}
