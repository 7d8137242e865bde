// A team's school years and the terms the next one is offered from, as queries of the one cache:
// the years (read by the leaders' pages and the team page alike) once per team window, refreshed
// when a leader starts a year; the terms afresh each time the start dialog opens.
import {
  listSchoolYears,
  listTemplateTermsInUse,
} from '@lesson-planner/shared-contracts/school-time';
import { queryOptions, STALE_TIME } from '@lesson-planner/shared-contracts/server-state';

export const schoolYearKeys = {
  ofTeam: (teamId: string) => ['teams', teamId, 'schoolYears'] as const,
  termsInUse: (teamId: string) => ['teams', teamId, 'templateTermsInUse'] as const,
};

export const schoolYearsQuery = (teamId: string) =>
  queryOptions({
    queryKey: schoolYearKeys.ofTeam(teamId),
    queryFn: () => listSchoolYears(teamId),
    staleTime: STALE_TIME.team,
  });

export const templateTermsQuery = (teamId: string) =>
  queryOptions({
    queryKey: schoolYearKeys.termsInUse(teamId),
    queryFn: () => listTemplateTermsInUse(teamId),
    staleTime: 0,
  });
