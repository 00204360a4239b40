import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProtectedPath } from '../../storage/protected-paths';

export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

const MAX_READ_BYTES = 512 * 1024;

/**
 * What one turn may write (issue 13 §5: a model once wrote 3,000 files, 60 MB, in one turn). Every
 * changed path counts as a file (written, edited, deleted or renamed), every written byte as a byte;
 * past either limit the tool answers the model with an error and the turn writes nothing more.
 */
export class WriteBudget {
  private readonly paths = new Set<string>();
  private bytes = 0;

  constructor(readonly limits: { maxFiles: number; maxBytes: number }) {}

  /**
   * Throws a ToolError when `paths` (and `size` more bytes) would pass a limit; else counts them and
   * answers how to give them back (a change that then fails).
   */
  spend(paths: readonly string[], size = 0): () => void {
    const { maxFiles, maxBytes } = this.limits;
    const fresh = [...new Set(paths)].filter((path) => !this.paths.has(path));
    if (fresh.length > 0 && this.paths.size + fresh.length > maxFiles) {
      throw new ToolError(
        `Refused: this turn has already changed ${this.paths.size} files, and ${maxFiles} is the most one turn may change (KILN_TURN_MAX_FILES). Write nothing more; tell the user what is left to do.`,
      );
    }
    if (this.bytes + size > maxBytes) {
      throw new ToolError(
        `Refused: this turn has written ${this.bytes} bytes and this write would pass ${maxBytes} bytes, the most one turn may write (KILN_TURN_MAX_BYTES). Write nothing more; tell the user what is left to do.`,
      );
    }
    for (const path of fresh) this.paths.add(path);
    this.bytes += size;
    return () => {
      for (const path of fresh) this.paths.delete(path);
      this.bytes -= size;
    };
  }
}

/**
 * A project's files as the assistant may touch them. Every path is hostile: normalised, confined to
 * the root (through symlinks too), and never inside `.git/`, `node_modules/` or an `.env*` file.
 */
export class ProjectWorkspace {
  /**
   * @param installDependencies installs what package.json now asks for (the dependency store);
   *   without it, add_dependency only writes package.json.
   * @param ready the project's files are there once it resolves (a first run's setup): every file
   *   operation waits for it, and fails with its error.
   */
  constructor(
    readonly root: string,
    readonly installDependencies?: () => Promise<{ ok: true } | { ok: false; message: string }>,
    private readonly ready: Promise<void> = Promise.resolve(),
    private readonly budget?: WriteBudget,
  ) {}

  /** The normalised relative path, or a ToolError saying why it is refused. */
  normalise(input: string): string {
    const cleaned = input.replaceAll('\\', '/').trim();
    if (cleaned.includes('\0')) throw new ToolError(`Invalid path: ${input}`);
    if (cleaned.startsWith('/') || /^[a-zA-Z]:/.test(cleaned))
      throw new ToolError(`Paths must be relative: ${input}`);
    const normal = path.posix.normalize(cleaned).replace(/^\.\//, '');
    if (normal === '.' || normal === '' || normal.startsWith('../') || normal === '..') {
      throw new ToolError(`Path leaves the project: ${input}`);
    }
    if (isProtectedPath(normal)) throw new ToolError(`This path cannot be changed: ${normal}`);
    return normal;
  }

  /** The absolute path, after checking the nearest existing ancestor stays inside the root. */
  async resolve(input: string): Promise<{ relative: string; absolute: string }> {
    const relative = this.normalise(input);
    await this.ready;
    const absolute = path.join(this.root, relative);
    const realRoot = await realpath(this.root);
    let probe = absolute;
    while (!existsSync(probe)) probe = path.dirname(probe);
    const real = await realpath(probe);
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) {
      throw new ToolError(`Path leaves the project: ${input}`);
    }
    return { relative, absolute };
  }

  async listFiles(): Promise<string[]> {
    await this.ready;
    const out: string[] = [];
    const walk = async (dir: string, prefix: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (isProtectedPath(relative) || entry.name === 'dist') continue;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
        else if (entry.isFile()) out.push(relative);
      }
    };
    await walk(this.root, '');
    return out.sort();
  }

  async readFile(input: string): Promise<string> {
    const { relative, absolute } = await this.resolve(input);
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) throw new ToolError(`File not found: ${relative}`);
    if (info.size > MAX_READ_BYTES) throw new ToolError(`File too large to read: ${relative}`);
    return readFile(absolute, 'utf8');
  }

  async writeFile(input: string, content: string): Promise<string> {
    return this.changing([this.normalise(input)], Buffer.byteLength(content), async () => {
      const { relative, absolute } = await this.resolve(input);
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, content);
      return relative;
    });
  }

  /** Replaces the one exact occurrence of `search`; none or several is an error for the model. */
  async editFile(input: string, search: string, replace: string): Promise<string> {
    return this.changing([this.normalise(input)], 0, () => this.edit(input, search, replace));
  }

  private async edit(input: string, search: string, replace: string): Promise<string> {
    const content = await this.readFile(input);
    const first = content.indexOf(search);
    if (first === -1) {
      throw new ToolError(
        `The search text was not found in ${this.normalise(input)}. Read the file and copy the text exactly.`,
      );
    }
    if (content.indexOf(search, first + search.length) !== -1) {
      throw new ToolError(
        `The search text occurs more than once in ${this.normalise(input)}. Include more surrounding lines.`,
      );
    }
    return this.writeFile(input, content.slice(0, first) + replace + content.slice(first + search.length));
  }

  async deleteFile(input: string): Promise<string> {
    return this.changing([this.normalise(input)], 0, async () => {
      const { relative, absolute } = await this.resolve(input);
      if (!existsSync(absolute)) throw new ToolError(`File not found: ${relative}`);
      await rm(absolute, { force: true });
      return relative;
    });
  }

  async renameFile(from: string, to: string): Promise<{ from: string; to: string }> {
    return this.changing([this.normalise(from), this.normalise(to)], 0, async () => {
      const source = await this.resolve(from);
      const target = await this.resolve(to);
      if (!existsSync(source.absolute)) throw new ToolError(`File not found: ${source.relative}`);
      if (existsSync(target.absolute)) throw new ToolError(`A file already exists at ${target.relative}`);
      await mkdir(path.dirname(target.absolute), { recursive: true });
      await rename(source.absolute, target.absolute);
      return { from: source.relative, to: target.relative };
    });
  }

  /**
   * Runs a change with the turn's budget spent first, before anything is awaited, so a turn's tool
   * calls (which run side by side) are counted in the order the model made them; a change that
   * fails gives its share back.
   */
  private async changing<T>(paths: readonly string[], size: number, change: () => Promise<T>): Promise<T> {
    const refund = this.budget?.spend(paths, size);
    try {
      return await change();
    } catch (err) {
      refund?.();
      throw err;
    }
  }
}
