import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

export const SEARCH_DEBOUNCE_MS = 300;

export type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  isSearching: boolean;
};

/** A labelled search field; the list under it follows once typing pauses. */
export function SearchBox({ label, placeholder, value, onChange, isSearching }: SearchBoxProps) {
  return (
    <div className="relative max-w-sm">
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-zinc-400" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
      {isSearching ? <Spinner className="absolute top-3 right-3 text-zinc-400" /> : null}
    </div>
  );
}
