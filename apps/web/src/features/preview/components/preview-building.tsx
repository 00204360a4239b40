import type { Phase } from '@kiln/contracts';
import { TriangleAlert } from 'lucide-react';
import { LogoMark } from '@/components/brand/logo';

export type PreviewBuildingProps = { phase: Phase };

/** Calm words for the first build's steps, so the wait reads as progress. */
const FIRST_BUILD_STEPS: Partial<Record<Phase, string>> = {
  PROMPT: 'Getting ready',
  CLONE_AND_SETUP_REPO: 'Setting up the project',
  INSTALL_DEPENDENCIES: 'Linking packages',
  BUILD_INITIAL_PROJECT: 'Building the first version',
  UPLOAD_TO_S3: 'Publishing the preview',
  RUN_LLM_EDIT: 'Writing the code',
  BUILD_PROJECT: 'Building and checking it',
  UPLOAD_LATEST_CODE: 'Publishing the preview',
};

/** What the preview shows until the first app exists: the first run at work, or its failure. */
export function PreviewBuilding({ phase }: PreviewBuildingProps) {
  if (phase === 'FAILED') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <span className="flex size-11 items-center justify-center rounded-xl border border-red-200 bg-red-50">
          <TriangleAlert aria-hidden="true" className="size-5 text-red-600" />
        </span>
        <p className="text-sm font-medium text-zinc-900">The first build didn’t finish</p>
        <p className="max-w-xs text-[13px] leading-relaxed text-zinc-500">
          Nothing is lost. Send a message in the chat and Kiln will try again.
        </p>
      </div>
    );
  }
  const step = FIRST_BUILD_STEPS[phase] ?? 'Building your app';
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <div className="relative">
        <span className="absolute inset-0 animate-ping rounded-xl bg-ember-400/20 [animation-duration:2s]" />
        <LogoMark className="relative size-11" />
      </div>
      <div>
        <p className="text-sm font-medium text-zinc-900">Building your app…</p>
        <p className="mt-1 text-[13px] text-zinc-500">
          {step}
          <span aria-hidden="true" className="inline-flex w-4">
            <span className="animate-dot">.</span>
            <span className="animate-dot [animation-delay:0.2s]">.</span>
            <span className="animate-dot [animation-delay:0.4s]">.</span>
          </span>
        </p>
      </div>
    </div>
  );
}
