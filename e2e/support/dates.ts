import type { Page } from 'playwright-core';

/**
 * Types an ISO date into a DateField (shared-contracts/localized-fields) segment by segment,
 * whatever order the interface language draws them in, as a user at the keyboard would.
 */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const field = page.getByRole('group', { name: label, exact: true });
  const [year = '', month = '', day = ''] = iso.split('-');
  for (const [type, digits] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    await field.locator(`[data-type="${type}"]`).click();
    await page.keyboard.type(digits);
  }
}

const DAY_MS = 86_400_000;

/** The local calendar date `days` after this week's Monday, as the app and the seed count. */
export function dateFromThisMonday(days: number): string {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday + days * DAY_MS).toISOString().slice(0, 10);
}
