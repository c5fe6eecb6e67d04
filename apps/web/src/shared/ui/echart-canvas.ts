// The canvas renderer, in a chunk of its own: the home page's chart draws with SVG, so only the
// screens that draw on a canvas fetch it (./echart.tsx loads it on their first chart).
export { CanvasRenderer } from 'echarts/renderers';
