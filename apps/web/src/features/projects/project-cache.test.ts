import type { Project, ProjectSummary } from '@kiln/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectKeys } from './api';
import { patchProject, restoreSnapshot, snapshotProject } from './project-cache';

function summary(id: string, favourite = false): ProjectSummary {
  return {
    _id: id,
    projectName: `Project ${id}`,
    platform: 'web',
    favourite,
    isPrivate: false,
    subdomain: id,
    link: '',
    prodLink: null,
    phase: 'COMPLETE',
    createdAt: '2025-11-20T10:00:00Z',
    updated: '2025-11-21T10:00:00Z',
  };
}

describe('patchProject', () => {
  it('changes the project in the list and in every detail copy, and a snapshot undoes it', () => {
    const qc = new QueryClient();
    qc.setQueryData(projectKeys.lists(), [summary('a'), summary('b')]);
    qc.setQueryData(projectKeys.detail('a', 'web'), { ...summary('a'), isOwner: true } as unknown as Project);

    const snapshot = snapshotProject(qc, 'a');
    patchProject(qc, 'a', { favourite: true, projectName: 'Renamed' });

    const list = qc.getQueryData<ProjectSummary[]>(projectKeys.lists());
    expect(list?.map((p) => [p._id, p.favourite, p.projectName])).toEqual([
      ['a', true, 'Renamed'],
      ['b', false, 'Project b'],
    ]);
    expect(qc.getQueryData<Project>(projectKeys.detail('a', 'web'))?.favourite).toBe(true);

    restoreSnapshot(qc, snapshot);
    expect(qc.getQueryData<ProjectSummary[]>(projectKeys.lists())?.[0]?.favourite).toBe(false);
    expect(qc.getQueryData<Project>(projectKeys.detail('a', 'web'))?.projectName).toBe('Project a');
  });

  it('leaves caches that were never loaded empty', () => {
    const qc = new QueryClient();
    patchProject(qc, 'a', { favourite: true });
    expect(qc.getQueryData(projectKeys.lists())).toBeUndefined();
  });
});
