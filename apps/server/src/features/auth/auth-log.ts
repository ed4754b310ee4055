type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * One of better-auth's log arguments as a line may show it. Its default logger printed whole
 * query errors, whose text ends with the query's parameters: during a PostgreSQL outage every
 * signed-in request wrote its session token to the log. An error is shown by its class, its
 * PostgreSQL code and its cause's message, and never past a "params:" line.
 */
export function describeAuthLogArgument(value: unknown): string {
  if (value instanceof Error) {
    const cause = value.cause instanceof Error ? value.cause : null;
    const code = (cause as { code?: unknown } | null)?.code ?? (value as { code?: unknown }).code;
    const text = (cause ?? value).message.split(/\n\s*params:/)[0]?.trim() ?? '';
    return `${value.name}${typeof code === 'string' ? ` ${code}` : ''}: ${text}`;
  }
  if (typeof value === 'string') return value.split(/\n\s*params:/)[0] ?? '';
  return '';
}

/** better-auth's `logger.log`: one line per event on the server's console, nothing secret. */
export function logAuthEvent(level: AuthLogLevel, message: string, ...args: unknown[]): void {
  const details = args.map(describeAuthLogArgument).filter(Boolean);
  const line = `[muster] auth ${level}: ${describeAuthLogArgument(message)}${details.length ? ` (${details.join('; ')})` : ''}`;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
