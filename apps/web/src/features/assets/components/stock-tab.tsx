import { type ImageAsset, LIMITS, MESSAGES, OFFLINE_LIBRARY_NAME } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { categoriesQueryOptions } from '../api';
import { useStockSearch } from '../hooks/use-stock-search';
import { ImageGrid, ImageTile } from './image-tile';

export type StockTabProps = {
  isMapped: (image: ImageAsset) => boolean;
  onChoose: (image: ImageAsset) => void;
};

function Placeholders() {
  return (
    <ImageGrid>
      {Array.from({ length: LIMITS.unsplashPlaceholderTiles }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder tiles
        <Skeleton key={i} data-testid="stock-placeholder" className="aspect-[3/2] rounded-lg" />
      ))}
    </ImageGrid>
  );
}

function OfflineNote() {
  return (
    <p className="rounded-md bg-amber-50 px-2.5 py-1.5 text-[12px] leading-snug text-amber-900">
      {OFFLINE_LIBRARY_NAME}: pictures drawn by Kiln, no network needed. Set UNSPLASH_ACCESS_KEY on the server
      to search Unsplash photos.
    </p>
  );
}

/** Seed 001 §2.4 stock tab: search, the default categories with 'See more →', 'Show More' pages. */
export function StockTab({ isMapped, onChoose }: StockTabProps) {
  const { input, setInput, results, searchNow, showMore } = useStockSearch();
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: results.status === 'idle' });
  const source = results.source ?? categories.data?.source ?? null;
  const tiles = (images: ImageAsset[]) =>
    images.map((image) => (
      <ImageTile key={image.id} image={image} isMapped={isMapped(image)} onChoose={onChoose} />
    ));

  return (
    <div className="@container flex flex-col gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={MESSAGES.SEARCH_IMAGES}
          placeholder={MESSAGES.SEARCH_IMAGES}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              searchNow();
            }
          }}
          className="pl-8"
        />
      </div>
      {source === 'offline' ? <OfflineNote /> : null}
      {results.status === 'idle' ? (
        categories.isPending ? (
          <Placeholders />
        ) : categories.isError ? (
          <p className="py-6 text-center text-sm text-zinc-500">{MESSAGES.SEARCH_IMAGES}</p>
        ) : (
          Object.entries(categories.data.data).map(([category, images]) => (
            <section key={category} aria-label={category} className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between">
                <h3 className="text-[13px] font-semibold text-zinc-800">{category}</h3>
                <button
                  type="button"
                  onClick={() => searchNow(category)}
                  className="rounded text-[12px] font-medium text-blue-600 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-blue-500/50"
                >
                  {MESSAGES.SEE_MORE}
                </button>
              </div>
              <ImageGrid>{tiles(images)}</ImageGrid>
            </section>
          ))
        )
      ) : results.status === 'loading' ? (
        <Placeholders />
      ) : results.images.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-500">{MESSAGES.NO_RESULTS}</p>
      ) : (
        <>
          <ImageGrid>{tiles(results.images)}</ImageGrid>
          {results.hasMore ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={showMore}
              disabled={results.status === 'more'}
              className="self-center"
            >
              {MESSAGES.SHOW_MORE}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
