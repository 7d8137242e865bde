// The unit plan on paper: a print-only document (components/PrintButton prints it).
export { PrintableUnitPlan, type PrintableUnitPlanProps } from './PrintableUnitPlan';
