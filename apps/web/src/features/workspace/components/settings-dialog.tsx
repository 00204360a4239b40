import { type Project, SETTINGS_SECTIONS } from '@kiln/contracts';
import { Bell, Eye, Globe, Info, type LucideIcon, Plug, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CustomDomainSection } from '@/features/domains';
import { IntegrationsSection } from '@/features/integrations';
import { NotificationPreferencesSection } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '../hooks/use-media-query';
import { GeneralSection } from './general-section';
import { ProjectInformationSection } from './project-information-section';
import { VisibilitySetting } from './visibility-setting';

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

type SectionView = {
  icon: LucideIcon;
  description: string;
  render: (project: Project) => ReactNode;
};

const SECTION_VIEWS: Record<SettingsSection, SectionView> = {
  'Project Information': {
    icon: Info,
    description: 'Its name, its facts, and the knowledge the assistant follows in every reply.',
    render: (project) => <ProjectInformationSection project={project} />,
  },
  Integrations: {
    icon: Plug,
    description: 'The databases, email, maps and AI features connected to this app.',
    render: (project) => <IntegrationsSection project={project} />,
  },
  Visibility: {
    icon: Eye,
    description: 'Who can open the project and its preview.',
    render: (project) => <VisibilitySetting project={project} />,
  },
  General: {
    icon: SlidersHorizontal,
    description: "The project's identifiers, and deleting it.",
    render: (project) => <GeneralSection project={project} />,
  },
  'Custom Domain': {
    icon: Globe,
    description: 'Serve the deployed site on a domain of your own.',
    render: (project) => <CustomDomainSection project={project} />,
  },
  'Notification Preferences': {
    icon: Bell,
    description: 'How Kiln tells you that a build has finished, on this device.',
    render: () => <NotificationPreferencesSection />,
  },
};

/** The side list needs room beside the panel: from the seed's mobile breakpoint (768 px) up. */
const WIDE_QUERY = '(min-width: 768px)';

export type SettingsDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Seed 002 §2: the project settings, one section at a time: a side list of the six sections on wide
 * screens, a strip of tabs above the section on narrow ones (one tablist either way: arrow keys move
 * between sections, Tab into the section). The chosen section stays while the workspace is open, and
 * every section stays mounted, so a draft survives a look at another section.
 */
export function SettingsDialog({ project, open, onOpenChange }: SettingsDialogProps) {
  const [section, setSection] = useState<SettingsSection>('Project Information');
  const isWide = useMediaQuery(WIDE_QUERY);
  const baseId = useId();
  const panelTitleId = (name: SettingsSection) => `${baseId}-${name.replaceAll(' ', '-')}-title`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          'flex h-[min(40rem,calc(100dvh-2rem))] max-w-3xl flex-col gap-0 overflow-hidden p-0',
          'md:h-[min(36rem,calc(100dvh-4rem))]',
        )}
      >
        <DialogHeader className="border-b border-zinc-200/80 px-5 pt-5 pb-4 md:px-6">
          <DialogTitle>Project settings</DialogTitle>
          <DialogDescription className="truncate text-[13px]">{project.projectName}</DialogDescription>
        </DialogHeader>
        <Tabs
          value={section}
          onValueChange={(value) => setSection(value as SettingsSection)}
          orientation={isWide ? 'vertical' : 'horizontal'}
          className="flex min-h-0 flex-1 flex-col md:flex-row"
        >
          <TabsList
            aria-label="Settings sections"
            className={cn(
              'flex h-auto shrink-0 justify-start gap-1 overflow-x-auto rounded-none border-b bg-transparent border-zinc-200/80 px-3 py-2 [scrollbar-width:none]',
              'md:w-56 md:flex-col md:overflow-x-visible md:overflow-y-auto md:border-r md:border-b-0 md:bg-zinc-50/70 md:px-2.5 md:py-3',
            )}
          >
            {SETTINGS_SECTIONS.map((name) => {
              const Icon = SECTION_VIEWS[name].icon;
              return (
                <TabsTrigger
                  key={name}
                  value={name}
                  className={cn(
                    'group h-8 shrink-0 justify-start gap-2 rounded-lg px-2.5 text-[13px] font-medium whitespace-nowrap text-zinc-600',
                    'hover:bg-zinc-100 data-[state=active]:bg-zinc-900 data-[state=active]:text-white data-[state=active]:shadow-none',
                    'md:h-9 md:w-full md:data-[state=active]:bg-white md:data-[state=active]:text-zinc-900 md:data-[state=active]:shadow-[0_1px_2px_rgb(24_24_27/0.08),0_0_0_1px_rgb(24_24_27/0.06)]',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className="size-3.5 shrink-0 text-current opacity-70 md:text-zinc-500 md:group-data-[state=active]:text-ember-600 md:group-data-[state=active]:opacity-100"
                  />
                  {name}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {SETTINGS_SECTIONS.map((name) => (
            <TabsContent
              key={name}
              value={name}
              forceMount
              hidden={name !== section}
              className="min-h-0 flex-1 overflow-y-auto px-5 py-5 outline-none md:px-7 md:py-6"
            >
              <section aria-labelledby={panelTitleId(name)} className="flex flex-col gap-4">
                <div>
                  <h3
                    id={panelTitleId(name)}
                    className="text-[15px] font-semibold tracking-tight text-zinc-900"
                  >
                    {name}
                  </h3>
                  <p className="mt-0.5 text-[13px] leading-relaxed text-zinc-500">
                    {SECTION_VIEWS[name].description}
                  </p>
                </div>
                {SECTION_VIEWS[name].render(project)}
              </section>
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
