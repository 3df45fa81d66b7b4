/** What a visitor reads when the backend could not be reached (the SPEC §8 text is for developers). */
export const NETWORK_VISITOR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
