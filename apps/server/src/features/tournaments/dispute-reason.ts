/**
 * Why two reports clash, each as its player entered it, their own score first ("Ann reported Ann
 * 60, Ben 55; Ben reported Ben 70, Ann 40."): one text for both players and the organiser, which
 * neither player has to turn round to recognise.
 */
export function clashingScores(
  names: { a: string; b: string },
  first: { side: 'a' | 'b'; vpA: number; vpB: number },
  second: { side: 'a' | 'b'; vpA: number; vpB: number },
): string {
  const told = ({ side, vpA, vpB }: typeof first) => {
    const [own, other] = side === 'a' ? [names.a, names.b] : [names.b, names.a];
    const [ownVp, otherVp] = side === 'a' ? [vpA, vpB] : [vpB, vpA];
    return `${own} reported ${own} ${ownVp}, ${other} ${otherVp}`;
  };
  return `The players reported different scores: ${told(first)}; ${told(second)}.`;
}
