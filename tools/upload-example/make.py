"""Builds docs/variants/six-crowns.json, the worked example of an uploaded board (docs/variants/your-own.md).

The anchors are placed in rings round an inner sea; kinds (land or coastal) and edges are read from the cells
Chancery draws round the anchors (a raster of the same Voronoi rule: land cells from the land anchors, sea
cells from the sea anchors), so the board's edges agree with its picture.
"""
import json, math, sys
import numpy as np

W, H = 1000, 800
CX, CY = 500, 400
POWERS = [("Aurel", "Aurelian", "#c8403a"), ("Brenn", "Brennish", "#3a5fc8"), ("Corvin", "Corvine", "#3aa04a"),
          ("Dalmar", "Dalmari", "#9b4f96"), ("Esk", "Eskish", "#e6c83a"), ("Fenn", "Fennish", "#5ab4e6")]
CAPITALS = ["Aurum", "Brenhold", "Corvane", "Dalmarch", "Eskby", "Fennmoor"]
SECONDS = ["Solvig", "Tarrow", "Umbrel", "Vask", "Wendle", "Yarrow"]
THIRDS = ["Gildport", "Harlow", "Ivel", "Jorund", "Kestrel", "Lisk"]
NEUTRAL = ["Marrow", "Nethe", "Orrin", "Pell", "Quarry", "Rook"]
WILDS = ["Ashfen", "Brackwood", "Cinder", "Dunmere", "Emberly", "Frostholm"]
SEAS = ["Amber Sea", "Bright Water", "Cold Reach", "Dark Sound", "Echo Bay", "Far Deep"]

def at(r, deg):
    a = math.radians(deg - 90)
    return [round(CX + 1.25 * r * math.cos(a)), round(CY + r * math.sin(a))]

provs = [{"id": "mid", "name": "Inner Sea", "kind": "sea", "at": [CX, CY]}]
def pid(name):
    return name.lower().replace(" ", "")[:3]
for i, (power, adj, col) in enumerate(POWERS):
    a = i * 60
    provs.append({"id": pid(CAPITALS[i]), "name": CAPITALS[i], "kind": "?", "supplyCentre": True, "home": power, "at": at(150, a)})
    provs.append({"id": pid(SECONDS[i]), "name": SECONDS[i], "kind": "?", "supplyCentre": True, "home": power, "at": at(265, a - 13)})
    provs.append({"id": pid(THIRDS[i]), "name": THIRDS[i], "kind": "?", "supplyCentre": True, "home": power, "at": at(265, a + 13)})
    provs.append({"id": pid(NEUTRAL[i]), "name": NEUTRAL[i], "kind": "?", "supplyCentre": True, "at": at(175, a + 30)})
    provs.append({"id": pid(WILDS[i]), "name": WILDS[i], "kind": "?", "at": at(285, a + 30)})
    provs.append({"id": pid(SEAS[i]), "name": SEAS[i], "kind": "sea", "at": at(400, a + 30)})
ids = [p["id"] for p in provs]
assert len(set(ids)) == len(ids), ids

# the cells, as BoardShapes draws a board without land: the joint diagram decides land and sea, then each
# of the two is split among its own anchors
pad = max(max(p["at"][0] for p in provs) - min(p["at"][0] for p in provs), max(p["at"][1] for p in provs) - min(p["at"][1] for p in provs)) / 12
x0 = min(p["at"][0] for p in provs) - pad; x1 = max(p["at"][0] for p in provs) + pad
y0 = min(p["at"][1] for p in provs) - pad; y1 = max(p["at"][1] for p in provs) + pad
xs, ys = np.meshgrid(np.arange(x0, x1, 2.0), np.arange(y0, y1, 2.0))
pts = np.array([p["at"] for p in provs], float)
sea = np.array([p["kind"] == "sea" for p in provs])
def nearest(mask):
    d = (xs[..., None] - pts[mask][:, 0]) ** 2 + (ys[..., None] - pts[mask][:, 1]) ** 2
    return np.flatnonzero(mask)[d.argmin(-1)]
joint = nearest(np.ones(len(provs), bool))
label = np.where(sea[joint], nearest(sea), nearest(~sea))
touch = {}
for a, b in ((label[:, 1:], label[:, :-1]), (label[1:, :], label[:-1, :])):
    m = a != b
    for u, v in zip(a[m], b[m]):
        k = (min(u, v), max(u, v))
        touch[k] = touch.get(k, 0) + 1
pairs = {k for k, n in touch.items() if n >= 6}
for i, p in enumerate(provs):
    if p["kind"] == "?":
        p["kind"] = "coastal" if any(sea[j] for k in pairs if i in k for j in k if j != i) else "land"
army, fleet = [], []
for i, j in sorted(pairs):
    a, b = provs[i], provs[j]
    if a["kind"] != "sea" and b["kind"] != "sea":
        army.append([a["id"], b["id"]])
        if a["kind"] == "coastal" and b["kind"] == "coastal":
            # coasts meet where both touch one sea next to their shared border
            if any((min(i, s), max(i, s)) in pairs and (min(j, s), max(j, s)) in pairs for s in np.flatnonzero(sea)):
                fleet.append([a["id"], b["id"]])
    elif a["kind"] != "land" and b["kind"] != "land":
        fleet.append([a["id"], b["id"]])
units = []
for i, (power, _, _) in enumerate(POWERS):
    cap, second, third = [p for p in provs if p.get("home") == power]
    units.append({"power": power, "unit": "F" if cap["kind"] == "coastal" else "A", "at": cap["id"]})
    units.append({"power": power, "unit": "A", "at": second["id"]})
    units.append({"power": power, "unit": "F" if third["kind"] == "coastal" else "A", "at": third["id"]})
board = {
    "id": "six-crowns", "name": "Six Crowns", "startYear": 1, "calendar": "classic",
    "victoryCentres": 13, "supplyCentres": sum(1 for p in provs if p.get("supplyCentre")),
    "homeCentres": sum(1 for p in provs if p.get("home")),
    "powers": [{"name": n, "adjective": a, "colour": c} for n, a, c in POWERS],
    "provinces": provs, "armyEdges": army, "fleetEdges": fleet, "startingUnits": units,
    "rules": {"builds": "home", "convoys": True},
}
def dump(o):
    lines = ["{"]
    keys = list(o)
    for n, k in enumerate(keys):
        v = o[k]
        end = "," if n < len(keys) - 1 else ""
        if isinstance(v, list) and v and not isinstance(v[0], str):
            lines.append(f'  "{k}": [')
            lines += ["    " + json.dumps(x, ensure_ascii=False) + ("," if m < len(v) - 1 else "") for m, x in enumerate(v)]
            lines.append("  ]" + end)
        else:
            lines.append(f'  "{k}": {json.dumps(v, ensure_ascii=False)}{end}')
    return "\n".join(lines + ["}"]) + "\n"
sys.stdout.write(dump(board))
