/**
 * A second, tiny entry that index.html loads before the app: in live builds it
 * starts the startup requests while React and the views are still
 * downloading. Simulator builds wait for the mock service worker instead.
 */
import { startAllStartupRequests } from './api/startup';

if (!__SIMULATOR__) startAllStartupRequests();
