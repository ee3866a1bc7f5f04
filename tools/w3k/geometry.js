// geometry.json for W3K: a lon/lat anchor per region (regions.tsv), Natural Earth land (land.json, made by
// tools/geodata), small circles for the castles, cities and ports the rulebook's map draws as circles (placed
// where their neighbours meet, placement.js), seeds that carry each sea region to the coasts it touches, where
// fleets on a named coast stand (coasts.tsv), and each Kingdom's regions (with Wales's and the Continent's)
// as areas for /map area: close-ups, named as the rulebook names them (a map's title).
import { circlePlace, seedOffCoast, toPlane } from "./placement.js";

const BOUNDS = [-11.2, 47.0, 7.8, 61.3];
const CIRCLE = 0.055;
/** A circle's radius in degrees of longitude (about 6 km). */
const RADIUS = 0.09;
const OFFSET = { nc: [0, 0.22], sc: [0, -0.22], ec: [0.3, 0], wc: [-0.3, 0] };
/** Land regions of two islands: a seed on the second, so both are drawn as the region's (the anchor is on the first). */
const ISLAND_SEEDS = { colltiree: [[-6.87, 56.5]] };
const round = x => Math.round(x * 1000) / 1000;
const pt = p => [round(p[0]), round(p[1])];

/**
 * @param armyPairs and touches Sets of "a|b" (touches: the physical fleet contacts, locations with coasts)
 * @param land the land file's polygons, for finding the shore
 */
export function geometry(regions, table, provinces, coastRows, armyPairs, touches, land, neutral, bridges, labelRows) {
  const labelAt = new Map(labelRows.map(([id, lon, lat]) => [id, [Number(lon), Number(lat)]]));
  const coastAt = new Map(coastRows.map(([id, coast, lon, lat]) => [`${id}/${coast}`, [Number(lon), Number(lat)]]));
  const rowOf = new Map([...table.values()].map(t => [t.id, t]));
  const numOf = new Map([...table.entries()].map(([num, t]) => [t.id, num]));
  const byId = new Map(provinces.map(p => [p.id, p]));
  const anchor = new Map(provinces.map(p => [p.id, [rowOf.get(p.id).lon, rowOf.get(p.id).lat]]));
  const landSites = new Map();
  for (const p of provinces) if (p.kind !== "sea" && !rowOf.get(p.id).circle) landSites.set(p.id, toPlane(anchor.get(p.id)));
  const neighbours = pairs => {
    const out = new Map();
    for (const pr of pairs) {
      const [a, b] = pr.split("|").map(l => l.split("/")[0]);
      (out.get(a) ?? out.set(a, []).get(a)).push(b);
      (out.get(b) ?? out.set(b, []).get(b)).push(a);
    }
    return out;
  };
  const armyNext = neighbours(armyPairs);
  for (const p of provinces) {
    if (rowOf.get(p.id).circle) anchor.set(p.id, circlePlace(anchor.get(p.id), armyNext.get(p.id) ?? [], landSites));
  }
  const coastPoint = loc => {
    const [id, c] = loc.split("/");
    if (!c) return anchor.get(id);
    const a = rowOf.get(id);
    return coastAt.get(loc) ?? [a.lon + OFFSET[c][0], a.lat + OFFSET[c][1]];
  };
  const seeds = new Map();
  for (const pr of touches) {
    const [a, b] = pr.split("|");
    for (const [sea, coast] of [[a, b], [b, a]]) {
      if (byId.get(sea.split("/")[0]).kind !== "sea" || byId.get(coast.split("/")[0]).kind === "sea") continue;
      const s = seedOffCoast(coastPoint(coast), anchor.get(sea), land);
      const far = s && Math.hypot(s[0] - anchor.get(sea)[0], s[1] - anchor.get(sea)[1]) > 0.12;
      if (far) (seeds.get(sea) ?? seeds.set(sea, []).get(sea)).push(pt(s));
    }
  }
  // two seas that touch on the rulebook's map but whose cells do not: each gets a seed near the other
  for (const [a, b] of bridges) {
    const pa = anchor.get(a), pb = anchor.get(b);
    for (const [s, t] of [[a, 0.42], [b, 0.58]]) {
      (seeds.get(s) ?? seeds.set(s, []).get(s)).push(pt([pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t]));
    }
  }
  const places = {};
  const zones = {};
  for (const p of provinces) {
    const num = numOf.get(p.id);
    const t = rowOf.get(p.id);
    const place = { anchor: pt(anchor.get(p.id)), short: shortOf(regions.get(num), p) };
    if (seeds.has(p.id) && !t.lake) place.seeds = seeds.get(p.id);
    if (ISLAND_SEEDS[p.id]) place.seeds = ISLAND_SEEDS[p.id];
    if (labelAt.has(p.id)) place.label = labelAt.get(p.id);
    if (p.coasts) {
      place.coasts = {};
      for (const c of p.coasts) place.coasts[c] = pt(coastPoint(`${p.id}/${c}`));
    }
    if (t.circle) place.radius = RADIUS;
    if (t.lake) place.polygon = circle(...anchor.get(p.id), 0.14);
    places[p.id] = place;
    const zone = regions.get(num).zone;
    if (zone !== "Ocean") (zones[zone === "Continent" ? "The Continent" : zone] ??= []).push(p.id);
  }
  unmistakable(places, provinces);
  return {
    source: "anchors and circles: tools/w3k/regions.tsv and placement.js; land: Natural Earth 10m via tools/geodata",
    coordinates: "lonlat",
    projection: "mercator",
    bounds: BOUNDS,
    land: "land.json",
    neutral,
    areas: zones,
    provinces: places,
  };
}

