import type { CalculatorCopy } from './calculator-copy';
import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';
/**
 * The calculator's parts: a pure state machine (no `eval`, no parsing: the classic accumulator and
 * pending operator), the keypad, the display and the page. Its history is in `calculator-history.ts`.
 */

export const CALCULATOR_LIB = (
  c: CalculatorCopy,
) => `/** A four-function calculator as a state machine: what a pocket calculator does, key by key. */
export type Operator = '+' | '−' | '×' | '÷';

export type CalculatorState = {
  /** What the display shows: the number being typed, a result, or "Error". */
  display: string;
  /** The left-hand number, once an operator was chosen. */
  stored: number | null;
  operator: Operator | null;
  /** The next digit starts a new number (after an operator or a result). */
  isFresh: boolean;
  /** The line above the display: "12 ×", "12 × 3 =". */
  expression: string;
};

export const INITIAL: CalculatorState = { display: '0', stored: null, operator: null, isFresh: true, expression: '' };

const MAX_DIGITS = 12;

/** The decimal separator on screen; the arithmetic always uses a point. */
export const DECIMAL: string = ${lit(c.decimal)};
const DIVIDE_BY_ZERO = ${lit(c.divideByZero)};

/** A number or a calculation as it is shown: with the screen's decimal separator. */
export function shown(text: string): string {
  return DECIMAL === '.' ? text : text.replace(/\\./g, DECIMAL);
}

/** Twelve significant digits, no trailing zeros; "Error" for a division by zero. */
export function format(value: number): string {
  if (!Number.isFinite(value)) return 'Error';
  return String(Number.parseFloat(value.toPrecision(MAX_DIGITS)));
}

function apply(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '−':
      return left - right;
    case '×':
      return left * right;
    case '÷':
      return right === 0 ? Number.NaN : left / right;
  }
}

export function inputDigit(state: CalculatorState, digit: string): CalculatorState {
  if (state.isFresh || state.display === 'Error') {
    return { ...state, display: digit === '.' ? '0.' : digit, isFresh: false };
  }
  if (digit === '.' && state.display.includes('.')) return state;
  if (state.display.replace(/[-.]/g, '').length >= MAX_DIGITS) return state;
  return { ...state, display: state.display === '0' && digit !== '.' ? digit : state.display + digit };
}

export function chooseOperator(state: CalculatorState, operator: Operator): CalculatorState {
  if (state.display === 'Error') return state;
  const current = Number(state.display);
  if (state.operator && state.stored !== null && !state.isFresh) {
    const result = apply(state.stored, state.operator, current);
    const shown = format(result);
    if (shown === 'Error') return { ...INITIAL, display: 'Error', expression: DIVIDE_BY_ZERO };
    return { display: shown, stored: result, operator, isFresh: true, expression: \`\${shown} \${operator}\` };
  }
  return { ...state, stored: current, operator, isFresh: true, expression: \`\${format(current)} \${operator}\` };
}

/** The result, and the calculation to remember (null when there was nothing to calculate). */
export function equals(state: CalculatorState): {
  state: CalculatorState;
  done: { expression: string; result: string } | null;
} {
  if (!state.operator || state.stored === null || state.display === 'Error') return { state, done: null };
  const expression = \`\${format(state.stored)} \${state.operator} \${format(Number(state.display))}\`;
  const result = format(apply(state.stored, state.operator, Number(state.display)));
  if (result === 'Error') {
    return { state: { ...INITIAL, display: 'Error', expression: DIVIDE_BY_ZERO }, done: null };
  }
  return {
    state: { display: result, stored: null, operator: null, isFresh: true, expression: \`\${expression} =\` },
    done: { expression, result },
  };
}

export function backspace(state: CalculatorState): CalculatorState {
  if (state.isFresh || state.display === 'Error') return state;
  const next = state.display.slice(0, -1);
  return { ...state, display: next === '' || next === '-' ? '0' : next };
}

export function toggleSign(state: CalculatorState): CalculatorState {
  if (state.display === '0' || state.display === 'Error') return state;
  const display = state.display.startsWith('-') ? state.display.slice(1) : \`-\${state.display}\`;
  return { ...state, display };
}

export function percent(state: CalculatorState): CalculatorState {
  if (state.display === 'Error') return state;
  return { ...state, display: format(Number(state.display) / 100), isFresh: true };
}
`;

