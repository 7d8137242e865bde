// The rubrics area's public surface: its pages. No other area uses a rubric's modules; what
// they show of one is read through api/rubric-reads.
export { rubricPages } from './pages';
