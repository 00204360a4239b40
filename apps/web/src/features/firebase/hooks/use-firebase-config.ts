import type { ConfigReading } from '@kiln/contracts';
import { useState } from 'react';

/**
 * One Firebase feature's config as seed 002 §4 walks it: unsaved text, then saved (read and checked
 * by `read`), then connected (the server's state, outside this hook). Editing saved text unsaves it.
 */
export function useFirebaseConfig<T>(read: (text: string) => ConfigReading<T>) {
  const [isEnabled, setIsEnabled] = useState(false);
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<T | null>(null);
  const [error, setError] = useState('');

  return {
    isEnabled,
    text,
    saved,
    error,
    setEnabled: (enabled: boolean) => {
      setIsEnabled(enabled);
      setError('');
    },
    edit: (next: string) => {
      setText(next);
      setSaved(null);
      setError('');
    },
    /** True when the text reads as a valid config, which is then the saved one. */
    save: (): boolean => {
      const reading = read(text);
      if (!reading.ok) {
        setError(reading.message);
        return false;
      }
      setSaved(reading.config);
      setError('');
      return true;
    },
    reset: () => {
      setIsEnabled(false);
      setText('');
      setSaved(null);
      setError('');
    },
  };
}

export type FirebaseConfigState<T> = ReturnType<typeof useFirebaseConfig<T>>;
