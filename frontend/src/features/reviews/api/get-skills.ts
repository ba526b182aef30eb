import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SkillRating } from './schemas';
import { SKILLS_KEY } from './keys';

/** GET /api/skills: average peer rating per assessed skill (confirmed reviews only). */
export const getSkills = () => apiRequest<SkillRating[]>('GET', SKILLS_KEY[0]);

export const getSkillsQueryOptions = () => queryOptions({ queryKey: SKILLS_KEY, queryFn: getSkills });

export const useSkills = () => useQuery(getSkillsQueryOptions());
