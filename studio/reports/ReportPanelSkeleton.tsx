/** The report panel before its first answer: the same boxes at the same heights, so nothing jumps when it comes. */
const pulse = 'animate-pulse rounded bg-slate-100 motion-reduce:animate-none';
/** Bar heights as whole Tailwind classes (the studio's CSP allows no inline style attribute, and Tailwind needs the full names). */
const BARS = ['h-[30%]', 'h-[55%]', 'h-[20%]', 'h-[70%]', 'h-[45%]', 'h-[15%]', 'h-[60%]', 'h-[35%]', 'h-[80%]', 'h-[25%]', 'h-[50%]', 'h-[40%]'];

export function ReportPanelSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <div className="px-4 pt-4 sm:px-5 sm:pt-5">
        <div className="flex items-center justify-between gap-3">
          <div className={`h-5 w-40 ${pulse}`} />
          <div className={`h-8 w-28 rounded-lg ${pulse}`} />
        </div>
        <div className={`mt-1 h-4 w-56 ${pulse}`} />
      </div>
      <div className="px-4 pt-5 pb-4 sm:px-5">
        <div className="ml-10 flex h-32 items-end gap-1 border-b border-slate-200 sm:h-40">
          {BARS.map((height, i) => (
            <div key={i} className={`flex-1 ${pulse} ${height}`} />
          ))}
        </div>
        <div className="mt-2 h-4" />
      </div>
      <div className="divide-y divide-slate-100 border-t border-slate-200">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-4 px-4 py-4 sm:px-5">
            <div className={`h-4 w-32 ${pulse}`} />
            <div className={`h-4 flex-1 ${pulse}`} />
            <div className={`h-4 w-20 ${pulse}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
