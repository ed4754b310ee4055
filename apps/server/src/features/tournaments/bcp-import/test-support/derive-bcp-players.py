"""Anonymises a raw BCP /v1/players?placings=true response (players with their games) (SOURCES.tsv).

Usage: python3 derive-bcp-players.py <raw players json> <out json>
Keeps BCP's record shape and every figure the import and its oracle use (placing, games,
opponentIds, dropped, army, numWins, battlePoints, magic_match_percentage_sos); names become
"Player R01"… by placing, BCP's player codes and ids are replaced consistently, teams become
"Club N". Everything else of the record is dropped.
"""
import json, sys

raw = json.load(open(sys.argv[1]))
players = sorted(raw['data'], key=lambda p: p['placing'])
tag = {p['playerId']: f'R{i + 1:02d}' for i, p in enumerate(players)}
teams = {}
def team(t):
    if not t or not t.get('name'): return {}
    teams.setdefault(t['name'], f'Club {len(teams) + 1}')
    return {'name': teams[t['name']], 'id': f'team-{len(teams)}'}
out = []
for p in players:
    r = tag[p['playerId']]
    out.append({
        'placing': p['placing'], 'name': f'Player {r}', 'firstName': 'Player', 'lastName': r,
        'numWins': p['numWins'], 'battlePoints': p['battlePoints'],
        'magic_match_percentage_sos': p['magic_match_percentage_sos'],
        'armyName': p.get('armyName', ''), 'userId': f'user-{r}', 'playerId': f'CODE-{r}', 'id': f'player-{r}',
        'opponentIds': {k: f'CODE-{tag[v]}' for k, v in p['opponentIds'].items()},
        'games': [{'gameNum': g['gameNum'], 'gameResult': g['gameResult'], 'gamePoints': g['gamePoints']} for g in p['games']],
        'checkedIn': p.get('checkedIn'), 'dropped': p['dropped'], 'team': team(p.get('team')),
        'army': {'name': p['army']['name']} if p.get('army', {}).get('name') else {},
    })
json.dump({'data': out, 'nextKey': None}, open(sys.argv[2], 'w'), indent=1)
print(f'{sys.argv[2]}: {len(out)} players')
