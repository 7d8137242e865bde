// Stylesheets (the bundled @fontsource fonts) are imported for their side effect only.
declare module '*.css';
