import type { ComponentProps } from 'react';
import { Button, type ButtonProps } from './button';
import { SimpleTooltip } from './tooltip';

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'size'> & {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  /** Tooltip text when it should say more than the name. */
  tooltip?: string;
  size?: 'icon' | 'icon-sm';
  side?: ComponentProps<typeof SimpleTooltip>['side'];
};

/** An icon-only button: always named, always explained by a tooltip. */
export function IconButton({
  label,
  tooltip,
  size = 'icon',
  variant = 'ghost',
  side,
  ...props
}: IconButtonProps) {
  return (
    <SimpleTooltip content={tooltip ?? label} side={side}>
      <Button aria-label={label} size={size} variant={variant} {...props} />
    </SimpleTooltip>
  );
}
