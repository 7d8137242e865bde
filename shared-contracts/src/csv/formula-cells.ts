// Cells a spreadsheet would run as a formula. Excel and LibreOffice also treat the full-width
// forms (＝ ＋ － ＠, typed by Chinese, Japanese and Thai input methods) as formula starters.
const FORMULA_STARTERS = '=+\\-@\\t\\r＝＋－＠';

/** A cell export writes with a leading apostrophe. */
export const FORMULA_CELL = new RegExp(`^[${FORMULA_STARTERS}]`);

/** The apostrophe export added before a formula cell, removed again on import. */
export const ESCAPED_FORMULA_CELL = new RegExp(`^'(?=[${FORMULA_STARTERS}])`);