export const KEYPAD = (c: CalculatorCopy) => `import { Button } from '@/components/ui/button';
import { type CalculatorState, DECIMAL } from '@/lib/calculator';
import { cn } from '@/lib/utils';

type Key = {
  label: string;
  /** What a screen reader says: "Divide", not "÷". */
  name: string;
  kind: 'digit' | 'operator' | 'action' | 'equals';
  value: string;
};

const digits = (...values: string[]) => values.map((digit): Key => ({ label: digit, name: digit, kind: 'digit', value: digit }));

const KEYS: Key[] = [
  { label: 'C', name: ${lit(c.keys.clear)}, kind: 'action', value: 'clear' },
  { label: '±', name: ${lit(c.keys.sign)}, kind: 'action', value: 'sign' },
  { label: '%', name: ${lit(c.keys.percent)}, kind: 'action', value: 'percent' },
  { label: '÷', name: ${lit(c.keys.divide)}, kind: 'operator', value: '÷' },
  ...digits('7', '8', '9'),
  { label: '×', name: ${lit(c.keys.multiply)}, kind: 'operator', value: '×' },
  ...digits('4', '5', '6'),
  { label: '−', name: ${lit(c.keys.subtract)}, kind: 'operator', value: '−' },
  ...digits('1', '2', '3'),
  { label: '+', name: ${lit(c.keys.add)}, kind: 'operator', value: '+' },
  { label: '0', name: '0', kind: 'digit', value: '0' },
  { label: DECIMAL, name: ${lit(c.keys.decimalPoint)}, kind: 'digit', value: '.' },
  { label: '=', name: ${lit(c.keys.equals)}, kind: 'equals', value: '=' },
];

/** The keys, four to a row; the chosen operator shows as pressed until the next number starts. */
export function Keypad({ state, onPress }: { state: CalculatorState; onPress: (value: string) => void }) {
  return (
    <div className="grid grid-cols-4 gap-2">
      {KEYS.map((key) => (
        <Button
          key={key.name}
          type="button"
          variant={key.kind === 'digit' ? 'secondary' : key.kind === 'action' ? 'outline' : 'default'}
          aria-label={key.name === key.label ? undefined : key.name}
          aria-pressed={key.kind === 'operator' ? state.operator === key.value && state.isFresh : undefined}
          className={cn('h-14 text-xl', key.value === '0' && 'col-span-2')}
          onClick={() => onPress(key.value)}
        >
          {key.label}
        </Button>
      ))}
    </div>
  );
}
`;

export const DISPLAY = (c: CalculatorCopy) => `import { type CalculatorState, shown } from '@/lib/calculator';

/** The calculation so far and the number on screen, announced as it changes. */
export function Display({ state }: { state: CalculatorState }) {
  return (
    <div className="rounded-xl bg-muted px-4 py-3 text-right">
      <p className="min-h-5 truncate text-sm text-muted-foreground">{shown(state.expression)}</p>
      <output aria-live="polite" aria-label={${lit(c.result)}} className="block truncate text-4xl font-semibold tabular-nums tracking-tight">
        {state.display === 'Error' ? ${lit(c.error)} : shown(state.display)}
      </output>
    </div>
  );
}
`;

export const CALCULATOR_PAGE = (
  title: string,
  intro: string,
  c: CalculatorCopy,
) => `import { Delete } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Display } from '@/components/calculator/display';
import { useHistory } from '@/components/calculator/history-context';
import { Keypad } from '@/components/calculator/keypad';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  backspace,
  type CalculatorState,
  chooseOperator,
  equals,
  INITIAL,
  inputDigit,
  type Operator,
  percent,
  toggleSign,
} from '@/lib/calculator';

/** The keyboard works too: digits, a point or comma, + - * /, Enter or =, Backspace, Escape, %. */
const KEYBOARD: Record<string, string> = {
  ',': '.',
  '+': '+',
  '-': '−',
  '*': '×',
  x: '×',
  '/': '÷',
  Enter: '=',
  '=': '=',
  Backspace: 'back',
  Escape: 'clear',
  '%': 'percent',
};

export default function Index() {
  const { add } = useHistory();
  const [state, setState] = useState<CalculatorState>(INITIAL);

  const press = useCallback(
    (value: string) => {
      if (/^[0-9.]$/.test(value)) return setState((current) => inputDigit(current, value));
      if (value === 'clear') return setState(INITIAL);
      if (value === 'back') return setState(backspace);
      if (value === 'sign') return setState(toggleSign);
      if (value === 'percent') return setState(percent);
      if (value === '=') {
        const { state: next, done } = equals(state);
        setState(next);
        if (done) add(done.expression, done.result);
        return;
      }
      setState((current) => chooseOperator(current, value as Operator));
    },
    [state, add],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Enter or Space on a focused button is that button's click.
      if ((event.key === 'Enter' || event.key === ' ') && target?.closest('button')) return;
      const value = /^[0-9.]$/.test(event.key) ? event.key : KEYBOARD[event.key];
      if (!value) return;
      event.preventDefault();
      press(value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  return (
    <div className="mx-auto max-w-sm space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <Card className="gap-4 py-4">
        <CardContent className="space-y-3 px-4">
          <Display state={state} />
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => press('back')} aria-label={${lit(c.deleteLast)}}>
              <Delete aria-hidden="true" />
              ${t(c.delete)}
            </Button>
          </div>
          <Keypad state={state} onPress={press} />
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">${t(c.keyboardHint)}</p>
    </div>
  );
}
`;
