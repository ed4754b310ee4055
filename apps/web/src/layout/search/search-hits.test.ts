import type { SearchReply } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import type { ContentSearchResult } from '../../content/content-search';
import { formatEventDate, searchGroups } from './search-hits';

const pages = [
  { path: '/rosters', title: 'My Rosters', keywords: 'army lists import' },
  { path: '/battle-simulator', title: 'Battle Simulator', keywords: 'dice damage' },
];

const article = (contentId: string, title: string): ContentSearchResult => ({
  contentId,
  title,
  description: '',
  category: 'fundamental_concepts',
  format: 'article',
  relevanceScore: 3,
  snippets: [],
  isPremium: false,
});

const own: SearchReply = {
  rosters: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Army of Hammers',
      faction: 'Space Marines',
      points: 1995,
    },
  ],
  units: [
    {
      rosterId: '11111111-1111-4111-8111-111111111111',
      rosterName: 'Army of Hammers',
      unitName: 'Hammerfall Bunker',
      copies: 2,
    },
  ],
  events: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Hammer GT',
      startsOn: '2030-05-01',
      role: 'organiser',
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Hammer Cup',
      startsOn: '2030-12-31',
      role: 'player',
    },
  ],
};

describe('the header search groups', () => {
  it('lists screens, articles, rosters, units and events in that order, each leading to its page', () => {
    const groups = searchGroups('army', pages, [article('c-1', 'Army Building 101')], own);
    expect(groups.map((group) => group.name)).toEqual(['Screens', 'Articles', 'Rosters', 'Units', 'Events']);
    expect(groups.flatMap((group) => group.hits.map((hit) => [hit.label, hit.detail, hit.to]))).toEqual([
      ['My Rosters', 'Screen', '/rosters'],
      ['Army Building 101', 'Library', '/library?content=c-1'],
      ['Army of Hammers', 'Space Marines · 1995 pts', '/rosters/11111111-1111-4111-8111-111111111111'],
      ['Hammerfall Bunker ×2', 'in Army of Hammers', '/rosters/11111111-1111-4111-8111-111111111111'],
      ['Hammer GT', 'Organising · 1 May 2030', '/tournament/22222222-2222-4222-8222-222222222222'],
      ['Hammer Cup', 'Registered · 31 Dec 2030', '/tournament/33333333-3333-4333-8333-333333333333'],
    ]);
  });

  it('leaves out empty groups, and has none for an empty query', () => {
    expect(searchGroups('dice', pages, [], undefined).map((group) => group.name)).toEqual(['Screens']);
    expect(searchGroups('   ', pages, [article('c-1', 'x')], own)).toEqual([]);
  });

  it('shows at most five screens and five articles', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ path: `/p${i}`, title: `Page ${i}`, keywords: '' }));
    const articles = Array.from({ length: 7 }, (_, i) => article(`c-${i}`, `Page article ${i}`));
    const groups = searchGroups('page', many, articles, undefined);
    expect(groups.map((group) => group.hits.length)).toEqual([5, 5]);
  });

  it('writes an event date as the day it is, in any time zone', () => {
    expect(formatEventDate('2030-01-01')).toBe('1 Jan 2030');
  });
});
