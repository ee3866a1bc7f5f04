// Reads the designer's W3K data (w3k.territory-details.js, w3k.territory-links.js): regions and their links,
// decoded into plain facts. Interfaces: "land" (armies), "sea" (the region's only sea side), or a named coast.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const COAST_OF_INTERFACE = { north: "nc", east: "ec", south: "sc", west: "wc" };
const COAST_OF_DIGIT = { 1: "nc", 2: "ec", 3: "sc", 4: "wc" };

function readArray(file) {
  const text = readFileSync(file, "utf8");
  const start = text.indexOf("[");
  const end = text.lastIndexOf("]");
  return JSON.parse(text.slice(start, end + 1).replace(/,(\s*[\]}])/g, "$1"));
}

/** The designer's regions by number, and every directed link as {from, to, army} with locations "n" or "n/nc". */
export function readDesigner(dir) {
  const regions = new Map();
  for (const [num, short, long, inForm, zone, type, sc] of readArray(join(dir, "w3k.territory-details.js"))) {
    regions.set(num, { num, short, long, inForm: inForm.trim(), zone, type, sc, interfaces: [] });
  }
  const links = [];
  for (const [num, iface, ...targets] of readArray(join(dir, "w3k.territory-links.js"))) {
    const r = regions.get(num);
    if (!r) throw new Error(`links for unknown region ${num}`);
    r.interfaces.push(iface);
    const army = iface === "land";
    const from = army || iface === "sea" ? `${num}` : `${num}/${COAST_OF_INTERFACE[iface]}`;
    for (const t of new Set(targets)) {
      const to = t > 9999 ? `${Math.floor(t / 100)}/${COAST_OF_DIGIT[t % 100]}` : `${t}`;
      if (!regions.has(Number(to.split("/")[0]))) throw new Error(`region ${num} links to unknown ${t}`);
      links.push({ from, to, army });
    }
  }
  return { regions, links };
}

/** The coasts ("nc", "sc"...) of a region with more than one named coast; none for a single sea side. */
export function coastsOf(region) {
  return region.interfaces.filter(i => COAST_OF_INTERFACE[i]).map(i => COAST_OF_INTERFACE[i]);
}
