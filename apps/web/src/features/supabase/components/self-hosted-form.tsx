import { MESSAGES } from '@kiln/contracts';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SelfHostedSupabase } from '../api';

type Field = keyof SelfHostedSupabase;

const FIELDS: { field: Field; label: string; type: string; required: string; hint?: string }[] = [
  {
    field: 'url',
    label: 'Supabase URL',
    type: 'url',
    required: MESSAGES.SUPABASE_URL_REQUIRED,
    hint: 'Where its API answers, e.g. https://supabase.example.com',
  },
  { field: 'anonKey', label: 'Anon key', type: 'password', required: MESSAGES.SUPABASE_ANON_KEY_REQUIRED },
  {
    field: 'serviceRoleKey',
    label: 'Service role key',
    type: 'password',
    required: MESSAGES.SUPABASE_SERVICE_KEY_REQUIRED,
    hint: 'Kept encrypted on the server; your app only ever gets the URL and the anon key.',
  },
];

export type SelfHostedFormProps = {
  isBusy: boolean;
  isConnecting: boolean;
  onConnect: (input: SelfHostedSupabase) => void;
};

/** Kiln's own: link a self-hosted Supabase by its URL and keys, no Supabase account needed. */
export function SelfHostedForm({ isBusy, isConnecting, onConnect }: SelfHostedFormProps) {
  const id = useId();
  const [values, setValues] = useState<SelfHostedSupabase>({ url: '', anonKey: '', serviceRoleKey: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(
      FIELDS.filter(({ field }) => !values[field].trim()).map(({ field, required }) => [field, required]),
    );
    setErrors(next);
    if (Object.keys(next).length === 0) onConnect(values);
  };

  return (
    <Collapsible className="group rounded-xl border border-zinc-200">
      <CollapsibleTrigger className="flex w-full items-center gap-1.5 rounded-xl px-4 py-3 text-left text-sm font-medium text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60">
        <ChevronRight
          aria-hidden="true"
          className="size-4 text-zinc-400 transition-transform group-data-[state=open]:rotate-90"
        />
        Use a self-hosted Supabase
      </CollapsibleTrigger>
      <CollapsibleContent>
        <form
          onSubmit={submit}
          noValidate
          aria-label="Self-hosted Supabase"
          className="flex flex-col gap-3 px-4 pb-4"
        >
          {FIELDS.map(({ field, label, type, hint }) => (
            <FormField key={field} id={`${id}-${field}`} label={label} error={errors[field]} hint={hint}>
              <Input
                id={`${id}-${field}`}
                type={type}
                autoComplete="off"
                spellCheck={false}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? fieldErrorId(`${id}-${field}`) : undefined}
              />
            </FormField>
          ))}
          <Button type="submit" variant="dark" className="self-start" disabled={isBusy || isConnecting}>
            {isConnecting ? 'Checking…' : 'Connect'}
          </Button>
        </form>
      </CollapsibleContent>
    </Collapsible>
  );
}
