/** The booking app's month calendar: a real grid, arrow keys move the day, past and closed days can't be chosen. */

import type { BookingCopy } from './booking-copy';
import { lit } from './shared/ts-literal';

export const MONTH_CALENDAR = (c: BookingCopy) => `import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { addDays, DAYS_AHEAD, dayKey, fromKey, fullDate, LOCALE, startOfToday } from '@/lib/booking';
import { cn } from '@/lib/utils';

type Props = {
  selected: string | null;
  onSelect: (key: string) => void;
  /** Why a day can't be chosen ("closed", "fully booked"), or null when it can. */
  unavailable: (date: Date) => string | null;
};

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { weekday: 'long' });
const weekdayShort = new Intl.DateTimeFormat(LOCALE, { weekday: 'short' });
// Weeks start on Monday: 2024-01-01 was one.
const WEEK = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index));

function monthOf(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function MonthCalendar({ selected, onSelect, unavailable }: Props) {
  const [today] = useState(startOfToday);
  const last = addDays(today, DAYS_AHEAD);
  const [focused, setFocused] = useState<Date>(() => (selected ? fromKey(selected) : today));
  const [month, setMonth] = useState(() => monthOf(focused));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>('[data-day="' + dayKey(focused) + '"]')?.focus();
  }, [focused]);

  function clamp(date: Date) {
    if (date < today) return today;
    return date > last ? last : date;
  }

  function focusDay(date: Date) {
    const next = clamp(date);
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  }

  function showMonth(offset: number) {
    const first = new Date(month.getFullYear(), month.getMonth() + offset, 1);
    const next = clamp(first);
    setFocused(next);
    setMonth(monthOf(next));
  }

  function onKeyDown(event: KeyboardEvent) {
    const weekday = (focused.getDay() + 6) % 7;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => new Date(focused.getFullYear(), focused.getMonth() - 1, focused.getDate()),
      PageDown: () => new Date(focused.getFullYear(), focused.getMonth() + 1, focused.getDate()),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  }

  const lead = (month.getDay() + 6) % 7;
  const daysInMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const label = monthFormat.format(month);

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label={${lit(c.calendar.previous)}} disabled={month <= monthOf(today)} onClick={() => showMonth(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="font-semibold" aria-live="polite">
          {label}
        </p>
        <Button variant="outline" size="icon" aria-label={${lit(c.calendar.next)}} disabled={month >= monthOf(last)} onClick={() => showMonth(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-label={label} className="w-full table-fixed border-collapse text-center" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day.getDay()} scope="col" className="pb-2 text-xs font-medium text-muted-foreground">
                <abbr title={weekdayLong.format(day)} className="no-underline">
                  {weekdayShort.format(day)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.getDate()}>
              {week.map((date, index) => {
                if (!date) return <td key={'empty-' + index} />;
                const key = dayKey(date);
                const reason = date < today || date > last ? ${lit(c.calendar.notAvailable)} : unavailable(date);
                const isSelected = key === selected;
                const isFocused = key === dayKey(focused);
                return (
                  <td key={key} aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={fullDate.format(date) + (reason ? ', ' + reason : '')}
                      aria-disabled={reason ? true : undefined}
                      aria-current={key === dayKey(today) ? 'date' : undefined}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        setFocused(date);
                        if (!reason) onSelect(key);
                      }}
                      className={cn(
                        'mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-md text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        reason
                          ? 'cursor-not-allowed text-muted-foreground line-through'
                          : 'font-medium hover:bg-accent hover:text-accent-foreground',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
                        key === dayKey(today) && !isSelected && 'ring-1 ring-border',
                      )}
                    >
                      {date.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
`;
