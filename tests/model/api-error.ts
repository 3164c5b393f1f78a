/**
 * An API failure as the client throws it: an Error whose message is the server's detail. The detail
 * is also an own enumerable property so that the graph tells two failures apart (an Error alone
 * serialises to `{}`).
 */
export const apiError = (detail: string) => Object.assign(new Error(detail), { detail })
