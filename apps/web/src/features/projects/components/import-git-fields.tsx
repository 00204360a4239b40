import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type ImportGitFieldsProps = {
  id: string;
  url: string;
  branch: string;
  onUrlChange: (value: string) => void;
  onBranchChange: (value: string) => void;
  isDisabled: boolean;
};

/** The repository's address and, when it is not the default one, its branch. */
export function ImportGitFields({
  id,
  url,
  branch,
  onUrlChange,
  onBranchChange,
  isDisabled,
}: ImportGitFieldsProps) {
  return (
    <div className="grid gap-4">
      <FormField
        id={`${id}-url`}
        label="Repository address"
        hint="Public repositories on GitHub, GitLab or any https host."
      >
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://github.com/you/your-app"
          value={url}
          onChange={(event) => onUrlChange(event.target.value)}
          readOnly={isDisabled}
        />
      </FormField>
      <FormField
        id={`${id}-branch`}
        label="Branch"
        aside={<span className="text-[13px] text-zinc-400">Optional</span>}
      >
        <Input
          id={`${id}-branch`}
          autoComplete="off"
          spellCheck={false}
          placeholder="default branch"
          value={branch}
          onChange={(event) => onBranchChange(event.target.value)}
          readOnly={isDisabled}
        />
      </FormField>
    </div>
  );
}
