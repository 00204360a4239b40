// The server-side face of the bridge. The runtime (`runtime/`) runs only inside preview pages and is
// reached through `buildPreviewBridgeScript`, so no DOM types leak into the server's type check.
export { buildPreviewBridgeScript } from './build-script';
