// The two steps of planning with AI are shown, the current one marked, the finished ones said.
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { PlanSteps } from './PlanSteps';

const steps = () => within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');

it('marks the unit as the current step before the lessons are drafted', async () => {
  await renderWithI18n(<PlanSteps current={1} done={0} />);
  expect(steps().map((step) => [step.textContent, step.getAttribute('aria-current')])).toEqual([
    ['1The unit and its standards', 'step'],
    ['2The lessons on the meetings', null],
  ]);
});

it('says the unit is done once the lessons are drafted', async () => {
  await renderWithI18n(<PlanSteps current={2} done={1} />);
  expect(steps().map((step) => [step.textContent, step.getAttribute('aria-current')])).toEqual([
    ['The unit and its standards (done)', null],
    ['2The lessons on the meetings', 'step'],
  ]);
});
