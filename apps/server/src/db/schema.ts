// Every table, for drizzle's relational queries and drizzle-kit's migration generator.
export * from '../features/content/content.table';
export * from '../features/error-reports/error-report.table';
export * from '../http/rate-limit/rate-limit.table';
