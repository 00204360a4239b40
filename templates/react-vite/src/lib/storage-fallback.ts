// Imported first by src/main.tsx, so it runs before any module of the app reads storage.
import { installStorageFallback } from './storage';

installStorageFallback();
