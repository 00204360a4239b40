import { MESSAGES } from '@kiln/contracts';
import { AppWindow, CodeXml, Component } from 'lucide-react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SimpleTooltip } from '@/components/ui/tooltip';

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

/** Seed 002 §2: the owner's Preview / Code / Components switcher. */
export function WorkspaceTabs({ isCodeDisabled, isRunActive }: WorkspaceTabsProps) {
  const codeTrigger = (
    <TabsTrigger
      value="code"
      disabled={isCodeDisabled}
      className="disabled:cursor-not-allowed disabled:opacity-45"
    >
      <CodeXml aria-hidden="true" />
      {MESSAGES.TAB_CODE}
      {isRunActive ? (
        <>
          <PulseDot />
          <span className="sr-only">(working)</span>
        </>
      ) : null}
    </TabsTrigger>
  );
  return (
    <TabsList aria-label="View" className="h-8 shrink-0">
      <TabsTrigger value="preview" className="h-7">
        <AppWindow aria-hidden="true" />
        {MESSAGES.TAB_PREVIEW}
      </TabsTrigger>
      {isCodeDisabled ? (
        <SimpleTooltip content="Code is unavailable while you preview a past version">
          <span className="inline-flex">{codeTrigger}</span>
        </SimpleTooltip>
      ) : (
        codeTrigger
      )}
      <TabsTrigger
        value="components"
        disabled={isCodeDisabled}
        className="h-7 disabled:cursor-not-allowed disabled:opacity-45"
      >
        <Component aria-hidden="true" />
        Components
      </TabsTrigger>
    </TabsList>
  );
}
