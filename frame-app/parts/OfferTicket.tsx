/**
 * The offer template's coupon ticket (issue 49): the offer's label ("10% OFF") on a ticket in the accent,
 * its edge dashed, above the headline. Text, not a picture: it reads aloud, wraps and follows
 * the page's accent. Its tint and ink are the accent's own pair (brandTheme.ts), at AA on either skin.
 */
export function OfferTicket({ label, size = 'card', className = '' }: { label: string; size?: 'card' | 'hero'; className?: string }) {
  return (
    <p
      data-offer-ticket=""
      className={`relative mx-auto inline-flex max-w-full items-center justify-center rounded-lg border-2 border-dashed border-accent bg-accent-tint px-7 py-1.5 font-extrabold tracking-wider break-words text-accent-text uppercase ${size === 'hero' ? 'text-3xl' : 'text-2xl'} ${className}`}
    >
      {label}
    </p>
  );
}
