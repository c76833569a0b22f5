// The constraints the specification puts on the four header lines.

export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 40;
export const FLEET_MIN_LENGTH = 2;
export const FLEET_MAX_LENGTH = 100;
