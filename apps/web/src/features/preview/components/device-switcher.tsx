import { DEVICE_LABELS, DEVICE_WIDTHS, type Device } from '@kiln/contracts';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { IconToggleGroup, type IconToggleOption } from '@/components/ui/icon-toggle-group';

const DEVICE_OPTIONS: readonly IconToggleOption<Device>[] = [
  {
    value: 'mobile',
    label: DEVICE_LABELS.mobile,
    tooltip: `${DEVICE_LABELS.mobile} · ${DEVICE_WIDTHS.mobile} px`,
    icon: <Smartphone />,
  },
  {
    value: 'tablet',
    label: DEVICE_LABELS.tablet,
    tooltip: `${DEVICE_LABELS.tablet} · ${DEVICE_WIDTHS.tablet} px`,
    icon: <Tablet />,
  },
  {
    value: 'desktop',
    label: DEVICE_LABELS.desktop,
    tooltip: `${DEVICE_LABELS.desktop} · full width`,
    icon: <Monitor />,
  },
];

export type DeviceSwitcherProps = { device: Device; onDeviceChange: (device: Device) => void };

/** Seed 001 §2.6, §4.9: Mobile 375, Tablet 768, Desktop full width. */
export function DeviceSwitcher({ device, onDeviceChange }: DeviceSwitcherProps) {
  return (
    <IconToggleGroup label="Device" value={device} onValueChange={onDeviceChange} options={DEVICE_OPTIONS} />
  );
}
