// A stylesheet imported `with { type: "text" }` is its text: esbuild's text loader when bundling,
// vitest.config.ts's plugin in tests.
declare module "*.css" {
  const text: string;
  export default text;
}
