export { JSX_DEV_RUNTIME, JSX_RUNTIME_SOURCE, writeJsxRuntime } from './runtime';
export {
  FILE_NAME_ATTRIBUTE,
  isHostElementName,
  type ParsedUniqueId,
  parserPlugins,
  parseUniqueId,
  type SourceMap,
  type TagJsxResult,
  tagJsx,
  UNIQUE_ID_ATTRIBUTE,
  uniqueIdFor,
} from './tag-jsx';
