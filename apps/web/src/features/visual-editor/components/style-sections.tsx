import type { EditableStyleKey, EditableStyles } from '@kiln/contracts';
import type { ReactNode } from 'react';
import { ColourInput, NumericInput, SelectInput } from './style-inputs';

const FONT_WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double'] as const;
const DISPLAYS = ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'none'] as const;
const DIRECTIONS = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const JUSTIFY = [
  'normal',
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
] as const;
const ALIGN = ['normal', 'stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

export type StyleSectionsProps = {
  styles: EditableStyles;
  /** Only text-only elements show font size and weight (seed 001 §5). */
  isTextOnly: boolean;
  onChange: (key: EditableStyleKey, value: string) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-zinc-100 px-4 py-3">
      <h3 className="mb-2 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Seed 001 §3: the editable style properties, the richer set included, grouped the way designers look. */
export function StyleSections({ styles, isTextOnly, onChange }: StyleSectionsProps) {
  const field = (key: EditableStyleKey) => ({
    value: styles[key],
    onChange: (value: string) => onChange(key, value),
  });
  const isFlex = styles.display === 'flex' || styles.display === 'inline-flex';
  const sides = (box: 'margin' | 'padding', title: string) => (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-[12px] font-medium text-zinc-700">{title}</legend>
      <div className="grid grid-cols-4 gap-1.5">
        {SIDES.map((side) => (
          <NumericInput
            key={side}
            label={`${title} ${side.toLowerCase()}`}
            caption={side}
            {...field(`${box}${side}`)}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <>
      {isTextOnly ? (
        <Section title="Typography">
          <div className="grid grid-cols-2 gap-2">
            <NumericInput label="Font size" {...field('fontSize')} />
            <SelectInput label="Font weight" options={FONT_WEIGHTS} {...field('fontWeight')} />
          </div>
        </Section>
      ) : null}
      <Section title="Colours">
        <div className="grid grid-cols-1 gap-2">
          <ColourInput label="Text colour" {...field('color')} />
          <ColourInput label="Background" {...field('backgroundColor')} />
        </div>
      </Section>
      <Section title="Spacing">
        <div className="flex flex-col gap-2">
          {sides('margin', 'Margin')}
          {sides('padding', 'Padding')}
        </div>
      </Section>
      <Section title="Size">
        <div className="grid grid-cols-2 gap-2">
          <NumericInput label="Width" {...field('width')} />
          <NumericInput label="Height" {...field('height')} />
        </div>
      </Section>
      <Section title="Border">
        <div className="grid grid-cols-2 gap-2">
          <NumericInput label="Border width" {...field('borderWidth')} />
          <NumericInput label="Radius" {...field('borderRadius')} />
          <SelectInput label="Border style" options={BORDER_STYLES} {...field('borderStyle')} />
          <ColourInput label="Border colour" {...field('borderColor')} />
        </div>
      </Section>
      <Section title="Layout">
        <div className="grid grid-cols-2 gap-2">
          <SelectInput label="Display" options={DISPLAYS} {...field('display')} />
          {isFlex ? (
            <>
              <SelectInput label="Direction" options={DIRECTIONS} {...field('flexDirection')} />
              <SelectInput label="Justify" options={JUSTIFY} {...field('justifyContent')} />
              <SelectInput label="Align" options={ALIGN} {...field('alignItems')} />
              <NumericInput label="Gap" {...field('gap')} />
            </>
          ) : null}
        </div>
      </Section>
    </>
  );
}
