import type { Project } from '@kiln/contracts';
import { Star } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { useToggleFavourite } from '@/features/projects';
import { cn } from '@/lib/cn';

export type FavouriteButtonProps = { project: Project };

/** Seed 000 §4: applied at once, rolled back if the call fails; Premium only. */
export function FavouriteButton({ project }: FavouriteButtonProps) {
  const { toggleFavourite } = useToggleFavourite();
  const isFavourite = project.favourite;

  const handleClick = () => toggleFavourite({ projectId: project._id, isFavourite });

  return (
    <IconButton
      label={isFavourite ? 'Unfavourite' : 'Favourite'}
      tooltip={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
      aria-pressed={isFavourite}
      size="icon-sm"
      onClick={handleClick}
      className={cn(isFavourite && 'text-amber-500 hover:text-amber-600')}
    >
      <Star className={cn('transition-transform active:scale-90', isFavourite && 'fill-current')} />
    </IconButton>
  );
}
