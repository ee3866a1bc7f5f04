#!/usr/bin/env python3
"""Converts the Diplomacy of the Empire board facts in ../shared/reference/diplomacy-of-the-empire/territories.csv
into maps/diplomacy-of-the-empire/variant.json, applying the rulebook's corrections (NOTES.md says why):
its names and abbreviations, its 16 ten-talent territories, two coasts for Hispania, Italia and Macedonia, and
the four straits. Run from the repository root:  python3 tools/dote/convert.py [path/to/territories.csv]
(the default is the shared reference folder, ../shared beside the main checkout)."""
import csv, json, sys

CSV = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/reference/diplomacy-of-the-empire/territories.csv"
OUT = "maps/diplomacy-of-the-empire/variant.json"

# csv name -> (id, name, aliases). Ids are the rulebook's abbreviations where its table gives one (A to D and the
# seas); the rest follow the same pattern, with the rulebook's own "Nar", "Ita", "Dal", "Num" and "Cea".
SPACES = {
    "Achaia": ("ach", "Achaia", []),
    "Africa Procons": ("afr", "Africa Procons", ["Africa Procnos", "Africa", "Africa Proconsularis"]),
    "Aquitania": ("aqu", "Aquitania", []),
    "Arabia Petrea": ("ara", "Arabia Petrea", ["Arabia Petrra", "Arabia", "Arabia Petraea"]),
    "Armenia": ("arm", "Armenia", []),
    "Asia": ("asi", "Asia", []),
    "Baleares": ("bal", "Baleares", ["Balearic Islands", "Balearics"]),
    "Baetica": ("bea", "Baetica", ["Beatica"]),
    "Belgica": ("bel", "Belgica", []),
    "Britannia": ("bri", "Britannia", ["Britania", "Britain"]),
    "Cappadocia": ("cap", "Cappadocia", []),
    "Caesariensis": ("cea", "Caesariensis", ["Ceasarienis", "Caesarienis", "Mauretania Caesariensis"]),
    "Cilicia": ("cil", "Cilicia", []),
    "Corsica": ("cor", "Corsica", []),
    "Creta": ("cre", "Creta", ["Crete"]),
    "Cyprus": ("cyp", "Cyprus", []),
    "Cyrenaica": ("cyr", "Cyrenaica", []),
    "Dacia": ("dac", "Dacia", []),
    "Dalmatia": ("dal", "Dalmatia", []),
    "Egyptus": ("egy", "Egyptus", ["Egypt", "Aegyptus"]),
    "Galatia": ("gal", "Galatia", ["Galaita"]),
    "Germania": ("ger", "Germania", []),
    "Hispania": ("his", "Hispania", ["Spain"]),
    "Italia": ("ita", "Italia", ["Italy"]),
    "Palestina": ("jud", "Judaea", ["Judia", "Judea", "Palestina"]),
    "Lugudunensis": ("lug", "Lugdunensis", ["Lugudunensis"]),
    "Lusitania": ("lus", "Lusitania", []),
    "Macedonia": ("mac", "Macedonia", ["Macidonia"]),
    "Mesopotamia": ("mes", "Mesopotamia", []),
    "Moesia": ("moe", "Moesia", []),
    "Narbonensis": ("nar", "Narbonensis", ["Narbonesis", "Gallia Narbonensis"]),
    "Neopolis": ("nea", "Neapolis", ["Neopolus", "Neopolis", "Naples"]),
    "Noricum": ("nor", "Noricum", []),
    "Numidia": ("num", "Numidia", []),
    "Pannonia": ("pan", "Pannonia", []),
    "Pontus Et Bithynia": ("pon", "Pontus et Bithynia", ["Pontus", "Bithynia"]),
    "Rhea": ("rhe", "Rhetia", ["Rhea", "Raetia"]),
    "Sardinia": ("sar", "Sardinia", []),
    "Sicilia": ("sic", "Sicilia", ["Sicily"]),
    "Syria": ("syr", "Syria", []),
    "Thracia": ("thr", "Thracia", ["Thrace"]),
    "Tingitana": ("tin", "Tingitana", ["Tingitania", "Mauretania Tingitana"]),
    "Mare Adriatico": ("mad", "Mare Adriaticum", ["Mare Adriatico", "Adriatic"]),
    "Mare Aegaeum": ("mae", "Mare Aegeum", ["Mare Aegaeum", "Aegean"]),
    "Mare Alexandria": ("mal", "Mare Alexandria", []),
    "Mare Amisus": ("mam", "Mare Amisus", []),
    "Mare Baliaricum": ("mba", "Mare Baliaricum", ["Mare Balearicum"]),
    "Mare Cantabricum": ("mca", "Mare Cantabricum", ["Bay of Biscay"]),
    "Mare Epirus": ("mep", "Mare Epirus", ["Ionian"]),
    "Mare Hispalis": ("mhi", "Mare Hispalis", []),
    "Mare Libycum": ("mli", "Mare Libycum", []),
    "Mare Narbo": ("mna", "Mare Narbo", []),
    "Mare Numidia": ("mnu", "Mare Numidia", []),
    "Mare Pelusium": ("mpe", "Mare Pelusium", []),
    "Mare Pontus Euxinus": ("mpo", "Mare Pontus Euxinus", ["Pontus Euxinus", "Black Sea"]),
    "Mare Rhodus": ("mrh", "Mare Rhodus", []),
    "Mare Sabrata": ("msa", "Mare Sabrata", []),
    "Mare Tyrrhenum": ("mty", "Mare Tyrrhenum", ["Tyrrhenian"]),
    "Oceanus Atlanticus": ("oat", "Oceanus Atlanticus", ["Atlantic"]),
    "Oceanus Britannicus": ("obr", "Oceanus Britannicus", ["English Channel"]),
}

