import type { Platform } from '@kiln/contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authHref, useCurrentUser } from '@/features/auth';
import { useCreateProject } from '../hooks/use-create-project';
import { useResumePendingPrompt } from '../hooks/use-resume-pending-prompt';
import { type PendingPrompt, peekPendingPrompt, savePendingPrompt } from '../pending-prompt';
import { ExamplePrompts } from './example-prompts';
import { ImportProjectButton } from './import-project-button';
import { ImportProjectDialog } from './import-project-dialog';
import { PROMPT_LABEL, PromptBox } from './prompt-box';
import { RecentProjects } from './recent-projects';

export function HomePage() {
  const navigate = useNavigate();
  const { isLoading, isSignedIn } = useCurrentUser();
  const createProject = useCreateProject();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // A prompt kept across sign-in shows again in the box, so a failed create never loses it.
  const [prompt, setPrompt] = useState(() => peekPendingPrompt()?.prompt ?? '');
  const [platform, setPlatform] = useState<Platform>(() => peekPendingPrompt()?.platform ?? 'web');

  const { mutate: create } = createProject;
  const handleResume = useCallback(
    (pending: PendingPrompt) => {
      setPrompt(pending.prompt);
      setPlatform(pending.platform);
      create(pending);
    },
    [create],
  );
  useResumePendingPrompt(isSignedIn, handleResume);

  const handleSubmit = () => {
    const trimmed = prompt.trim();
    if (!trimmed || isLoading) return;
    if (!isSignedIn) {
      savePendingPrompt({ prompt: trimmed, platform });
      navigate(authHref('/sign-in', '/'));
      return;
    }
    create({ prompt: trimmed, platform });
  };

  const handlePickExample = (example: string) => {
    setPrompt(example);
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    requestAnimationFrame(() => textarea.setSelectionRange(example.length, example.length));
  };

  return (
    <main className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-16 -z-10 h-[704px] bg-[radial-gradient(50%_55%_at_50%_0%,rgb(253_186_116/0.35),rgb(254_215_170/0.16)_45%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-16 -z-10 h-[704px] bg-[linear-gradient(to_right,rgb(24_24_27/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(24_24_27/0.035)_1px,transparent_1px)] mask-[radial-gradient(60%_60%_at_50%_0%,black,transparent_75%)] bg-size-[48px_48px]"
      />
      <section
        aria-labelledby="home-title"
        className="mx-auto flex max-w-3xl flex-col items-center px-6 pt-[12vh] pb-16"
      >
        <h1
          id="home-title"
          className="text-center text-4xl font-semibold tracking-[-0.035em] text-balance text-zinc-900 sm:text-[56px] sm:leading-[1.05]"
        >
          {PROMPT_LABEL}
        </h1>
        <p className="mt-5 max-w-xl text-center text-[17px] leading-relaxed text-pretty text-zinc-500">
          Describe an app or a component in plain words. Kiln writes a real React and TypeScript project for
          it.
        </p>
        <div className="mt-10 w-full">
          <PromptBox
            value={prompt}
            onValueChange={setPrompt}
            platform={platform}
            onPlatformChange={setPlatform}
            onSubmit={handleSubmit}
            isSubmitting={createProject.isPending || createProject.isSuccess}
            textareaRef={textareaRef}
          />
        </div>
        <div className="mt-6 w-full">
          <ExamplePrompts platform={platform} onPick={handlePickExample} />
        </div>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-zinc-500">
          Already started somewhere else?
          <ImportProjectButton size="sm" />
        </div>
      </section>
      {isSignedIn ? <RecentProjects /> : null}
      <ImportProjectDialog />
    </main>
  );
}
