// uPlot and its stylesheet, for the dashboard's charts. Only ever imported dynamically (see
// components/DayChart.tsx), so the ~20 KB (brotli) stay out of every page but the admin
// panel's Dashboard tab, and out of that tab until a chart is drawn.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export default uPlot;
