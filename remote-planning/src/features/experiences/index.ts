// The experiences area's public surface: its pages. (What other areas show of an experience is
// read through api/experience-reads.)
export { experiencePages } from './pages';
