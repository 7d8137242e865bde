// Standards from the team's frameworks, as the planning forms pick and show them.
export { StandardsPicker } from './StandardsPicker';
export { useStandardLabels } from './use-standard-labels';
