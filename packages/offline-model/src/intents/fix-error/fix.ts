/** What one problem's repair amounts to: the change made, or why the offline model cannot make it. */
export type Fix = { summary: string; commit: string } | { cannot: string };
