import { z } from 'zod';
import { KNOWLEDGE_BASE_MAX, PlatformSchema, PROJECT_NAME_MAX, PROMPT_MAX } from '../constants';
import { dataEnvelope, defineCall, EmailSchema, IdSchema, SuccessMessageSchema } from '../core';
import { ProjectSchema, ProjectSummarySchema } from '../entities/project';

const WebIdBodySchema = z.object({ webId: IdSchema });

export const createProject = defineCall({
  method: 'POST',
  path: '/api/web/create',
  auth: 'required',
  summary: 'Create a project from a prompt; the prompt becomes its first user message.',
  body: z.object({
    prompt: z
      .string()
      .trim()
      .min(1, 'Please describe what you want to build')
      .max(PROMPT_MAX, `Keep the prompt under ${PROMPT_MAX} characters`),
    platform: PlatformSchema.default('web'),
  }),
  response: dataEnvelope(ProjectSchema),
});

export const listProjects = defineCall({
  method: 'POST',
  path: '/api/web/list',
  auth: 'required',
  summary: "The signed-in user's projects, most recently updated first.",
  body: z.object({ favouritesOnly: z.boolean().default(false) }).optional(),
  response: dataEnvelope(z.array(ProjectSummarySchema)),
});

export const getProject = defineCall({
  method: 'POST',
  path: '/api/web/get',
  componentPath: '/api/webComponent/get',
  auth: 'optional',
  summary: 'One project; private projects answer 404 to everyone but the owner.',
  body: WebIdBodySchema,
  response: dataEnvelope(ProjectSchema),
});

export const getProjectName = defineCall({
  method: 'POST',
  path: '/api/web/project-name',
  auth: 'optional',
  summary: 'The project name, polled every 2 s while it is "Generating".',
  body: WebIdBodySchema,
  response: dataEnvelope(z.object({ projectName: z.string() })),
});

export const renameProject = defineCall({
  method: 'POST',
  path: '/projects/rename',
  auth: 'required',
  summary: 'Rename a project (trimmed; an empty name is refused).',
  body: z.object({
    projectId: IdSchema,
    newName: z
      .string()
      .trim()
      .min(1, 'Project name cannot be empty')
      .max(PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters`),
    isComponent: z.boolean().default(false),
  }),
  response: SuccessMessageSchema,
});

export const toggleFavourite = defineCall({
  method: 'POST',
  path: '/api/web/favourites/toggle',
  auth: 'required',
  summary: 'Flip the favourite flag.',
  body: WebIdBodySchema,
  response: dataEnvelope(z.object({ favourite: z.boolean() })),
});

export const setPrivacy = defineCall({
  method: 'POST',
  path: '/api/web/privacy-status',
  auth: 'required',
  summary: 'Make a project private (premium) or public.',
  body: z.object({ webId: IdSchema, isPrivate: z.boolean() }),
  response: SuccessMessageSchema.extend({ data: z.object({ isPrivate: z.boolean() }) }),
});

/** Issue 13 §4: a new private preview token; every private link given out before answers 404. */
export const resetPreviewLink = defineCall({
  method: 'POST',
  path: '/api/web/privacy-status/reset-link',
  auth: 'required',
  summary: "Revoke a private project's shared preview links by giving it a new private link (owner only).",
  body: WebIdBodySchema,
  response: SuccessMessageSchema.extend({ data: z.object({ link: z.string() }) }),
});

export const deleteProject = defineCall({
  method: 'POST',
  path: '/projects/delete',
  auth: 'required',
  summary: 'Delete a project and everything it owns.',
  body: z.object({
    projectId: IdSchema,
    isMobile: z.boolean().default(false),
    isComponent: z.boolean().default(false),
  }),
  response: SuccessMessageSchema,
});

export const cloneProject = defineCall({
  method: 'POST',
  path: '/api/web/clone',
  componentPath: '/api/webComponent/clone',
  auth: 'required',
  summary:
    "Fork (a visitor) or duplicate (the owner) a project at its current commit into the session user's " +
    "projects; `email` must be the session user's. Refused without a currentCommitHash.",
  body: z.object({ webId: IdSchema, email: EmailSchema }),
  response: dataEnvelope(z.object({ _id: z.string(), subdomain: z.string(), link: z.string() })),
});

export const updateKnowledgeBase = defineCall({
  method: 'POST',
  path: '/api/web/knowledge-base',
  auth: 'required',
  summary: 'Save the project knowledge the assistant reads before every turn (settings dialog, General).',
  body: z.object({
    webId: IdSchema,
    knowledgeBase: z
      .string()
      .max(KNOWLEDGE_BASE_MAX, `Keep the knowledge base under ${KNOWLEDGE_BASE_MAX} characters`),
  }),
  response: dataEnvelope(z.object({ knowledgeBase: z.string() })),
});

export const projectCalls = {
  createProject,
  listProjects,
  getProject,
  getProjectName,
  renameProject,
  toggleFavourite,
  setPrivacy,
  resetPreviewLink,
  deleteProject,
  cloneProject,
  updateKnowledgeBase,
} as const;
