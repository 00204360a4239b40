/**
 * Kiln's built-in model, `kiln-offline`: used when no provider key is configured, and by tests.
 * See README.md for the recipes it builds and the edits it understands.
 */

export { createOfflineModel, OFFLINE_MODEL_ID, type OfflineModelOptions } from './offline-model';
export { CAPABILITIES, CONNECT_A_MODEL } from './replies';
