// What a visitor typed into a server-rendered page's form before the app took over (on a
// slow phone the scripts can take seconds, and the server's job search form works without
// them). main.tsx reads the form fields once just before the app's first render, and the app's
// own field starts from them: when the render replaces the server's HTML the text is not lost
// (and the focus is kept, so typing goes on); when it adopts the HTML (hydrates) the field is
// the same element, still holding the text, and the app's state says the same.
type Typed = { value: string; focused: boolean };
const typed = new Map<string, Typed>();

// Reads every named text field of the server's HTML that holds something other than what the
// server put there. A field of the header (the site search) is kept as "header <name>", apart
// from the page's own fields of the same name (the job portal's q).
export function keepTypedBeforeStart(root: HTMLElement | null): void {
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value === field.defaultValue) continue;
    const key = field.closest('header') ? `header ${field.name}` : field.name;
    typed.set(key, { value: field.value, focused: document.activeElement === field });
  }
}

// The text typed into the server's field of that name (see above), once; undefined when there
// was none.
export function takeTypedBeforeStart(name: string): Typed | undefined {
  const value = typed.get(name);
  typed.delete(name);
  return value;
}
