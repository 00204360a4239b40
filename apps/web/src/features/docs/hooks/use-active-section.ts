import { useEffect, useState } from 'react';
import { pickActiveSection } from '../active-section';

/** The sticky site header plus a little air: a heading under it counts as read. */
const HEADER_OFFSET = 120;

/** Follows the reader's scroll and names the section they are in, for the table of contents. */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const scroller = document.documentElement;
      const isAtEnd = window.innerHeight + window.scrollY >= scroller.scrollHeight - 2;
      setActive(pickActiveSection(sections, { offset: HEADER_OFFSET, isAtEnd }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ids]);

  return active;
}
