/**
 * Large packages the api needs only for some requests or settings; they load when used, not at
 * start (each one is hundreds of modules): TypeORM runs the migrations, exceljs reads and writes
 * the dealers' Excel files, pdf-lib renders PDFs (in the worker and a worker thread), the
 * EventStoreDB client serves EVENT_STORE=esdb://…
 */
export const LOADED_WHEN_USED = ['typeorm', 'exceljs', 'pdf-lib', '@eventstore/db-client', '@grpc/grpc-js'];
