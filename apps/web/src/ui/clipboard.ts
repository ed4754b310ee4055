/**
 * Writes text to the clipboard. False when this browser has no clipboard here (a page not served
 * over HTTPS) or refuses to write (no permission, the page not focused), so the caller can say so
 * instead of claiming it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
