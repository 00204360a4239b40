/** What the server's integration tests (they build and render the apps) need beyond the model itself. */

export { RECIPE_IDS, type RecipeId } from './app-spec';
export { SHARED_COPY } from './locale';
export { recipeMigration } from './recipes/supabase-tables';
