/** The e2e suite's slow local model (fake-model-server.ts): its name, and where Kiln reaches it. */
export const FAKE_MODEL = 'slow-local-model';

export function fakeModelUrl(kilnPort: number): string {
  return `http://127.0.0.1:${kilnPort + 3000}/v1`;
}
