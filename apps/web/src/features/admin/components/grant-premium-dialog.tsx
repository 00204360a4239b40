import type { AdminUser } from '@kiln/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

export type GrantPremiumDialogProps = {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `until` is a YYYY-MM-DD day, or undefined for premium that does not lapse. */
  onGrant: (until: string | undefined) => void;
  isPending: boolean;
  onCloseAutoFocus: (event: Event) => void;
};

/** Today as YYYY-MM-DD in the operator's time zone: the earliest last day worth granting. */
function todayIso(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Premium for one account, with an optional last day. */
export function GrantPremiumDialog({
  user,
  open,
  onOpenChange,
  onGrant,
  isPending,
  onCloseAutoFocus,
}: GrantPremiumDialogProps) {
  const [until, setUntil] = useState('');
  const inputId = `grant-until-${user.id}`;
  // Each opening starts without a day, never with the one typed for an earlier grant.
  useEffect(() => {
    if (open) setUntil('');
  }, [open]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onGrant(until || undefined);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={handleSubmit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>Grant premium</DialogTitle>
            <DialogDescription>{user.email} gets every premium feature, free of charge.</DialogDescription>
          </DialogHeader>
          <FormField
            id={inputId}
            label="Until (optional)"
            hint="Leave empty for premium that does not lapse."
          >
            <Input
              id={inputId}
              type="date"
              min={todayIso()}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={isPending}>
              {isPending ? <Spinner /> : null}
              Grant premium
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
