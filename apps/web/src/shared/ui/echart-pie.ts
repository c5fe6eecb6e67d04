// Pie series, in a chunk of their own: fetched by ./echart.tsx for the first option that has one,
// so that the home page's line and bar chart does not carry them.
export { PieChart } from 'echarts/charts';
