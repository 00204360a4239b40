import { Toaster as Sonner } from 'sonner';

/** The app's one toast outlet, styled to match the primitives (`!` beats sonner's own styles). */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      gap={8}
      visibleToasts={4}
      toastOptions={{
        classNames: {
          toast:
            'rounded-xl! border! border-zinc-200/80! bg-white! text-zinc-900! shadow-float! font-sans! text-[13px]! gap-2.5!',
          title: 'font-medium!',
          description: 'text-zinc-500!',
          actionButton: 'bg-ember-600! text-white! rounded-md! font-medium!',
          cancelButton: 'bg-zinc-100! text-zinc-700! rounded-md!',
          closeButton: 'border-zinc-200! bg-white! text-zinc-500! hover:text-zinc-900!',
          success: '[&_[data-icon]]:text-emerald-600!',
          error: '[&_[data-icon]]:text-red-600!',
        },
      }}
    />
  );
}
