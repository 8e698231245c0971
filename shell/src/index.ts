import { startEarlyFetches } from './delivery/early-fetches';

// The remote registry and remote-public's manifest download alongside the shared code.
startEarlyFetches();
// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs.
void import('./bootstrap');
