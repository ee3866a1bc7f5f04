// Names a player may use for a region besides its display name: the designer's short and long names, their
// "in Kent" forms, "&" and "and" spelt either way, and for a region with several coasts its possessive
// ("St Augustine's North Coast").

/** The key names are compared by in the game: lower case, letters and digits only (Board.normalize). */
export const normalize = s => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const tidy = s => s.replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
const noThe = s => s.replace(/^the /i, "");

export function aliasesOf(region, row, splitCoasts) {
  const bases = new Set();
  for (const n of [region.short, region.long, row.name]) {
    if (!n || n === "N/A") continue;
    const t = tidy(n.replace(/\s*\([^)]*\)\s*/g, " "));
    bases.add(t);
    bases.add(noThe(t));
  }
  const out = new Set(bases);
  const inForm = tidy(region.inForm);
  if (inForm && inForm !== "N/A") {
    for (const b of bases) out.add(`${b} ${inForm.replace(/,/g, "")}`);
  }
  if (splitCoasts) for (const b of bases) out.add(`${b}'s`);
  for (const a of [...out]) {
    if (a.includes(" & ")) out.add(a.replaceAll(" & ", " and "));
    if (a.includes(" and ")) out.add(a.replaceAll(" and ", " & "));
  }
  // a bracketed remark ("Bay of the Somme (Wight)") or a word starting with a dash ("-Vlaanderen") would read
  // as two places; the name without them is there already
  return [...out].filter(a => !/[()]| -/.test(a)).sort();
}
