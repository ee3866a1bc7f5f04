#!/usr/bin/env python3
"""Builds maps/europe-1615/variant.json and geometry.json from tools/europe1615/board.txt.

Borders between provinces made of 1600 territories come from the 1600 board
(shared/reference/europe-1615/europe1600-install.php, found
in the nearest folder above the repository that has it), with its army and fleet flags; the
rest are the hand borders of board.txt. Run from the repository root:

    python3 tools/europe1615/board.py [path/to/europe1600-install.php]

With --report it prints, instead, every border and where it came from (for NOTES.md).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def default_source():
    """The 1600 board in the nearest shared/reference folder above the repository."""
    d = ROOT
    while True:
        f = os.path.join(d, 'shared', 'reference', 'europe-1615', 'europe1600-install.php')
        if os.path.isfile(f) or os.path.dirname(d) == d:
            return f
        d = os.path.dirname(d)


OUT = os.path.join(ROOT, 'maps', 'europe-1615')


def sections(path):
    """The [section] blocks of board.txt as lists of lines; a line starting with # is a comment."""
    out, cur = {}, None
    with open(path, encoding='utf-8') as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            m = re.fullmatch(r'\[(\w+)\]', line)
            if m:
                cur = out.setdefault(m.group(1), [])
            else:
                cur.append(line)
    return out


def point(text):
    lon, lat = text.split(',')
    return [float(lon), float(lat)]


def read_1600(path):
    text = open(path, encoding='utf-8').read()
    borders = re.findall(r"array\('([^']+)','([^']+)','(\w+)','(\w+)'\)", text)
    return [(a, b, f == 'Yes', ar == 'Yes') for a, b, f, ar in borders]


def key(a, b):
    return tuple(sorted((a, b)))


def build(src_1600):
    s = sections(os.path.join(HERE, 'board.txt'))
    provinces = {}
    for line in s['provinces']:
        pid, kind, value, holder, unit, anchor, names = [x.strip() for x in line.split('|')]
        name, _, aliases = names.partition(';')
        provinces[pid] = dict(id=pid, kind=kind, value=None if value == '-' else int(value),
                              holder=None if holder == '-' else holder, unit=None if unit == '-' else unit,
                              anchor=point(anchor), name=name.strip(),
                              aliases=[a.strip() for a in aliases.split(',') if a.strip()])
    mapping = {}
    for line in s['from1600']:
        loc, names = [x.strip() for x in line.split('=')]
        for n in names.split(','):
            mapping[n.strip()] = loc
    coasts = {}
    for line in s.get('coasts', []):
        pid, coast, at = line.split()
        coasts.setdefault(pid, {})[coast] = point(at)

    army, fleet, origin = {}, {}, {}
    for a, b, f, ar in read_1600(src_1600):
        ma, mb = mapping.get(a), mapping.get(b)
        if ma is None or mb is None or ma.split('/')[0] == mb.split('/')[0]:
            continue
        if ar:
            k = key(ma.split('/')[0], mb.split('/')[0])
            army[k] = True
            origin.setdefault(('A',) + k, []).append(a + ' - ' + b)
        if f:
            if (ma.split('/')[0] in coasts and '/' not in ma) or (mb.split('/')[0] in coasts and '/' not in mb):
                continue
            k = key(ma, mb)
            fleet[k] = True
            origin.setdefault(('F',) + k, []).append(a + ' - ' + b)
    removed = []
    for line in s.get('remove', []):
        a, b, what = line.split()
        for w in what:
            table = army if w == 'A' else fleet
            if key(a, b) not in table:
                sys.exit('remove: %s %s %s is not a 1600 border' % (a, b, w))
            del table[key(a, b)]
            removed.append((w, a, b))
    hand = []
    for line in s['edges']:
        a, b, what = line.split()
        for w in what:
            table = army if w == 'A' else fleet
            if key(a, b) in table:
                sys.exit('edge %s %s %s already comes from the 1600 board' % (a, b, w))
            table[key(a, b)] = True
            hand.append((w, a, b))
    check(provinces, army, fleet, coasts)

    powers, roles, confessions = [], {}, {}
    for line in s['powers']:
        name, adj, colour, conf, role = [x.strip() for x in line.split('|')]
        powers.append(dict(name=name, adjective=adj, colour=colour))
        roles[name] = role
        confessions[name] = conf
    states = []
    majors = {p['name'] for p in powers}
    for line in s['states']:
        k, power, provs, what = [x.strip() for x in line.split('|')]
        provs = provs.split()
        words = what.split()
        st = dict(key=k, power=power, provinces=provs)
        if 'pliant' in words:
            st['pliant'] = True
        if 'catholic' in words:
            st['confession'] = 'catholic'
        if 'islamic' in words:
            st['confession'] = 'islamic'
        if 'ottoman' in words:
            st['ottoman'] = True
        if 'awakes' in words:
            st['awakes'] = words[words.index('awakes') + 1]
        if power not in majors:
            start = {pid: provinces[pid]['unit'] for pid in provs
                     if provinces[pid]['unit'] and provinces[pid]['holder'] == power}
            if start:
                st['units'] = start
        states.append(st)

    out_provinces, units = [], []
    for p in provinces.values():
        d = dict(id=p['id'], name=p['name'], kind=p['kind'])
        if p['aliases']:
            d['aliases'] = p['aliases']
        if p['value'] is not None:
            d['supplyCentre'] = True
            if p['holder'] in majors:
                d['home'] = p['holder']
        if p['id'] in coasts:
            d['coasts'] = sorted(coasts[p['id']])
        out_provinces.append(d)
        if p['unit'] and p['holder'] in majors:
            kind, _, coast = p['unit'].partition('/')
            units.append(dict(power=p['holder'], unit=kind, at=p['id'] + ('/' + coast if coast else '')))
    centres = sum(1 for p in provinces.values() if p['value'] is not None)
    values = {p['id']: p['value'] for p in provinces.values() if p['value'] is not None}
    territory = {p['id']: p['holder'] for p in provinces.values() if p['value'] is None and p['holder']}
    rules = {
        'ruleset': 'europe-1615',
        'phases': [
            {'season': 'Spring', 'code': 'S', 'type': 'movement'},
            {'season': 'Spring', 'code': 'S', 'type': 'retreat'},
            {'season': 'Summer', 'code': 'Su', 'type': 'movement'},
            {'season': 'Summer', 'code': 'Su', 'type': 'retreat'},
            {'season': 'Fall', 'code': 'F', 'type': 'movement', 'centres': True},
            {'season': 'Fall', 'code': 'F', 'type': 'retreat', 'centres': True},
            {'season': 'Early Winter', 'code': 'EW', 'type': 'adjustment'},
            {'season': 'Late Winter', 'code': 'LW', 'type': 'adjustment'},
        ],
        'majors': [p for p, r in roles.items() if r == 'major'],
        'confessions': confessions,
        'values': values,
        'territory': territory,
        'states': states,
        'firstYearAttackOrder': ['England', 'Austria', 'Denmark', 'France', 'Spain'],
        'rome': 'rom',
        'islamicSupportBanned': ['rom', 'mar', 'ven', 'pia', 'tus', 'nap'],
        'victoryRounds': 5,
        'ottomanDraw': {'centres': 7, 'christian': 5},
    }
    variant = {
        'id': 'europe-1615', 'name': 'Europe 1615', 'startYear': 1615, 'calendar': 'seasons',
        'victoryCentres': centres, 'supplyCentres': centres,
        'homeCentres': sum(1 for p in out_provinces if 'home' in p),
        'powers': powers, 'provinces': out_provinces,
        'armyEdges': [list(k) for k in sorted(army)],
        'fleetEdges': [list(k) for k in sorted(fleet)],
        'startingUnits': units, 'rules': rules,
    }
    seeds = {}
    for line in s.get('seeds', []):
        parts = line.split()
        seeds[parts[0]] = [point(x) for x in parts[1:]]
    geo_provinces = {}
    for p in provinces.values():
        g = {'anchor': p['anchor'], 'label': [p['anchor'][0], round(p['anchor'][1] + 0.4, 2)]}
        if p['id'] in seeds:
            g['seeds'] = seeds[p['id']]
        if p['id'] in coasts:
            g['coasts'] = coasts[p['id']]
        geo_provinces[p['id']] = g
    geometry = {
        'coordinates': 'lonlat', 'projection': 'mercator', 'bounds': [-12.0, 32.5, 36.0, 64.5],
        'land': 'land.json',
        'neutral': [point(x) for line in s.get('neutral', []) for x in line.split()],
        'provinces': geo_provinces,
    }
    return variant, geometry, origin, hand, removed


