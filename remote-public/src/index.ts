// Standalone development page only (production remotes expose ./routes and nothing else).
// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs.
void import('./bootstrap');
