// The rulebook's two rules for Sea Areas (Local and Primary Sea Regions), as the converter needs them to tell
// which of the designer's fleet links are physical contacts and which the rules imply. The game derives fleet
// adjacency with the same rules in Java (variant/seaareas); a test checks the two agree with the designer.
// Locations are strings such as "1124" or "112/nc"; pairs are "a|b" with a < b.

export const pair = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Fleet adjacency implied by physical contacts {@code touches} (a Set of pairs) and the sea areas: {@code areas}
 * maps each area to {primary, members}; areaOf(loc) gives a location's area or null; isSea(loc) whether it is a
 * sea region.
 */
export function derive(touches, areas, areaOf, isSea) {
  const out = new Set(touches);
  const primaryOf = a => areas.get(a).primary;
  const neighbours = new Map();
  for (const p of touches) {
    const [a, b] = p.split("|");
    (neighbours.get(a) ?? neighbours.set(a, new Set()).get(a)).add(b);
    (neighbours.get(b) ?? neighbours.set(b, new Set()).get(b)).add(a);
  }
  for (const [area, { primary, members: ms }] of areas) {
    for (const a of ms) for (const b of ms) if (a < b) out.add(pair(a, b));
    for (const m of ms) {
      for (const x of neighbours.get(m) ?? []) {
        const other = areaOf(x);
        if (other === area) continue;
        if (!isSea(x)) out.add(pair(primary, x));
        else if (other != null) {
          out.add(pair(primary, x));
          out.add(pair(primary, primaryOf(other)));
          if (m !== primary && x !== primaryOf(other)) out.add(pair(m, primaryOf(other)));
        }
      }
    }
  }
  return out;
}

/**
 * The smallest set of physical contacts, taken from the designer's links, from which the rules give back every
 * link: links a rule explains are left out. Returns {touches, extra}: extra are pairs the rules add that the
 * designer's lists do not have.
 */
export function fit(links, areas, areaOf, isSea) {
  const isPrimary = l => areaOf(l) != null && areas.get(areaOf(l)).primary === l;
  const touches = new Set();
  const maybe = [];
  for (const p of links) {
    const [a, b] = p.split("|");
    const inArea = areaOf(a) != null && areaOf(a) === areaOf(b);
    if (inArea) continue;
    if (isPrimary(a) || isPrimary(b)) maybe.push(p);
    else touches.add(p);
  }
  for (const p of maybe) if (!derive(touches, areas, areaOf, isSea).has(p)) touches.add(p);
  for (const p of maybe) {
    if (!touches.has(p)) continue;
    touches.delete(p);
    if (!derive(touches, areas, areaOf, isSea).has(p)) touches.add(p);
  }
  const derived = derive(touches, areas, areaOf, isSea);
  const extra = [...derived].filter(p => !links.has(p)).sort();
  return { touches, extra };
}
