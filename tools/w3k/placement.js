// Where to draw what the designer's map draws schematically. Province shapes are Voronoi cells of the anchors
// (render/BoardShapes), on a Mercator plane. A circle (a castle, city or port) is moved from its real place to
// the nearest point where the cells of its land neighbours meet, so that it borders them as on the rulebook's
// map; a sea region gets seeds off each coast it touches, so that its cell reaches them.

const rad = d => (d * Math.PI) / 180;
export const toPlane = ([lon, lat]) => [lon, -Math.log(Math.tan(Math.PI / 4 + rad(lat) / 2)) * 180 / Math.PI];
export const toLonLat = ([x, y]) => [x, (2 * Math.atan(Math.exp((-y * Math.PI) / 180)) - Math.PI / 2) * 180 / Math.PI];
const dist2 = (a, b) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

/** The point on the perpendicular bisector of a and b nearest to p. */
function onBisector(p, a, b) {
  const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const d = [b[1] - a[1], a[0] - b[0]];
  const len = Math.hypot(d[0], d[1]);
  const u = [d[0] / len, d[1] / len];
  const t = (p[0] - m[0]) * u[0] + (p[1] - m[1]) * u[1];
  return [m[0] + t * u[0], m[1] + t * u[1]];
}

/** The centre of the circle through a, b and c (where their three cells meet), or null if they are in line. */
function circumcentre(a, b, c) {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  if (Math.abs(d) < 1e-12) return null;
  const sq = p => p[0] * p[0] + p[1] * p[1];
  return [(sq(a) * (b[1] - c[1]) + sq(b) * (c[1] - a[1]) + sq(c) * (a[1] - b[1])) / d,
    (sq(a) * (c[0] - b[0]) + sq(b) * (a[0] - c[0]) + sq(c) * (b[0] - a[0])) / d];
}

/** The site (of {@code sites}, id to plane point) nearest to p. */
function nearest(p, sites) {
  let best = null, bd = Infinity;
  for (const [id, s] of sites) { const d = dist2(p, s); if (d < bd) { bd = d; best = id; } }
  return best;
}

/**
 * A circle's place: among the points where two or three of its land neighbours' cells meet (and no other cell is
 * nearer), the one nearest its real place; its real place when it has one neighbour or none fits.
 */
export function circlePlace(real, neighbours, landSites) {
  const p = toPlane(real);
  const ns = neighbours.filter(n => landSites.has(n));
  const candidates = [];
  for (let i = 0; i < ns.length; i++) {
    for (let j = i + 1; j < ns.length; j++) {
      const a = landSites.get(ns[i]), b = landSites.get(ns[j]);
      candidates.push({ at: onBisector(p, a, b), owners: [ns[i], ns[j]] });
      for (let k = j + 1; k < ns.length; k++) {
        const c = circumcentre(a, b, landSites.get(ns[k]));
        if (c) candidates.push({ at: c, owners: [ns[i], ns[j], ns[k]] });
      }
    }
  }
  let best = null, score = -Infinity;
  for (const c of candidates) {
    const own = nearest(c.at, landSites);
    if (!c.owners.includes(own)) continue;
    const d = Math.sqrt(dist2(c.at, p));
    if (d > 0.35) continue;
    const s = c.owners.length - d * 4;
    if (s > score) { score = s; best = c.at; }
  }
  return best ? toLonLat(best) : real;
}

/** Whether a lon/lat point lies on land (even-odd rule over every ring of the land file). */
export function onLand(pt, polygons) {
  let inside = false;
  for (const poly of polygons) {
    for (const ring of [poly.outer, ...poly.holes]) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i], [xj, yj] = ring[j];
        if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/** A seed for sea region at {@code sea} off a coast at {@code coast}: just past the shoreline, towards the sea. */
export function seedOffCoast(coast, sea, polygons) {
  const steps = 60;
  let last = null;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const q = [coast[0] + (sea[0] - coast[0]) * t, coast[1] + (sea[1] - coast[1]) * t];
    if (!onLand(q, polygons)) {
      const u = Math.min(1, t + 0.06);
      last = [coast[0] + (sea[0] - coast[0]) * u, coast[1] + (sea[1] - coast[1]) * u];
      break;
    }
  }
  return last;
}
