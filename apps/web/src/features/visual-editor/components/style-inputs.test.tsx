// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColourInput, NumericInput } from './style-inputs';

afterEach(cleanup);

describe('NumericInput (seed 001 §5)', () => {
  it('shows the number of a px value and writes px on change', async () => {
    const onChange = vi.fn();
    render(<NumericInput label="Margin top" caption="Top" value="16px" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Margin top' });
    expect(input).toHaveProperty('value', '16');

    await userEvent.clear(input);
    await userEvent.type(input, '24{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('24px');
  });

  it('clears the property when emptied, and ignores what is not a number', async () => {
    const onChange = vi.fn();
    render(<NumericInput label="Width" value="320.5px" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Width' });
    expect(input).toHaveProperty('value', '320.5');

    await userEvent.clear(input);
    await userEvent.type(input, 'wide');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '320.5');

    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows nothing for auto and normal', () => {
    render(<NumericInput label="Gap" value="normal" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Gap' })).toHaveProperty('value', '');
  });
});

describe('ColourInput (seed 001 §5)', () => {
  it('shows colours as hex and transparent as transparent', () => {
    render(
      <>
        <ColourInput label="Text colour" value="rgb(220, 38, 38)" onChange={() => {}} />
        <ColourInput label="Background" value="rgba(0, 0, 0, 0)" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Text colour' })).toHaveProperty('value', '#dc2626');
    expect(screen.getByRole('textbox', { name: 'Background' })).toHaveProperty('value', 'transparent');
  });

  it('takes a typed hex colour or transparent, and refuses anything else', async () => {
    const onChange = vi.fn();
    render(<ColourInput label="Background" value="#ffffff" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Background' });

    await userEvent.clear(input);
    await userEvent.type(input, '2563EB{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#2563eb');

    await userEvent.clear(input);
    await userEvent.type(input, 'transparent{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('transparent');

    onChange.mockClear();
    await userEvent.clear(input);
    await userEvent.type(input, 'blueish{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('applies the native picker at once', async () => {
    const onChange = vi.fn();
    render(<ColourInput label="Text colour" value="#111827" onChange={onChange} />);
    const picker = screen.getByLabelText('Text colour picker');
    expect(picker).toHaveProperty('value', '#111827');
  });
});
