/**
 * When students may see a case's result, in Gradescope's words (its `visibility` field): `hidden`
 * never, `after_due_date` once the (late) due date has passed, `after_published` once the grades are
 * published, `visible` always (the default). Only the Gradescope report uses it.
 */
export const VISIBILITIES = ["hidden", "after_due_date", "after_published", "visible"] as const;

export type Visibility = (typeof VISIBILITIES)[number];

export function isVisibility(value: unknown): value is Visibility {
  return VISIBILITIES.some((visibility) => visibility === value);
}
