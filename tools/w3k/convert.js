// Converts the designer's W3K data into maps/wars-of-the-three-kingdoms/ (variant.json, geometry.json) and the
// test fixture src/test/resources/w3k/designer-links.json. Our own inputs beside this file: regions.tsv (ids,
// the rulebook's names, extra aliases, circles, lon/lat anchors), coasts.tsv (where fleets on a named coast are
// drawn) and annexe1.tsv (the rulebook's starting units). Usage: node tools/w3k/convert.js [reference dir]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { coastsOf, readDesigner } from "./designer.js";
import { fit, pair } from "./seaareas.js";
import { aliasesOf, normalize } from "./names.js";
import { geometry } from "./geometry.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const refDir = process.argv[2] ?? ["../shared/reference", "../../shared/reference", "../../../shared/reference"]
  .map(d => resolve(root, d, "wars-of-the-three-kingdoms")).find(d => existsSync(d));
if (!refDir) throw new Error("reference data not found; pass its folder");
const { regions, links } = readDesigner(refDir);

// The designer's colours, moved apart where neighbours clashed (issue 26: Newcastle, Protectorate and Hamilton
// three purple-pinks; Crown, Cumberland and Ormond three browns and reds; Manchester and the Confederacy), each kept
// near its old hue but one: Cumberland is grey. PaletteTest checks them by CIEDE2000, fills as drawn included.
const POWERS = [
  ["Crown", "The Crown", "#991E12"], ["Cumberland", "Cumberland", "#767676"], ["Newcastle", "Newcastle", "#8E2480"],
  ["Montrose", "Montrose", "#1A74A8"], ["Ormond", "Ormond", "#D98E30"], ["Protectorate", "The Protectorate", "#4040C8"],
  ["Manchester", "Manchester", "#B5B030"], ["Argyll", "Argyll", "#4AA6A8"], ["Hamilton", "Hamilton", "#E0587C"],
  ["Confederacy", "Irish Confederacy", "#2E9A4E"],
];
const KINGDOMS = { England: ["london", "york"], Scotland: ["edinburgh", "glasgow"], Ireland: ["dublin", "belfast"] };
const ISLANDS = new Set([1110, 1170]);
// Land no region covers: France, the Low Countries' hinterland and Germany, so the continental regions keep to
// their coasts as on the rulebook's map.
const NEUTRAL = [[1.0, 47.6], [3.4, 47.6], [5.5, 48.2], [2.6, 48.6], [4.2, 48.9], [5.6, 49.6], [4.9, 50.3],
  [6.8, 50.4], [6.6, 51.3], [7.4, 52.2], [7.5, 53.2]];
const problems = [];

// ---- our table ----
const table = new Map();
for (const line of tsv("regions.tsv")) {
  const [num, id, name, aliases, circle, lon, lat] = line;
  table.set(Number(num), { id, name, aliases: aliases ? aliases.split(";").map(s => s.trim()) : [], circle: circle === "c",
    lake: circle === "lake",
    lon: Number(lon), lat: Number(lat) });
}
for (const num of regions.keys()) if (!table.has(num)) problems.push(`regions.tsv has no row for ${num}`);
const idOf = n => table.get(Number(n)).id;
const loc = l => { const [n, c] = l.split("/"); return c ? `${idOf(n)}/${c}` : idOf(n); };

// ---- sea areas: ids 1010-1269, primary at each multiple of ten ----
const areaNum = r => (r.num >= 1010 && r.num < 1270 ? Math.floor(r.num / 10) * 10 : null);
const areaName = num => num === 1200 ? "Irish Sea" : regions.get(num).long.replace(/’/g, "'").replace(/^The /, "").replace(/ (Sea )?Area$/, "").replace(/ Sea Region$/, "");

// ---- provinces ----
const provinces = [];
const taken = new Map();
for (const r of regions.values()) for (const n of [table.get(r.num).name, table.get(r.num).id]) taken.set(normalize(n), r.num);
for (const r of regions.values()) for (const a of table.get(r.num).aliases) claim(a, r.num, true);
for (const r of regions.values()) {
  const t = table.get(r.num);
  const coasts = coastsOf(r);
  const sea = r.type === "Sea";
  const kind = sea ? "sea" : ISLANDS.has(r.num) ? "island" : r.interfaces.some(i => i !== "land") ? "coastal" : "land";
  const aliases = [...t.aliases];
  for (const a of aliasesOf(r, t, coasts.length > 1)) if (claim(a, r.num, false)) aliases.push(a);
  const p = { id: t.id, name: t.name, kind, aliases: dedupe(aliases, t) };
  if (r.sc !== "No") p.supplyCentre = true;
  if (r.sc !== "No" && r.sc !== "Neutral") p.owner = r.sc;
  if (coasts.length > 1) p.coasts = coasts;
  const a = areaNum(r);
  if (a != null) { p.seaArea = areaName(a); if (a === r.num) p.primary = true; }
  provinces.push(p);
}

