export { cycleDayName, weekdayName } from './cycle-day-name';
