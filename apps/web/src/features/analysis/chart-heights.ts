/** The report charts' heights, known before the charting code loads so their frames do not shift. */
export const DAMAGE_CHART_HEIGHT = 260;
export const efficiencyChartHeight = (units: number): number => Math.max(160, 28 * units + 40);
