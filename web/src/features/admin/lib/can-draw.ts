let answer: boolean | undefined;

// Whether this browser can draw on a canvas (uPlot's charts need a 2D context). Not in jsdom,
// nor where canvas is blocked (some privacy settings); the charts' tables show instead.
export function canDrawCharts(): boolean {
  if (answer === undefined) {
    try {
      answer = typeof window.matchMedia === 'function' && Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      answer = false;
    }
  }
  return answer;
}
