import { type CallBody, type CallContract, calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ScriptedResponse } from '../models/testing/script';
import { type AnthropicTestApp, createAnthropicTestApp } from './anthropic-app';
import { connectOwnerSocket, type OwnerSocket } from './owner-socket';
import { projectPlaces } from './secret-places';
import { call, signUp, type TestApp, type TestUser } from './test-app';

const usage = { input: 500, output: 40 };
/** A model turn that only says something. */
export const canaryReply = (text: string): ScriptedResponse => ({
  events: [{ type: 'text', chunks: [text] }],
  usage,
});
/** A model turn that calls one tool. */
export const canaryTool = (name: string, input: Record<string, unknown>): ScriptedResponse => ({
  events: [{ type: 'tool', name, input }],
  usage,
});

/**
 * What a secrets canary watches of a running Kiln besides the project itself (secret-places.ts):
 * every line it logs, every frame an owner's open page hears and every API answer the test asked for.
 */
export class CanaryWatch {
  readonly logs: string[] = [];
  readonly frames: string[] = [];
  readonly answers: unknown[] = [];
  private readonly sockets: OwnerSocket[] = [];
  private app: FastifyInstance | null = null;
  private kiln: AnthropicTestApp | null = null;
  /** For `buildApp`'s `logStream`. */
  readonly logStream = { write: (line: string) => void this.logs.push(line) };

  /**
   * The Kiln a canary watches: its model Claude through the real `@ai-sdk/anthropic` client (the
   * fake Anthropic, scripted per turn), every log line kept at every level; an owner and a stranger.
   */
  async start(env: Record<string, string> = {}) {
    const app = await createAnthropicTestApp({ LOG_LEVEL: 'trace', ...env }, { logStream: this.logStream });
    this.kiln = app;
    this.watch(app.t.app);
    return { app, owner: await signUp(app.t.app), stranger: await signUp(app.t.app) };
  }

  private started(): AnthropicTestApp {
    if (!this.kiln) throw new Error('the canary has not started its Kiln');
    return this.kiln;
  }

  /** A new app of the owner, its first run writing one file, and the owner's page open on it. */
  async newApp(prompt: string, owner: TestUser): Promise<{ id: string; subdomain: string }> {
    const kiln = this.started();
    kiln.fake.script([
      canaryTool('write_file', { path: 'src/notes.txt', content: 'v1\n' }),
      canaryReply('Made it.'),
    ]);
    const created = (await this.ask(calls.createProject, { prompt }, owner)).body.data;
    await kiln.t.ctx.runs.drain();
    await this.openOwnerPage(created._id, owner);
    return { id: created._id as string, subdomain: created.subdomain as string };
  }

  /** The owner asks for a change and the model's turn is `turn` (then it says `done`); run to the end. */
  async ownerAsks(
    webId: string,
    owner: TestUser,
    request: string,
    turn: ScriptedResponse,
    done = 'Done.',
  ): Promise<void> {
    const kiln = this.started();
    kiln.fake.script([turn, canaryReply(done)]);
    await this.ask(calls.sendChatMessage, { webId, messages: [{ role: 'user', content: request }] }, owner);
    await kiln.t.ctx.runs.drain();
  }

  /** The server the canary's calls go to. */
  watch(app: FastifyInstance): void {
    this.app = app;
  }

  /** An API call whose answer joins the haystack. */
  async ask<C extends CallContract>(contract: C, body: CallBody<C> | undefined, as: TestUser) {
    if (!this.app) throw new Error('the canary watches no server yet');
    const answer = await call(this.app, contract, body, as);
    this.answers.push(answer.body);
    return answer;
  }

  /** The owner's page open on a project from now on, its frames kept. */
  async openOwnerPage(webId: string, owner: TestUser): Promise<void> {
    if (!this.app) throw new Error('the canary watches no server yet');
    const socket = await connectOwnerSocket(this.app, webId, owner);
    socket.onAny((event, payload) => this.frames.push(JSON.stringify([event, payload])));
    this.sockets.push(socket);
  }

  /**
   * Everything of a project a secret must never be in, as one text: its files, history, export and
   * builds (secret-places.ts), after each reader asked for its reads (their answers join the haystack).
   */
  async projectText(t: TestApp, id: string, owner: TestUser, readers: readonly TestUser[]): Promise<string> {
    for (const as of readers) {
      await this.ask(calls.getProject, { webId: id }, as);
      await this.ask(calls.getChatHistory, { webId: id }, as);
      await this.ask(calls.listProjectSecrets, { webId: id }, as);
      await this.ask(calls.listIntegrations, { webId: id }, as);
    }
    return projectPlaces(t, id, owner, async (projectId) => {
      const exported = await this.ask(calls.exportProject, { projectId, isComponent: false }, owner);
      return exported.body.downloadUrl as string;
    });
  }

  /** The owner pages' sockets, then the Kiln the canary started. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.disconnect();
    await this.kiln?.close();
  }

  /**
   * No secret in any place: the model's requests, the canary's own places (the app, unsealed rows),
   * the frames, the answers and the log lines (some of each must have been seen).
   */
  expectNowhere(secrets: readonly string[], modelRequests: unknown, places: Record<string, string>): void {
    expect(this.logs.length).toBeGreaterThan(0);
    expect(this.frames.length).toBeGreaterThan(0);
    const all: Record<string, string> = {
      'a model request': JSON.stringify(modelRequests),
      ...places,
      'a socket frame': this.frames.join('\n'),
      'an API answer': JSON.stringify(this.answers),
      'a log line': this.logs.join(''),
    };
    for (const [place, text] of Object.entries(all)) {
      const seen = secrets.filter((secret) => text.includes(secret));
      expect(seen, `a secret in ${place}`).toEqual([]);
    }
  }
}
