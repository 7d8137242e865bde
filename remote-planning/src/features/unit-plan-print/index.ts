// The unit plan on paper: a print-only document and the button that prints it.
export { PrintableUnitPlan, type PrintableUnitPlanProps } from './PrintableUnitPlan';
export { PrintButton } from './PrintButton';
