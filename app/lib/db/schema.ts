/**
 * Table types for Kysely. Keep in step with the migrations in ./migrations.
 * (Filled in by the lead-capture and admin work.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
