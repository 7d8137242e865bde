// Test support (jsdom): types an ISO date into a DateField segment by segment, whatever order
// the interface language draws them in, as a user at the keyboard would.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function typeDate(user: UserEvent, label: string, iso: string): Promise<void> {
  const field = screen.getByRole('group', { name: label });
  const [year = '', month = '', day = ''] = iso.split('-');
  for (const [type, digits] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    const segment = field.querySelector<HTMLElement>(`[data-type="${type}"]`);
    if (!segment) throw new Error(`The date field "${label}" has no ${type} segment`);
    await user.click(segment);
    await user.keyboard(digits);
  }
}
