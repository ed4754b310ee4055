import type { RecommendationMatchReply } from '@muster/contracts';
import { optionLabel } from '../onboarding/questionnaire-fields';

const goalText: Record<string, string> = {
  learn_rules: 'learning the rules',
  build_lists: 'building lists',
  improve_tactics: 'improving your tactics',
  win_tournaments: 'winning tournaments',
};

/** One reason a pick is on the shelf, in plain words ("Matches your faction: Necrons"). */
export function matchText(match: RecommendationMatchReply): string {
  switch (match.kind) {
    case 'faction':
      return `Matches your faction: ${match.value}`;
    case 'goal':
      return `For your goal: ${goalText[match.value ?? ''] ?? optionLabel(match.value ?? '').toLowerCase()}`;
    case 'experience':
      return `At your level: ${optionLabel(match.value ?? '').toLowerCase()}`;
    case 'preference':
      return `Matches your library preferences (${optionLabel(match.value ?? '').toLowerCase()})`;
    case 'starter':
      return 'A good place to start';
    case 'roster':
      return 'Fits your rosters';
    case 'history':
      return 'Like what you read recently';
    case 'featured':
      return 'Featured';
  }
}

/** The two most telling reasons, so the card's note stays one line on a phone. */
export function recommendationNote(matches: RecommendationMatchReply[]): string {
  return matches.slice(0, 2).map(matchText).join(' · ');
}
