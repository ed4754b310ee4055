"""Derives an anonymised BCP export from an event saved by CrusherJoe/40k-enhanced (SOURCES.tsv).

Usage: python3 derive-bcp-export.py <event dir with the repo's files and _raw/> <out dir>
Writes the three files an organiser brings to the import, in the shapes the repo saved them:
players.json (its /v1/players extraction), pairings.json (its /v1/pairings extraction) and
army-lists.json (BCP's own /v1/armylists records, trimmed of the HTML copy). Players are named
"Player P001"… in the order of packages/pairing's fixture (sorted pairings names), so its published
placings are the oracle; teams become "Club 1"…; real names are removed from list texts. The
players file keeps the repo's own spellings where they differ from the pairings' (a BCP quirk:
registration name against profile name), anonymised as "Registrant P0xx", so only the army lists
link them, as in the real files.
"""
import glob, json, os, re, sys

src, out = sys.argv[1], sys.argv[2]
base = [f for f in glob.glob(os.path.join(src, '*.json')) if not f.endswith(('-pairings.json', '-placings.json'))][0]
roster = json.load(open(base))
pairings = json.load(open(base.replace('.json', '-pairings.json')))
names = sorted({g['p1'] for g in pairings if g['p1']} | {g['p2'] for g in pairings if g['p2']})
anon = {n: f'Player P{i + 1:03d}' for i, n in enumerate(names)}
raws = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(src, '_raw', '*.json')))]
by_list = {r['id']: r for r in raws}
teams = {}
def team(name):
    if not name: return None
    teams.setdefault(name, f'Club {len(teams) + 1}')
    return teams[name]
def profile(r):
    return f"{r['player']['firstName']} {r['player']['lastName']}".strip()
real_names = set(names) | {p['name'] for p in roster['players']} | {profile(r) for r in raws}
def scrub(text):
    # Whole names, then surnames as words ("Knight" is also a unit's name: it stays).
    for n in sorted(real_names, key=len, reverse=True):
        text = re.sub(re.escape(n), 'Player', text, flags=re.I)
        last = n.split()[-1]
        if len(last) > 3 and last.lower() != 'knight':
            text = re.sub(r'\b' + re.escape(last) + r'\b', 'Player', text, flags=re.I)
    return text
def retitle(text, a):
    # The list's own title (the first line) is often a nickname: it becomes the anonymised name.
    first, _, rest = text.partition('\n')
    points = re.search(r'\(\d[\d,]* (?:points|pts)\)', first)
    return f"{a} list {points.group(0) if points else ''}".strip() + '\n' + rest if first.strip() else text
def pid(name):
    return anon[name].split()[-1]
players = []
for p in roster['players']:
    raw = by_list.get(p['listId'])
    profile_name = profile(raw) if raw else p['name']
    a = anon.get(profile_name) or anon.get(p['name'])
    if a is None: raise SystemExit(f"cannot place {p['name']}")
    shown = a if p['name'] in anon else a.replace('Player', 'Registrant')
    players.append({'name': shown, 'faction': p['faction'], 'detachment': p['detachment'], 'team': team(p['team']),
                    'dropped': p['dropped'], 'listId': p['listId']})
event = roster['event']
os.makedirs(out, exist_ok=True)
json.dump({'event': {'id': event['id'], 'name': event['name'], 'totalPlayers': event['totalPlayers'],
                     'eventDate': event['eventDate']}, 'players': players}, open(os.path.join(out, 'players.json'), 'w'), indent=1)
json.dump([{'round': g['round'], 'p1': anon.get(g['p1'], ''), 'p2': anon.get(g['p2'], ''), 'p1_pts': g['p1_pts'],
            'p2_pts': g['p2_pts']} for g in pairings], open(os.path.join(out, 'pairings.json'), 'w'), indent=1)
lists = []
for r in raws:
    a = anon[profile(r)]
    first, last = a.split()
    lists.append({'id': r['id'], 'userId': f'user-{last}', 'playerId': f'player-{last}', 'listType': r.get('listType'),
                  'armyListText': retitle(scrub(r.get('armyListText') or ''), a),
                  'player': {'id': f'player-{last}', 'firstName': first, 'lastName': last, 'army': r['player'].get('army'),
                             'team': {'name': team((r['player'].get('team') or {}).get('name'))} if r['player'].get('team') else None},
                  'user': {'firstName': first, 'lastName': last},
                  'army': r.get('army'), 'subFaction': r.get('subFaction'),
                  'event': {'id': r['event']['id'], 'name': r['event']['name'], 'eventDate': r['event']['eventDate']}})
lists.sort(key=lambda l: l['player']['lastName'])
json.dump(lists, open(os.path.join(out, 'army-lists.json'), 'w'), indent=1)
print(f'{out}: {len(players)} players, {len(pairings)} pairings, {len(lists)} lists')