TEN_TALENTS = ["his", "aqu", "bri", "ita", "nea", "mac", "ach", "asi", "gal", "syr", "mes", "egy", "cyr", "afr",
               "num", "cea"]
ISLANDS = ["bri", "sic", "sar", "cor", "cre", "cyp", "bal"]
HOMES = {"his": "Hispania", "ita": "Italia", "mac": "Macedonia", "gal": "Galatia", "mes": "Mesopotamia",
         "egy": "Egyptus", "num": "Numidia"}
POWERS = [("Hispania", "Hispanian", "#c0392b"), ("Italia", "Italian", "#7d3c98"), ("Macedonia", "Macedonian", "#2e86c1"),
          ("Galatia", "Galatian", "#d4ac0d"), ("Mesopotamia", "Mesopotamian", "#16a085"),
          ("Egyptus", "Egyptian", "#d6478f"), ("Numidia", "Numidian", "#2e8b3e")]
# Two coasts (rulebook): which seas each coast touches.
COASTS = {"his": {"nc": ["mca"], "sc": ["mna", "mba"]},
          "ita": {"ec": ["mad"], "wc": ["mty", "mna"]},
          "mac": {"ec": ["mae"], "wc": ["mep"]}}
STRAITS = [("thr", "asi"), ("bea", "tin"), ("nea", "sic"), ("bel", "bri")]
# Coast-to-coast fleet edges the common-sea rule gives but the shore does not have (see NOTES.md), and ones it misses.
NO_COAST_EDGE = [("lug", "ger")]


