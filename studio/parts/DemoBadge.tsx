/** "Demo data" on a demo brand's page (issue 49): its results are generated, not a shop's. */
export function DemoBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-600/30 ring-inset">
      Demo data
    </span>
  );
}
