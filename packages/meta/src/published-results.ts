import type { ResultTable } from './faction-estimate';

/**
 * Published faction results bundled with the app, each table exactly as its source printed it
 * (win rates, games or share of the field), with its address and period. A rating cites the tables
 * it rests on; an admin can load newer ones. Sources: data/published-results/SOURCES.tsv.
 */
export const publishedResultTables: ResultTable[] = [];
