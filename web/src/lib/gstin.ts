// GSTINs as people type them (issue 50): spaces dropped, letters in capitals. The server
// checks the rest (form, state code, check character) and says which field is wrong.
export const normalGstin = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

// 2 digits (the state), then 13 letters or digits: enough to catch a slip before sending.
export const looksLikeGstin = (gstin: string) => /^[0-9]{2}[A-Z0-9]{13}$/.test(gstin);
