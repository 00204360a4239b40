import { calls, MESSAGES, type Project } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { projectKeys } from '@/features/projects';
import { callApi, errorMessage } from '@/lib/api-client';
import {
  canSubmitResend,
  initialResendForm,
  type ResendForm,
  type ResendFormErrors,
  splitRecipients,
  validateResendForm,
} from '../resend-form';

export type ResendDialogProps = {
  project: Project;
  isPremium: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Seed 002 §2's Resend Integration dialog: the API key, the sender (username @ domain) and, Kiln's
 * own, where the site's contact messages go. Premium only; connect works once the app is COMPLETE.
 */
export function ResendDialog({ project, isPremium, open, onOpenChange }: ResendDialogProps) {
  const queryClient = useQueryClient();
  const resend = project.integrations.resend;
  const isConnected = resend.enabled;
  const [initial, setInitial] = useState(() => initialResendForm(resend));
  const [form, setForm] = useState<ResendForm>(initial);
  const [errors, setErrors] = useState<ResendFormErrors>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const fresh = initialResendForm(resend);
    setInitial(fresh);
    setForm(fresh);
    setErrors({});
    setFailed(false);
  }, [open, resend]);

  const save = useMutation({
    mutationFn: (values: ResendForm) =>
      callApi(isConnected ? calls.updateResend : calls.connectResend, {
        webId: project._id,
        projectRef: project.integrations.supabase.ref,
        apiKey: values.apiKey.trim(),
        domain: values.domain.trim(),
        fromAddress: values.fromAddress.trim(),
        recipients: splitRecipients(values.recipients),
      }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) });
      onOpenChange(false);
    },
    onError: (error) => {
      setFailed(true);
      toast.error(errorMessage(error, 'An error occurred'));
    },
  });

  const change = (field: keyof ResendForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailed(false);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPremium) return void toast.error(MESSAGES.RESEND_PREMIUM);
    const found = validateResendForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
  }

  const canSubmit = canSubmitResend(form, initial, isConnected, project.phase) && !save.isPending;
  const fieldProps = (field: keyof ResendForm) => ({
    id: `resend-${field}`,
    value: form[field],
    onChange: change(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(`resend-${field}`) : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-zinc-900 text-white">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{MESSAGES.RESEND_INTEGRATION}</DialogTitle>
          <DialogDescription>
            Your app's contact forms email you through your Resend account. Without it, messages wait in this
            project's inbox.
          </DialogDescription>
        </DialogHeader>
        {isPremium ? null : (
          <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
            {MESSAGES.RESEND_PREMIUM}
          </p>
        )}
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
          <FormField
            id="resend-apiKey"
            label="API key"
            error={errors.apiKey}
            hint={isConnected ? 'Stored encrypted; only its last four characters are shown.' : undefined}
          >
            <Input {...fieldProps('apiKey')} type="password" autoComplete="off" placeholder="re_…" />
          </FormField>
          <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
            <FormField id="resend-fromAddress" label="Email username" error={errors.fromAddress}>
              <Input {...fieldProps('fromAddress')} placeholder="hello" />
            </FormField>
            <span aria-hidden="true" className="pt-8 text-zinc-400">
              @
            </span>
            <FormField id="resend-domain" label="Domain" error={errors.domain}>
              <Input {...fieldProps('domain')} placeholder="yourdomain.com" />
            </FormField>
          </div>
          <p className="-mt-2 text-[13px] text-zinc-500">
            Leave both empty to send from Resend's shared address (onboarding@resend.dev).
          </p>
          <FormField
            id="resend-recipients"
            label="Send messages to"
            error={errors.recipients}
            hint="Up to 5 addresses, separated by commas. Empty: your account's address."
          >
            <Textarea {...fieldProps('recipients')} rows={2} placeholder="you@example.com" />
          </FormField>
          {failed ? (
            <p role="alert" className="text-sm text-red-600">
              {MESSAGES.RESEND_CONNECT_FAILED}
            </p>
          ) : null}
          <Button type="submit" className="self-end" disabled={!canSubmit}>
            {save.isPending ? 'Connecting…' : isConnected ? 'Update' : 'Connect'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
