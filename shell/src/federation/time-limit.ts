/**
 * The load's own outcome if it settles within `ms`, otherwise the error `onTimeout` makes. A
 * server that accepts the connection and never answers would otherwise keep a page loading
 * forever, since neither fetch nor a script tag gives up by itself in reasonable time.
 */
export function withTimeLimit<T>(load: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([load, limit]).finally(() => clearTimeout(timer));
}
