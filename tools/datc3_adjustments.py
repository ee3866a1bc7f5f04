#!/usr/bin/env python3
"""Converts the build-phase cases (6.I, 6.J) of the DATC 3.0 JSON into scenario lines for our tests.

usage: python3 tools/datc3_adjustments.py ../shared/datc/datc_v3.0.json > src/test/resources/datc/datc_v3.0_adjustments.jsonl
Each line: {"case", "scenario" (interchange format), "expected_orders" {order: Succeeds|Fails}, "removed" [units]}.
Supply centres start as in 1901, then "occupiers" and the starting units' own centres change hands (the
state after a Fall). The 1971-edition civil-disorder case is skipped: DATC 3.0 follows the 2023 rulebook.
"""
import json
import sys

POWERS = {'AUS': 'Austria', 'ENG': 'England', 'FRA': 'France', 'GER': 'Germany', 'ITA': 'Italy',
          'RUS': 'Russia', 'TUR': 'Turkey'}
HOMES = {'Austria': ['bud', 'tri', 'vie'], 'England': ['edi', 'lon', 'lvp'], 'France': ['bre', 'mar', 'par'],
         'Germany': ['ber', 'kie', 'mun'], 'Italy': ['nap', 'rom', 'ven'], 'Russia': ['mos', 'sev', 'stp', 'war'],
         'Turkey': ['ank', 'con', 'smy']}
CENTRES = {c for cs in HOMES.values() for c in cs} | {'bel', 'bul', 'den', 'gre', 'hol', 'nwy', 'por', 'rum', 'ser',
                                                      'spa', 'swe', 'tun'}


def unit(text):
    power, u = text.split(': ')
    kind, where = u.split()
    return POWERS[power], kind + ' ' + where.replace('(', '/').replace(')', '')


def main():
    cases = json.load(open(sys.argv[1]))['cases']
    for c in cases:
        if c.get('phase') != 'Build' or c.get('edition') == '1971':
            continue
        owner = {p: n for n, cs in HOMES.items() for p in cs}
        for prov, p in c.get('occupiers', {}).items():
            owner[prov] = POWERS[p]
        units = {}
        for s in c.get('starting_state', []):
            power, u = unit(s)
            units.setdefault(power, []).append(u)
            prov = u.split()[1].split('/')[0]
            if prov in CENTRES:
                owner[prov] = power
        orders, expected = {}, {}
        for text, want in c['orders'].items():
            power, rest = text.split(': ')
            words = rest.replace('(', '/').replace(')', '').split()
            verb = words[-1]
            order = ('Build ' if verb == 'build' else 'Remove ') + ' '.join(words[:-1])
            orders.setdefault(POWERS[power], []).append(order)
            if want:
                expected[POWERS[power] + ': ' + order] = want
        sc = {}
        for prov, p in sorted(owner.items()):
            sc.setdefault(p, []).append(prov)
        name = c['url'].split('#')[1] + ('' if 'second' not in c['name'] else '.2')
        line = {'case': name, 'name': c['name'],
                'scenario': {'phase': 'W1901A', 'units': units, 'sc_owners': sc, 'orders': orders},
                'expected_orders': expected,
                'removed': [' '.join(unit(u)) for u in c.get('civil_disorder', [])]}
        print(json.dumps(line))


main()