// ---- edges ----
const armyPairs = new Set(), fleetPairs = new Set();
const directed = new Set(links.map(l => `${l.army ? "A" : "F"}${l.from}>${l.to}`));
const selfLinks = [];
for (const l of links) {
  if (l.from.split("/")[0] === l.to.split("/")[0]) { selfLinks.push(l.from); continue; }
  if (!directed.has(`${l.army ? "A" : "F"}${l.to}>${l.from}`)) problems.push(`link ${l.from} -> ${l.to} is not reciprocal`);
  if (!l.army && !l.to.includes("/") && coastsOf(regions.get(Number(l.to))).length > 1) {
    problems.push(`fleet link ${l.from} -> ${l.to} names a region with several coasts but no coast`);
  }
  (l.army ? armyPairs : fleetPairs).add(pair(loc(l.from), loc(l.to)));
}
const areas = new Map();
for (const r of regions.values()) {
  const a = areaNum(r);
  if (a == null) continue;
  const e = areas.get(areaName(a)) ?? areas.set(areaName(a), { primary: idOf(a), members: new Set() }).get(areaName(a));
  e.members.add(idOf(r.num));
}
const byId = new Map(provinces.map(p => [p.id, p]));
const areaOf = l => byId.get(l.split("/")[0])?.seaArea ?? null;
const isSea = l => !l.includes("/") && ["sea", "island"].includes(byId.get(l).kind);
const { touches, extra } = fit(fleetPairs, areas, areaOf, isSea);
const sortPairs = s => [...s].map(p => p.split("|")).sort((a, b) => (a[0] + "|" + a[1]).localeCompare(b[0] + "|" + b[1]));

// ---- the start: Annexe 1 ----
const startingUnits = annexe();

// ---- write ----
if (problems.length) { console.error(problems.join("\n")); process.exit(1); }
const variant = {
  id: "wars-of-the-three-kingdoms",
  name: "Wars of the Three Kingdoms",
  startYear: 1642,
  calendar: "seasons",
  victoryCentres: 55,
  supplyCentres: provinces.filter(p => p.supplyCentre).length,
  homeCentres: 0,
  powers: POWERS.map(([name, adjective, colour]) => ({ name, adjective, colour })),
  provinces,
  armyEdges: sortPairs(armyPairs),
  fleetEdges: sortPairs(touches),
  startingUnits,
  rules: {
    ruleset: "wars-of-the-three-kingdoms",
    phases: [
      { season: "Spring", code: "S", type: "movement" }, { season: "Spring", code: "S", type: "retreat" },
      { season: "Summer", code: "Su", type: "movement" }, { season: "Summer", code: "Su", type: "retreat" },
      { season: "Autumn", code: "A", type: "movement", centres: true },
      { season: "Autumn", code: "A", type: "retreat", centres: true },
      { season: "Winter", code: "W", type: "adjustment", newYear: true },
    ],
    startPhase: "Su1642M",
    builds: "anywhere",
    capitals: Object.values(KINGDOMS).flat(),
    kingdoms: KINGDOMS,
    deadlines: { movement: "12d", retreat: "2d", adjustment: "2d", fixed: "07:00", zone: "GMT" },
  },
};
const out = join(root, "maps", "wars-of-the-three-kingdoms");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "variant.json"), json(variant));
const land = JSON.parse(readFileSync(join(out, "land.json"), "utf8")).polygons;
writeFileSync(join(out, "geometry.json"), json(geometry(regions, table, provinces, tsv("coasts.tsv"), armyPairs, touches,
  land, NEUTRAL, tsv("bridges.tsv"), tsv("labels.tsv"))));
const fixture = join(root, "src", "test", "resources", "w3k");
mkdirSync(fixture, { recursive: true });
writeFileSync(join(fixture, "designer-links.json"), json({
  source: "the designer's w3k.territory-links.js (GPL-3.0), in our ids, by tools/w3k/convert.js",
  army: sortPairs(armyPairs), fleet: sortPairs(fleetPairs), rulesAdd: extra.map(p => p.split("|")),
}));
console.log(`${provinces.length} regions, ${variant.supplyCentres} centres, ${armyPairs.size} army and ${fleetPairs.size} fleet`
  + ` links, ${touches.size} of them physical contacts; ${startingUnits.length} units`);
