// Drizzle table definitions, one file per domain. The SQL itself lives in ../migrations.
export {};
