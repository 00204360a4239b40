import type { AdminProject } from '@kiln/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useTakeDownSite } from '../hooks/use-admin-mutations';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Why a reason is not acceptable yet, or null. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason under ${REASON_MAX} characters.`;
  return null;
}

/** "Take site down" and its dialog: a required reason, which the project's owner sees. */
export function TakedownDialog({ project }: { project: AdminProject }) {
  const takeDown = useTakeDownSite();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `takedown-reason-${project.id}`;

  const handleOpenChange = (open: boolean) => {
    if (takeDown.isPending) return;
    setIsOpen(open);
    if (!open) {
      setReason('');
      setError(null);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    takeDown.mutate(
      { projectId: project.id, reason: reason.trim() },
      { onSuccess: () => handleOpenChange(false) },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" className="text-red-600 hover:text-red-700">
          Take site down
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>Take {project.name}’s site down?</DialogTitle>
            <DialogDescription>
              {project.subdomain} stops serving until an operator restores it.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={fieldId}
            label="Reason"
            error={error ?? undefined}
            hint="The reason is shown to the project's owner."
          >
            <Textarea
              id={fieldId}
              value={reason}
              maxLength={REASON_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(fieldId) : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => handleOpenChange(false)} disabled={takeDown.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={takeDown.isPending}>
              {takeDown.isPending ? <Spinner /> : null}
              Take site down
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
