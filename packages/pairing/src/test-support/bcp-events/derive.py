"""Derives an anonymised fixture from a BCP event as saved by CrusherJoe/40k-enhanced (see SOURCES.tsv).

Usage: python3 derive.py <event dir with the repo's three files and _raw/> <out.json>
Players become P001… in name order; names are not kept. Per player: faction, dropped, and BCP's own
placing and tiebreaker figures (from each raw list record's player.metrics) as the oracle.
"""
import glob, json, os, sys

src, out = sys.argv[1], sys.argv[2]
base = [f for f in glob.glob(os.path.join(src, '*.json')) if not f.endswith(('-pairings.json', '-placings.json'))][0]
roster = json.load(open(base))
pairings = json.load(open(base.replace('.json', '-pairings.json')))
# Each raw record is found by its file's name (a slug of the placings' spelling) or by the BCP
# profile's own name: the pairings use one or the other.
slug_of = lambda name: '-'.join(name.lower().split())
metrics = {}
factions = {}
for f in glob.glob(os.path.join(src, '_raw', '*.json')):
    raw = json.load(open(f))
    player = raw['player']
    for slug in {os.path.basename(f).split('_')[0], slug_of(f"{player['firstName']} {player['lastName']}")}:
        metrics[slug] = player['metrics']
        factions[slug] = (raw.get('army') or {}).get('name')
# The pairings' spelling of each name (the roster file spells a few differently).
names = sorted({g['p1'] for g in pairings if g['p1']} | {g['p2'] for g in pairings if g['p2']})
ids = {name: f'P{i + 1:03d}' for i, name in enumerate(names)}
faction = {p['name']: p['faction'] for p in roster['players']}
dropped = {p['name']: bool(p['dropped']) for p in roster['players']}
games = []
for g in pairings:
    if not g['p1']:
        raise SystemExit(f'a game without player 1 in round {g["round"]}: handle it by hand')
    games.append({'round': g['round'], 'a': ids[g['p1']], 'b': ids[g['p2']] if g['p2'] else None,
                  'vpA': g['p1_pts'], 'vpB': g['p2_pts'] if g['p2'] else 0})
published = []
for name in names:
    m = metrics.get(slug_of(name))
    if not m:
        raise SystemExit(f'no BCP metrics for {name}')
    published.append({'id': ids[name], 'placing': m['placing'], 'wins': m['wins'], 'draws': m['draws'],
                      'losses': m['losses'], 'battlePoints': m['battlePoints'],
                      'oppGameWinPercentage': m['magic_match_percentage_sos'],
                      'pathToVictory': m['pathToVictory'], 'winsSoS': m['numWinsSoS']})
published.sort(key=lambda p: p['placing'])
event = roster['event']
json.dump({
    'event': {'name': event['name'], 'bcpId': event['id'], 'date': event['eventDate'][:10],
              'players': len(names), 'rounds': max(g['round'] for g in games)},
    'players': [{'id': ids[n], 'faction': faction.get(n) or factions.get(slug_of(n)),
                 'dropped': dropped.get(n, False)} for n in names],
    'games': games,
    'published': published,
}, open(out, 'w'), indent=1)
print(f'{out}: {len(names)} players, {len(games)} games')