def main():
    rows = list(csv.reader(open(CSV)))
    by_no = {int(r[0]): r for r in rows}
    ident = {int(r[0]): SPACES[r[1]][0] for r in rows}
    spaces = {SPACES[r[1]][0]: r for r in rows}
    sea = {ident[n] for n, r in by_no.items() if r[2] == ""}
    nbrs = {ident[n]: sorted({ident[int(x)] for x in r[3].split(";")}) for n, r in by_no.items()}
    for a, ns in nbrs.items():
        for b in ns:
            assert a in nbrs[b], f"{a}-{b} is not symmetric"
    land = [i for i in nbrs if i not in sea]
    coastal = {i for i in land if any(n in sea for n in nbrs[i])}
    provinces = []
    for r in rows:
        i, name, aliases = SPACES[r[1]]
        p = {"id": i, "name": name, "kind": "sea" if i in sea else ("coastal" if i in coastal else "land")}
        if aliases:
            p["aliases"] = aliases
        if i not in sea:
            p["supplyCentre"] = True
        if i in HOMES:
            p["home"] = HOMES[i]
        if i in COASTS:
            p["coasts"] = list(COASTS[i])
        provinces.append(p)
    order = {p["id"]: k for k, p in enumerate(provinces)}
    army, fleet = set(), set()

    def edge(s, a, b):
        s.add(tuple(sorted((a, b), key=lambda x: (order[x.split("/")[0]], x))))

    def loc(p, sea_id):
        """The location of coastal p that touches sea_id."""
        if p not in COASTS:
            return p
        return next(f"{p}/{c}" for c, seas in COASTS[p].items() if sea_id in seas)

    for a in nbrs:
        for b in nbrs[a]:
            if a in sea and b in sea:
                edge(fleet, a, b)
            elif a in sea or b in sea:
                s, c = (a, b) if a in sea else (b, a)
                edge(fleet, s, loc(c, s))
            else:
                edge(army, a, b)
                if a in coastal and b in coastal:
                    for s in sorted(set(nbrs[a]) & set(nbrs[b]) & sea):
                        if (a, b) not in NO_COAST_EDGE and (b, a) not in NO_COAST_EDGE:
                            edge(fleet, loc(a, s), loc(b, s))
    for a, b in STRAITS:
        edge(army, a, b)
        edge(fleet, a, b)
    units = [{"power": HOMES[h], "unit": "I", "at": h} for h in HOMES]
    out = {
        "id": "diplomacy-of-the-empire",
        "name": "Diplomacy of the Empire",
        "startYear": -43,
        "calendar": "seasons",
        "victoryCentres": len(land),
        "supplyCentres": len(land),
        "homeCentres": len(HOMES),
        "powers": [{"name": n, "adjective": a, "colour": c} for n, a, c in POWERS],
        "provinces": provinces,
        "armyEdges": [list(e) for e in sorted(army, key=lambda e: (order[e[0].split("/")[0]], order[e[1].split("/")[0]], e))],
        "fleetEdges": [list(e) for e in sorted(fleet, key=lambda e: (order[e[0].split("/")[0]], order[e[1].split("/")[0]], e))],
        "unitKinds": [
            {"letter": "I", "abbreviation": "Inf", "name": "Infantry", "aliases": ["legion"], "naval": False,
             "strength": 1, "convoyable": True, "stages": 1, "roads": True},
            {"letter": "C", "abbreviation": "Cav", "name": "Cavalry", "aliases": ["horse"], "naval": False,
             "strength": 1, "convoyable": True, "stages": 2, "roads": True},
            {"letter": "K", "abbreviation": "Cat", "name": "Catapult", "aliases": ["catapults", "siege"], "naval": False,
             "strength": 1.5, "convoyable": True, "stages": 1, "roads": True, "retreatsAs": "I"},
            {"letter": "F", "abbreviation": "F", "name": "Fleet", "aliases": ["flt", "ship"], "naval": True,
             "strength": 1, "convoyable": False, "stages": 2, "roads": False},
        ],
        "startingUnits": units,
        "rules": {
            "ruleset": "diplomacy-of-the-empire",
            "phases": [
                {"season": "Spring", "type": "movement"}, {"season": "Spring", "type": "retreat"},
                {"season": "Fall", "type": "movement", "centres": True},
                {"season": "Fall", "type": "retreat", "centres": True},
                {"season": "Winter", "type": "adjustment"}],
            "era": "AD",
            "talents": {"default": 5, "ten": TEN_TALENTS},
            "islands": ISLANDS,
            "straits": [list(s) for s in STRAITS],
            "cities": {h: "capital" for h in HOMES},
            "economy": {
                "prices": {"I": 10, "C": 20, "K": 30, "F": 20, "city": 30, "fortifiedCity": 50, "fort": 20},
                "maintenance": 10, "cityTribute": 5, "payStep": 5,
                "inflation": [{"tributeAtLeast": 105, "factor": 2}, {"tributeAtLeast": 205, "factor": 3}],
            },
            "sixPlayers": {"drop": "Macedonia", "talents": {"syr": 5}},
        },
    }
    with open(OUT, "w") as f:
        f.write(dump(out))


def dump(d):
    """JSON with one province or edge a line, like the other maps."""
    lines = ["{"]
    keys = list(d)
    for k in keys:
        v = d[k]
        end = "," if k != keys[-1] else ""
        if k in ("powers", "provinces", "startingUnits", "unitKinds"):
            lines.append(f'  "{k}": [')
            lines += ["    " + json.dumps(x) + ("," if j < len(v) - 1 else "") for j, x in enumerate(v)]
            lines.append("  ]" + end)
        elif k in ("armyEdges", "fleetEdges"):
            rows = [", ".join(json.dumps(e) for e in v[j:j + 8]) for j in range(0, len(v), 8)]
            lines.append(f'  "{k}": [')
            lines += ["    " + r + ("," if j < len(rows) - 1 else "") for j, r in enumerate(rows)]
            lines.append("  ]" + end)
        else:
            lines.append(f'  "{k}": ' + json.dumps(v, indent=2).replace("\n", "\n  ") + end)
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
