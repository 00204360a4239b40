import { GENERATING_NAME } from '@kiln/contracts';

/** "Generating" with three pulsing dots while the project's name is being made. */
export function GeneratingName() {
  return (
    <span role="status" className="inline-flex items-baseline text-sm font-medium text-zinc-500">
      {GENERATING_NAME}
      <span className="sr-only"> project name</span>
      <span aria-hidden="true" className="ml-px inline-flex">
        <span className="animate-dot">.</span>
        <span className="animate-dot [animation-delay:150ms]">.</span>
        <span className="animate-dot [animation-delay:300ms]">.</span>
      </span>
    </span>
  );
}
