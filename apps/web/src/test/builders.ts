import {
  type CurrentUser,
  CurrentUserSchema,
  emptyIntegrations,
  emptyIntentMessages,
  type Project,
  ProjectSchema,
} from '@kiln/contracts';

/** A valid Project as the server sends it; parsing keeps the builder honest with the contract. */
export function createTestProject(overrides: Partial<Project> = {}): Project {
  return ProjectSchema.parse({
    _id: 'p1',
    projectName: 'Habit Garden',
    email: 'ada@example.com',
    isOwner: true,
    platform: 'web',
    favourite: false,
    isPrivate: false,
    subdomain: 'habit-garden',
    link: 'http://habit-garden.preview.localhost:3000',
    prodLink: null,
    domain: null,
    phase: 'COMPLETE',
    subPhase: null,
    errorCount: 0,
    currentCommitHash: 'abc1234def',
    deployedCommitHash: null,
    deployedAt: null,
    githubRepoUrl: null,
    knowledgeBase: '',
    currentNavigationUrl: '/',
    isGeneration: false,
    hasUserAppliedImage: false,
    integrations: emptyIntegrations(),
    hasSentIntentMessage: emptyIntentMessages(),
    deploymentStatus: null,
    siteTakedown: null,
    ai_picks: [],
    isGeneratingAiPicks: false,
    generation404: { isActive: false, componentName: null },
    createdAt: '2025-11-20T10:00:00.000Z',
    updated: '2025-11-21T10:00:00.000Z',
    ...overrides,
  });
}

export function createTestUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const isPremium = overrides.isPremium ?? false;
  return CurrentUserSchema.parse({
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    image: null,
    isAdmin: false,
    isStaff: false,
    isPremium,
    subscription: { status: isPremium ? 'premium' : 'free', currentPeriodEnd: null },
    hasUserAcknowledgedErrors: false,
    hasShownAssetTooltip: false,
    hasUserAppliedImage: false,
    createdAt: '2025-11-01T10:00:00.000Z',
    ...overrides,
  });
}
