import { useQuery } from '@tanstack/react-query';
import { projectListQueryOptions } from '../api';

export function useProjects(options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectListQueryOptions(), enabled: options.enabled ?? true });
}