def check(provinces, army, fleet, coasts):
    problems = []
    ends = {}
    for (a, b) in fleet:
        for x in (a, b):
            ends.setdefault(x.split('/')[0], set()).add(x)
    for p in provinces.values():
        has_fleet = p['id'] in ends
        if p['kind'] == 'land' and has_fleet:
            problems.append('%s is land but has fleet borders %s' % (p['id'], sorted(ends[p['id']])))
        if p['kind'] in ('coastal', 'sea') and not has_fleet:
            problems.append('%s is %s but has no fleet border' % (p['id'], p['kind']))
    for (a, b) in army:
        for x in (a, b):
            if provinces[x]['kind'] == 'sea':
                problems.append('army border %s-%s touches a sea' % (a, b))
    if problems:
        sys.exit('\n'.join(problems))


def dump(obj):
    return json.dumps(obj, indent=1, ensure_ascii=False) + '\n'


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    variant, geometry, origin, hand, removed = build(args[0] if args else default_source())
    if '--report' in sys.argv:
        for k in sorted(origin):
            w, a, b = k
            if (w == 'A' and not any(x == (w, a, b) or x == (w, b, a) for x in removed)) or w == 'F':
                print('%s %s-%s <- 1600 %s' % (w, a, b, '; '.join(origin[k])))
        for w, a, b in removed:
            print('removed %s %s-%s' % (w, a, b))
        for w, a, b in hand:
            print('hand %s %s-%s' % (w, a, b))
        return
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, 'variant.json'), 'w', encoding='utf-8') as f:
        f.write(dump(variant))
    with open(os.path.join(OUT, 'geometry.json'), 'w', encoding='utf-8') as f:
        f.write(dump(geometry))
    print('wrote %d provinces, %d army and %d fleet borders' % (
        len(variant['provinces']), len(variant['armyEdges']), len(variant['fleetEdges'])))


if __name__ == '__main__':
    main()
