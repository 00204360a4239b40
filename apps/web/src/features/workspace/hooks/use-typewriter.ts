import { LIMITS } from '@kiln/contracts';
import { useEffect, useState } from 'react';
import { typedText, typingDurationMs } from '../typewriter';

export type TypewriterState = { text: string; isTyping: boolean };

/** Types `target` in, one character per `msPerChar`; null means nothing to type. */
export function useTypewriter(
  target: string | null,
  msPerChar: number = LIMITS.nameTypingMsPerChar,
): TypewriterState | null {
  const [progress, setProgress] = useState<{ target: string | null; elapsed: number }>({
    target,
    elapsed: 0,
  });

  useEffect(() => {
    if (target === null) return;
    const startedAt = performance.now();
    const total = typingDurationMs(target, msPerChar);
    setProgress({ target, elapsed: 0 });
    const timer = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      setProgress({ target, elapsed });
      if (elapsed >= total) clearInterval(timer);
    }, msPerChar);
    return () => clearInterval(timer);
  }, [target, msPerChar]);

  if (target === null) return null;
  const elapsed = progress.target === target ? progress.elapsed : 0;
  const text = typedText(target, elapsed, msPerChar);
  return { text, isTyping: text.length < target.length };
}
