import { useState } from 'react';
import type { User } from '@/lib/auth';
import { safeUrl } from '@/lib/url-safety';
import defaultAvatar from '../assets/default-avatar.svg';

// The user's picture (only an http(s) or site URL), else the default avatar image. The
// picture is decorative: the button around it carries the name.
export function Avatar({ user, size = 36 }: { user: User; size?: number }) {
  const [broken, setBroken] = useState(false);
  const photo = broken ? null : safeUrl(user.photoURL);
  return (
    <img
      src={photo?.href ?? defaultAvatar}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      data-default-avatar={photo ? undefined : ''}
      className="rounded-full bg-brand-50 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
