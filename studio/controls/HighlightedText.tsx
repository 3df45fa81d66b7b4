import { highlightMatches } from '../rules/highlightMatches';

export interface HighlightedTextProps {
  text: string;
  query: string;
}

/** Text with the parts matching `query` in <mark>, tinted subtly so the option still reads as one label. */
export function HighlightedText({ text, query }: HighlightedTextProps) {
  return (
    <>
      {highlightMatches(text, query).map((segment, index) =>
        segment.match ? (
          // Segments never change order for a given text and query, so the index is a stable key.
          <mark key={index} className="rounded-sm bg-accent-100 px-0 font-semibold text-inherit">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
