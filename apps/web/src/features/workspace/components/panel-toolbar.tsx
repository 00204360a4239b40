import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type PanelToolbarProps = {
  /** The owner's Preview / Code / Components switcher; visitors have none. */
  tabs: ReactNode;
  /** The preview's address bar, on the Preview tab. */
  address: ReactNode;
  /** Select Element and Edit for the owner, History for a visitor. */
  tools: ReactNode;
  /** The device switcher, off the Code tab. */
  device: ReactNode;
};

/**
 * Where each group sits, by the panel's own width (a container query: the chat beside it is
 * resizable). From 48rem everything is one row. Narrower, the owner's Preview tab takes two rows: the
 * tabs and the pointing tools, then the address bar with the devices. Without an address bar, or
 * without tabs, one row is enough at any width.
 */
const LAYOUTS = {
  full: [
    "grid-cols-[auto_minmax(0,1fr)_auto] [grid-template-areas:'tabs_._tools'_'address_address_device']",
    "@3xl:grid-cols-[auto_minmax(0,1fr)_auto_auto] @3xl:[grid-template-areas:'tabs_address_tools_device']",
  ].join(' '),
  tabsOnly: "grid-cols-[auto_minmax(0,1fr)_auto_auto] [grid-template-areas:'tabs_._tools_device']",
  noTabs: "grid-cols-[minmax(0,1fr)_auto_auto] [grid-template-areas:'address_tools_device']",
} as const;

/** The right panel's toolbar: at most two rows at any width, one from 48rem. */
export function PanelToolbar({ tabs, address, tools, device }: PanelToolbarProps) {
  const layout = tabs ? (address ? 'full' : 'tabsOnly') : 'noTabs';
  return (
    <div className="@container shrink-0 border-b border-zinc-200/80">
      <div
        data-layout={layout}
        className={cn('grid min-h-11 items-center gap-x-2 gap-y-1.5 px-2 py-1.5', LAYOUTS[layout])}
      >
        {tabs ? <div className="flex min-w-0 [grid-area:tabs]">{tabs}</div> : null}
        {address ? <div className="flex min-w-0 [grid-area:address]">{address}</div> : null}
        {tools ? (
          <div className="flex items-center gap-1 justify-self-end [grid-area:tools]">{tools}</div>
        ) : null}
        {device ? <div className="flex justify-self-end [grid-area:device]">{device}</div> : null}
      </div>
    </div>
  );
}
