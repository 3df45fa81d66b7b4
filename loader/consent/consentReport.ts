/** What a consent signal tells the loader's consent gate (loader/consentGate.ts): MC('consent')'s argument. */
export type ConsentReport = (choice: { analytics: boolean }) => void;
