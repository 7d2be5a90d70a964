/** The slice of a pino logger the database layer uses. */
export interface DbLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
