// The GST exports' links (issue 50): plain downloads, sent with the admin's session cookie.
const query = (from: string, to: string) => new URLSearchParams(from === to ? { from } : { from, to }).toString();

// GET /api/admin/gst/gstr1: the GST offline tool's section CSVs in one ZIP.
export const gstr1Url = (from: string, to: string) => `/api/admin/gst/gstr1?${query(from, to)}`;

// GET /api/admin/gst/invoice-register: every invoice and credit note of the period as a CSV.
export const invoiceRegisterUrl = (from: string, to: string) => `/api/admin/gst/invoice-register?${query(from, to)}`;
