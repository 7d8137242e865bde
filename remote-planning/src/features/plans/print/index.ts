// The unit plan on paper and in Word: a print-only document (components/PrintButton prints it),
// the Word document built from the same plan, and the formats both use.
export { PrintableUnitPlan, type PrintableUnitPlanProps } from './PrintableUnitPlan';
export { NO_STANDARDS, type StandardsByKey } from './standard-labels';
export { unitPlanDocument } from './unit-plan-document';
export { usePrintFormats, type PrintFormats } from './use-print-formats';
