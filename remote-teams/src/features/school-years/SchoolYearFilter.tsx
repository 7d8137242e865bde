import { SchoolYearSelect } from '@lesson-planner/shared-contracts/school-time';
import type { SchoolYearChoice } from './use-school-year';

/** The school year a leaders' page shows, once the team has started one in the app. */
export function SchoolYearFilter({ choice }: { choice: SchoolYearChoice }) {
  if (choice.years.length === 0) return null;
  return (
    <div className="no-print">
      <SchoolYearSelect
        years={choice.years}
        value={choice.year === null ? '' : String(choice.year)}
        onChange={(value) => choice.choose(Number(value))}
      />
    </div>
  );
}