if (selfLinks.length) console.log(`dropped links of a region to itself: ${selfLinks.map(idOf).join(", ")}`);
if (extra.length) console.log(`the rules add ${extra.length} fleet links the designer's lists lack:\n  ${extra.join("\n  ")}`);

// ---- helpers ----
function tsv(name) {
  const file = join(here, name);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter(l => l.trim() && !l.startsWith("#")).map(l => l.split("\t"));
}

/** Takes a name for region num unless another region has it; hand-written aliases must not collide. */
function claim(name, num, hand) {
  const key = normalize(name);
  const owner = taken.get(key);
  if (owner != null && owner !== num) {
    if (hand) problems.push(`alias '${name}' of ${num} is already a name of ${owner}`);
    return false;
  }
  taken.set(key, num);
  return true;
}

function dedupe(aliases, t) {
  const seen = new Set([normalize(t.name), normalize(t.id)]);
  return aliases.filter(a => { const k = normalize(a); if (seen.has(k)) return false; seen.add(k); return true; });
}

function annexe() {
  const names = new Map();
  for (const p of provinces) for (const n of [p.id, p.name, ...p.aliases]) names.set(normalize(n), p);
  const units = [];
  const designer = startsInDesignerCode();
  for (const [text, type] of tsv("annexe1.tsv")) {
    const m = text.match(/^(.*?)\s*\((North|South|East|West) Coast\)$/);
    const place = m ? m[1] : text;
    const p = names.get(normalize(place)) ?? names.get(normalize(place.replace(/,/g, "")));
    if (!p) { problems.push(`Annexe 1: no region '${text}'`); continue; }
    const coast = m ? m[2][0].toLowerCase() + "c" : null;
    if (type === "Fleet" && p.coasts && !coast) problems.push(`Annexe 1: fleet at ${p.name} needs a coast`);
    if (!p.owner) problems.push(`Annexe 1: ${p.name} is not an owned centre`);
    const at = coast ? `${p.id}/${coast}` : p.id;
    units.push({ power: p.owner, unit: type === "Fleet" ? "F" : "A", at });
    const d = designer.get(p.id);
    const dUnit = d == null ? "none" : d.iface === "land" ? "A" : "F";
    const dAt = d?.coast ? `${p.id}/${d.coast}` : p.id;
    if (d == null || dUnit !== units.at(-1).unit || dAt !== at || d.power !== p.owner) {
      console.log(`Annexe 1 differs from w3k.js at ${p.name}: Annexe ${units.at(-1).unit} ${at}, w3k.js ${dUnit} ${dAt}`);
    }
  }
  const counts = {};
  for (const u of units) counts[u.power] = (counts[u.power] ?? 0) + 1;
  console.log("units per power:", JSON.stringify(counts));
  return units;
}

/** The starting unit per centre in the move browser's code (w3k.js), where it differs from Annexe 1 we say so. */
function startsInDesignerCode() {
  const code = readFileSync(join(refDir, "w3k.js"), "utf8");
  const out = new Map();
  const blocks = code.split(/case powers_list\[(\d)\] : switch/).slice(1);
  for (let i = 0; i < blocks.length; i += 2) {
    const power = POWERS[Number(blocks[i])][0];
    for (const m of blocks[i + 1].split("}; break;")[0].matchAll(/case (\d+)\s*:\s*return\s*"(\w+)"/g)) {
      const iface = m[2];
      const coast = { north: "nc", east: "ec", south: "sc", west: "wc" }[iface] ?? null;
      out.set(idOf(m[1]), { power, iface, coast });
    }
  }
  return out;
}

function json(v) {
  return JSON.stringify(v, null, 1)
    .replace(/\[\s+([^\[\]{}]*?)\s+\]/g, (all, inner) => `[${inner.replace(/\s*\n\s*/g, " ")}]`)
    .replace(/\{\s+("id"[^{}]*?)\s+\}/g, (all, inner) => `{${inner.replace(/\s*\n\s*/g, " ")}}`)
    .replace(/\{\s+("power"[^{}]*?)\s+\}/g, (all, inner) => `{${inner.replace(/\s*\n\s*/g, " ")}}`)
    .replace(/\{\s+("name"[^{}]*?)\s+\}/g, (all, inner) => `{${inner.replace(/\s*\n\s*/g, " ")}}`)
    .replace(/\{\s+("anchor"[^{}]*?)\s+\}/g, (all, inner) => `{${inner.replace(/\s*\n\s*/g, " ")}}`) + "\n";
}
