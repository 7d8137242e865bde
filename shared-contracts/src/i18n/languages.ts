export { LANGUAGES, languageName, type LanguageOption } from '@lesson-planner/shared-contracts/domain';
export type { Locale } from '../rules/constants';
