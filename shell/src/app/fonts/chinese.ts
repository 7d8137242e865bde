// About a hundred unicode-range slices per weight, so a page downloads only the slices of the
// characters it shows; their rules alone weigh about 22 KB (brotli), hence a stylesheet of
// their own that pages not in Chinese link only once they have loaded.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
