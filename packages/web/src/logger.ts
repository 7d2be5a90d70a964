/** The app's only way to log. Silent in production builds (the spec disables console logging there) and in tests. */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
}

const silent: Logger = { error() {}, warn() {}, info() {} };

export function createLogger(enabled: boolean): Logger {
  if (!enabled) return silent;
  // biome-ignore-start lint/suspicious/noConsole: the single console sink, active in development only
  return {
    error: (message, detail) => console.error(`[poxscan] ${message}`, detail ?? ''),
    warn: (message, detail) => console.warn(`[poxscan] ${message}`, detail ?? ''),
    info: (message, detail) => console.info(`[poxscan] ${message}`, detail ?? ''),
  };
  // biome-ignore-end lint/suspicious/noConsole: the single console sink
}

export const logger: Logger = createLogger(import.meta.env.DEV && import.meta.env.MODE !== 'test');
