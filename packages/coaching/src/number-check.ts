const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)?/g)?.map((n) => n.replace(',', '.')) ?? [];

/**
 * Numbers a model wrote that none of the facts it was given contain: the coach shows them as
 * unchecked rather than passing them off as Muster’s maths. Numbers
 * the user wrote are not flagged because the caller passes the question as a fact too.
 */
export function unverifiedNumbers(reply: string, facts: string[]): string[] {
  const known = new Set(facts.flatMap(numbersIn));
  return [...new Set(numbersIn(reply).filter((n) => !known.has(n)))];
}
