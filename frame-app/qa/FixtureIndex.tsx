/** Shown for an unknown `?qa=` name: the fixtures that exist, as links. */
import { QA_FIXTURES } from './fixtures';

export function FixtureIndex({ requested }: { requested: string }) {
  return (
    <main className="mx-auto max-w-2xl p-8 font-sans text-slate-900">
      <h1 className="text-xl font-semibold">Widget frame · QA mode</h1>
      <p className="mt-2 text-sm text-slate-600">
        {requested ? (
          <>
            There is no fixture named <code className="rounded bg-slate-100 px-1 font-mono">{requested}</code>.{' '}
          </>
        ) : null}
        Pick one of the available fixtures:
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {Object.entries(QA_FIXTURES).map(([name, fixture]) => (
          <li key={name} className="px-4 py-3">
            <a
              href={`?qa=${encodeURIComponent(name)}`}
              className="font-mono text-sm font-semibold text-sky-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            >
              ?qa={name}
            </a>
            <p className="mt-0.5 text-sm text-slate-600">{fixture.summary}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
