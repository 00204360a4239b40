import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isAppJwt } from './app-jwt';
import { branchLog, commitOnBranch, type GithubFile, hasRefs, initBare } from './bare-repos';
import { FakeOAuth } from './fake-oauth';
import { isGitPath, readBody, serveGitRequest } from './git-http-backend';
import { authorizePage, installPage } from './pages';

export interface FakeGithubOptions {
  appId: string;
  appSlug: string;
  /** The App's public key: app JWTs are checked against it. */
  publicKeyPem: string;
  clientId: string;
  clientSecret: string;
}

interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  isPrivate: boolean;
  /** Answers 410 to the API, as GitHub does for a repository whose access is blocked. */
  isGone: boolean;
}

interface Override {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
}

/**
 * A local GitHub for tests: the REST endpoints Octokit calls for the export flow, the OAuth web flow
 * (authorise page + token exchange), the App install page, and git's smart-HTTP protocol
 * (`git-http-backend.ts`), all on one loopback port. Nothing here is Kiln code.
 */
export class FakeGithub {
  readonly gitRoot = mkdtempSync(path.join(os.tmpdir(), 'fake-github-'));
  readonly users = new Map<string, { id: number; type: 'User' | 'Organization' }>();
  readonly oauth: FakeOAuth;
  /** User token → login (the OAuth flow's). */
  readonly tokens: Map<string, string>;
  readonly installations = new Map<string, { login: string; type: string; suspended: boolean }>();
  readonly repos = new Map<string, FakeRepo>();
  /** Every request's method, URL and Authorization header, for leak checks. */
  readonly requests: { method: string; url: string; authorization: string | undefined }[] = [];
  /** Where the install page sends the user back (the App's "Setup URL"). */
  setupUrl = '';
  /** Who signs in on the authorise and install pages. */
  actingUser = 'octocat';
  installAs: 'User' | 'Organization' = 'User';
  private overrides: Override[] = [];
  private nextId = 1000;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeGithubOptions,
  ) {
    this.oauth = new FakeOAuth(options);
    this.tokens = this.oauth.tokens;
  }

  /** Listens on `port` of 127.0.0.1 (a free one by default). */
  static async start(options: FakeGithubOptions, port = 0): Promise<FakeGithub> {
    let fake: FakeGithub | null = null;
    const server = createServer((req, res) => {
      fake?.handle(req, res).catch((err: Error) => res.writeHead(500).end(err.message));
    });
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(port, '127.0.0.1', resolve),
    );
    const address = server.address();
    const bound = address && typeof address === 'object' ? address.port : port;
    fake = new FakeGithub(server, `http://127.0.0.1:${bound}`, options);
    return fake;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.gitRoot, { recursive: true, force: true });
  }

  addUser(login: string, type: 'User' | 'Organization' = 'User'): void {
    this.users.set(login, { id: this.nextId++, type });
  }

  /** A token for `login`, as the OAuth exchange would issue. */
  issueToken(login: string): string {
    return this.oauth.issueToken(login);
  }

  /** The next matching request answers `status` with `body`, once. */
  failNext(
    method: string,
    pathPattern: RegExp,
    status: number,
    body: unknown = { message: 'Injected' },
  ): void {
    this.overrides.push({ method, path: pathPattern, status, body });
  }

  bareDir(owner: string, name: string): string {
    return path.join(this.gitRoot, owner, `${name}.git`);
  }

  /** Creates a repository as if made on github.com (optionally with one commit of its own). */
  createRepo(owner: string, name: string, withCommit = false): FakeRepo {
    initBare(this.bareDir(owner, name), withCommit);
    const repo = { id: this.nextId++, owner, name, isPrivate: false, isGone: false };
    this.repos.set(`${owner}/${name}`.toLowerCase(), repo);
    return repo;
  }

  deleteRepo(owner: string, name: string): void {
    this.repos.delete(`${owner}/${name}`.toLowerCase());
    rmSync(this.bareDir(owner, name), { recursive: true, force: true });
  }

  /** A commit made on GitHub's web editor: `files` written on top of `branch`; returns its hash. */
  commitFiles(
    owner: string,
    name: string,
    files: Record<string, GithubFile>,
    message: string,
    branch = 'main',
    from = branch,
  ): string {
    return commitOnBranch(this.bareDir(owner, name), branch, files, message, from);
  }

  /** `git log` of a repository's branch (subjects), for assertions. */
  log(owner: string, name: string, branch = 'main'): string[] {
    return branchLog(this.bareDir(owner, name), branch);
  }

  private repoJson(repo: FakeRepo) {
    const fullName = `${repo.owner}/${repo.name}`;
    return {
      id: repo.id,
      name: repo.name,
      full_name: fullName,
      private: repo.isPrivate,
      owner: { login: repo.owner, id: this.users.get(repo.owner)?.id ?? 0, type: 'User' },
      html_url: `${this.url}/${fullName}`,
      clone_url: `${this.url}/${fullName}.git`,
      default_branch: 'main',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    this.requests.push({ method, url: url.pathname + url.search, authorization: req.headers.authorization });
    const json = (status: number, body: unknown): void => {
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(body === undefined ? '' : JSON.stringify(body));
    };

    if (isGitPath(url.pathname)) {
      return serveGitRequest(req, res, url, this.gitRoot, this.oauth.userOf(req), (owner, name) =>
        this.repos.get(`${owner}/${name}`.toLowerCase()),
      );
    }

    const override = this.overrides.find((o) => o.method === method && o.path.test(url.pathname));
    if (override) {
      this.overrides = this.overrides.filter((o) => o !== override);
      return json(override.status, override.body);
    }
    return this.routeApi(req, res, url, method, json);
  }

  private async routeApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    method: string,
    json: (status: number, body: unknown) => void,
  ): Promise<void> {
    const p = url.pathname;
    if (method === 'GET' && p === '/login/oauth/authorize') {
      const code = this.oauth.issueCode(this.actingUser);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(authorizePage(back.toString()));
    }
    if (method === 'POST' && p === '/login/oauth/access_token') return this.oauth.exchange(req, json);
    const install = /^\/apps\/([^/]+)\/installations\/(new|confirm)$/.exec(p);
    if (method === 'GET' && install && install[1] === this.options.appSlug) {
      const state = url.searchParams.get('state') ?? '';
      if (install[2] === 'new') {
        const confirm = `${this.url}/apps/${install[1]}/installations/confirm?state=${encodeURIComponent(state)}`;
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(installPage(confirm));
      }
      const id = String(this.nextId++);
      this.installations.set(id, { login: this.actingUser, type: this.installAs, suspended: false });
      const back = new URL(this.setupUrl);
      back.searchParams.set('installation_id', id);
      back.searchParams.set('setup_action', 'install');
      back.searchParams.set('state', state);
      return void res.writeHead(302, { location: back.toString() }).end();
    }
    const installation = /^\/app\/installations\/(\d+)$/.exec(p);
    if (method === 'GET' && installation?.[1]) {
      if (!isAppJwt(req.headers.authorization, this.options.publicKeyPem, this.options.appId))
        return json(401, { message: 'A JSON web token could not be decoded' });
      const found = this.installations.get(installation[1]);
      if (!found) return json(404, { message: 'Not Found' });
      return json(200, {
        id: Number(installation[1]),
        account: { login: found.login, type: found.type },
        suspended_at: found.suspended ? new Date().toISOString() : null,
      });
    }

    const login = this.oauth.userOf(req);
    if (!login) return json(401, { message: 'Bad credentials' });
    if (method === 'GET' && p === '/user')
      return json(200, { login, id: this.users.get(login)?.id ?? 0, type: 'User' });
    if (method === 'POST' && p === '/user/repos') {
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
        name?: string;
        private?: boolean;
      };
      const name = body.name ?? '';
      if (!/^[A-Za-z0-9._-]{1,100}$/.test(name)) return json(422, { message: 'Validation Failed' });
      if (this.repos.has(`${login}/${name}`.toLowerCase())) {
        return json(422, {
          message: 'Repository creation failed.',
          errors: [
            {
              resource: 'Repository',
              code: 'custom',
              field: 'name',
              message: 'name already exists on this account',
            },
          ],
        });
      }
      const repo = this.createRepo(login, name);
      repo.isPrivate = !!body.private;
      return json(201, this.repoJson(repo));
    }
    const repoPath = /^\/repos\/([^/]+)\/([^/]+)(\/commits)?$/.exec(p);
    const repo = repoPath ? this.repos.get(`${repoPath[1]}/${repoPath[2]}`.toLowerCase()) : undefined;
    if (!repoPath || !repo || repo.owner !== login) return json(404, { message: 'Not Found' });
    if (repo.isGone) return json(410, { message: 'Repository access blocked' });
    if (method === 'DELETE' && !repoPath[3]) {
      this.deleteRepo(repo.owner, repo.name);
      return json(204, undefined);
    }
    if (method === 'GET' && !repoPath[3]) return json(200, this.repoJson(repo));
    if (method === 'GET' && repoPath[3]) {
      if (!hasRefs(this.bareDir(repo.owner, repo.name)))
        return json(409, { message: 'Git Repository is empty.' });
      return json(
        200,
        this.log(repo.owner, repo.name)
          .slice(0, 1)
          .map((message) => ({ commit: { message } })),
      );
    }
    return json(404, { message: 'Not Found' });
  }
}
