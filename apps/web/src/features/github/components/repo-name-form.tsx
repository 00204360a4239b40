import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { RepoFailure } from '../catalogue';

export type RepoNameFormProps = {
  repoName: string;
  onRepoNameChange: (name: string) => void;
  nameError: string | null;
  failure: RepoFailure | null;
  onCreate: () => void;
  onLink: () => void;
  isExporting: boolean;
  disabled: boolean;
};

/** What to do after a refusal (issue 17 §2): never a dead end. */
function nextStep(failure: RepoFailure | null, repoName: string): string | null {
  switch (failure?.recovery) {
    case 'name-taken':
      return `"${failure.repoName ?? repoName}" already exists in your account. Choose another name, or link it if it is empty or Kiln made it for this project.`;
    case 'link-empty':
      return `"${failure.repoName ?? repoName}" is empty. Link it and Kiln pushes this project into it, or create a new repository.`;
    case 'recreate':
      return 'Create the repository again, under this name or another.';
    default:
      return null;
  }
}

/**
 * The repository step before a project is linked: the name it will get (the owner may change it),
 * Create, or Link an existing repository of that name, with the way forward after a refusal.
 */
export function RepoNameForm({
  repoName,
  onRepoNameChange,
  nameError,
  failure,
  onCreate,
  onLink,
  isExporting,
  disabled,
}: RepoNameFormProps) {
  const hint = nextStep(failure, repoName);
  const isLinkFirst = failure?.recovery === 'name-taken' || failure?.recovery === 'link-empty';
  const cannotSend = isExporting || disabled || nameError !== null;
  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Repository"
      onSubmit={(event) => {
        event.preventDefault();
        if (!cannotSend) onCreate();
      }}
    >
      <FormField
        id="github-repo-name"
        label="Repository name"
        error={nameError ?? undefined}
        hint="In your personal GitHub account."
      >
        <Input
          id="github-repo-name"
          value={repoName}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? fieldErrorId('github-repo-name') : undefined}
          onChange={(event) => onRepoNameChange(event.target.value)}
        />
      </FormField>
      {failure && hint ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 text-[13px] leading-5 text-amber-900">
          <p className="font-medium">{failure.message}</p>
          <p className="mt-1">{hint}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          size="sm"
          variant={isLinkFirst ? 'primary' : 'secondary'}
          onClick={onLink}
          disabled={cannotSend}
        >
          Link existing repository
        </Button>
        <Button type="submit" size="sm" variant={isLinkFirst ? 'secondary' : 'primary'} disabled={cannotSend}>
          {isExporting ? 'Pushing...' : 'Create repository'}
        </Button>
      </div>
    </form>
  );
}
