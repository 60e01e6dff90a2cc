import type { ProviderId } from '../api/types';

const MARKS: Record<ProviderId, { letter: string; className: string }> = {
  google: { letter: 'G', className: 'bg-white text-[#4285f4] ring-1 ring-slate-200' },
  facebook: { letter: 'f', className: 'bg-[#1877f2] text-white' },
  microsoft: { letter: '⊞', className: 'bg-slate-800 text-white' },
};

type Props = { provider: ProviderId; label: string; disabled: boolean; busy: boolean; onClick: () => void };

export function SocialButton({ provider, label, disabled, busy, onClick }: Props) {
  const mark = MARKS[provider];
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      className="flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span aria-hidden="true" className={`flex h-6 w-6 items-center justify-center rounded-full text-sm font-bold ${mark.className}`}>
        {mark.letter}
      </span>
      {label}
    </button>
  );
}
