export { EditorToggle } from './components/editor-toggle';
export { VisualEditing, type VisualEditingProps } from './components/visual-editing';
