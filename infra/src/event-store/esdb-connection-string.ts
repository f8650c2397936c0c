/** `kurrentdb://` is the same protocol under the new name; the v6 client only knows `esdb://`. */
export function normaliseEsdbConnectionString(connectionString: string): string {
  return connectionString.replace(/^kurrentdb(\+discover)?:\/\//, (_m, discover: string | undefined) => `esdb${discover ?? ''}://`);
}

export function isEsdbConnectionString(value: string): boolean {
  return /^(esdb|kurrentdb)(\+discover)?:\/\//.test(value);
}
