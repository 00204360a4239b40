import { MESSAGES } from '@kiln/contracts';
import { AppWindow, CodeXml, Component } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SimpleTooltip, Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { WorkspaceTab } from '../workspace-state';

export type WorkspaceTabsProps = {
  /** A past version is previewed: Code is disabled (seed 001 §2.6). */
  isCodeDisabled: boolean;
  /** A run is under way: the blue pulse on Code. */
  isRunActive: boolean;
};

function PulseDot() {
  return (
    <span className="relative ml-0.5 flex size-2" aria-hidden="true">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-sky-400 opacity-70" />
      <span className="relative inline-flex size-2 rounded-full bg-sky-500" />
    </span>
  );
}

type ViewTabProps = {
  value: WorkspaceTab;
  icon: ReactNode;
  label: string;
  isDisabled?: boolean;
  /** Shown after the label (Code's pulse while a run is under way). */
  extra?: ReactNode;
};

/**
 * One tab of the switcher. In a narrow toolbar (under 28rem) only the selected tab keeps its label on
 * screen; the others show their icon, named by a tooltip (and, for screen readers, by the label).
 */
function ViewTab({ value, icon, label, isDisabled = false, extra }: ViewTabProps) {
  const labelRef = useRef<HTMLSpanElement>(null);
  const [isTipOpen, setIsTipOpen] = useState(false);
  // The tooltip only says what the screen does not: the label, when it is visually hidden (sr-only, 1 px).
  const handleTipChange = (open: boolean) => setIsTipOpen(open && (labelRef.current?.offsetWidth ?? 0) <= 1);

  return (
    <TabsTrigger
      value={value}
      disabled={isDisabled}
      className="group h-7 disabled:cursor-not-allowed disabled:opacity-45 @max-md:data-[state=inactive]:px-2"
    >
      <Tooltip open={isTipOpen} onOpenChange={handleTipChange}>
        <TooltipTrigger asChild>
          <span className="inline-flex items-center gap-1.5">
            {icon}
            <span ref={labelRef} className="@max-md:group-data-[state=inactive]:sr-only">
              {label}
            </span>
            {extra}
          </span>
        </TooltipTrigger>
        <TooltipContent side="bottom">{label}</TooltipContent>
      </Tooltip>
    </TabsTrigger>
  );
}

/** Seed 002 §2: the owner's Preview / Code / Components switcher. */
export function WorkspaceTabs({ isCodeDisabled, isRunActive }: WorkspaceTabsProps) {
  const codeTab = (
    <ViewTab
      value="code"
      icon={<CodeXml aria-hidden="true" />}
      label={MESSAGES.TAB_CODE}
      isDisabled={isCodeDisabled}
      extra={
        isRunActive ? (
          <>
            <PulseDot />
            <span className="sr-only">(working)</span>
          </>
        ) : null
      }
    />
  );
  return (
    <TabsList aria-label="View" className="h-8 shrink-0">
      <ViewTab value="preview" icon={<AppWindow aria-hidden="true" />} label={MESSAGES.TAB_PREVIEW} />
      {isCodeDisabled ? (
        <SimpleTooltip content="Code is unavailable while you preview a past version">
          <span className="inline-flex">{codeTab}</span>
        </SimpleTooltip>
      ) : (
        codeTab
      )}
      <ViewTab
        value="components"
        icon={<Component aria-hidden="true" />}
        label="Components"
        isDisabled={isCodeDisabled}
      />
    </TabsList>
  );
}
