import {
  type AdminProject,
  AdminProjectSchema,
  type AdminThread,
  AdminThreadSchema,
  type AdminUser,
  AdminUserSchema,
} from '@kiln/contracts';

/** Valid operator-console rows as the server sends them; parsing keeps the builders honest. */
export function createTestAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return AdminUserSchema.parse({
    id: 'u2',
    name: 'Ada Lovelace',
    email: 'ada@x.com',
    isAdmin: false,
    plan: 'free',
    isPremium: false,
    planPeriodEnd: null,
    disabledAt: null,
    sessions: 2,
    projects: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}

export function createTestAdminProject(overrides: Partial<AdminProject> = {}): AdminProject {
  return AdminProjectSchema.parse({
    id: 'p1',
    name: 'Habit Garden',
    subdomain: 'habit-garden',
    ownerEmail: 'ada@x.com',
    isPrivate: false,
    prodLink: 'http://habit-garden.app.localhost:3000/',
    takenDownAt: null,
    takedownReason: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
    ...overrides,
  });
}

export function createTestThread(overrides: Partial<AdminThread> = {}): AdminThread {
  return AdminThreadSchema.parse({
    id: 't1',
    kind: 'support',
    message: 'My site shows a blank page.',
    rating: null,
    status: 'open',
    projectId: null,
    user: { id: 'u2', name: 'Ada Lovelace', email: 'ada@x.com' },
    replies: [],
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}
