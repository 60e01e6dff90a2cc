// Ends the running task and goes on in a new one, so the browser may paint or answer a tap in
// between. The app's start is several steps (matching the route, loading the page's code and
// data, the first render); run in one task they were one long task that held the page's first
// taps (Lighthouse's blocking time, issue 25), while steps in tasks of their own each stay short.
// scheduler.yield where the browser has it (the continuation keeps its place ahead of other
// tasks); otherwise a message to ourselves, which, unlike setTimeout, no browser delays.
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
