import { calls, KNOWLEDGE_BASE_MAX, type Project } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { projectKeys } from '@/features/projects';
import { callApi, isApiError } from '@/lib/api-client';

export const KNOWLEDGE_SAVED = 'Project knowledge saved';
export const KNOWLEDGE_FAILED = 'Could not save the project knowledge';

export type KnowledgeSettingProps = { project: Project };

/**
 * The owner's standing instructions for the assistant (`knowledgeBase`), read before every turn:
 * brand voice, rules, what never to change. Saved with `POST /api/web/knowledge-base`.
 */
export function KnowledgeSetting({ project }: KnowledgeSettingProps) {
  const fieldId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(project.knowledgeBase);
  const save = useMutation({
    mutationFn: (knowledgeBase: string) =>
      callApi(calls.updateKnowledgeBase, { webId: project._id, knowledgeBase }),
    onSuccess: (answer) => {
      setDraft(answer.data.knowledgeBase);
      toast.success(KNOWLEDGE_SAVED);
      return queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : KNOWLEDGE_FAILED),
  });
  const isChanged = draft.trim() !== project.knowledgeBase;
  const isTooLong = draft.length > KNOWLEDGE_BASE_MAX;

  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (isChanged && !isTooLong) save.mutate(draft);
      }}
    >
      <label htmlFor={fieldId} className="flex items-center gap-2 text-[13px] font-medium text-zinc-900">
        <BookOpen className="size-3.5 text-zinc-500" aria-hidden="true" />
        Project knowledge
      </label>
      <p id={hintId} className="text-xs leading-relaxed text-zinc-500">
        Instructions the assistant follows in every reply: your brand's voice, rules for content, what never
        to change.
      </p>
      <Textarea
        id={fieldId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={hintId}
        aria-invalid={isTooLong || undefined}
        placeholder="e.g. Write in a warm, plain voice. Prices are in euros. Keep the logo as it is."
        className="min-h-28 bg-white text-[13px]"
      />
      <div className="flex items-center justify-between gap-3">
        <span className={isTooLong ? 'text-xs text-red-600' : 'text-xs text-zinc-400'} aria-live="polite">
          {isTooLong
            ? `Keep the knowledge base under ${KNOWLEDGE_BASE_MAX} characters`
            : `${draft.length.toLocaleString('en')} / ${KNOWLEDGE_BASE_MAX.toLocaleString('en')}`}
        </span>
        <Button type="submit" size="sm" disabled={!isChanged || isTooLong || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
