import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Student } from '../../shared/schemas/students';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

// matches src/shared/schemas/family.ts (S1)
export interface FamilyOverviewChild {
  student: Student;
  tasksToday: number;
  tasksDoneToday: number;
  attendanceWeek: { present: number; recorded: number };
  nextClass: { classId: string; title: string; emoji: string; date: string; startTime: string } | null;
}

// matches src/shared/schemas/family.ts (S1)
export interface FamilyOverview {
  today: string;
  /** The family has an education savings account (the overview then loads its ESA card). */
  esa: boolean;
  children: FamilyOverviewChild[];
}

/** 'All children': one card per child, in one request (GET /api/family/overview). */
export const familyOverviewQuery = queryOptions({
  queryKey: queryKeys.family.overview,
  queryFn: () => api.get<FamilyOverview>('/api/family/overview'),
});

export function useFamilyOverview() {
  return useQuery(familyOverviewQuery);
}