/**
 * A short name for where the full one does not fit, one a player recognises: the place without the kind of place
 * ("Kilbrannon" for the Sound of Kilbrannon, "Durham" for the County Palatine of Durham, "Richmond" for the Honour of
 * Richmond), compass words shortened ("N Lindsey", "SW Dogger"). Never a generic word alone ("Honour", "North",
 * "Inner"): a name with no short form a player would know gets none (""), and is left to the close-up.
 */
function shortOf(region, p) {
  let s = p.name.replace(/\s*\([^)]*\)/g, "").replace(/ SA$/, "").replace(/’/g, "'");
  if (KNOWN_AS[s]) return KNOWN_AS[s];
  const two = s.split(/ & | and |, /).length > 1 && / Bays$/.test(s);
  s = s.split(/ & | and |, /)[0];
  s = s.replace(/ Sea Area$/, "");
  if (s.length > 12) s = s.replace(/ (Bank|Banks|Ground|Grounds|Harbour|Castle|Dockyard|Islands|Seamount|Terrace|Escarpment|Reefs|Firth|Bay)$/, "");
  // a sea named after two places keeps its kind: "Dublin Bay" for Dublin & Caernarfon Bays, not the city
  if (two) s = `${s} Bay`;
  s = s.replace(/^Straits of (\S+)$/, "$1 Straits");
  s = s.replace(/^(Sound of|Firth of|Bay of the|Bay of|Isle of|Island of|Islands of|County Palatine of|County|Shire of|Honour of|Port of|Bailiwick of|Bailiery of|Stewartry of the|Stewartry of|Vale of|Seas around the) /, "");
  if (s.length > 12) s = s.replace(/^The /, "");
  s = s.replace(/^(North|South|East|West) Riding of /, (m, d) => `${d[0]} `);
  s = s.replace(/^(Northeast|Northwest|Southeast|Southwest) /, (m, d) => `${d[0]}${d[5].toUpperCase()} `);
  s = s.replace(/^(Northern|Southern|Eastern|Western) /, (m, d) => `${d[0]} `);
  if (s.length > 16 && / of /.test(s) && !GENERIC.has(s.split(" of ")[0].toLowerCase())) s = s.split(" of ")[0];
  if (s.length > 16) {
    const words = s.split(" ");
    s = words[0].length > 3 ? words[0] : words.slice(0, 2).join(" ");
  }
  return s.length > 16 || GENERIC.has(s.toLowerCase()) ? "" : s;
}

/** Names whose everyday short form no rule finds. */
const KNOWN_AS = {
  "Kingston-upon-Hull": "Hull", "Newcastle-upon-Tyne": "Newcastle", "Saint-Valery-sur-Somme": "St Valery",
  "Ashby-de-la-Zouch Castle": "Ashby", "Mouth of the Tyne": "Tynemouth",
};

/** Words that name no place alone. */
const GENERIC = new Set(["honour", "palatine", "north", "south", "east", "west", "inner", "outer", "white", "upper",
  "lower", "great", "little", "port", "vale", "bailiery", "bailiwick", "stewartry", "parts", "straits", "sound", "firth",
  "bay", "isle", "island", "islands", "county", "shire", "riding", "seas", "sea", "mouth", "the", "new", "old",
  "northeast", "northwest", "southeast", "southwest", "eastern", "western", "cross", "fair", "bill", "forty", "robin"]);

/**
 * Short names that would mislead go: a sea's that is a land region's name or short name ("Jura" for the Sound of Jura
 * beside the Isle of Jura) takes its full name where that is short, and two regions with one short name get none.
 */
function unmistakable(places, provinces) {
  const land = new Set();
  for (const p of provinces) {
    if (p.kind === "sea") continue;
    land.add(p.name.toLowerCase());
    if (places[p.id].short) land.add(places[p.id].short.toLowerCase());
  }
  for (const p of provinces) {
    const place = places[p.id];
    if (p.kind === "sea" && place.short && land.has(place.short.toLowerCase())) place.short = p.name.length <= 16 ? p.name : "";
  }
  const count = new Map();
  for (const p of provinces) {
    const s = places[p.id].short;
    if (s) count.set(s, (count.get(s) ?? 0) + 1);
  }
  for (const p of provinces) {
    const place = places[p.id];
    if (place.short && count.get(place.short) > 1 && place.short !== p.name) place.short = p.name.length <= 16 ? p.name : "";
  }
}

function circle(lon, lat, radius = CIRCLE) {
  const out = [];
  const k = 1 / Math.cos(lat * Math.PI / 180);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * 2 * Math.PI;
    out.push([round(lon + radius * k * Math.cos(a)), round(lat + radius * Math.sin(a))]);
  }
  return out;
}
