/** The Voice of Customer tests' name for the shared chart stand-in (see testing/echarts-jsdom). */
export { echartsWithoutCanvas } from '../../../../testing/echarts-jsdom';
