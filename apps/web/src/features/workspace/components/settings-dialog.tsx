import type { Project } from '@kiln/contracts';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CustomDomainSection } from '@/features/domains';
import { IntegrationsSection } from '@/features/integrations';
import { NotificationPreferencesSection } from '@/features/notifications';
import { GeneralSection } from './general-section';
import { ProjectInformationSection } from './project-information-section';
import { VisibilitySetting } from './visibility-setting';

type SectionProps = { title: string; children: ReactNode };

function Section({ title, children }: SectionProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export type SettingsDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Seed 002 §2: the project settings dialog, its sections in the seed's order: Project Information,
 * Integrations, Visibility, General, Custom Domain, Notification Preferences.
 */
export function SettingsDialog({ project, open, onOpenChange }: SettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg gap-6 overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Project settings</DialogTitle>
          <DialogDescription>Name, who can see it, and how Kiln tells you about builds.</DialogDescription>
        </DialogHeader>
        <Section title="Project Information">
          <ProjectInformationSection project={project} />
        </Section>
        <Section title="Integrations">
          <IntegrationsSection project={project} />
        </Section>
        <Section title="Visibility">
          <VisibilitySetting project={project} />
        </Section>
        <Section title="General">
          <GeneralSection project={project} />
        </Section>
        <Section title="Custom Domain">
          <CustomDomainSection project={project} />
        </Section>
        <Section title="Notification Preferences">
          <NotificationPreferencesSection />
        </Section>
      </DialogContent>
    </Dialog>
  );
}
