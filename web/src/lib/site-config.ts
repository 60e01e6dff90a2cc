// Site-wide settings that are not data. Social links stay empty until the brand has its own
// accounts: we never link to pages we don't own, and the footer hides the block when empty.
export const SOCIAL_LINKS: { label: string; href: string }[] = [];

export const LEGAL_LINKS = [
  { label: 'Terms of Use', href: '/files/legal/terms.pdf' },
  { label: 'Payment Terms', href: '/files/legal/payment-terms.pdf' },
  { label: 'Privacy Policy', href: '/files/legal/privacy.pdf' },
  { label: 'Contact Us', href: '/files/legal/contact.pdf' },
  { label: 'About Us', href: '/files/legal/about.pdf' },
];
