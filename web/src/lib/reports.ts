import { useMutation } from '@tanstack/react-query';
import { apiSend } from './api-client';
import type { ApiPaths } from './api-types';

// "This file is wrong" (issue 28): what a visitor sends with "Report a problem" on a card or
// detail page (components/ReportProblemButton), and the reasons' labels, which the admin
// panel's Reports tab shows too. Shared code because the cards live in several features.
export type ReportBody = ApiPaths['/api/reports']['post']['requestBody']['content']['application/json'];
export type ReportKind = ReportBody['kind'];
export type ReportReason = ReportBody['reason'];
// What the button knows of the item (the title names the dialog).
export type ReportRef = { kind: ReportKind; id: string; title: string };

export const DETAILS_MAX = 1000;

export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'broken-link', label: 'Broken link' },
  { value: 'wrong-file', label: 'Wrong file' },
  { value: 'wrong-subject', label: 'Wrong subject or year' },
  { value: 'copyright', label: 'Copyright' },
  { value: 'other', label: 'Other' },
];

// A reason's label; one the app does not know yet is shown as the server spells it.
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

// POST /api/reports → 201 {received: true}; anyone may send it (CSRF header from apiSend).
// `website` is the form's hidden honeypot, sent as found ('' from people).
export function sendReport(body: ReportBody): Promise<{ received?: boolean }> {
  return apiSend<{ received?: boolean }>('POST', '/api/reports', body);
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
