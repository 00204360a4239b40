export { type EsbuildJsxTaggerOptions, esbuildJsxTagger } from './esbuild-plugin';
export {
  FILE_NAME_ATTRIBUTE,
  type SourceMap,
  type TagJsxResult,
  tagJsx,
  UNIQUE_ID_ATTRIBUTE,
} from './tag-jsx';
