/**
 * Import once, at the root of the site (and of Storybook): the themes, then the accessibility settings
 * that override them (in this order, so equal-specificity rules of the settings win).
 */
import "./heading-font.css.ts";
import "./root-theme.css.ts";
import "./settings.css.ts";
