import { BellOff, BellRing, Info } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { playChime } from '../chime';
import { useNotificationPermission } from '../hooks/use-notification-permission';
import { useNotificationPreferences } from '../hooks/use-notification-preferences';

type ToggleRowProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function ToggleRow({ label, description, checked, onCheckedChange }: ToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-[13px] font-medium text-zinc-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-xs leading-relaxed text-zinc-500">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}

function PermissionNotice() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'granted') {
    return (
      <p className="flex items-center gap-2 text-xs text-emerald-700">
        <BellRing aria-hidden="true" className="size-3.5" /> Desktop notifications are allowed in this
        browser.
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="flex items-start gap-2 text-xs leading-relaxed text-zinc-500">
        <BellOff aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-zinc-400" />
        Notifications are blocked for this site. Allow them in your browser’s site settings to get them.
      </p>
    );
  }
  if (permission === 'unsupported') {
    return (
      <p className="flex items-start gap-2 text-xs leading-relaxed text-zinc-500">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-zinc-400" />
        This browser can’t show desktop notifications here; the sound still plays.
      </p>
    );
  }
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 bg-zinc-50/70 px-3 py-2">
      <p className="text-xs text-zinc-600">Your browser will ask before Kiln can notify you.</p>
      <Button size="sm" variant="secondary" onClick={() => void request()}>
        Allow notifications
      </Button>
    </div>
  );
}

/** Seed 001 §3, §4.10: notifications and sound for finished and failed builds, both on by default. */
export function NotificationPreferencesSection() {
  const [preferences, setPreferences] = useNotificationPreferences();
  const handleSoundChange = (soundEnabled: boolean) => {
    setPreferences({ soundEnabled });
    if (soundEnabled) playChime('success');
  };
  return (
    <div>
      <div className="divide-y divide-zinc-100">
        <ToggleRow
          label="Desktop notifications"
          description="Tell me when a build finishes or fails while I’m in another tab."
          checked={preferences.notificationsEnabled}
          onCheckedChange={(notificationsEnabled) => setPreferences({ notificationsEnabled })}
        />
        <ToggleRow
          label="Sound"
          description="Play a short chime when a build finishes or fails."
          checked={preferences.soundEnabled}
          onCheckedChange={handleSoundChange}
        />
      </div>
      {preferences.notificationsEnabled ? (
        <div className="mt-1">
          <PermissionNotice />
        </div>
      ) : null}
    </div>
  );
}
