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
    bases.add(tidy(n));
    bases.add(noThe(tidy(n)));
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
  return [...out].sort();
}
