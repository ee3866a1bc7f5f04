// Writes Natural Earth land (npm world-atlas), clipped to a lon/lat box (polygon-clipping) and simplified, in the
// land-file format of maps/<id>/geometry.json: {"polygons": [{"outer": [[x,y],...], "holes": [...]}]}.
// Usage: node land.js minLon minLat maxLon maxLat tolerance out.json [minArea] [50m|110m|10m]
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import polygonClipping from "polygon-clipping";
import simplifyJs from "simplify-js";

const args = process.argv.slice(2);
if (args.length < 6) {
  console.error("usage: node land.js minLon minLat maxLon maxLat tolerance out.json [minArea] [50m|110m|10m]");
  process.exit(2);
}
const [minX, minY, maxX, maxY, tol] = args.slice(0, 5).map(Number);
const out = args[5];
const minArea = Number(args[6] ?? 0.01);
const scale = args[7] ?? "50m";
const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve(`world-atlas/land-${scale}.json`), "utf8"));
const land = feature(topo, topo.objects.land);

// Douglas-Peucker (simplify-js, high quality) on an open chain of [lon, lat] points.
function simplify(pts) {
  if (pts.length < 3) return pts;
  return simplifyJs(pts.map(([x, y]) => ({ x, y })), tol, true).map(p => [p.x, p.y]);
}

function area(r) {
  let s = 0;
  for (let i = 0; i < r.length; i++) {
    const a = r[i], b = r[(i + 1) % r.length];
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s / 2);
}

// Splits a closed ring at its two farthest-apart points so both halves keep their ends.
function simplifyRing(r) {
  if (r.length < 4) return r;
  const half = Math.floor(r.length / 2);
  const a = simplify(r.slice(0, half + 1)), b = simplify(r.slice(half).concat([r[0]]));
  return a.concat(b.slice(1, -1));
}

const round = p => [Math.round(p[0] * 1000) / 1000, Math.round(p[1] * 1000) / 1000];
const polygons = [];
// Rings that cross the antimeridian are made continuous in longitude (Chukotka beyond 180), so that
// they are plain planar rings; a ring around a pole (Antarctica) is dropped.
function unwrap(ring) {
  let shift = 0;
  const out = [ring[0]];
  for (let i = 1; i < ring.length; i++) {
    const d = ring[i][0] + shift - out[i - 1][0];
    if (d > 180) shift -= 360;
    else if (d < -180) shift += 360;
    out.push([ring[i][0] + shift, ring[i][1]]);
  }
  if (Math.abs(out[out.length - 1][0] - out[0][0]) > 1e-9) return null;
  const min = Math.min(...out.map(p => p[0]));
  return min < -180 ? out.map(p => [p[0] + 360, p[1]]) : out;
}
const geoms = land.features
  .flatMap(f => f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates)
  .map(poly => poly.map(unwrap))
  .filter(poly => poly.every(r => r !== null));
const box = [[[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY], [minX, minY]]];
for (const poly of polygonClipping.intersection(geoms, box)) {
  const [outer, ...holes] = poly.map(r => simplifyRing(r.slice(0, -1)).map(round));
  if (outer.length < 3 || area(outer) < minArea) continue;
  polygons.push({ outer, holes: holes.filter(r => r.length >= 3 && area(r) >= minArea) });
}
const doc = {
  source: `Natural Earth ${scale} land (public domain) via npm world-atlas; tools/geodata/land.js ${args.join(" ")}`,
  bounds: [minX, minY, maxX, maxY],
  polygons,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(doc).replace(/\],\{"outer"/g, "]},\n{\"outer\"") + "\n");
const points = polygons.reduce((n, p) => n + p.outer.length + p.holes.reduce((m, h) => m + h.length, 0), 0);
console.log(`${out}: ${polygons.length} polygons, ${points} points`);
