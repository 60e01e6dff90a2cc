// Why there are no pages to see: the file is being prepared (said politely to screen readers
// when it changes), or it has no preview. The item's action above still downloads or buys it.
export function PreviewNote({ text }: { text: string }) {
  return (
    <p role="status" className="mt-6 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
      {text}
    </p>
  );
}
