// Whole weights (not the subset files, which carry no unicode-range): each subset is its own
// @font-face with its unicode-range. 600 (headings) is drawn with the 700 faces.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/700.css';
