// geometry.json for W3K: a lon/lat anchor per region (regions.tsv), Natural Earth land (land.json, made by
// tools/geodata), small circles for the castles, cities and ports the rulebook's map draws as circles, where
// fleets on a named coast stand (coasts.tsv), and the kingdoms' bounds for map crops.

const BOUNDS = [-11.2, 47.0, 7.8, 61.3];
const CIRCLE = 0.055;
const OFFSET = { nc: [0, 0.22], sc: [0, -0.22], ec: [0.3, 0], wc: [-0.3, 0] };
const round = x => Math.round(x * 1000) / 1000;

export function geometry(regions, table, provinces, coastRows) {
  const coastAt = new Map(coastRows.map(([id, coast, lon, lat]) => [`${id}/${coast}`, [Number(lon), Number(lat)]]));
  const places = {};
  const zones = {};
  for (const p of provinces) {
    const num = [...table.entries()].find(([, t]) => t.id === p.id)[0];
    const t = table.get(num);
    const place = { anchor: [t.lon, t.lat], text: labelOf(regions.get(num), p) };
    if (p.coasts) {
      place.coasts = {};
      for (const c of p.coasts) {
        place.coasts[c] = coastAt.get(`${p.id}/${c}`) ?? [round(t.lon + OFFSET[c][0]), round(t.lat + OFFSET[c][1])];
      }
    }
    if (t.circle) {
      place.circle = true;
      place.polygon = circle(t.lon, t.lat);
    }
    places[p.id] = place;
    const zone = regions.get(num).zone;
    if (zone !== "Ocean") (zones[zone] ??= []).push([t.lon, t.lat]);
  }
  const areas = {};
  for (const [zone, pts] of Object.entries(zones)) {
    const xs = pts.map(p => p[0]), ys = pts.map(p => p[1]);
    areas[zone.toLowerCase()] = { name: zone, kingdom: ["England", "Scotland", "Ireland"].includes(zone),
      bounds: [round(Math.min(...xs) - 0.5), round(Math.min(...ys) - 0.35), round(Math.max(...xs) + 0.5), round(Math.max(...ys) + 0.35)] };
  }
  return {
    source: "anchors and circles: tools/w3k/regions.tsv; land: Natural Earth 10m via tools/geodata",
    coordinates: "lonlat",
    projection: "mercator",
    bounds: BOUNDS,
    land: "land.json",
    areas,
    provinces: places,
  };
}

/** A short label: a sea area's name in capitals on its primary region, else the name, or the short name if long. */
function labelOf(region, p) {
  if (p.primary) return p.seaArea.toUpperCase();
  const short = region.short.replace(/\s*\([^)]*\)/g, "").replace(/ SA$/, "").replace(/\bN\b/, "North")
    .replace(/\bS\b/, "South").replace(/\bE\b/, "East").replace(/\bW\b/, "West").replace(/’/g, "'");
  const text = p.name.length <= 16 || short.length >= p.name.length ? p.name : short;
  return text.length > 18 ? text.split(/ & |, /)[0] : text;
}

function circle(lon, lat) {
  const out = [];
  const k = 1 / Math.cos(lat * Math.PI / 180);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * 2 * Math.PI;
    out.push([round(lon + CIRCLE * k * Math.cos(a)), round(lat + CIRCLE * Math.sin(a))]);
  }
  return out;
}
