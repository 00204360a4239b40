/** The public git host (support/public-git-server.ts) beside the e2e server: `host:port`. */
export function publicGitHost(kilnPort: number): string {
  return `127.0.0.1:${kilnPort + 5900}`;
}

/** The clone address of a repository on that host, as a user pastes it into the Import dialog. */
export function publicRepositoryUrl(kilnPort: number, owner: string, name: string): string {
  return `http://${publicGitHost(kilnPort)}/${owner}/${name}.git`;
}
