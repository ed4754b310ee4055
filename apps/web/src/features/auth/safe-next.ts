/** Only same-app paths are followed after sign-in; anything else (//evil.example, https://…) goes home. */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/dashboard';
  if (next.startsWith('/login') || next.startsWith('/signup')) return '/dashboard';
  return next;
}
