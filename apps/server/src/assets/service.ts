import { type ImageAsset, type ImageSource, MESSAGES } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { loadOwnedProject } from '../projects/access';
import { listProjectsByOwner } from '../projects/repository';
import { createImageGenerator, type ImageGenerator } from './image-generation';
import { type AssetRef, collectAssets, writeAssets } from './import';
import { offlineCategories, searchOfflineLibrary } from './offline-library';
import { setAssetsTabClicked } from './repository';
import { UnsplashClient } from './unsplash';
import { budgetFrom, measureUploads } from './upload-quota';
import { type UploadScope, UploadStore } from './upload-store';
import type { UploadBudget } from './uploads';

/** The asset editor's server side: stock search, uploads' home, image generation and apply. */
export class AssetService {
  readonly store: UploadStore;
  readonly unsplash: UnsplashClient | null;
  readonly images: ImageGenerator;

  constructor(private readonly ctx: AppContext) {
    const { env } = ctx;
    this.store = new UploadStore(env.dataDir, ctx.mirror);
    this.unsplash = env.assets.unsplash ? new UnsplashClient(env.assets.unsplash) : null;
    this.images = createImageGenerator(env.models, env.assets.imageModel);
  }

  get source(): ImageSource {
    return this.unsplash ? 'unsplash' : 'offline';
  }

  async search(query: string, page: number): Promise<{ images: ImageAsset[]; hasMore: boolean }> {
    return this.unsplash ? this.unsplash.search(query, page) : searchOfflineLibrary(query, page);
  }

  async categories(): Promise<Record<string, ImageAsset[]>> {
    return this.unsplash ? this.unsplash.categories() : offlineCategories();
  }

  /** Where an upload goes: the project's uploads (its owner only), else the viewer's own. */
  async scopeFor(viewer: Viewer, webId: string | undefined): Promise<UploadScope> {
    if (!webId) return { kind: 'user', id: viewer.user.id };
    const { project } = await loadOwnedProject(this.ctx.db, this.ctx.env, webId, viewer);
    return { kind: 'project', id: project.id };
  }

  /** What the viewer may still upload: their own uploads and their projects' count against it. */
  async budgetFor(viewer: Viewer): Promise<UploadBudget> {
    const projects = await listProjectsByOwner(this.ctx.db, viewer.user.id, false);
    const dirs = [
      this.store.dir({ kind: 'user', id: viewer.user.id }),
      ...projects.map((p) => this.store.dir({ kind: 'project', id: p.id })),
    ];
    return budgetFrom(await measureUploads(dirs), this.ctx.env.uploadQuota);
  }

  async generate(viewer: Viewer, webId: string, prompt: string) {
    const scope = await this.scopeFor(viewer, webId);
    const image = await this.images.generate(prompt);
    const stored = await this.store.save(scope, image.ext, image.bytes);
    return { id: stored.pathname, url: stored.url };
  }

  /** Seed 001 §6: applying is premium; the files land in the project before the prompt is sent. */
  async importAssets(viewer: Viewer, webId: string, kind: 'image' | 'video', refs: AssetRef[]) {
    const { project } = await loadOwnedProject(this.ctx.db, this.ctx.env, webId, viewer);
    if (!viewer.isPremium)
      throw AppError.paymentRequired(
        kind === 'video' ? MESSAGES.PREMIUM_APPLY_VIDEOS : MESSAGES.PREMIUM_APPLY_IMAGES,
      );
    if (this.ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
    const fetched = await collectAssets(refs, kind, {
      store: this.store,
      unsplash: this.unsplash,
      scopes: [
        { kind: 'project', id: project.id },
        { kind: 'user', id: viewer.user.id },
      ],
    });
    return this.ctx.repos.run(project.id, (dir) => writeAssets(dir, kind, refs, fetched));
  }

  async recordAssetClick(viewer: Viewer, webId: string, clicked: boolean): Promise<void> {
    const { project } = await loadOwnedProject(this.ctx.db, this.ctx.env, webId, viewer);
    await setAssetsTabClicked(this.ctx.db, project.id, clicked);
  }
}
