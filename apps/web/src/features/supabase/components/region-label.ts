import { SUPABASE_REGIONS } from '@kiln/contracts';

/** A region as seed 002 §9 words it ("EU Frankfurt"), or its id when the seed has no label for it. */
export const regionLabel = (id: string) => SUPABASE_REGIONS.find((region) => region.id === id)?.label ?? id;
