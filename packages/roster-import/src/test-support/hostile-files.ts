// Hostile files for tests and the hostile-file bench, shared with the server's tests.
export { withLyingSizes, zipBomb, zipOf } from './archive-builders';
export { deflateBomb, zlibBomb } from './deflate-bomb';
